import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from "react";
import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from "~/lib/storage";
import { whenIdle } from "~/lib/when-idle";
import type { CartChanges, CartToast } from "./cart-changes";
import { INITIAL_CART_STATE, cartCount, parseStoredCart, type CartItems } from "./cart-items";
import { cartReducer, type CartAction } from "./cart-model";

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

/**
 * The code for the changes' toasts, saves and the login merge (./cart-changes), fetched once
 * and bound to one provider. What was asked of it before it came is done in order when it
 * does; a failed fetch (offline before the worker kept it) is tried again by the next change.
 */
function lazyChanges(dispatch: (action: CartAction) => void, currentItems: () => CartItems) {
  let changes: Promise<CartChanges> | null = null;
  return (): Promise<CartChanges> =>
    (changes ??= import("./cart-changes").then(
      (m) => m.createCartChanges(dispatch, currentItems),
      (error: unknown) => {
        changes = null;
        throw error;
      },
    ));
}

/**
 * The one cart of the page. Guests keep it in localStorage; for a logged-in customer every
 * change is synced to the server (newest state wins, one request at a time).
 */
export function CartProvider({ userId, children }: { userId: string | null; children: ReactNode }) {
  const [state, dispatch] = useReducer(cartReducer, INITIAL_CART_STATE);
  const userIdRef = useRef(userId);
  const itemsRef = useRef(state.items);
  const handledRevision = useRef(state.revision);
  const changes = useMemo(() => lazyChanges(dispatch, () => itemsRef.current), []);

  useEffect(() => {
    userIdRef.current = userId;
  }, [userId]);
  useEffect(() => {
    itemsRef.current = state.items;
  }, [state.items]);

  // The changes' code comes once the page is up; a customer's at once, with the code that
  // saves on the server, so the first change is sent without waiting for either.
  useEffect(() => {
    const fetchChanges = () => void changes().catch(() => undefined);
    if (userId === null) return whenIdle(fetchChanges);
    void changes().then(
      (c) => c.prepareSaves(),
      () => undefined,
    );
  }, [userId, changes]);

  // A guest's cart is read from storage after hydration (the server never sees it), and
  // again whenever the page becomes a guest's (logout wiped it, so it reads back empty).
  useEffect(() => {
    if (userId === null) dispatch({ type: "load", items: readGuestCart() });
  }, [userId]);

  // Every change the shopper makes: stored on the device (guest) or synced (customer).
  useEffect(() => {
    if (!state.ready || state.revision === handledRevision.current) return;
    handledRevision.current = state.revision;
    const items = state.items;
    if (userIdRef.current)
      void changes().then(
        (c) => c.save(items),
        () => undefined,
      );
    else writeGuestCart(items);
  }, [state.ready, state.revision, state.items, changes]);

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

  const actions = useMemo(() => {
    /** Done once the changes' code is here (at once when it is). */
    const later = (task: (c: CartChanges) => void) => void changes().then(task, () => undefined);
    /** A shopper's change: made at once; its toast comes with the changes' code. */
    const change = (action: CartAction, message: CartToast) => {
      dispatch(action);
      later((c) => c.toast(message));
    };
    return {
      add: (id: string) => change({ type: "add", id }, "CART_ITEM_ADDED"),
      removeOne: (id: string) => change({ type: "remove-one", id }, "CART_ITEM_REMOVED"),
      setQuantity: (id: string, quantity: number) =>
        change({ type: "set", id, quantity }, "CART_UPDATED"),
      removeLine: (id: string) => change({ type: "remove-line", id }, "CART_ITEM_REMOVED"),
      clear: () => change({ type: "clear" }, "CART_CLEARED"),
      forget: (ids: readonly string[]) => dispatch({ type: "prune", ids }),
      adoptServerCart: (items: CartItems) => dispatch({ type: "server-loaded", items }),
      mergeGuestCartInto: (serverItems: CartItems) =>
        changes().then(
          (c) => c.mergeGuestCartInto(serverItems),
          () => false,
        ),
      emptyAfterOrder: () => {
        dispatch({ type: "load", items: {} });
        if (!userIdRef.current) removeStorage(STORAGE_KEYS.guestCart);
      },
    };
  }, [changes]);

  const value = useMemo<CartContextValue>(
    () => ({
      items: state.items,
      count: state.ready ? cartCount(state.items) : null,
      ready: state.ready,
      quantityOf: (id) => state.items[id] ?? 0,
      ...actions,
    }),
    [state.items, state.ready, actions],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart must be used inside <CartProvider>");
  return cart;
}
