// The checkout's words that the domain builds in English (SPEC messages with values): in the page's language, through the catalogs. The
// English of each key equals the domain's words (checkout-words.test.ts).
import { useCallback } from "react";
import { codNotAvailableIn } from "@domain/messages";
import { MINIMUM_ORDER_AMOUNT, formatPesoAmount, minimumOrderShortfall } from "@domain/pricing";
import { useMessage, useT, type Translate } from "~/lib/i18n/i18n";

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

/** The COD check's message for an address (domain codNotAvailableIn names the barangay). */
export const COD_NOT_AVAILABLE_KEY =
  "COD is not available in {barangay}. We only deliver to barangays within Sorsogon City.";

export function codWords(
  t: Translate,
  message: (english: string) => string,
  english: string,
  barangay: string | undefined,
): string {
  if (barangay !== undefined && english === codNotAvailableIn(barangay))
    return t(COD_NOT_AVAILABLE_KEY, { barangay: barangay.trim() });
  return message(english);
}

/** `codWords` bound to the page's language. */
export function useCodWords(): (english: string, barangay: string | undefined) => string {
  const t = useT();
  const message = useMessage();
  return useCallback(
    (english: string, barangay: string | undefined) => codWords(t, message, english, barangay),
    [t, message],
  );
}
