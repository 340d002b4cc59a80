import { describe, expect, it } from "vitest";
import { keysToWipe } from "./browser-session";
import { STORAGE_KEYS } from "./storage";

describe("keysToWipe (SPEC §4.1 logout)", () => {
  it("takes every key naming minimart, token or auth, whatever the case", () => {
    const keys = [
      STORAGE_KEYS.customerToken,
      STORAGE_KEYS.sellerToken,
      STORAGE_KEYS.guestCart,
      STORAGE_KEYS.postLoginRedirect,
      STORAGE_KEYS.loggedOut,
      "authState",
      "legacyTOKEN",
      "theme",
      "recent-searches",
    ];
    expect(keysToWipe(keys)).toEqual([
      "minimart_token",
      "minimart_seller_token",
      "minimart_guest_cart",
      "minimart_post_login_redirect",
      "minimart_logged_out",
      "authState",
      "legacyTOKEN",
    ]);
  });

  it("keeps the spec's key names", () => {
    expect(STORAGE_KEYS).toEqual({
      customerToken: "minimart_token",
      sellerToken: "minimart_seller_token",
      loggedOut: "minimart_logged_out",
      guestCart: "minimart_guest_cart",
      postLoginRedirect: "minimart_post_login_redirect",
    });
  });
});
