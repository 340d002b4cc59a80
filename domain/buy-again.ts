// "Buy again" (issue "The shopper's habits"): an earlier order's products put back in the cart
// at today's prices and stock. The server decides what goes in; these words say what it did,
// the same on the toast, the inline note on /orders and in the API's message.

/** Why one of the order's products did not go back in the cart. */
export type NotAddedReason = "gone" | "out-of-stock" | "stock-in-cart" | "line-limit" | "cart-full";

/** Why fewer went in than the order had. */
export type CappedReason = "stock" | "line-limit";

export interface BuyAgainAdded {
  productId: string;
  name: string;
  /** Today's price, pesos. */
  price: number;
  /** Units put in the cart now. */
  quantity: number;
  /** Units the order had. */
  requested: number;
  capped: CappedReason | null;
  /** With `capped: "stock"`: units the store has. */
  available: number | null;
}

export interface BuyAgainNotAdded {
  productId: string;
  name: string;
  requested: number;
  reason: NotAddedReason;
}

const NOT_ADDED_WORDS: Record<NotAddedReason, string> = {
  gone: "no longer sold",
  "out-of-stock": "out of stock",
  "stock-in-cart": "all we have is already in your cart",
  "line-limit": "your cart already has the most allowed",
  "cart-full": "your cart already has the most products allowed",
};

export function notAddedWords(reason: NotAddedReason): string {
  return NOT_ADDED_WORDS[reason];
}

/** "only 2 of 5" or "99 of 120": why a line went in with fewer units. */
export function cappedWords(line: BuyAgainAdded): string {
  return line.capped === "stock"
    ? `only ${line.quantity} of ${line.requested}: that is all we have`
    : `${line.quantity} of ${line.requested}: the most one cart line holds`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The whole answer in one paragraph: "Added 2 products to your cart. Fewer of: Rice (only 2
 * of 5: that is all we have). Not added: Sardines (no longer sold)."
 */
export function buyAgainMessage(
  added: readonly BuyAgainAdded[],
  notAdded: readonly BuyAgainNotAdded[],
) {
  const parts = [
    added.length > 0
      ? `Added ${plural(added.length, "product", "products")} to your cart.`
      : "Nothing from this order could be added to your cart.",
  ];
  const capped = added.filter((line) => line.capped !== null);
  if (capped.length > 0)
    parts.push(`Fewer of: ${capped.map((l) => `${l.name} (${cappedWords(l)})`).join(", ")}.`);
  if (notAdded.length > 0)
    parts.push(
      `Not added: ${notAdded.map((l) => `${l.name} (${notAddedWords(l.reason)})`).join(", ")}.`,
    );
  return parts.join(" ");
}
