// The cart of SPEC §3/§4.2 as pure functions: a map of product id to a whole quantity. The
// provider (cart-context.tsx) keeps it in React state, in localStorage for guests, and on
// the server for logged-in customers. Reading a cart back (cart-items.ts) is in every page's
// first load; the changes here come with cart-changes.ts, once the page is up.

import {
  MAX_CART_LINES,
  clampQuantity,
  loadedCart,
  sanitizeCart,
  type CartItems,
  type CartState,
} from "./cart-items";

export function setLine(items: CartItems, id: string, quantity: number): CartItems {
  const next = { ...items };
  const q = clampQuantity(quantity);
  if (q <= 0) delete next[id];
  else if (id in next || Object.keys(next).length < MAX_CART_LINES) next[id] = q;
  return next;
}

export const addOne = (items: CartItems, id: string) => setLine(items, id, (items[id] ?? 0) + 1);
/** Minus: one fewer; the line goes at zero (SPEC §4.2). */
export const removeOne = (items: CartItems, id: string) => setLine(items, id, (items[id] ?? 0) - 1);
export const removeLine = (items: CartItems, id: string) => setLine(items, id, 0);

export function withoutIds(items: CartItems, ids: readonly string[]): CartItems {
  const drop = new Set(ids);
  return Object.fromEntries(Object.entries(items).filter(([id]) => !drop.has(id)));
}

/** Login merge (SPEC §4.1): quantities summed, each line capped at the server's maximum. */
export function mergeCarts(base: CartItems, extra: CartItems): CartItems {
  let merged = sanitizeCart(base);
  for (const [id, quantity] of Object.entries(sanitizeCart(extra))) {
    merged = setLine(merged, id, (merged[id] ?? 0) + quantity);
  }
  return merged;
}

export function sameCart(a: CartItems, b: CartItems): boolean {
  const ak = Object.keys(a);
  return ak.length === Object.keys(b).length && ak.every((id) => a[id] === b[id]);
}

// ---- State of the provider ----

export type CartAction =
  | { type: "add"; id: string }
  | { type: "remove-one"; id: string }
  | { type: "set"; id: string; quantity: number }
  | { type: "remove-line"; id: string }
  | { type: "clear" }
  | { type: "prune"; ids: readonly string[] }
  /** A stored cart read back (guest storage, another tab, logout): not a change to save. */
  | { type: "load"; items: CartItems }
  /**
   * The customer's server cart arrived. Anything added while it was loading is merged into it
   * (and then synced) rather than lost or allowed to overwrite it.
   */
  | { type: "server-loaded"; items: CartItems };

function changed(state: CartState, items: CartItems): CartState {
  return sameCart(items, state.items) ? state : { ...state, items, revision: state.revision + 1 };
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "add":
      return changed(state, addOne(state.items, action.id));
    case "remove-one":
      return changed(state, removeOne(state.items, action.id));
    case "set":
      return changed(state, setLine(state.items, action.id, action.quantity));
    case "remove-line":
      return changed(state, removeLine(state.items, action.id));
    case "clear":
      return changed(state, {});
    case "prune":
      return changed(state, withoutIds(state.items, action.ids));
    case "load":
      return loadedCart(state, action.items);
    case "server-loaded": {
      const server = sanitizeCart(action.items);
      const local = state.ready ? {} : state.items;
      if (Object.keys(local).length === 0) return { ...state, items: server, ready: true };
      return { items: mergeCarts(server, local), ready: true, revision: state.revision + 1 };
    }
  }
}
