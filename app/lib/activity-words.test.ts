import { describe, expect, it } from "vitest";
import { activityWords, changeText, fieldLabel, type ActivityLine } from "./activity-words";

const maria = { type: "seller" as const, id: "s1", name: "Maria" };
const line = (over: Partial<ActivityLine>): ActivityLine => ({
  id: "1",
  actor: maria,
  kind: "product",
  action: "product.updated",
  subjectId: "p1",
  subjectLabel: "Bear Brand 300 g",
  changes: {},
  createdAt: "2026-11-24T07:05:00.000Z",
  ...over,
});
const words = (over: Partial<ActivityLine>) => activityWords(line(over));

describe("the activity trail's words", () => {
  it("a price edit reads as the sentence of the spec, at Manila time", () => {
    expect(words({ changes: { priceCentavos: { from: 4500, to: 4800 } } })).toEqual({
      text: "Maria changed Price ₱45.00 → ₱48.00 on Bear Brand 300 g",
      details: [],
      when: "Nov 24, 2026, 3:05 PM",
    });
  });

  it("two fields in the sentence; more are counted and listed", () => {
    expect(
      words({
        changes: { name: { from: "Bear", to: "Bear Brand" }, sku: { from: null, to: "BB" } },
      }).text,
    ).toBe("Maria changed Name Bear → Bear Brand, SKU none → BB on Bear Brand 300 g");
    const many = words({
      changes: {
        stockCount: { from: null, to: 5 },
        bestseller: { from: false, to: true },
        category: { from: ["Milk"], to: ["Milk", "Staples"] },
        description: { from: ["a"], to: ["b"] },
        via: "spreadsheet import",
      },
    });
    expect(many.text).toBe("Maria changed 4 fields on Bear Brand 300 g (spreadsheet import)");
    expect(many.details).toEqual([
      "Stock not counted → 5",
      "Bestseller No → Yes",
      "Category Milk → Milk, Staples",
      "Description edited",
    ]);
  });

  it("photos: added, removed, reordered", () => {
    expect(changeText("image", { from: ["a"], to: ["b", "a"] })).toBe("Photos 1 added");
    expect(changeText("image", { from: ["a", "b"], to: ["c"] })).toBe("Photos 1 added, 2 removed");
    expect(changeText("image", { from: ["a", "b"], to: ["b", "a"] })).toBe("Photos reordered");
  });

  it("stock on and off, add and delete", () => {
    expect(words({ changes: { inStock: { from: true, to: false } } }).text).toBe(
      "Maria marked Bear Brand 300 g out of stock",
    );
    expect(
      words({ action: "product.created", changes: { priceCentavos: 4500, via: "bulk import" } })
        .text,
    ).toBe("Maria added Bear Brand 300 g at ₱45.00 (bulk import)");
    expect(words({ action: "product.deleted" }).text).toBe("Maria deleted Bear Brand 300 g");
  });

  it("order status moves, a shopper's cancel with its note", () => {
    const order = {
      kind: "order" as const,
      action: "order.status",
      subjectLabel: "Order 5F4A3B2C",
    };
    expect(
      words({ ...order, changes: { status: { from: "Confirmed", to: "Preparing" } } }).text,
    ).toBe("Maria moved Order 5F4A3B2C from Confirmed to Preparing");
    const cancel = words({
      ...order,
      actor: { type: "customer", id: "u1", name: "Liza Cruz" },
      changes: { status: { from: "Order Placed", to: "Cancelled" }, notes: "Changed my mind" },
    });
    expect(cancel).toMatchObject({
      text: "Liza Cruz cancelled Order 5F4A3B2C",
      details: ["Note: Changed my mind"],
    });
  });

  it("rider lines: assigned, reassigned, delivered with the cash", () => {
    const order = { kind: "order" as const, subjectLabel: "Order 5F4A3B2C" };
    expect(
      words({ ...order, action: "order.assigned", changes: { rider: { from: null, to: "Rico" } } })
        .text,
    ).toBe("Maria assigned Order 5F4A3B2C to Rico");
    expect(
      words({ ...order, action: "order.assigned", changes: { rider: { from: "Rico", to: "Ben" } } })
        .text,
    ).toBe("Maria gave Order 5F4A3B2C to Ben instead of Rico");
    expect(
      words({
        ...order,
        actor: { type: "seller", id: "r1", name: "Rico" },
        action: "order.delivered",
        changes: { cashCollected: 1000 },
      }).text,
    ).toBe("Rico marked Order 5F4A3B2C delivered, cash ₱1,000.00 collected");
  });

  it("staff lines", () => {
    const staff = { kind: "staff" as const, subjectLabel: "Jun" };
    expect(
      words({ ...staff, action: "staff.added", changes: { role: { from: null, to: "rider" } } })
        .text,
    ).toBe("Maria added Jun as Rider");
    expect(
      words({ ...staff, action: "staff.role", changes: { role: { from: "staff", to: "owner" } } }),
    ).toMatchObject({ text: "Maria changed Jun's role from Staff to Owner", details: [] });
    expect(
      words({
        ...staff,
        action: "staff.disabled",
        changes: { disabledAt: { from: null, to: "x" } },
      }),
    ).toMatchObject({
      text: "Maria disabled Jun's account",
      details: [],
    });
    expect(words({ ...staff, action: "staff.enabled" }).text).toBe(
      "Maria enabled Jun's account again",
    );
    expect(words({ ...staff, action: "staff.password_reset" }).text).toBe(
      "Maria reset Jun's password",
    );
  });

  it("an action it does not know still reads, with its fields", () => {
    expect(
      words({
        kind: "staff",
        action: "staff.badge_printed",
        subjectLabel: "Jun",
        changes: { colour: { from: "red", to: "blue" } },
      }),
    ).toMatchObject({ text: "Maria badge printed Jun", details: ["Colour red → blue"] });
    expect(
      words({ actor: { type: "system", id: null, name: "" }, action: "product.deleted" }).text,
    ).toBe("The store deleted Bear Brand 300 g");
    expect(fieldLabel("offerPriceCentavos")).toBe("Offer price");
    expect(fieldLabel("deliveryZone")).toBe("Delivery zone");
  });
});
