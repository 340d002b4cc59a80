import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from "react";
import toast from "react-hot-toast";
import { STOREFRONT_MESSAGES } from "@domain/messages-storefront";
import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from "~/lib/storage";
import {
  INITIAL_CART_STATE,
  cartCount,
  cartReducer,
  mergeCarts,
  parseStoredCart,
  withoutIds,
  type CartItems,
} from "./cart-model";
import { createLatestSender } from "./latest-sender";

export interface CartContextValue {
  items: CartItems;
  /** Total units; null until the stored cart has been read (never during hydration). */
  count: number | null;
  ready: boolean;
  quantityOf: (id: string) => number;
  add: (id: string) => void;
  removeOne: (id: string) => void;
  setQuantity: (id: string, quantity: number) => void;
  removeLine: (id: string) => void;
  clear: () => void;
  /** Drops lines whose products no longer exist, without a toast. */
  forget: (ids: readonly string[]) => void;
  /** An order was placed: the server already emptied the stored cart, so no toast and no sync. */
  emptyAfterOrder: () => void;
  /** A customer's stored cart arrived (start-up user check). */
  adoptServerCart: (items: CartItems) => void;
  /**
   * Login (SPEC §4.1): the guest cart is summed into the customer's server cart, posted, and
   * deleted from the device. Resolves false when the server could not store it.
   */
  mergeGuestCartInto: (serverItems: CartItems) => Promise<boolean>;
}

const CartContext = createContext<CartContextValue | null>(null);

const readGuestCart = () => parseStoredCart(readStorage(STORAGE_KEYS.guestCart));

function writeGuestCart(items: CartItems) {
  if (Object.keys(items).length === 0) removeStorage(STORAGE_KEYS.guestCart);
  else writeStorage(STORAGE_KEYS.guestCart, JSON.stringify(items));
}

/** The server sync's code; if even that cannot be fetched, the cart says it could not sync. */
const importSync = () => import("./sync");
const loadSync = () =>
  importSync().catch((error: unknown) => {
    toast.error(STOREFRONT_MESSAGES.CART_SYNC_FAILED, { id: STOREFRONT_MESSAGES.CART_SYNC_FAILED });
    throw error;
  });

/**
 * The one cart of the page. Guests keep it in localStorage; for a logged-in customer every
 * change is synced to the server (newest state wins, one request at a time).
 */
export function CartProvider({ userId, children }: { userId: string | null; children: ReactNode }) {
  const [state, dispatch] = useReducer(cartReducer, INITIAL_CART_STATE);
  const userIdRef = useRef(userId);
  const itemsRef = useRef(state.items);
  const handledRevision = useRef(state.revision);

  useEffect(() => {
    userIdRef.current = userId;
  }, [userId]);
  useEffect(() => {
    itemsRef.current = state.items;
  }, [state.items]);

  const sender = useMemo(
    () =>
      createLatestSender<CartItems>(async (items) => {
        const sync = await loadSync();
        try {
          const { dropped } = await sync.saveDroppingUnknown(items);
          if (dropped.length > 0) dispatch({ type: "prune", ids: dropped });
        } catch (error) {
          sync.reportSyncFailure(error);
          throw error;
        }
      }),
    [],
  );

  // A customer's changes are saved on the server: its code is fetched as soon as a customer is
  // known, so the first change is sent at once, not after a fetch of code the shopper may
  // leave the page during (a guest's pages never load it).
  useEffect(() => {
    if (userId !== null) void importSync().catch(() => undefined);
  }, [userId]);

  // A guest's cart is read from storage after hydration (the server never sees it), and
  // again whenever the page becomes a guest's (logout wiped it, so it reads back empty).
  useEffect(() => {
    if (userId === null) dispatch({ type: "load", items: readGuestCart() });
  }, [userId]);

  // Every change the shopper makes: stored on the device (guest) or synced (customer).
  useEffect(() => {
    if (!state.ready || state.revision === handledRevision.current) return;
    handledRevision.current = state.revision;
    if (userIdRef.current) sender.push(state.items);
    else writeGuestCart(state.items);
  }, [state.ready, state.revision, state.items, sender]);

  // Another tab changed the guest cart.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.guestCart && !userIdRef.current) {
        dispatch({ type: "load", items: parseStoredCart(event.newValue) });
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const add = useCallback((id: string) => {
    dispatch({ type: "add", id });
    toast.success(STOREFRONT_MESSAGES.CART_ITEM_ADDED, { id: "cart" });
  }, []);
  const removeOne = useCallback((id: string) => {
    dispatch({ type: "remove-one", id });
    toast.success(STOREFRONT_MESSAGES.CART_ITEM_REMOVED, { id: "cart" });
  }, []);
  const setQuantity = useCallback((id: string, quantity: number) => {
    dispatch({ type: "set", id, quantity });
    toast.success(STOREFRONT_MESSAGES.CART_UPDATED, { id: "cart" });
  }, []);
  const removeLine = useCallback((id: string) => {
    dispatch({ type: "remove-line", id });
    toast.success(STOREFRONT_MESSAGES.CART_ITEM_REMOVED, { id: "cart" });
  }, []);
  const clear = useCallback(() => {
    dispatch({ type: "clear" });
    toast.success(STOREFRONT_MESSAGES.CART_CLEARED, { id: "cart" });
  }, []);
  const forget = useCallback((ids: readonly string[]) => dispatch({ type: "prune", ids }), []);
  const adoptServerCart = useCallback(
    (items: CartItems) => dispatch({ type: "server-loaded", items }),
    [],
  );
  const emptyAfterOrder = useCallback(() => {
    dispatch({ type: "load", items: {} });
    if (!userIdRef.current) removeStorage(STORAGE_KEYS.guestCart);
  }, []);

  const mergeGuestCartInto = useCallback(async (serverItems: CartItems) => {
    const guest = itemsRef.current;
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
  }, []);

  const value = useMemo<CartContextValue>(
    () => ({
      items: state.items,
      count: state.ready ? cartCount(state.items) : null,
      ready: state.ready,
      quantityOf: (id) => state.items[id] ?? 0,
      add,
      removeOne,
      setQuantity,
      removeLine,
      clear,
      forget,
      emptyAfterOrder,
      adoptServerCart,
      mergeGuestCartInto,
    }),
    [
      state.items,
      state.ready,
      add,
      removeOne,
      setQuantity,
      removeLine,
      clear,
      forget,
      emptyAfterOrder,
      adoptServerCart,
      mergeGuestCartInto,
    ],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart must be used inside <CartProvider>");
  return cart;
}
