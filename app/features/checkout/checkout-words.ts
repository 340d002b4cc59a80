// The checkout's words that the domain builds in English (SPEC messages with values): in the page's language, through the catalogs. The
// English of each key equals the domain's words (checkout-words.test.ts).
import { MINIMUM_ORDER_AMOUNT, formatPesoAmount, minimumOrderShortfall } from "@domain/pricing";
import type { Translate } from "~/lib/i18n/i18n";

/** SPEC §5's minimum order message (domain minimumOrderMessage) for a subtotal. */
export const MINIMUM_ORDER_KEY =
  "Minimum order amount is ₱{minimum}. Your current order is ₱{current}. Please add ₱{shortfall} more to proceed.";

export function minimumOrderWords(t: Translate, subtotal: number): string {
  return t(MINIMUM_ORDER_KEY, {
    minimum: String(MINIMUM_ORDER_AMOUNT),
    current: formatPesoAmount(subtotal),
    shortfall: formatPesoAmount(minimumOrderShortfall(subtotal)),
  });
}
