import { describe, expect, it } from "vitest";
import { changeToPrepare, shortOrderNumber, slipLines } from "./cash-change";

describe("cash to collect and change to prepare", () => {
  it("gives the change for each bill the total is below", () => {
    expect(changeToPrepare(229)).toEqual([
      { bill: 500, change: 271 },
      { bill: 1000, change: 771 },
    ]);
    expect(changeToPrepare(612.5)).toEqual([{ bill: 1000, change: 387.5 }]);
  });

  it("prepares no change for a bill the total reaches or passes", () => {
    expect(changeToPrepare(500)).toEqual([{ bill: 1000, change: 500 }]);
    expect(changeToPrepare(1000)).toEqual([]);
    expect(changeToPrepare(1530.25)).toEqual([]);
  });

  it("keeps centavos exact", () => {
    expect(changeToPrepare(0.1 + 0.2)).toEqual([
      { bill: 500, change: 499.7 },
      { bill: 1000, change: 999.7 },
    ]);
    expect(changeToPrepare(333.33)[0]).toEqual({ bill: 500, change: 166.67 });
  });

  it("computes each line as quantity × unit price and the sum of the lines", () => {
    const { lines, itemsTotal } = slipLines([
      { name: "Ligo Sardines", price: 32.5, quantity: 4 },
      { name: "Gardenia Bread", price: 75, quantity: 1 },
      { name: "Candy", price: 0.1, quantity: 3 },
    ]);
    expect(lines.map((l) => l.lineTotal)).toEqual([130, 75, 0.3]);
    expect(itemsTotal).toBe(205.3);
  });

  it("shows the last 8 hex digits of the id as the order number", () => {
    expect(shortOrderNumber("0c9a7e2b-1f3d-4c5e-9a8b-7d6e5f4a3b2c")).toBe("5F4A3B2C");
  });
});
