import { describe, it, expect } from "vitest";
import {
  ESTIMATED_DELIVERY_MINUTES,
  FINAL_STATUSES,
  FINAL_STATUS_LABEL,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  canTransition,
  isFinalStatus,
  isOrderStatus,
  sellerActionsFor,
  showsEstimatedDelivery,
  statusInfo,
  transitionRefusedMessage,
} from "./order-status";

describe("statuses", () => {
  it("are the six of SPEC §4.3, in order", () => {
    expect(ORDER_STATUSES).toEqual([
      "Order Placed",
      "Confirmed",
      "Preparing",
      "Out for Delivery",
      "Delivered",
      "Cancelled",
    ]);
    expect(FINAL_STATUSES).toEqual(["Delivered", "Cancelled"]);
    expect(FINAL_STATUS_LABEL).toBe("Order Delivered/Cancelled");
    expect(ESTIMATED_DELIVERY_MINUTES).toBe(60);
  });

  it.each([
    ["Order Placed", true],
    ["Delivered", true],
    ["delivered", false],
    ["Shipped", false],
    [null, false],
    [3, false],
  ])("isOrderStatus(%j) = %s", (value, expected) => {
    expect(isOrderStatus(value)).toBe(expected);
  });

  it.each([
    ["Order Placed", false, true],
    ["Confirmed", false, true],
    ["Preparing", false, true],
    ["Out for Delivery", false, true],
    ["Delivered", true, false],
    ["Cancelled", true, false],
  ])("%s: final %s, shows estimate %s", (status, final, estimate) => {
    expect(isFinalStatus(status)).toBe(final);
    expect(showsEstimatedDelivery(status)).toBe(estimate);
  });
});

describe("transitions", () => {
  it("are the table of SPEC §4.3", () => {
    expect(ORDER_TRANSITIONS).toEqual([
      { from: "Order Placed", to: "Confirmed", label: "Confirm Order" },
      { from: "Order Placed", to: "Cancelled", label: "Cancel Order" },
      { from: "Confirmed", to: "Preparing", label: "Start Preparing" },
      { from: "Preparing", to: "Out for Delivery", label: "Send Out for Delivery" },
      { from: "Out for Delivery", to: "Delivered", label: "Mark as Delivered" },
    ]);
  });

  it.each([
    [
      "Order Placed",
      [
        { label: "Confirm Order", to: "Confirmed" },
        { label: "Cancel Order", to: "Cancelled" },
      ],
    ],
    ["Confirmed", [{ label: "Start Preparing", to: "Preparing" }]],
    ["Preparing", [{ label: "Send Out for Delivery", to: "Out for Delivery" }]],
    ["Out for Delivery", [{ label: "Mark as Delivered", to: "Delivered" }]],
    ["Delivered", []],
    ["Cancelled", []],
    ["Mystery", []],
  ])("sellerActionsFor(%j)", (status, actions) => {
    expect(sellerActionsFor(status)).toEqual(actions);
  });

  it("allows exactly the listed moves", () => {
    const allowed = new Set(ORDER_TRANSITIONS.map((t) => `${t.from}→${t.to}`));
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        expect(canTransition(from, to)).toBe(allowed.has(`${from}→${to}`));
      }
    }
    expect(canTransition("Confirmed", "Cancelled")).toBe(false);
    expect(canTransition("Order Placed", "Order Placed")).toBe(false);
  });

  it("names both statuses when refusing", () => {
    expect(transitionRefusedMessage("Delivered", "Preparing")).toBe(
      'Cannot change order status from "Delivered" to "Preparing"',
    );
  });
});

describe("statusInfo", () => {
  it.each([
    ["Order Placed", "clipboard"],
    ["Confirmed", "check"],
    ["Preparing", "chef"],
    ["Out for Delivery", "truck"],
    ["Delivered", "package-check"],
    ["Cancelled", "x"],
  ])("%s has icon %s and a message", (status, icon) => {
    expect(statusInfo(status).icon).toBe(icon);
    expect(statusInfo(status).customerMessage.length).toBeGreaterThan(10);
  });

  it("promises the rider within 60 minutes when out for delivery", () => {
    expect(statusInfo("Out for Delivery").customerMessage).toContain("within 60 minutes");
  });

  it("reads an unrecognised status as being processed", () => {
    expect(statusInfo("Shipped")).toEqual({
      icon: "clock",
      customerMessage: "Your order is being processed.",
    });
  });

  it("hands out copies", () => {
    statusInfo("Confirmed").icon = "changed";
    expect(statusInfo("Confirmed").icon).toBe("check");
  });
});
