import { describe, expect, it } from "vitest";
import { TOASTER_OPTIONS, TOAST_POSITION } from "./toaster-options";

describe("toaster options (SPEC §8)", () => {
  it("shows toasts at the top centre", () => {
    expect(TOAST_POSITION).toBe("top-center");
  });

  it("keeps blank, error and custom toasts 4 s, success 2 s, loading until dismissed", () => {
    expect(TOASTER_OPTIONS.blank?.duration).toBe(4000);
    expect(TOASTER_OPTIONS.error?.duration).toBe(4000);
    expect(TOASTER_OPTIONS.custom?.duration).toBe(4000);
    expect(TOASTER_OPTIONS.success?.duration).toBe(2000);
    expect(TOASTER_OPTIONS.loading?.duration).toBe(Infinity);
  });
});
