import { describe, expect, it } from "vitest";
import {
  INITIAL_CART_STATE,
  MAX_LINE_QUANTITY,
  cartCount,
  parseStoredCart,
  sanitizeCart,
  type CartState,
} from "./cart-items";
import { addOne, cartReducer, mergeCarts, removeOne, setLine } from "./cart-model";

describe("cart lines", () => {
  it("adds one at a time and counts every unit", () => {
    const items = addOne(addOne(addOne({}, "a"), "a"), "b");
    expect(items).toEqual({ a: 2, b: 1 });
    expect(cartCount(items)).toBe(3);
  });

  it("removes one at a time and drops the line at zero", () => {
    expect(removeOne({ a: 2 }, "a")).toEqual({ a: 1 });
    expect(removeOne({ a: 1 }, "a")).toEqual({});
    expect(removeOne({}, "a")).toEqual({});
  });

  it("caps a line at the server's maximum and treats 0 as removal", () => {
    expect(setLine({}, "a", 500)).toEqual({ a: MAX_LINE_QUANTITY });
    expect(addOne({ a: MAX_LINE_QUANTITY }, "a")).toEqual({ a: MAX_LINE_QUANTITY });
    expect(setLine({ a: 3 }, "a", 0)).toEqual({});
    expect(setLine({ a: 3 }, "a", 2.7)).toEqual({ a: 2 });
  });
});

describe("sanitizeCart / parseStoredCart", () => {
  it("keeps positive whole quantities only", () => {
    expect(sanitizeCart({ a: 2, b: 0, c: -1, d: "3", e: Number.NaN, f: 1.5 })).toEqual({
      a: 2,
      f: 1,
    });
    expect(sanitizeCart(null)).toEqual({});
    expect(sanitizeCart([1, 2])).toEqual({});
  });

  it("survives broken storage", () => {
    expect(parseStoredCart(null)).toEqual({});
    expect(parseStoredCart("{not json")).toEqual({});
    expect(parseStoredCart('{"a":1}')).toEqual({ a: 1 });
  });
});

describe("mergeCarts (login)", () => {
  it("sums quantities of both carts", () => {
    expect(mergeCarts({ a: 1, b: 2 }, { b: 3, c: 1 })).toEqual({ a: 1, b: 5, c: 1 });
  });
  it("caps the sum", () => {
    expect(mergeCarts({ a: 90 }, { a: 20 })).toEqual({ a: MAX_LINE_QUANTITY });
  });
});

describe("cartReducer", () => {
  const ready: CartState = { items: {}, ready: true, revision: 0 };

  it("bumps the revision on shopper changes only", () => {
    let s = cartReducer(ready, { type: "add", id: "a" });
    expect(s).toEqual({ items: { a: 1 }, ready: true, revision: 1 });
    s = cartReducer(s, { type: "set", id: "a", quantity: 4 });
    expect(s.revision).toBe(2);
    s = cartReducer(s, { type: "load", items: { b: 1 } });
    expect(s).toEqual({ items: { b: 1 }, ready: true, revision: 2 });
  });

  it("does not count a no-op as a change", () => {
    const s = cartReducer(ready, { type: "remove-one", id: "missing" });
    expect(s).toBe(ready);
  });

  it("removes lines, clears and prunes", () => {
    let s = cartReducer(
      { ...ready, items: { a: 2, b: 1, c: 1 } },
      { type: "remove-line", id: "a" },
    );
    expect(s.items).toEqual({ b: 1, c: 1 });
    s = cartReducer(s, { type: "prune", ids: ["c"] });
    expect(s.items).toEqual({ b: 1 });
    s = cartReducer(s, { type: "clear" });
    expect(s.items).toEqual({});
  });

  it("takes the server cart as it is when nothing was added meanwhile", () => {
    const s = cartReducer(INITIAL_CART_STATE, { type: "server-loaded", items: { a: 2 } });
    expect(s).toEqual({ items: { a: 2 }, ready: true, revision: 0 });
  });

  it("merges what was added while the server cart was loading, and marks it for sync", () => {
    const early = cartReducer(INITIAL_CART_STATE, { type: "add", id: "b" });
    const s = cartReducer(early, { type: "server-loaded", items: { a: 2, b: 1 } });
    expect(s.items).toEqual({ a: 2, b: 2 });
    expect(s.revision).toBeGreaterThan(early.revision);
  });

  it("replaces a ready cart with a later server answer (refresh) without merging", () => {
    const s = cartReducer(
      { ...ready, items: { x: 1 } },
      { type: "server-loaded", items: { a: 1 } },
    );
    expect(s.items).toEqual({ a: 1 });
  });
});
