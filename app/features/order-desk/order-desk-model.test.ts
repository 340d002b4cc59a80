import { describe, expect, it } from "vitest";
import { changeToPrepare } from "./cash-change";
import { daysBefore, formatDay, isDay, manilaDay, presetRange } from "./day-range";
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

describe("change for the rider", () => {
  it("prepares change for a ₱500 and a ₱1,000 bill when the total is below it", () => {
    expect(changeToPrepare(193)).toEqual([
      { bill: 500, change: 307 },
      { bill: 1000, change: 807 },
    ]);
    expect(changeToPrepare(612.4)).toEqual([
      { bill: 500, change: null },
      { bill: 1000, change: 387.6 },
    ]);
    expect(changeToPrepare(1000)).toEqual([
      { bill: 500, change: null },
      { bill: 1000, change: null },
    ]);
  });
});
