// The cart as every page first needs it: clean items read back from storage or the server,
// their count, and the provider's state. Every page's first load carries this module. The
// changes a shopper makes (cart-model.ts) and their toasts (cart-changes.ts) come once the
// page is up, or with the first change.

import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "@domain/cart-limits";

export type CartItems = Record<string, number>;

/** The server's limits, from the one shared home in domain/. */
export { MAX_CART_LINES, MAX_LINE_QUANTITY };

export const clampQuantity = (n: number) => Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.floor(n)));

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

export interface CartState {
  items: CartItems;
  /** False until the guest cart is read (after hydration) or the server cart arrives. */
  ready: boolean;
  /** Bumped by every change the shopper makes: the provider saves or syncs on it. */
  revision: number;
}

export const INITIAL_CART_STATE: CartState = { items: {}, ready: false, revision: 0 };

/** A stored cart read back (guest storage, another tab, logout): not a change to save. */
export function loadedCart(state: CartState, items: CartItems): CartState {
  return { ...state, items: sanitizeCart(items), ready: true };
}
