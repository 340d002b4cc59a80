import { describe, expect, it } from "vitest";
import { readOrdersPage, statusToast } from "./live-orders";

const ID = "0b7f3c1e-2d4a-4f6b-9c8d-1a2b3c4d5e6f";

describe("live order toasts", () => {
  it("names the move in plain words", () => {
    expect(statusToast(ID, "Out for Delivery")).toBe("Your order #3C4D5E6F is out for delivery");
    expect(statusToast(ID, "Confirmed")).toBe("Your order #3C4D5E6F is confirmed");
    expect(statusToast(ID, "Delivered")).toBe("Your order #3C4D5E6F has been delivered. Enjoy!");
    expect(statusToast(ID, "Cancelled")).toBe("Your order #3C4D5E6F was cancelled");
    expect(statusToast(ID, "On Hold")).toBe('Your order #3C4D5E6F is now "On Hold"');
  });
});

describe("reading the orders list", () => {
  it("takes a plain list (no more pages) or a page with its cursor", () => {
    expect(readOrdersPage([])).toEqual({ orders: [], nextCursor: null });
    expect(readOrdersPage({ orders: [], nextCursor: "abc" })).toEqual({
      orders: [],
      nextCursor: "abc",
    });
    expect(readOrdersPage({ orders: [], nextCursor: null })).toEqual({
      orders: [],
      nextCursor: null,
    });
    expect(readOrdersPage({ success: true })).toEqual({ orders: [], nextCursor: null });
  });
});
