import { describe, expect, it } from "vitest";
import {
  addDays,
  formatManilaDate,
  formatManilaDateTime,
  formatManilaTime,
  isCalendarDay,
  manilaDayEnd,
  manilaDayOf,
  manilaDayStart,
  STORE_TIME_ZONE,
} from "./manila-time";

describe("Manila calendar days", () => {
  it("accepts real days only", () => {
    expect(isCalendarDay("2026-11-24")).toBe(true);
    expect(isCalendarDay("2028-02-29")).toBe(true);
    for (const bad of ["2026-02-30", "2026-13-01", "2026-1-01", "26-11-24", "2026-11-24T00", ""])
      expect(isCalendarDay(bad), bad).toBe(false);
  });

  it("a day runs from 00:00 to 24:00 at UTC+8", () => {
    expect(manilaDayStart("2026-11-24").toISOString()).toBe("2026-11-23T16:00:00.000Z");
    expect(manilaDayEnd("2026-11-24").toISOString()).toBe("2026-11-24T16:00:00.000Z");
    expect(manilaDayOf(new Date("2026-11-23T15:59:59.999Z"))).toBe("2026-11-23");
    expect(manilaDayOf(new Date("2026-11-23T16:00:00.000Z"))).toBe("2026-11-24");
    expect(() => manilaDayStart("2026-02-30")).toThrow(RangeError);
  });

  it("counts days across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-11-24", -6)).toBe("2026-11-18");
  });

  it("formats an instant in Manila time", () => {
    expect(formatManilaDateTime(new Date("2026-11-24T07:05:00Z"))).toBe("Nov 24, 2026, 3:05 PM");
  });
});

describe("Manila times", () => {
  it("reads UTC instants in Asia/Manila (UTC+8)", () => {
    expect(formatManilaDateTime("2025-06-05T07:05:00.000Z")).toBe("Jun 5, 2025, 3:05 PM");
    expect(formatManilaDateTime("2025-12-31T16:30:00.000Z")).toBe("Jan 1, 2026, 12:30 AM");
    expect(formatManilaTime("2025-06-05T04:00:00.000Z")).toBe("12:00 PM");
    expect(formatManilaDate("2025-06-04T23:59:00.000Z")).toBe("Jun 5, 2025");
  });

  it("reads as Intl does for the store's zone, without depending on its locale data", () => {
    const intl = new Intl.DateTimeFormat("en-PH", {
      timeZone: STORE_TIME_ZONE,
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    });
    for (const iso of ["2026-01-01T00:00:00Z", "2026-06-30T15:59:00Z", "2026-11-24T04:00:00Z"]) {
      const instant = new Date(iso);
      expect(formatManilaDateTime(instant)).toBe(intl.format(instant).replace(/\s/g, " "));
    }
  });

  it("leaves an unreadable time blank", () => {
    expect(formatManilaDateTime("not a date")).toBe("");
    expect(formatManilaTime(new Date(Number.NaN))).toBe("");
  });
});
