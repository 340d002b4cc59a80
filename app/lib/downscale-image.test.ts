import { describe, expect, it } from "vitest";
import { DOWNSCALE_MIN_BYTES, scaledSize, shouldTryDownscale } from "./downscale-image";
import { progressPercent } from "./upload-with-progress";

describe("scaledSize", () => {
  it("fits the longer side into 1280 px and keeps the aspect", () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 1280, height: 960 });
    expect(scaledSize(1000, 4000)).toEqual({ width: 320, height: 1280 });
  });
  it("never enlarges", () => {
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(1280, 10)).toEqual({ width: 1280, height: 10 });
  });
});

describe("shouldTryDownscale", () => {
  it("shrinks only big JPEG, PNG and WebP photos", () => {
    expect(shouldTryDownscale({ type: "image/jpeg", size: DOWNSCALE_MIN_BYTES + 1 })).toBe(true);
    expect(shouldTryDownscale({ type: "image/jpeg", size: DOWNSCALE_MIN_BYTES })).toBe(false);
    expect(shouldTryDownscale({ type: "image/gif", size: 10 * DOWNSCALE_MIN_BYTES })).toBe(false);
  });
});

describe("progressPercent", () => {
  it("is a whole percentage within 0-100", () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(5, 4)).toBe(100);
  });
});
