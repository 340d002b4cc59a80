import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SELLER_SORT_OPTIONS, SORT_OPTIONS } from "@domain/catalog-query";
import { toCentavos } from "@domain/pricing";
import { products } from "../../db/schema";
import { catalogueCache } from "../../platform/cache";
import { createTestContext, DB_KIND, loginAsSeller, type TestContext } from "../../test/harness";
import { addProductCall, basics, productForm } from "../products/test-helpers";
import { sellerProductList } from "../products/seller-list.service";
import { queryProducts, type ProductQuery } from "./catalog.service";
import { keptPositions } from "./kept-bases";

/**
 * Counts and deep-page starts are kept across changes and corrected by the rows changed since
 * (positions.ts). After a price change, a stock change, a new product and a delete, the very
 * next read of a deep page of every sort (storefront and seller list) answers exactly what a
 * plain OFFSET and count(*) answer, and no kept position was computed again.
 */
let t: TestContext;
let token: string;
const N = 1_320;
const LOW_STOCK = 5;
const NAMES = ["Sardines", "milk", "Juice", "crackers", "Noodles", "Corned Beef", "coffee"];

beforeAll(async () => {
  t = await createTestContext();
  ({ token } = await loginAsSeller(t));
  const base = Date.UTC(2026, 0, 1);
  await t.db.insert(products).values(
    Array.from({ length: N }, (_, i) => ({
      name: `${NAMES[i % NAMES.length]} ${i % 43}`,
      priceCentavos: toCentavos(10 + (i % 37)),
      category: [["Canned", "Dairy", "Beverages"][i % 3] as string],
      inStock: i % 9 !== 0,
      stockCount: i % 4 === 0 ? null : (i * 7) % 12,
      // Pairs share a timestamp and many share a price: the id breaks those ties.
      createdAt: new Date(base + Math.floor(i / 2) * 60_000),
      image: [],
    })),
  );
  await catalogueCache(t.deps.platform.bus).ready();
}, 120_000);
afterAll(() => t.close());

const STOREFRONT: ProductQuery[] = [
  ...SORT_OPTIONS.map((o) => ({ sort: o.value })),
  { sort: "price-asc", inStock: true },
];
const SELLER = SELLER_SORT_OPTIONS.map((o) => o.value as string);
const PAGES = [21, 24, 27];

function storefrontPath(q: ProductQuery, page: number) {
  const params = new URLSearchParams({ sort: q.sort!, page: String(page), limit: "50" });
  if (q.inStock !== undefined) params.set("inStock", String(q.inStock));
  return `/api/product/list?${params}`;
}

/** Every deep page read over the API, against the same page computed without any kept figure. */
async function expectEveryDeepPageExact(when: string) {
  for (const q of STOREFRONT) {
    for (const page of PAGES) {
      const res = await t.call<Record<string, unknown>>("GET", storefrontPath(q, page));
      expect(res.status).toBe(200);
      const reference = await queryProducts(t.db, { ...q, page, limit: 50 });
      const { success: _ok, message: _m, ...body } = res.body;
      expect({ when, q, page, ...body }).toEqual({
        when,
        q,
        page,
        ...JSON.parse(JSON.stringify(reference)),
      });
    }
  }
  for (const sort of SELLER) {
    for (const page of PAGES) {
      const res = await t.call<Record<string, unknown>>(
        "GET",
        `/api/product/seller-list?sort=${sort}&page=${page}`,
        { token },
      );
      expect(res.status).toBe(200);
      const reference = await sellerProductList(t.db, { sort, page }, LOW_STOCK);
      const { success: _ok, message: _m, ...body } = res.body;
      expect({ when, sort, page, ...body }).toEqual({
        when,
        sort,
        page,
        ...JSON.parse(JSON.stringify(reference)),
      });
    }
  }
}

/** A product's id at a row of the price order (low to high), to change one that moves far. */
async function idAt(row: number): Promise<string> {
  const page = await queryProducts(t.db, { sort: "price-asc", page: Math.floor(row / 50) + 1 });
  return page.products[row % 50]!._id;
}

describe(`kept counts and positions follow every change in the very next read (${DB_KIND})`, () => {
  it("price change, stock change, new product, delete: deep pages of every sort stay exact", async () => {
    const cache = catalogueCache(t.deps.platform.bus);
    await expectEveryDeepPageExact("first read");
    const { builds } = keptPositions(cache);
    expect(builds).toBeGreaterThan(0);

    // A price change: the cheapest product becomes the dearest (it crosses every page start).
    const cheap = await idAt(3);
    const priced = await t.call("POST", "/api/product/update", {
      token,
      body: productForm({ id: cheap, price: 999 }),
    });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    await expectEveryDeepPageExact("after a price change");

    // A stock change: in stock → out (the in-stock filter and the seller's stock sort).
    const stocked = await idAt(40);
    const toggled = await t.call("POST", "/api/product/stock", {
      token,
      json: { id: stocked, inStock: false },
    });
    expect(toggled.status).toBe(200);
    await expectEveryDeepPageExact("after a stock change");

    // A new product: first in newest, and somewhere in every other order.
    const added = await addProductCall(t, token)({ ...basics, name: "Aaa Early Bird", price: 1 });
    expect(added.status).toBe(201);
    await expectEveryDeepPageExact("after a new product");

    // A delete of a product near the front of most orders.
    const gone = await idAt(0);
    const deleted = await t.call("POST", "/api/product/delete", { token, json: { id: gone } });
    expect(deleted.status).toBe(200);
    await expectEveryDeepPageExact("after a delete");

    // Several changes at once, one of them twice, before the next read.
    for (const [row, price] of [
      [100, 5],
      [700, 55],
      [100, 12],
    ] as const) {
      const res = await t.call("POST", "/api/product/update", {
        token,
        body: productForm({ id: await idAt(row), price, stockCount: 1 }),
      });
      expect(res.status).toBe(200);
    }
    await expectEveryDeepPageExact("after several changes");

    // None of those changes made the store count or walk every row again.
    expect(keptPositions(cache).builds).toBe(builds);
  }, 240_000);

  it("a change written straight to the database (an order's stock) is corrected the same way", async () => {
    const cache = catalogueCache(t.deps.platform.bus);
    await expectEveryDeepPageExact("before");
    const { builds } = keptPositions(cache);
    const { eq } = await import("drizzle-orm");
    await t.db
      .update(products)
      .set({ inStock: false, stockCount: 0 })
      .where(eq(products.id, await idAt(500)));
    // What a write request does before it answers: every change committed so far is heard.
    await cache.sync(t.db);
    await expectEveryDeepPageExact("after a direct change");
    expect(keptPositions(cache).builds).toBe(builds);
  }, 120_000);
});
