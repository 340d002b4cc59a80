// The changes a shopper makes to the cart, with their toasts, and a customer's saves on the
// server. Fetched once the page is up (at once for a customer), or by the first change if
// that comes sooner: a tap waits for it, then counts (docs/decisions/136).
import toast from "react-hot-toast";
import { STOREFRONT_MESSAGES } from "@domain/messages-storefront";
import { STORAGE_KEYS, removeStorage } from "~/lib/storage";
import type { CartItems, CartState } from "./cart-items";
import { cartReducer, mergeCarts, withoutIds, type CartAction } from "./cart-model";
import { createLatestSender } from "./latest-sender";

/** How the provider's state is changed: a pure step from one state to the next. */
export type CartUpdate = (state: CartState) => CartState;

/** The server sync's code; if even that cannot be fetched, the cart says it could not sync. */
const importSync = () => import("./sync");
const loadSync = () =>
  importSync().catch((error: unknown) => {
    toast.error(STOREFRONT_MESSAGES.CART_SYNC_FAILED, { id: STOREFRONT_MESSAGES.CART_SYNC_FAILED });
    throw error;
  });

/**
 * The provider's changes, bound to its state. `currentItems` reads the items as last drawn
 * (the login merge starts from them).
 */
export function createCartChanges(
  dispatch: (update: CartUpdate) => void,
  currentItems: () => CartItems,
) {
  const apply = (action: CartAction) => dispatch((state) => cartReducer(state, action));
  const toastCart = (message: string) => toast.success(message, { id: "cart" });

  // A customer's saves: newest state wins, one request at a time.
  const sender = createLatestSender<CartItems>(async (items) => {
    const sync = await loadSync();
    try {
      const { dropped } = await sync.saveDroppingUnknown(items);
      if (dropped.length > 0) apply({ type: "prune", ids: dropped });
    } catch (error) {
      sync.reportSyncFailure(error);
      throw error;
    }
  });

  return {
    add(id: string) {
      apply({ type: "add", id });
      toastCart(STOREFRONT_MESSAGES.CART_ITEM_ADDED);
    },
    removeOne(id: string) {
      apply({ type: "remove-one", id });
      toastCart(STOREFRONT_MESSAGES.CART_ITEM_REMOVED);
    },
    setQuantity(id: string, quantity: number) {
      apply({ type: "set", id, quantity });
      toastCart(STOREFRONT_MESSAGES.CART_UPDATED);
    },
    removeLine(id: string) {
      apply({ type: "remove-line", id });
      toastCart(STOREFRONT_MESSAGES.CART_ITEM_REMOVED);
    },
    clear() {
      apply({ type: "clear" });
      toastCart(STOREFRONT_MESSAGES.CART_CLEARED);
    },
    forget(ids: readonly string[]) {
      apply({ type: "prune", ids });
    },
    adoptServerCart(items: CartItems) {
      apply({ type: "server-loaded", items });
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
      apply({ type: "load", items: merged });
      removeStorage(STORAGE_KEYS.guestCart);
      if (Object.keys(guest).length === 0) return true;
      const sync = await loadSync().catch(() => null);
      if (!sync) return false;
      try {
        const { dropped } = await sync.saveDroppingUnknown(merged);
        if (dropped.length > 0) apply({ type: "load", items: withoutIds(merged, dropped) });
        return true;
      } catch (error) {
        sync.reportSyncFailure(error);
        return false;
      }
    },
  };
}

export type CartChanges = ReturnType<typeof createCartChanges>;
