// Every user-visible message of SPEC §2, §4.2, §5 and §8, word for word, defined once.
// The API answers with these same strings, and the browser toasts them, so a test asserts
// each one exactly as the spec writes it. Wording the spec leaves open is marked "ours".
import { MINIMUM_ORDER_AMOUNT, formatPesoAmount, minimumOrderShortfall } from "./pricing";
import { STOREFRONT_MESSAGES } from "./messages-storefront";
import { STORE } from "./store";

export { searchResultsTitle, showingProductsRange } from "./messages-storefront";

export const MESSAGES = {
  // The cart toasts (§4.2), the connectivity banner (§2.1) and the catalogue's words (§2):
  // in messages-storefront.ts.
  ...STOREFRONT_MESSAGES,

  // Register, login, logout (§5, §8)
  // ours: the spec says only "welcome text"
  REGISTER_SUCCESS: `Welcome to ${STORE.name}! Your account has been created.`,
  LOGIN_SUCCESS: "Welcome back! Login successful!",
  LOGOUT_SUCCESS: "Successfully logged out",
  LOGOUT_SERVER_ERROR: "Logged out (server error occurred)",

  // COD address check (§5), in the order the steps run
  PLEASE_SELECT_ADDRESS: "Please select a delivery address",
  COD_ONLY_PHILIPPINES: "COD is only available within the Philippines",
  COD_ONLY_SORSOGON_PROVINCE: "COD is only available within Sorsogon province",
  COD_ONLY_SORSOGON_CITY: "COD is only available within Sorsogon City",
  COD_BARANGAY_REQUIRED: "Please specify your barangay for COD delivery verification",
  COD_ADDRESS_VERIFIED: "Address verified for COD delivery",
  BARANGAY_NOT_COVERED_TITLE: "Barangay Not Covered",
  BARANGAY_NOT_COVERED_UPDATE: "Update Address",
  BARANGAY_NOT_COVERED_CONTINUE: "Continue Anyway",
  // ours: the spec only says the toast asks for a Sorsogon City barangay
  UPDATE_ADDRESS_TO_SORSOGON_BARANGAY:
    "Please update your address to a barangay within Sorsogon City",

  // Place order (§5, §8)
  LOGIN_TO_PLACE_ORDER: "Please login to place order",
  CART_EMPTY: "Your cart is empty",
  ORDER_PLACED: "Order placed successfully!",
  ORDER_FAILED: "Failed to place order",
  ORDER_FAILED_TRY_AGAIN: "Failed to place order. Please try again.",

  // Register, login, logout, profile (§5, §8)
  ACCEPT_TERMS: "Please accept the Terms of Service and Privacy Policy",
  REGISTER_FAILED: "Registration failed",
  LOGIN_FAILED: "Login failed",
  SOMETHING_WENT_WRONG: "Something went wrong!",
  PROFILE_UPDATED: "Profile updated successfully!",
  PROFILE_UPDATE_FAILED: "Failed to update profile",
  LOGIN_TO_VIEW_PROFILE: "Please login to view your profile",

  // HTTP errors (§8)
  NETWORK_ERROR: "Network Error: Cannot reach server",
  SERVER_ERROR: "Server Error: Please try again later",
  LOGIN_REQUIRED: "Please log in to access this feature",

  // Connectivity banner (§2.1)
  CHECK_CONNECTION: "Please check your internet connection and try again.",

  // Seller (§2.15, §8)
  SELLER_LOGIN_SUCCESS: "Seller login successful!",
  SELLER_LOGIN_FAILED: "Seller login failed",
  SELLER_NO_PRODUCTS_YET: "You haven't added any products yet",
  SELLER_ADD_FIRST_PRODUCT: "Add Your First Product",
  SELLER_NO_FILTER_MATCHES: "No products match your current filters",
  SELLER_NO_ORDERS_TITLE: "No Orders Yet",
  SELLER_NO_ORDERS_BODY: "Orders will appear here once customers start purchasing your products.",
  UPDATING: "Updating...",

  // Seller image files (§5)
  INVALID_IMAGE_FILE: "Please select a valid image file",
  IMAGE_TOO_LARGE: "Image size should be less than 5MB",

  // Bulk import (§5, §8)
  INVALID_JSON_FILE: "Please select a valid JSON file",
  INVALID_JSON_FORMAT: "Invalid JSON format. Please check your file.",
  JSON_NEEDS_PRODUCTS_ARRAY: 'JSON must contain a "products" array',
  PRODUCTS_ARRAY_EMPTY: "Products array cannot be empty",
  IMAGE_FILENAME_VALIDATION_FAILED: "Image filename validation failed...",
  SELECT_JSON_FIRST: "Please select a JSON file first",
  UPLOAD_IMAGES_FIRST: "Please upload product images first",
  JSON_LOADED: "JSON file loaded successfully!",
  BULK_IMPORT_FAILED: "Failed to import products",
  IMPORTING: "Importing...",
} as const;

/** Short alias: `MSG.PLEASE_SELECT_ADDRESS`. */
export const MSG = MESSAGES;

export type MessageKey = keyof typeof MESSAGES;

/**
 * "Minimum order amount is ₱150. Your current order is ₱120.00. Please add ₱30.00 more…".
 * The spec writes the ₱ in the template, so the numbers come without it, with thousands
 * separators and always two decimals (a ₱149.5 cart must not read "₱149.5"). The fixed
 * ₱150 is printed as the spec writes it.
 */
export function minimumOrderMessage(subtotal: number): string {
  return (
    `Minimum order amount is ₱${MINIMUM_ORDER_AMOUNT}. ` +
    `Your current order is ₱${formatPesoAmount(subtotal)}. ` +
    `Please add ₱${formatPesoAmount(minimumOrderShortfall(subtotal))} more to proceed.`
  );
}

/** The barangay as the shopper typed it, trimmed. */
export function codNotAvailableIn(barangay: string): string {
  return `COD is not available in ${barangay.trim()}. We only deliver to barangays within Sorsogon City.`;
}

export function deleteProductConfirm(name: string): string {
  return `Are you sure you want to delete "${name}"?`;
}

export function fileNotValidImage(name: string): string {
  return `File ${name} is not a valid image`;
}

export function fileTooLarge(name: string): string {
  return `File ${name} is too large (max 5MB)`;
}

export function nowInStock(name: string): string {
  return `"${name}" is now IN STOCK and available for purchase`;
}

export function markedOutOfStock(name: string): string {
  return `"${name}" marked as OUT OF STOCK`;
}

export function stockUpdateFailed(message: string): string {
  return `Failed to update stock status: ${message}`;
}

/** The seller list's count line. */
export function showingProductsCount(shown: number, total: number): string {
  return `Showing ${shown} of ${total} products`;
}

/** The bulk preview's tail, after the first few products. */
export function moreProducts(count: number): string {
  return `...and ${count} more products`;
}

/** The count badge of Orders Management: "1 Order", "3 Orders". */
export function orderCountLabel(count: number): string {
  return `${count} ${count === 1 ? "Order" : "Orders"}`;
}
