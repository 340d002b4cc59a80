import { describe, it, expect } from "vitest";
import {
  MINIMUM_ORDER_AMOUNT,
  TAX_RATE,
  computeSubtotal,
  computeTax,
  formatPeso,
  formatPesoAmount,
  fromCentavos,
  meetsMinimumOrder,
  minimumOrderShortfall,
  toCentavos,
} from "./pricing";
import { computeOrderTotals } from "./order-totals";

describe("constants", () => {
  it("match SPEC §9", () => {
    expect(TAX_RATE).toBe(0.02);
    expect(MINIMUM_ORDER_AMOUNT).toBe(150);
  });
});

describe("centavos", () => {
  it("convert without float error", () => {
    expect(toCentavos(0.1 + 0.2)).toBe(30);
    expect(toCentavos(19.99)).toBe(1999);
    expect(toCentavos(1.005)).toBe(100); // 1.005 is 1.00499… in binary
    expect(fromCentavos(1999)).toBe(19.99);
    expect(() => toCentavos(Number.NaN)).toThrow(RangeError);
    expect(() => toCentavos(Infinity)).toThrow(RangeError);
  });
});

describe("computeSubtotal", () => {
  it.each([
    [[], 0],
    [
      [
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ],
      0.3,
    ],
    [[{ price: 19.99, quantity: 3 }], 59.97],
    [
      [
        { price: 45.5, quantity: 2 },
        { price: 12.25, quantity: 4 },
      ],
      140,
    ],
    [
      [
        { price: 33.33, quantity: 3 },
        { price: 0.01, quantity: 1 },
      ],
      100,
    ],
  ])("%j → %d", (lines, subtotal) => {
    expect(computeSubtotal(lines)).toBe(subtotal);
  });
});

describe("computeTax: 2% rounded down to a whole peso", () => {
  it.each([
    [0, 0],
    [49.99, 0],
    [50, 1],
    [149.99, 2],
    [150, 3],
    [199.99, 3],
    [200, 4],
    [499.99, 9],
    [500, 10],
    [1234.5, 24],
    [0.1 + 0.2 + 149.7, 3],
  ])("computeTax(%d) = %d", (subtotal, tax) => {
    expect(computeTax(subtotal)).toBe(tax);
  });
});

describe("minimum order", () => {
  it.each([
    [0, false, 150],
    [29.99, false, 120.01],
    [149.99, false, 0.01],
    [150, true, 0],
    [0.1 + 0.2 + 149.7, true, 0],
    [300, true, 0],
  ])("subtotal %d: met %s, shortfall %d", (subtotal, met, shortfall) => {
    expect(meetsMinimumOrder(subtotal)).toBe(met);
    expect(minimumOrderShortfall(subtotal)).toBe(shortfall);
  });
});

describe("computeOrderTotals", () => {
  it.each([
    // subtotal, barangay, zone, fee, tax, total, free, met, shortfall
    [150, "Pangpang", 1, 20, 3, 173, false, true, 0],
    [200, "Abuyog", 2, 35, 4, 239, false, true, 0],
    [499.99, "Abuyog", 2, 35, 9, 543.99, false, true, 0],
    [500, "Abuyog", 2, 0, 10, 510, true, true, 0],
    [120, "Rawis", 1, 20, 2, 142, false, false, 30],
    [200, "Legazpi", null, 0, 4, 204, false, true, 0],
    [200, null, null, 0, 4, 204, false, true, 0],
    [0, "Rawis", 1, 20, 0, 20, false, false, 150],
  ] as const)(
    "%d in %j",
    (
      subtotal,
      barangay,
      zone,
      deliveryFee,
      taxAmount,
      total,
      freeDelivery,
      minimumMet,
      shortfall,
    ) => {
      expect(computeOrderTotals({ subtotal, barangay })).toEqual({
        subtotal,
        zone,
        deliveryFee,
        taxAmount,
        total,
        freeDelivery,
        minimumMet,
        shortfall,
      });
    },
  );

  it("keeps the total exact in centavos", () => {
    expect(computeOrderTotals({ subtotal: 0.1 + 0.2 + 199.7, barangay: "Piot" }).total).toBe(224);
  });
});

describe("formatPeso", () => {
  it.each([
    [0, "₱0.00"],
    [5, "₱5.00"],
    [120, "₱120.00"],
    [149.5, "₱149.50"],
    [999.999, "₱1,000.00"],
    [1234.5, "₱1,234.50"],
    [1234567.891, "₱1,234,567.89"],
    [-20, "-₱20.00"],
    [-0.001, "₱0.00"],
  ])("formatPeso(%d) = %s", (amount, text) => {
    expect(formatPeso(amount)).toBe(text);
  });

  it("formatPesoAmount leaves the sign out", () => {
    expect(formatPesoAmount(1234.5)).toBe("1,234.50");
    expect(formatPesoAmount(0.3)).toBe("0.30");
  });
});
