import { describe, expect, it } from "vitest";
import { STORE_GRID, gridImageSizes } from "./product-card";

/** The width `sizes` gives at a window width, as a browser evaluates it. */
function widthAt(sizes: string, viewport: number): number {
  for (const part of sizes.split(", ")) {
    const m = /^(?:\(min-width: (\d+)px\) )?(.+)$/.exec(part)!;
    if (m[1] && viewport < Number(m[1])) continue;
    const calc = /^calc\(([\d.]+)vw - ([\d.]+)px\)$/.exec(m[2]!);
    return calc ? (Number(calc[1]) * viewport) / 100 - Number(calc[2]) : parseFloat(m[2]!);
  }
  throw new Error("no size");
}

describe("gridImageSizes", () => {
  /** Window width → picture width in CSS px, as read off the pages in Chromium. */
  function expectWidths(sizes: string, measured: readonly (readonly [number, number])[]) {
    for (const [viewport, width] of measured)
      expect(Math.abs(widthAt(sizes, viewport) - width), `${viewport} px`).toBeLessThan(1.5);
  }

  it("gives the width the store's grid lays its pictures out at (measured in Chromium)", () => {
    expectWidths(gridImageSizes(STORE_GRID), [
      [360, 144],
      [390, 159],
      [412, 170],
      [640, 174],
      [800, 162],
      [1100, 183],
      [1366, 219],
    ]);
  });

  it("follows the home page's six columns on wide screens and three in between", () => {
    expectWidths(gridImageSizes({ base: 2, sm: 3, md: 3, lg: 6 }), [
      [412, 170],
      [800, 227],
      [1100, 147],
      [1366, 177],
    ]);
  });

  it("lets a 412 px phone at 1.75 pick the 320 rendition and a 2.6 one the 640", () => {
    const phone = widthAt(gridImageSizes(STORE_GRID), 412);
    expect(phone * 1.75).toBeLessThanOrEqual(320);
    expect(widthAt(gridImageSizes(STORE_GRID), 390) * 2.625).toBeGreaterThan(320);
  });
});
