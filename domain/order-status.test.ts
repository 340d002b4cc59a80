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
  statusStyle,
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

describe("statusStyle", () => {
  it("gives each known status its own non-yellow badge", () => {
    const classes = ORDER_STATUSES.map((s) => statusStyle(s).badgeClass);
    expect(new Set(classes).size).toBe(ORDER_STATUSES.length);
    for (const badge of classes) expect(badge).not.toContain("yellow");
    expect(statusStyle("Order Placed").badgeClass).toBe("bg-blue-100 text-blue-800");
  });

  it.each([
    ["Order Placed", "clipboard"],
    ["Confirmed", "check"],
    ["Preparing", "chef"],
    ["Out for Delivery", "truck"],
    ["Delivered", "package-check"],
    ["Cancelled", "x"],
  ])("%s has icon %s and a message", (status, icon) => {
    expect(statusStyle(status).icon).toBe(icon);
    expect(statusStyle(status).customerMessage.length).toBeGreaterThan(10);
  });

  it("promises the rider within 60 minutes when out for delivery", () => {
    expect(statusStyle("Out for Delivery").customerMessage).toContain("within 60 minutes");
  });

  it("shows an unrecognised status in yellow", () => {
    expect(statusStyle("Shipped").badgeClass).toBe("bg-yellow-100 text-yellow-800");
  });

  it("hands out copies", () => {
    statusStyle("Confirmed").badgeClass = "changed";
    expect(statusStyle("Confirmed").badgeClass).toBe("bg-indigo-100 text-indigo-800");
  });
});
