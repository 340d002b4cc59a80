import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toCentavos } from "@domain/pricing";
import { products } from "../../db/schema";
import { createTestContext, loginAsSeller, type TestContext } from "../../test/harness";

/**
 * GET /api/product/seller-list: search (name, brand, SKU), filters, the 8 sorts and paging
 * are done on the server; every answer is checked against a reference computed here.
 */
let t: TestContext;
let token: string;

interface Row {
  _id: string;
  name: string;
  brand: string;
  sku: string | null;
  price: number;
  category: string[];
  inStock: boolean;
  stockCount: number | null;
  createdAt: string;
}

interface ListBody {
  success: boolean;
  products: Row[];
  total: number;
  catalogueTotal: number;
  page: number;
  pageSize: number;
  pageCount: number;
  lowStockThreshold: number;
  message: string;
}

const CATEGORIES = ["Canned", "Dairy Products", "Beverages", "biscuits-cookies", "Instant"];
const BRANDS = ["Del Monte", "Nestle", "Lucky Me", "", "San Miguel"];
const NAMES = ["Sardines", "milk", "Juice", "crackers", "Noodles", "Corned Beef", "coffee"];
const N = 137;

let all: Row[] = [];

beforeAll(async () => {
  t = await createTestContext();
  ({ token } = await loginAsSeller(t));
  const base = Date.UTC(2026, 0, 1);
  const values = Array.from({ length: N }, (_, i) => ({
    name: `${NAMES[i % NAMES.length]} ${String.fromCharCode(65 + (i % 26))}${i % 3 === 0 ? " 100%" : ""}`,
    brand: BRANDS[i % BRANDS.length] as string,
    sku: i % 4 === 0 ? null : `SKU-${String(i).padStart(4, "0")}`,
    priceCentavos: toCentavos(10 + ((i * 37) % 90) + (i % 2 ? 0.5 : 0)),
    category: [CATEGORIES[i % CATEGORIES.length] as string],
    inStock: i % 5 !== 0,
    stockCount: i % 3 === 0 ? null : (i * 7) % 12,
    // Some share a timestamp: the id breaks the tie.
    createdAt: new Date(base + Math.floor(i / 2) * 60_000),
    image: [],
  }));
  await t.db.insert(products).values(values);
  const res = await t.call<ListBody>("GET", "/api/product/seller-list?limit=200&page=1", {
    token,
  });
  expect(res.status).toBe(200);
  expect(res.body.total).toBe(N);
  all = res.body.products;
  expect(all).toHaveLength(N);
});
afterAll(() => t.close());

const lower = (s: string) => s.toLowerCase();
const cmp = (a: string | number | boolean, b: string | number | boolean) =>
  a < b ? -1 : a > b ? 1 : 0;
const time = (r: Row) => Date.parse(r.createdAt);
const newest = (a: Row, b: Row) => cmp(time(b), time(a)) || cmp(b._id, a._id);
const SORTS: Record<string, (a: Row, b: Row) => number> = {
  newest,
  oldest: (a, b) => cmp(time(a), time(b)) || cmp(a._id, b._id),
  "name-asc": (a, b) => cmp(lower(a.name), lower(b.name)) || cmp(a._id, b._id),
  "name-desc": (a, b) => cmp(lower(b.name), lower(a.name)) || cmp(b._id, a._id),
  "price-asc": (a, b) => cmp(a.price, b.price) || cmp(a._id, b._id),
  "price-desc": (a, b) => cmp(b.price, a.price) || cmp(b._id, a._id),
  category: (a, b) => cmp(lower(a.category[0] ?? ""), lower(b.category[0] ?? "")) || newest(a, b),
  stock: (a, b) => cmp(Number(b.inStock), Number(a.inStock)) || newest(a, b),
};

interface Q {
  q?: string;
  category?: string;
  stock?: "all" | "in-stock" | "out-of-stock";
  lowStock?: boolean;
  sort?: string;
}

