// What "Buy again" did, in the page's language. The server answers in English (domain
// buyAgainMessage); the page writes the same from the answer's lines, so the English of these
// keys equals the domain's words (buy-again-words.test.ts).
import type { BuyAgainAdded, BuyAgainNotAdded, NotAddedReason } from "@domain/buy-again";
import type { Translate } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/locales/keys";

const NOT_ADDED_KEYS = {
  gone: "buyAgain.why.gone",
  "out-of-stock": "buyAgain.why.outOfStock",
  "stock-in-cart": "buyAgain.why.stockInCart",
  "line-limit": "buyAgain.why.lineLimit",
  "cart-full": "buyAgain.why.cartFull",
} as const satisfies Record<NotAddedReason, MessageKey>;

/** Why a product did not go back in the cart (domain notAddedWords). */
export const notAddedWordsIn = (t: Translate, reason: NotAddedReason) => t(NOT_ADDED_KEYS[reason]);

/** Why fewer went in (domain cappedWords). */
export function cappedWordsIn(t: Translate, line: BuyAgainAdded): string {
  const values = { quantity: line.quantity, requested: line.requested };
  return line.capped === "stock"
    ? t("buyAgain.cappedStock", values)
    : t("buyAgain.cappedLimit", values);
}

/** The whole answer in one paragraph (domain buyAgainMessage), for the toast. */
export function buyAgainMessageIn(
  t: Translate,
  added: readonly BuyAgainAdded[],
  notAdded: readonly BuyAgainNotAdded[],
): string {
  const parts = [
    added.length > 0 ? t("buyAgain.added", { count: added.length }) : t("buyAgain.nothing"),
  ];
  const capped = added.filter((line) => line.capped !== null);
  if (capped.length > 0) {
    const list = capped
      .map((l) => t("buyAgain.item", { name: l.name, why: cappedWordsIn(t, l) }))
      .join(", ");
    parts.push(t("buyAgain.fewerOf", { list }));
  }
  if (notAdded.length > 0) {
    const list = notAdded
      .map((l) => t("buyAgain.item", { name: l.name, why: notAddedWordsIn(t, l.reason) }))
      .join(", ");
    parts.push(t("buyAgain.notAddedList", { list }));
  }
  return parts.join(" ");
}
