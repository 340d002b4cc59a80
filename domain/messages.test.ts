import { describe, it, expect } from "vitest";
import {
  MESSAGES,
  MSG,
  codNotAvailableIn,
  deleteProductConfirm,
  fileNotValidImage,
  fileTooLarge,
  markedOutOfStock,
  minimumOrderMessage,
  moreProducts,
  nowInStock,
  orderCountLabel,
  searchResultsTitle,
  showingProductsCount,
  showingProductsRange,
  stockUpdateFailed,
} from "./messages";

// Word for word from SPEC §2, §4.2, §5 and §8.
const SPEC_MESSAGES: [keyof typeof MESSAGES, string][] = [
  ["CART_ITEM_ADDED", "Item added to cart"],
  ["CART_UPDATED", "Cart Updated"],
  ["CART_ITEM_REMOVED", "Item removed from cart"],
  ["CART_CLEARED", "Cart cleared"],
  ["CART_SYNC_FAILED", "Failed to sync cart after login"],
  ["PLEASE_SELECT_ADDRESS", "Please select a delivery address"],
  ["COD_ONLY_PHILIPPINES", "COD is only available within the Philippines"],
  ["COD_ONLY_SORSOGON_PROVINCE", "COD is only available within Sorsogon province"],
  ["COD_ONLY_SORSOGON_CITY", "COD is only available within Sorsogon City"],
  ["COD_BARANGAY_REQUIRED", "Please specify your barangay for COD delivery verification"],
  ["COD_ADDRESS_VERIFIED", "Address verified for COD delivery"],
  ["BARANGAY_NOT_COVERED_TITLE", "Barangay Not Covered"],
  ["BARANGAY_NOT_COVERED_UPDATE", "Update Address"],
  ["BARANGAY_NOT_COVERED_CONTINUE", "Continue Anyway"],
  ["LOGIN_TO_PLACE_ORDER", "Please login to place order"],
  ["CART_EMPTY", "Your cart is empty"],
  ["ORDER_PLACED", "Order placed successfully!"],
  ["ORDER_FAILED", "Failed to place order"],
  ["ORDER_FAILED_TRY_AGAIN", "Failed to place order. Please try again."],
  ["ACCEPT_TERMS", "Please accept the Terms of Service and Privacy Policy"],
  ["REGISTER_FAILED", "Registration failed"],
  ["LOGIN_SUCCESS", "Welcome back! Login successful!"],
  ["LOGIN_FAILED", "Login failed"],
  ["SOMETHING_WENT_WRONG", "Something went wrong!"],
  ["LOGOUT_SUCCESS", "Successfully logged out"],
  ["LOGOUT_SERVER_ERROR", "Logged out (server error occurred)"],
  ["PROFILE_UPDATED", "Profile updated successfully!"],
  ["PROFILE_UPDATE_FAILED", "Failed to update profile"],
  ["LOGIN_TO_VIEW_PROFILE", "Please login to view your profile"],
  ["NETWORK_ERROR", "Network Error: Cannot reach server"],
  ["SERVER_ERROR", "Server Error: Please try again later"],
  ["LOGIN_REQUIRED", "Please log in to access this feature"],
  ["OFFLINE", "No Internet Connection"],
  ["SERVER_UNREACHABLE", "Server Connection Issues - Some features may not work"],
  ["CONNECTING", "Connecting to server..."],
  ["CHECK_CONNECTION", "Please check your internet connection and try again."],
  ["PRODUCT_NOT_FOUND", "Product not found"],
  ["PRODUCT_OUT_OF_STOCK", "This product is currently out of stock and unavailable for purchase."],
  ["NO_PRODUCTS_FOUND", "No products found"],
  ["ALL_PRODUCTS_TITLE", "All Products"],
  ["CLEAR_ALL_FILTERS", "Clear all filters"],
  ["OUT_OF_STOCK_OVERLAY", "OUT OF STOCK"],
  ["UNAVAILABLE", "Unavailable"],
  ["OUT_OF_STOCK_BUTTON", "Out of Stock"],
  ["SELLER_LOGIN_SUCCESS", "Seller login successful!"],
  ["SELLER_LOGIN_FAILED", "Seller login failed"],
  ["SELLER_NO_PRODUCTS_YET", "You haven't added any products yet"],
  ["SELLER_ADD_FIRST_PRODUCT", "Add Your First Product"],
  ["SELLER_NO_FILTER_MATCHES", "No products match your current filters"],
  ["SELLER_NO_ORDERS_TITLE", "No Orders Yet"],
  [
    "SELLER_NO_ORDERS_BODY",
    "Orders will appear here once customers start purchasing your products.",
  ],
  ["UPDATING", "Updating..."],
  ["INVALID_IMAGE_FILE", "Please select a valid image file"],
  ["IMAGE_TOO_LARGE", "Image size should be less than 5MB"],
  ["INVALID_JSON_FILE", "Please select a valid JSON file"],
  ["INVALID_JSON_FORMAT", "Invalid JSON format. Please check your file."],
  ["JSON_NEEDS_PRODUCTS_ARRAY", 'JSON must contain a "products" array'],
  ["PRODUCTS_ARRAY_EMPTY", "Products array cannot be empty"],
  ["IMAGE_FILENAME_VALIDATION_FAILED", "Image filename validation failed..."],
  ["SELECT_JSON_FIRST", "Please select a JSON file first"],
  ["UPLOAD_IMAGES_FIRST", "Please upload product images first"],
  ["JSON_LOADED", "JSON file loaded successfully!"],
  ["BULK_IMPORT_FAILED", "Failed to import products"],
  ["IMPORTING", "Importing..."],
];

