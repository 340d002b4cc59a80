import { describe, expect, it } from "vitest";
import { MESSAGES } from "@domain/messages";
import { credentialKindFor, failureOutcome, isAuthCheck, isInvalidTokenReply } from "./http-errors";

describe("credentialKindFor (SPEC §6)", () => {
  it.each([
    ["/api/seller/login", "seller"],
    ["/api/seller/is-auth", "seller"],
    ["/api/product/add", "seller"],
    ["/api/product/update", "seller"],
    ["/api/product/delete", "seller"],
    ["/api/product/stock", "seller"],
    ["/api/product/bulk-import", "seller"],
    ["/api/product/import", "seller"],
    ["/api/product/import/preview", "seller"],
    ["/api/product/import/template?format=xlsx", "seller"],
    ["/api/product/export?format=csv", "seller"],
    ["/api/order/seller", "seller"],
    ["/api/order/update-status", "seller"],
    ["/api/order/by-status/Delivered", "seller"],
    ["/api/user/is-auth", "user"],
    ["/api/user/logout", "user"],
    ["/api/cart/update", "user"],
    ["/api/address/get", "user"],
    ["/api/order/calculate", "user"],
    ["/api/order/cod", "user"],
    ["/api/order/user", "user"],
    ["/api/order/status-history/abc", "user"],
    ["/api/product/list", "none"],
    ["/api/product/list?search=rice", "none"],
    ["/api/health", "none"],
    ["/products", "none"],
  ] as const)("%s → %s", (path, kind) => {
    expect(credentialKindFor(path)).toBe(kind);
  });
});

describe("failureOutcome (SPEC §8)", () => {
  const base = { path: "/api/cart/update", loggedOut: false };

  it("maps an unanswered request to the network message", () => {
    expect(failureOutcome({ ...base, status: 0 })).toEqual({
      toast: MESSAGES.NETWORK_ERROR,
      invalidate: null,
    });
  });

  it.each([500, 502, 503])("maps %i to the server message", (status) => {
    expect(failureOutcome({ ...base, status }).toast).toBe(MESSAGES.SERVER_ERROR);
  });

  it("asks to log in on a 401/403 of an ordinary call", () => {
    expect(
      failureOutcome({ ...base, status: 401, message: "Not authorized. Please log in." }).toast,
    ).toBe(MESSAGES.LOGIN_REQUIRED);
    expect(failureOutcome({ ...base, status: 403, message: "Access denied" }).toast).toBe(
      MESSAGES.LOGIN_REQUIRED,
    );
  });

  it("stays silent on the start-up auth checks and after logout", () => {
    expect(
      failureOutcome({ path: "/api/user/is-auth", loggedOut: false, status: 401 }).toast,
    ).toBeNull();
    expect(
      failureOutcome({ path: "/api/seller/is-auth", loggedOut: false, status: 401 }).toast,
    ).toBeNull();
    expect(failureOutcome({ ...base, loggedOut: true, status: 401 }).toast).toBeNull();
  });

  it("drops a dead user token silently", () => {
    const outcome = failureOutcome({
      ...base,
      status: 401,
      message: "Token is invalid or has expired. Please log in again.",
    });
    expect(outcome).toEqual({ toast: null, invalidate: "user" });
    expect(failureOutcome({ ...base, status: 401, code: "TOKEN_INVALID" }).invalidate).toBe("user");
  });

  it("drops a dead seller token without touching the customer session", () => {
    const outcome = failureOutcome({
      path: "/api/seller/is-auth",
      loggedOut: false,
      status: 401,
      code: "TOKEN_INVALID",
    });
    expect(outcome).toEqual({ toast: null, invalidate: "seller" });
  });

  it("leaves a wrong password to the login form", () => {
    for (const path of ["/api/user/login", "/api/user/register", "/api/seller/login"]) {
      expect(
        failureOutcome({
          path,
          loggedOut: false,
          status: 401,
          message: "Invalid email or password",
        }),
      ).toEqual({
        toast: null,
        invalidate: null,
      });
    }
  });

  it("leaves other client errors to the caller", () => {
    expect(
      failureOutcome({ ...base, status: 400, message: "Quantity must be at most 99" }).toast,
    ).toBeNull();
    expect(failureOutcome({ ...base, status: 404 }).toast).toBeNull();
    expect(failureOutcome({ ...base, status: 429 }).toast).toBeNull();
  });
});

describe("helpers", () => {
  it("recognises auth checks only", () => {
    expect(isAuthCheck("/api/user/is-auth")).toBe(true);
    expect(isAuthCheck("/api/user/login")).toBe(false);
  });
  it("reads invalid-token replies", () => {
    expect(isInvalidTokenReply("Token has been blacklisted")).toBe(true);
    expect(isInvalidTokenReply("Not authorized. Please log in.")).toBe(false);
  });
});
