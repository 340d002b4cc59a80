import { describe, expect, it } from "vitest";
import { daysBefore, formatDay, isDay, manilaDay, presetRange } from "./day-range";
import { toSlipView } from "./slip-view";
import { urgencyMarks } from "./order-urgency";

const NOW = Date.parse("2026-11-24T03:00:00Z"); // 11:00 AM in Manila
const ago = (min: number) => new Date(NOW - min * 60_000).toISOString();
const inMin = (min: number) => new Date(NOW + min * 60_000).toISOString();

describe("urgency marks", () => {
  it("says nothing of a fresh order far from its estimate", () => {
    expect(
      urgencyMarks(
        { status: "Order Placed", createdAt: ago(2), estimatedDeliveryTime: inMin(58) },
        NOW,
      ),
    ).toEqual([]);
  });
  it("marks an order waiting 5 minutes or more, red from 15", () => {
    expect(
      urgencyMarks(
        { status: "Order Placed", createdAt: ago(7), estimatedDeliveryTime: inMin(53) },
        NOW,
      ),
    ).toEqual([{ kind: "waiting", tone: "warning", text: "Waiting 7 min" }]);
    expect(
      urgencyMarks(
        { status: "Order Placed", createdAt: ago(16), estimatedDeliveryTime: null },
        NOW,
      )[0],
    ).toMatchObject({
      tone: "danger",
      text: "Waiting 16 min",
    });
    // Confirmed: no longer waiting for the shop.
    expect(
      urgencyMarks(
        { status: "Confirmed", createdAt: ago(16), estimatedDeliveryTime: inMin(44) },
        NOW,
      ),
    ).toEqual([]);
  });
  it("marks due within 15 minutes and late past the estimate, danger first", () => {
    expect(
      urgencyMarks(
        { status: "Preparing", createdAt: ago(48), estimatedDeliveryTime: inMin(12) },
        NOW,
      ),
    ).toEqual([{ kind: "due", tone: "warning", text: "Due in 12 min" }]);
    const late = urgencyMarks(
      { status: "Order Placed", createdAt: ago(63), estimatedDeliveryTime: ago(3) },
      NOW,
    );
    expect(late.map((m) => m.text)).toEqual(["Late by 3 min", "Waiting 63 min"]);
  });
  it("never marks a delivered or cancelled order", () => {
    expect(
      urgencyMarks(
        { status: "Delivered", createdAt: ago(90), estimatedDeliveryTime: ago(30) },
        NOW,
      ),
    ).toEqual([]);
    expect(
      urgencyMarks(
        { status: "Cancelled", createdAt: ago(90), estimatedDeliveryTime: ago(30) },
        NOW,
      ),
    ).toEqual([]);
  });
});

describe("Manila days", () => {
  it("reads the calendar day in Manila time", () => {
    expect(manilaDay(Date.parse("2026-11-23T16:30:00Z"))).toBe("2026-11-24");
    expect(manilaDay(Date.parse("2026-11-23T15:59:00Z"))).toBe("2026-11-23");
    expect(daysBefore("2026-03-01", 1)).toBe("2026-02-28");
  });
  it("turns the presets into from/to days", () => {
    expect(presetRange("today", NOW)).toEqual({ from: "2026-11-24", to: "2026-11-24" });
    expect(presetRange("yesterday", NOW)).toEqual({ from: "2026-11-23", to: "2026-11-23" });
    expect(presetRange("7d", NOW)).toEqual({ from: "2026-11-18", to: "2026-11-24" });
    expect(presetRange("any", NOW)).toEqual({});
    expect(presetRange("custom", NOW, { from: "2026-11-01", to: "2026-02-30" })).toEqual({
      from: "2026-11-01",
    });
  });
  it("accepts only real days", () => {
    expect(isDay("2026-11-24")).toBe(true);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("24/11/2026")).toBe(false);
    expect(formatDay("2026-11-24")).toBe("Tue, Nov 24, 2026");
  });
});

describe("the slip as printed", () => {
  it("reads the server's slip and keeps only the bills the cash is below", () => {
    const slip = toSlipView({
      orderId: "0b7f3c1e-2d4a-4f6b-9c8d-1a2b3c4d5e6f",
      orderNumber: "3C4D5E6F",
      placedAt: "2026-11-24T03:00:00.000Z",
      store: { name: "Sorsogon MiniMart", phone: "+63 917 555 0142" },
      customer: { name: "Ana Cruz", phone: "09171234567" },
      address: {
        street: "12 Rizal St",
        barangay: "Pangpang",
        zone: 1,
        city: "Sorsogon City",
        state: "Sorsogon",
        country: "Philippines",
      },
      items: [{ name: "Rice 1kg", quantity: 3, price: 55.5, lineTotal: 166.5 }],
      subtotal: 166.5,
      deliveryFee: 20,
      tax: 3,
      total: 189.5,
      cashToCollect: 189.5,
      changeFor: [
        { bill: 500, change: 310.5 },
        { bill: 1000, change: 810.5 },
      ],
    });
    expect(slip).toMatchObject({
      orderNumber: "3C4D5E6F",
      createdAt: "2026-11-24T03:00:00.000Z",
      customerName: "Ana Cruz",
      zone: "1",
      deliveryCharge: 20,
      taxAmount: 3,
      items: [{ name: "Rice 1kg", quantity: 3, unitPrice: 55.5, lineTotal: 166.5 }],
      change: [
        { bill: 500, change: 310.5 },
        { bill: 1000, change: 810.5 },
      ],
    });
  });
  it("works the change out itself when the server sends none, and none once paid", () => {
    expect(toSlipView({ orderId: "x", total: 612.4, cashToCollect: 612.4 }).change).toEqual([
      { bill: 1000, change: 387.6 },
    ]);
    expect(toSlipView({ orderId: "x", total: 612.4, isPaid: true }).change).toEqual([]);
  });
});
