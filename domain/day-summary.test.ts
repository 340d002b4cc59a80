import { describe, expect, it } from "vitest";
import { median, summarizeDay } from "./day-summary";

const at = (hhmm: string) => new Date(`2026-11-24T${hhmm}:00+08:00`);

describe("day summary", () => {
  it("counts by status, sums the cash collected and still to collect, and takes the median delivery time", () => {
    const summary = summarizeDay([
      { status: "Delivered", total: 229, createdAt: at("08:00"), deliveredAt: at("08:40") },
      { status: "Delivered", total: 100.1, createdAt: at("09:00"), deliveredAt: at("09:30") },
      { status: "Delivered", total: 0.2, createdAt: at("10:00"), deliveredAt: at("11:05") },
      { status: "Cancelled", total: 500, createdAt: at("10:00"), deliveredAt: null },
      { status: "Order Placed", total: 150, createdAt: at("11:00"), deliveredAt: null },
      { status: "Out for Delivery", total: 35.5, createdAt: at("11:10"), deliveredAt: null },
    ]);
    expect(summary.orders).toBe(6);
    expect(summary.byStatus).toEqual({
      "Order Placed": 1,
      Confirmed: 0,
      Preparing: 0,
      "Out for Delivery": 1,
      Delivered: 3,
      Cancelled: 1,
    });
    expect(summary.cashCollected).toBe(329.3);
    expect(summary.stillToDeliver).toBe(2);
    expect(summary.cashToCollect).toBe(185.5);
    expect(summary.medianMinutesToDeliver).toBe(40);
  });

  it("has no median without deliveries, and averages the middle two of an even count", () => {
    expect(summarizeDay([]).medianMinutesToDeliver).toBeNull();
    expect(median([30, 10, 40, 20])).toBe(25);
  });
});
