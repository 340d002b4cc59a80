import { describe, it, expect } from "vitest";
import { CATEGORY_ITEMS } from "@domain/catalogue";
import {
  FEATURED_BRANDS,
  SEED_CATEGORY_PATHS,
  SEED_PRODUCT_COUNT_MIN,
  SEED_PRODUCTS,
} from "./catalog-data";

// The catalogue's paths come from domain/catalogue.ts, whose own test pins them to the spec.
const CATALOGUE_PATHS = CATEGORY_ITEMS.map((item) => item.path);

describe("seed catalogue data", () => {
  it("has at least the minimum number of products", () => {
    expect(SEED_PRODUCT_COUNT_MIN).toBe(300);
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(SEED_PRODUCT_COUNT_MIN);
  });

  it("lists exactly the 30 catalogue paths", () => {
    expect(SEED_CATEGORY_PATHS).toHaveLength(30);
    expect([...SEED_CATEGORY_PATHS]).toEqual(CATALOGUE_PATHS);
  });

  it("stocks every catalogue path with at least 8 products", () => {
    const counts = new Map<string, number>();
    for (const p of SEED_PRODUCTS) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
    for (const path of CATALOGUE_PATHS)
      expect(counts.get(path) ?? 0, path).toBeGreaterThanOrEqual(8);
  });

  it("uses only catalogue paths, with their exact case", () => {
    const known = new Set(CATALOGUE_PATHS);
    const unknown = SEED_PRODUCTS.filter((p) => !known.has(p.category)).map(
      (p) => `${p.name}: ${p.category}`,
    );
    expect(unknown).toEqual([]);
  });

  it("has unique names", () => {
    const seen = new Set<string>();
    const dups: string[] = [];
    for (const p of SEED_PRODUCTS) {
      if (seen.has(p.name)) dups.push(p.name);
      seen.add(p.name);
    }
    expect(dups).toEqual([]);
  });

  it("has non-empty names and brands without stray whitespace", () => {
    for (const p of SEED_PRODUCTS) {
      expect(p.name.trim(), p.name).toBe(p.name);
      expect(p.name.length, p.name).toBeGreaterThan(3);
      expect(p.brand.trim(), p.name).toBe(p.brand);
      expect(p.brand.length, p.name).toBeGreaterThan(0);
    }
  });

  it("has positive prices with at most 2 decimals", () => {
    for (const p of SEED_PRODUCTS) {
      expect(Number.isFinite(p.price), p.name).toBe(true);
      expect(p.price, p.name).toBeGreaterThan(0);
      expect(Math.abs(Math.round(p.price * 100) - p.price * 100), p.name).toBeLessThan(1e-6);
    }
  });

  it("keeps plenty of items at or under ₱100 for the best-selling sort", () => {
    const cheap = SEED_PRODUCTS.filter((p) => p.price <= 100).length;
    expect(cheap).toBeGreaterThanOrEqual(100);
  });

  it("has 1-5 non-empty description lines per product", () => {
    for (const p of SEED_PRODUCTS) {
      expect(p.description.length, p.name).toBeGreaterThanOrEqual(1);
      expect(p.description.length, p.name).toBeLessThanOrEqual(5);
      for (const line of p.description) {
        expect(line.trim().length, p.name).toBeGreaterThan(0);
        expect(line.includes("\n"), p.name).toBe(false);
      }
    }
  });

  it("marks some products out of stock (about 6%)", () => {
    const out = SEED_PRODUCTS.filter((p) => p.inStock === false).length;
    expect(out).toBeGreaterThan(0);
    expect(out / SEED_PRODUCTS.length).toBeGreaterThan(0.03);
    expect(out / SEED_PRODUCTS.length).toBeLessThan(0.1);
  });

  it("marks some products as bestsellers (about 10%)", () => {
    const best = SEED_PRODUCTS.filter((p) => p.bestseller === true);
    expect(best.length).toBeGreaterThan(0);
    expect(best.length / SEED_PRODUCTS.length).toBeGreaterThan(0.06);
    expect(best.length / SEED_PRODUCTS.length).toBeLessThan(0.15);
    // The home page shows the first 6 bestsellers, in-stock first: there must be enough.
    expect(best.filter((p) => p.inStock !== false).length).toBeGreaterThanOrEqual(6);
  });

  it("has exactly 10 featured brands with unique slugs and hex colours", () => {
    expect(FEATURED_BRANDS).toHaveLength(10);
    expect(new Set(FEATURED_BRANDS.map((b) => b.slug)).size).toBe(10);
    expect(new Set(FEATURED_BRANDS.map((b) => b.name)).size).toBe(10);
    for (const b of FEATURED_BRANDS) {
      expect(b.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(b.color).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it("only features brands that have products in the catalogue", () => {
    const brands = new Set(SEED_PRODUCTS.map((p) => p.brand));
    for (const b of FEATURED_BRANDS) expect(brands.has(b.name), b.name).toBe(true);
  });
});
