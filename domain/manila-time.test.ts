import { describe, expect, it } from "vitest";
import {
  addDays,
  formatManilaDateTime,
  isCalendarDay,
  manilaDayEnd,
  manilaDayOf,
  manilaDayStart,
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
    const text = formatManilaDateTime(new Date("2026-11-24T07:05:00Z"));
    expect(text).toMatch(/Nov 24, 2026/);
    expect(text).toMatch(/3:05/);
  });
});