function reference(query: Q, threshold: number): Row[] {
  const q = query.q?.trim().toLowerCase();
  return all
    .filter(
      (r) =>
        !q ||
        lower(r.name).includes(q) ||
        lower(r.brand).includes(q) ||
        lower(r.sku ?? "").includes(q),
    )
    .filter((r) => !query.category || lower(r.category[0] ?? "").includes(lower(query.category)))
    .filter((r) =>
      query.stock === "in-stock" ? r.inStock : query.stock === "out-of-stock" ? !r.inStock : true,
    )
    .filter((r) => !query.lowStock || (r.stockCount !== null && r.stockCount <= threshold))
    .sort(SORTS[query.sort ?? "newest"]);
}

async function fetchAllPages(query: Q, limit: number) {
  const ids: string[] = [];
  let first: ListBody | undefined;
  for (let page = 1; ; page++) {
    const params = new URLSearchParams({ page: String(page), limit: String(limit) });
    for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
    const res = await t.call<ListBody>("GET", `/api/product/seller-list?${params}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    first ??= res.body;
    expect(res.body.page).toBe(page);
    expect(res.body.catalogueTotal).toBe(N);
    ids.push(...res.body.products.map((p) => p._id));
    if (page >= res.body.pageCount) break;
  }
  return { ids, first: first as ListBody };
}

describe("GET /api/product/seller-list", () => {
  it.each(Object.keys(SORTS))("sort %s pages through the reference order", async (sort) => {
    const { ids, first } = await fetchAllPages({ sort }, 30);
    expect(first.total).toBe(N);
    expect(first.pageCount).toBe(Math.ceil(N / 30));
    expect(ids).toEqual(reference({ sort }, 5).map((r) => r._id));
  });

  const cases: Q[] = [
    { q: "milk" },
    { q: "NESTLE" },
    { q: "sku-00" },
    { q: "100%" },
    { q: "lucky", category: "instant" },
    { category: "Dairy", stock: "out-of-stock", sort: "price-asc" },
    { stock: "in-stock", sort: "name-desc" },
    { lowStock: true, sort: "category" },
    { q: "c", lowStock: true, stock: "in-stock", sort: "stock" },
    { q: "nothing matches this" },
  ];
  it.each(cases)("filters %o like the reference", async (query) => {
    const { ids, first } = await fetchAllPages(query, 50);
    const expected = reference(query, first.lowStockThreshold).map((r) => r._id);
    expect(first.total).toBe(expected.length);
    expect(ids).toEqual(expected);
  });

  it("defaults to 50 a page, newest first, with the low-stock threshold (default 5)", async () => {
    const res = await t.call<ListBody>("GET", "/api/product/seller-list", { token });
    expect(res.body.pageSize).toBe(50);
    expect(res.body.lowStockThreshold).toBe(5);
    expect(res.body.products.map((p) => p._id)).toEqual(
      reference({}, 5)
        .slice(0, 50)
        .map((r) => r._id),
    );
    expect(res.body.products[0]).toHaveProperty("stockCount");
    expect(res.body.products[0]).toHaveProperty("sku");
  });

  it("clamps a page past the end to the last page", async () => {
    const res = await t.call<ListBody>("GET", "/api/product/seller-list?page=99", { token });
    expect(res.body.page).toBe(Math.ceil(N / 50));
    expect(res.body.products).toHaveLength(N % 50);
  });

  it("refuses bad parameters with a clear message and guests with 401", async () => {
    const bad = await t.call<ListBody>("GET", "/api/product/seller-list?sort=cheapest", { token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/sort/);
    const big = await t.call<ListBody>("GET", "/api/product/seller-list?limit=500", { token });
    expect(big.status).toBe(400);
    expect(big.body.message).toMatch(/limit must be at most 200/);
    const guest = await t.call("GET", "/api/product/seller-list");
    expect(guest.status).toBe(401);
  });
});
