// The cart of SPEC §3/§4.2 as pure functions: a map of product id to a whole quantity. The
// provider (cart-context.tsx) keeps it in React state, in localStorage for guests, and on
// the server for logged-in customers.

import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "@domain/cart-limits";

export type CartItems = Record<string, number>;

/** The server's limits (docs/decisions/010), from the one shared home in domain/. */
export { MAX_CART_LINES, MAX_LINE_QUANTITY };

const clampQuantity = (n: number) => Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.floor(n)));

/** Whatever came from storage or the network, as a clean cart (junk lines dropped). */
export function sanitizeCart(raw: unknown): CartItems {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return {};
  const result: CartItems = {};
  for (const [id, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!id || id.length > 64 || typeof value !== "number" || !Number.isFinite(value)) continue;
    const quantity = clampQuantity(value);
    if (quantity > 0 && Object.keys(result).length < MAX_CART_LINES) result[id] = quantity;
  }
  return result;
}

export function parseStoredCart(text: string | null): CartItems {
  if (!text) return {};
  try {
    return sanitizeCart(JSON.parse(text));
  } catch {
    return {};
  }
}

/** The badge number: every unit of every line. */
export function cartCount(items: CartItems): number {
  return Object.values(items).reduce((sum, n) => sum + n, 0);
}

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

export interface CartState {
  items: CartItems;
  /** False until the guest cart is read (after hydration) or the server cart arrives. */
  ready: boolean;
  /** Bumped by every change the shopper makes: the provider saves or syncs on it. */
  revision: number;
}

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

export const INITIAL_CART_STATE: CartState = { items: {}, ready: false, revision: 0 };

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
      return { ...state, items: sanitizeCart(action.items), ready: true };
    case "server-loaded": {
      const server = sanitizeCart(action.items);
      const local = state.ready ? {} : state.items;
      if (Object.keys(local).length === 0) return { ...state, items: server, ready: true };
      return { items: mergeCarts(server, local), ready: true, revision: state.revision + 1 };
    }
  }
}