describe("MESSAGES", () => {
  it.each(SPEC_MESSAGES)("%s is the spec's text", (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it("MSG is the same object", () => {
    expect(MSG).toBe(MESSAGES);
  });

  it("our own wording is present and non-empty", () => {
    expect(MESSAGES.REGISTER_SUCCESS).toBe(
      "Welcome to Sorsogon MiniMart! Your account has been created.",
    );
    expect(MESSAGES.UPDATE_ADDRESS_TO_SORSOGON_BARANGAY).toContain("Sorsogon City");
  });

  it("defines each text once", () => {
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe("minimumOrderMessage", () => {
  it.each([
    [
      120,
      "Minimum order amount is ₱150. Your current order is ₱120.00. Please add ₱30.00 more to proceed.",
    ],
    [
      29.99,
      "Minimum order amount is ₱150. Your current order is ₱29.99. Please add ₱120.01 more to proceed.",
    ],
    [
      149.5,
      "Minimum order amount is ₱150. Your current order is ₱149.50. Please add ₱0.50 more to proceed.",
    ],
    [
      0,
      "Minimum order amount is ₱150. Your current order is ₱0.00. Please add ₱150.00 more to proceed.",
    ],
  ])("subtotal %d", (subtotal, text) => {
    expect(minimumOrderMessage(subtotal)).toBe(text);
  });
});

describe("templated messages", () => {
  it.each([
    [
      codNotAvailableIn("  Legazpi "),
      "COD is not available in Legazpi. We only deliver to barangays within Sorsogon City.",
    ],
    [deleteProductConfirm("Milo 22g"), 'Are you sure you want to delete "Milo 22g"?'],
    [fileNotValidImage("notes.pdf"), "File notes.pdf is not a valid image"],
    [fileTooLarge("big.png"), "File big.png is too large (max 5MB)"],
    [nowInStock("Milo 22g"), '"Milo 22g" is now IN STOCK and available for purchase'],
    [markedOutOfStock("Milo 22g"), '"Milo 22g" marked as OUT OF STOCK'],
    [stockUpdateFailed("Network Error"), "Failed to update stock status: Network Error"],
    [searchResultsTitle("milk"), "Search Results for milk"],
    [
      showingProductsRange({ from: 51, to: 73, page: 2, pageCount: 2 }, 73),
      "Showing 51 to 73 of 73 products (Page 2 of 2)",
    ],
    [showingProductsCount(12, 40), "Showing 12 of 40 products"],
    [moreProducts(7), "...and 7 more products"],
    [orderCountLabel(1), "1 Order"],
    [orderCountLabel(0), "0 Orders"],
    [orderCountLabel(3), "3 Orders"],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
