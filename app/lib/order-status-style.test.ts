import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, statusInfo } from "@domain/order-status";
import { statusStyle } from "./order-status-style";

describe("statusStyle", () => {
  it("gives each known status its own non-yellow badge", () => {
    const classes = ORDER_STATUSES.map((s) => statusStyle(s).badgeClass);
    expect(new Set(classes).size).toBe(ORDER_STATUSES.length);
    for (const badge of classes) expect(badge).not.toContain("yellow");
    expect(statusStyle("Order Placed").badgeClass).toBe("bg-blue-100 text-blue-800");
  });

  it("carries the domain's icon and words", () => {
    for (const status of [...ORDER_STATUSES, "Shipped"])
      expect(statusStyle(status)).toMatchObject(statusInfo(status));
  });

  it("shows an unrecognised status in yellow", () => {
    expect(statusStyle("Shipped").badgeClass).toBe("bg-yellow-100 text-yellow-800");
  });

  it("hands out copies", () => {
    statusStyle("Confirmed").badgeClass = "changed";
    expect(statusStyle("Confirmed").badgeClass).toBe("bg-indigo-100 text-indigo-800");
  });
});
