// The messages the shop's browsing pages show, word for word: the cart's toasts (SPEC §4.2),
// the connectivity banner (§2.1) and the catalogue's words (§2). Apart from the full table
// (messages.ts, which includes these) so that a phone's first load carries a couple of dozen
// strings, not a hundred. The banner's three are in messages-connectivity.ts: the banner is on
// every page's first load, and the rest only where products are listed, shown or changed.
// The login and logout toasts (§5, §8) are in the full table alone: the code that shows them
// (app/session-actions.ts) loads it with the account calls anyway.

import { CONNECTIVITY_MESSAGES } from "./messages-connectivity";

export const STOREFRONT_MESSAGES = {
  // Cart (§4.2)
  CART_ITEM_ADDED: "Item added to cart",
  CART_UPDATED: "Cart Updated",
  CART_ITEM_REMOVED: "Item removed from cart",
  CART_CLEARED: "Cart cleared",
  CART_SYNC_FAILED: "Failed to sync cart after login",

  // Connectivity banner (§2.1)
  ...CONNECTIVITY_MESSAGES,

  // Catalogue and product detail (§2)
  PRODUCT_NOT_FOUND: "Product not found",
  PRODUCT_OUT_OF_STOCK: "This product is currently out of stock and unavailable for purchase.",
  NO_PRODUCTS_FOUND: "No products found",
  ALL_PRODUCTS_TITLE: "All Products",
  CLEAR_ALL_FILTERS: "Clear all filters",
  OUT_OF_STOCK_OVERLAY: "OUT OF STOCK",
  UNAVAILABLE: "Unavailable",
  OUT_OF_STOCK_BUTTON: "Out of Stock",
} as const;

export function searchResultsTitle(query: string): string {
  return `Search Results for ${query}`;
}

/** The customer list's range line; "Showing 0 to 0 of 0 products (Page 1 of 1)" when empty. */
export function showingProductsRange(
  range: { from: number; to: number; page: number; pageCount: number },
  total: number,
): string {
  return `Showing ${range.from} to ${range.to} of ${total} products (Page ${range.page} of ${range.pageCount})`;
}
