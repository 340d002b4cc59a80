import { describe, expect, it } from "vitest";
import { stockLabel } from "./stock-label";

describe("stockLabel", () => {
  it("0 units is out of stock, never low stock", () => {
    expect(stockLabel(0, 5)).toEqual({ text: "Out of stock", low: false, out: true });
  });
  it("1 to the threshold is low stock, with the count", () => {
    expect(stockLabel(1, 5)).toEqual({ text: "1 left", low: true, out: false });
    expect(stockLabel(5, 5)).toEqual({ text: "5 left", low: true, out: false });
  });
  it("above the threshold is just the count; no count kept says nothing", () => {
    expect(stockLabel(6, 5)).toEqual({ text: "6 left", low: false, out: false });
    expect(stockLabel(null, 5)).toEqual({ text: null, low: false, out: false });
  });
});
