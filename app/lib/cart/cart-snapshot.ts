// The cart's products as last seen online (name, price, picture), so the cart page can still show
// its lines when the shopper opens it without a connection, instead of a count over nothing.
// Under its own key, outside SPEC §3's keys; its name matches logout's wipe (minimart), so a
// shared phone forgets it with the session.
import { localStore } from "~/lib/storage";

export const CART_SNAPSHOT_KEY = "minimart_cart_products";
/** More lines than any cart holds: the file stays small whatever was browsed. */
const MAX_SNAPSHOT_PRODUCTS = 100;

interface Identified {
  _id: string;
}

/** The products saved for these ids; unreadable or foreign data reads as none. */
export function readCartSnapshot<T extends Identified>(ids: readonly string[]): T[] {
  try {
    const raw = localStore()?.getItem(CART_SNAPSHOT_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const wanted = new Set(ids);
    return parsed.filter(
      (p): p is T =>
        typeof p === "object" &&
        p !== null &&
        typeof (p as Identified)._id === "string" &&
        wanted.has((p as Identified)._id),
    );
  } catch {
    return [];
  }
}

/** Saves the cart's current products, replacing what was saved. */
export function writeCartSnapshot<T extends Identified>(products: readonly T[]): void {
  try {
    localStore()?.setItem(
      CART_SNAPSHOT_KEY,
      JSON.stringify(products.slice(0, MAX_SNAPSHOT_PRODUCTS)),
    );
  } catch {
    // Full or refused storage: offline, the cart says it cannot show its products.
  }
}
