import { describe, expect, it } from "vitest";
import { POLICY_LAST_UPDATED } from "@domain/store";
import { isoDateFromLongDate } from "./last-updated";

describe("isoDateFromLongDate", () => {
  it("reads the policy date", () => {
    expect(POLICY_LAST_UPDATED).toBe("June 25, 2025");
    expect(isoDateFromLongDate(POLICY_LAST_UPDATED)).toBe("2025-06-25");
    expect(isoDateFromLongDate("January 1, 2026")).toBe("2026-01-01");
  });

  it("refuses other shapes", () => {
    for (const text of ["June 2025", "Juno 25, 2025", "June 32, 2025", "2025-06-25", ""]) {
      expect(isoDateFromLongDate(text)).toBeNull();
    }
  });
});
