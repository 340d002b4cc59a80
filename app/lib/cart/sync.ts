// A customer's cart saved on the server. Loaded by the cart on its first save (a customer's
// change or a login), so a guest's first load carries neither this nor the HTTP client.
import { MESSAGES } from "@domain/messages";
import { toastFailure } from "~/lib/http";
import { saveServerCart, unknownIdsOf } from "./api";
import type { CartItems } from "./cart-items";
import { withoutIds } from "./cart-model";

/** Saves a cart; lines of deleted products are dropped and the save retried once. */
export async function saveDroppingUnknown(
  items: CartItems,
): Promise<{ saved: CartItems; dropped: string[] }> {
  try {
    return { saved: await saveServerCart(items), dropped: [] };
  } catch (error) {
    const unknown = unknownIdsOf(error);
    if (unknown.length === 0) throw error;
    return { saved: await saveServerCart(withoutIds(items, unknown)), dropped: unknown };
  }
}

/** The sync failed: the catalogue's toast, or the cart's own words (SPEC §4.1). */
export function reportSyncFailure(error: unknown): void {
  toastFailure(error, MESSAGES.CART_SYNC_FAILED);
}
