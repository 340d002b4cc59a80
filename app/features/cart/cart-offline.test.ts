import { describe, expect, it } from "vitest";
import { cantShowLines } from "./cart-offline";

describe("cantShowLines", () => {
  it("none shown: the cart's products can't load offline, with the heading's count", () => {
    expect(cantShowLines(1, 0)).toBe(
      "We can't load your cart's products while offline. Your 1 item is saved and will show when you're back online.",
    );
    expect(cantShowLines(3, 0)).toBe(
      "We can't load your cart's products while offline. Your 3 items are saved and will show when you're back online.",
    );
  });

  it("some shown: says how many more the cart holds", () => {
    expect(cantShowLines(2, 1)).toBe(
      "We can't load 2 items of your cart while offline. They are saved and will show when you're back online.",
    );
    expect(cantShowLines(1, 4)).toBe(
      "We can't load 1 item of your cart while offline. It is saved and will show when you're back online.",
    );
  });
});
