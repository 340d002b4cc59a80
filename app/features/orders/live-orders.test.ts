import { describe, expect, it } from "vitest";
import { applyMove, readOrdersPage, statusToast } from "./live-orders";

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

describe("a live move on the page", () => {
  const order = { _id: ID, status: "Out for Delivery", actualDeliveryTime: null as string | null };

  it("a delivery shows its time at once, from the event", () => {
    expect(applyMove(order, { status: "Delivered", at: "2026-11-27T06:30:00.000Z" })).toEqual({
      _id: ID,
      status: "Delivered",
      actualDeliveryTime: "2026-11-27T06:30:00.000Z",
    });
  });

  it("keeps a delivery time the page already has, and adds none to other moves", () => {
    const delivered = { ...order, actualDeliveryTime: "2026-11-27T06:00:00.000Z" };
    expect(applyMove(delivered, { status: "Delivered", at: "2026-11-27T07:00:00.000Z" })).toEqual({
      ...delivered,
      status: "Delivered",
    });
    expect(applyMove(order, { status: "Cancelled", at: "2026-11-27T07:00:00.000Z" })).toEqual({
      ...order,
      status: "Cancelled",
    });
    expect(applyMove(order, undefined)).toBe(order);
  });
});
