import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "@domain/order-status";
import {
  STATUS_PILLS,
  addressLines,
  formatOrderTime,
  ordersPath,
  paymentMethodLabel,
  paymentStatusLabel,
} from "./order-format";

describe("orders screen helpers", () => {
  it("offers All Orders and every status, in the spec's order", () => {
    expect(STATUS_PILLS.map((p) => p.label)).toEqual(["All Orders", ...ORDER_STATUSES]);
  });

  it("calls the seller list or the by-status call with the status encoded", () => {
    expect(ordersPath("all")).toBe("/api/order/seller");
    expect(ordersPath("Out for Delivery")).toBe("/api/order/by-status/Out%20for%20Delivery");
  });

  it("shows times in Manila (UTC+8)", () => {
    expect(formatOrderTime("2025-06-25T16:30:00.000Z")).toMatch(/Jun 26, 2025.*12:30/);
    expect(formatOrderTime(null)).toBe("—");
    expect(formatOrderTime("not a date")).toBe("—");
  });

  it("reads payment and address", () => {
    expect(paymentStatusLabel(true)).toBe("Paid");
    expect(paymentStatusLabel(false)).toBe("Pending");
    expect(paymentMethodLabel("COD")).toBe("Cash on Delivery (COD)");
    const lines = addressLines({
      firstName: "Juan",
      lastName: "Dela Cruz",
      street: "1 Rizal St",
      barangay: " ",
      city: "Sorsogon City",
      state: "Sorsogon",
      country: "Philippines",
      phone: "0917",
    });
    expect(lines).toEqual({
      name: "Juan Dela Cruz",
      street: "1 Rizal St",
      barangay: "N/A",
      place: "Sorsogon City, Sorsogon, Philippines",
      phone: "0917",
    });
  });
});
