import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toCentavos } from "@domain/pricing";
import { products } from "../../db/schema";
import { catalogueCache } from "../../platform/cache";
import { createTestContext, loginAsSeller, type TestContext } from "../../test/harness";
import { toApiProduct } from "../catalog/catalog.service";
import { addProductCall, basics, productForm, type ProductBody } from "./test-helpers";

/**
 * GET /api/product/seller-list past the first pages and across changes:
 * counts are cached per filter and catalogue version yet move at once when the seller
 * changes a product; pages deeper than 1,000 rows start from cached positions and still
 * match a reference computed here, also right after a change.
 */
let t: TestContext;
let token: string;

interface Row {
  _id: string;
  name: string;
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
  pageCount: number;
  message: string;
}

const N = 1_260;
const CATEGORIES = ["Canned", "Dairy", "Beverages", "Snacks", "Instant"];
const NAMES = ["Sardines", "milk", "Juice", "crackers", "Noodles", "Corned Beef", "coffee"];

beforeAll(async () => {
  t = await createTestContext();
  ({ token } = await loginAsSeller(t));
  const base = Date.UTC(2026, 0, 1);
  await t.db.insert(products).values(
    Array.from({ length: N }, (_, i) => ({
      name: `${NAMES[i % NAMES.length]} ${i % 41}`,
      priceCentavos: toCentavos(10 + (i % 37)),
      category: [CATEGORIES[i % CATEGORIES.length] as string],
      inStock: i % 6 !== 0,
      stockCount: i % 3 === 0 ? null : (i * 7) % 12,
      // Pairs share a timestamp and many share a price: the id breaks those ties.
      createdAt: new Date(base + Math.floor(i / 2) * 60_000),
      image: [],
    })),
  );
  await catalogueCache(t.deps.platform.bus).ready();
}, 120_000);
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.call<ListBody>("GET", `/api/product/seller-list?${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

/** Every product, read straight from the table, as the API shows it. */
const everyRow = async (): Promise<Row[]> => (await t.db.select().from(products)).map(toApiProduct);

const lower = (s: string) => s.toLowerCase();
const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
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

describe("seller list at depth", () => {
  it.each(Object.keys(SORTS))(
    "sort %s: pages past the first 1,000 rows match the reference",
    async (sort) => {
      const reference = (await everyRow()).sort(SORTS[sort]).map((r) => r._id);
      expect(reference).toHaveLength(N);
      // Pages 22-26 of 50 start at rows 1,050-1,250 (cached positions); 26 is the last.
      for (const page of [22, 23, 26]) {
        const body = await list(`sort=${sort}&page=${page}`);
        expect(body.page).toBe(page);
        expect(body.products.map((p) => p._id)).toEqual(
          reference.slice((page - 1) * 50, page * 50),
        );
      }
    },
  );

  it("a filtered deep page (in stock, by price) matches the reference", async () => {
    const reference = (await everyRow())
      .filter((r) => r.inStock)
      .sort(SORTS["price-asc"])
      .map((r) => r._id);
    expect(reference.length).toBeGreaterThan(1_000);
    const page = Math.floor(1_000 / 20) + 2;
    const body = await list(`stock=in-stock&sort=price-asc&limit=20&page=${page}`);
    expect(body.total).toBe(reference.length);
    expect(body.products.map((p) => p._id)).toEqual(reference.slice((page - 1) * 20, page * 20));
  });
});

describe("cached counts and positions follow every change at once", () => {
  it("adding, editing, toggling and deleting through the API move the counts on the next call", async () => {
    const before = await list("lowStock=true");
    const outBefore = (await list("stock=out-of-stock")).total;
    const dairyBefore = (await list("category=dairy")).total;
    // Cached now: a second read answers the same.
    expect((await list("lowStock=true")).total).toBe(before.total);

    const added = await addProductCall(t, token)({ ...basics, category: ["Dairy"], stockCount: 2 });
    expect(added.status).toBe(201);
    const id = added.body.product._id;
    const afterAdd = await list("lowStock=true");
    expect(afterAdd.catalogueTotal).toBe(before.catalogueTotal + 1);
    expect(afterAdd.total).toBe(before.total + 1);
    expect((await list("category=dairy")).total).toBe(dairyBefore + 1);

    const edited = await t.call<ProductBody>("POST", "/api/product/update", {
      token,
      body: productForm({ id, stockCount: 40 }),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await list("lowStock=true")).total).toBe(before.total);

    const toggled = await t.call("POST", "/api/product/stock", {
      token,
      json: { id, inStock: false },
    });
    expect(toggled.status).toBe(200);
    expect((await list("stock=out-of-stock")).total).toBe(outBefore + 1);

    const deleted = await t.call("POST", "/api/product/delete", { token, json: { id } });
    expect(deleted.status).toBe(200);
    const afterDelete = await list("category=dairy");
    expect(afterDelete.total).toBe(dairyBefore);
    expect(afterDelete.catalogueTotal).toBe(before.catalogueTotal);
    expect((await list("stock=out-of-stock")).total).toBe(outBefore);
  });

  it("a deep page after a delete shows the rows that moved up", async () => {
    const sort = "name-asc";
    const first = await list(`sort=${sort}&page=23`);
    const reference = (await everyRow()).sort(SORTS[sort]).map((r) => r._id);
    expect(first.products.map((p) => p._id)).toEqual(reference.slice(1_100, 1_150));
    const gone = reference[10]!;
    const deleted = await t.call("POST", "/api/product/delete", { token, json: { id: gone } });
    expect(deleted.status).toBe(200);
    const after = await list(`sort=${sort}&page=23`);
    expect(after.products.map((p) => p._id)).toEqual(
      reference.filter((id) => id !== gone).slice(1_100, 1_150),
    );
  });

  it("a change made outside the seller's calls (an order, another instance) arrives by the trigger", async () => {
    const before = await list("lowStock=true");
    await t.db.execute(
      sql`update products set stock_count = 1 where id = (select id from products where stock_count is null order by id limit 1)`,
    );
    let total = before.total;
    for (let i = 0; i < 50 && total === before.total; i++) {
      await new Promise((r) => setTimeout(r, 100));
      total = (await list("lowStock=true")).total;
    }
    expect(total).toBe(before.total + 1);
  });
});
