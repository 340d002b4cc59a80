import { describe, expect, it } from "vitest";
import { toSlipView } from "./slip-view";

describe("the slip's landmark, note and out-of-stock choices", () => {
  it("reads them from the server's slip, each choice as its label", () => {
    const slip = toSlipView({
      orderId: "0b7f3c1e-2d4a-4f6b-9c8d-1a2b3c4d5e6f",
      address: { street: "12 Rizal St", barangay: "Pangpang", landmark: "blue gate" },
      riderNote: "Call when near",
      items: [
        { name: "Rice 1kg", quantity: 1, price: 55, lineTotal: 55, substitution: "similar" },
        { name: "Oil", quantity: 1, price: 90, lineTotal: 90, substitution: "call" },
        { name: "Eggs", quantity: 1, price: 10, lineTotal: 10, substitution: "remove" },
      ],
      total: 155,
    });
    expect(slip.landmark).toBe("blue gate");
    expect(slip.riderNote).toBe("Call when near");
    expect(slip.items.map((i) => i.substitution)).toEqual([
      "Use a similar item",
      "Call me",
      "Remove it",
    ]);
  });

  it("an older order's slip has none of them, and an unknown choice is not printed", () => {
    const slip = toSlipView({
      orderId: "x",
      address: { street: "12 Rizal St" },
      items: [
        { name: "Rice", quantity: 1, price: 55 },
        { name: "Oil", quantity: 1, price: 90, substitution: "swap" },
      ],
      total: 145,
    });
    expect(slip.landmark).toBe("");
    expect(slip.riderNote).toBe("");
    expect(slip.items.map((i) => i.substitution)).toEqual([null, null]);
  });
});
