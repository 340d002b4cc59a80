import { describe, expect, it } from "vitest";
import { SEED_PRODUCTS } from "./catalog-data";
import { EVERYDAY_CATEGORIES, insertionOrder } from "./seed-order";

describe("demo catalogue insertion order", () => {
  const ordered = insertionOrder(SEED_PRODUCTS);
  const newestFirst = [...ordered].reverse();

  it("keeps every product exactly once", () => {
    expect(ordered).toHaveLength(SEED_PRODUCTS.length);
    expect(new Set(ordered.map((p) => p.name)).size).toBe(SEED_PRODUCTS.length);
  });

  it("opens the newest list (a page of 50) with in-stock everyday groceries", () => {
    const firstPage = newestFirst.slice(0, 50);
    for (const p of firstPage) {
      expect(p.inStock, p.name).not.toBe(false);
      expect(EVERYDAY_CATEGORIES, p.name).toContain(p.category);
    }
    // Interleaved: the first dozen come from as many different categories.
    expect(new Set(firstPage.slice(0, 12).map((p) => p.category)).size).toBe(12);
  });
});
