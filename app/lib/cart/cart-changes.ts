// What a cart change brings besides the new cart: its toast (SPEC §4.2's words), a customer's
// save on the server, and the login merge. Fetched once the page is up (at once for a
// customer), or by the first change if that comes sooner; the change itself is made at once
// by the provider, so only its toast waits for this code.
import toast from "~/lib/toast";
import { STOREFRONT_MESSAGES } from "@domain/messages-storefront";
import { STORAGE_KEYS, removeStorage } from "~/lib/storage";
import type { CartItems } from "./cart-items";
import { mergeCarts, withoutIds, type CartAction } from "./cart-model";
import { createLatestSender } from "./latest-sender";

/** The toasts of the shopper's changes. */
export type CartToast = "CART_ITEM_ADDED" | "CART_ITEM_REMOVED" | "CART_UPDATED" | "CART_CLEARED";

/** The server sync's code; if even that cannot be fetched, the cart says it could not sync. */
const importSync = () => import("./sync");
const loadSync = () =>
  importSync().catch((error: unknown) => {
    toast.error(STOREFRONT_MESSAGES.CART_SYNC_FAILED, { id: STOREFRONT_MESSAGES.CART_SYNC_FAILED });
    throw error;
  });

/**
 * Bound to one provider: `dispatch` is its reducer's, `currentItems` reads the items as last
 * drawn (the login merge starts from them).
 */
export function createCartChanges(
  dispatch: (action: CartAction) => void,
  currentItems: () => CartItems,
) {
  // A customer's saves: newest state wins, one request at a time.
  const sender = createLatestSender<CartItems>(async (items) => {
    const sync = await loadSync();
    try {
      const { dropped } = await sync.saveDroppingUnknown(items);
      if (dropped.length > 0) dispatch({ type: "prune", ids: dropped });
    } catch (error) {
      sync.reportSyncFailure(error);
      throw error;
    }
  });

  return {
    /** One toast for every change, replacing the last (one id). */
    toast(message: CartToast) {
      toast.success(STOREFRONT_MESSAGES[message], { id: "cart" });
    },
    /** A customer's change, saved on the server. */
    save(items: CartItems) {
      sender.push(items);
    },
    /**
     * A customer is known: the save's code is fetched now, so the first change is sent at once,
     * not after a fetch the shopper may leave the page during.
     */
    prepareSaves() {
      void importSync().catch(() => undefined);
    },
    async mergeGuestCartInto(serverItems: CartItems): Promise<boolean> {
      const guest = currentItems();
      const merged = mergeCarts(serverItems, guest);
      dispatch({ type: "load", items: merged });
      removeStorage(STORAGE_KEYS.guestCart);
      if (Object.keys(guest).length === 0) return true;
      const sync = await loadSync().catch(() => null);
      if (!sync) return false;
      try {
        const { dropped } = await sync.saveDroppingUnknown(merged);
        if (dropped.length > 0) dispatch({ type: "load", items: withoutIds(merged, dropped) });
        return true;
      } catch (error) {
        sync.reportSyncFailure(error);
        return false;
      }
    },
  };
}

export type CartChanges = ReturnType<typeof createCartChanges>;
