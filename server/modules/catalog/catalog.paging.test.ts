import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SORT_OPTIONS, type SortOption } from "@domain/catalog-query";
import { products, type ProductRow } from "../../db/schema";
import { createTestContext, DB_KIND, type TestContext } from "../../test/harness";
import { expectRefused } from "../../test/shopper";
import type { ProductsBody } from "../../test/api-bodies";

type PageBody = ProductsBody & { nextCursor: string | null; didYouMean: string | null };

const COUNT = 1_250;

/** The order each sort promises, computed here from the rows (names compare byte-wise). */
function reference(rows: ProductRow[], sort: SortOption): string[] {
  const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  const name = (r: ProductRow) => r.name.toLowerCase();
  const time = (r: ProductRow) => r.createdAt.getTime();
  const sorted = [...rows]
    .filter((r) => sort !== "best-selling" || r.priceCentavos <= 10_000)
    .sort((a, b) => {
      switch (sort) {
        case "newest":
          return cmp(time(b), time(a)) || cmp(b.id, a.id);
        case "oldest":
          return cmp(time(a), time(b)) || cmp(a.id, b.id);
        case "best-selling":
        case "price-asc":
          return cmp(a.priceCentavos, b.priceCentavos) || cmp(name(a), name(b)) || cmp(a.id, b.id);
        case "price-desc":
          return cmp(b.priceCentavos, a.priceCentavos) || cmp(name(a), name(b)) || cmp(a.id, b.id);
        case "name-asc":
          return cmp(name(a), name(b)) || cmp(a.id, b.id);
        case "name-desc":
          return cmp(name(b), name(a)) || cmp(b.id, a.id);
      }
    });
  return sorted.map((r) => r.id);
}

describe(`GET /api/product/list paging at ${COUNT} products (${DB_KIND})`, () => {
  let t: TestContext;
  let rows: ProductRow[];

  beforeAll(async () => {
    t = await createTestContext();
    // Ties everywhere: five products per second, prices repeating every 37, names every 300
    // (upper and lower case), so every tie-breaker is exercised.
    await t.db.execute(sql`
      insert into products (id, name, category, price_centavos, in_stock, bestseller, created_at)
      select md5(i::text)::uuid::text,
             (case when i % 2 = 0 then 'Item ' else 'item ' end) || lpad((i % 300)::text, 3, '0'),
             array[(array['Canned', 'Drinks', 'Snacks'])[1 + i % 3]],
             (i % 37) * 500,
             i % 4 <> 0,
             i % 10 = 0,
             timestamptz '2025-01-01 00:00:00+00' + ((i / 5) || ' seconds')::interval
      from generate_series(1, ${COUNT}) as i`);
    rows = await t.db.select().from(products);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string) => t.call<PageBody>("GET", path);

  it.each(SORT_OPTIONS.map((o) => o.value))(
    "sort=%s: following nextCursor visits every product once, in the sort's order",
    async (sort) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      for (let i = 0; i < 40; i++) {
        const res: { status: number; body: PageBody } = await get(
          `/api/product/list?sort=${sort}&limit=200${cursor ? `&cursor=${cursor}` : ""}`,
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.products.length).toBeLessThanOrEqual(200);
        seen.push(...res.body.products.map((p) => p._id));
        cursor = res.body.nextCursor;
        if (!cursor) break;
      }
      const expected = reference(rows, sort);
      expect(seen).toEqual(expected);
    },
  );

  it.each(SORT_OPTIONS.map((o) => o.value))(
    "sort=%s: a deep page (from a cached position) equals the reference slice",
    async (sort) => {
      const expected = reference(rows, sort);
      // The last page of a big filter is past the cached-position threshold (offset 1,000).
      for (const page of [Math.ceil(expected.length / 100), 2]) {
        const res = await get(`/api/product/list?sort=${sort}&limit=100&page=${page}`);
        expect(res.status).toBe(200);
        expect(res.body.total).toBe(expected.length);
        expect(res.body.page).toBe(page);
        expect(res.body.products.map((p) => p._id)).toEqual(
          expected.slice((page - 1) * 100, page * 100),
        );
      }
    },
  );

  it("a cursor with a filter continues within the filter; q is search's other name", async () => {
    const wanted = reference(
      rows.filter((r) => r.inStock && r.category[0] === "Drinks" && r.name.includes("01")),
      "name-asc",
    );
    expect(wanted.length).toBeGreaterThan(3);
    const first = await get(
      "/api/product/list?q=01&category=drinks&inStock=true&sort=name-asc&limit=3",
    );
    expect(first.body.total).toBe(wanted.length);
    expect(first.body.products.map((p) => p._id)).toEqual(wanted.slice(0, 3));
    const second = await get(
      `/api/product/list?q=01&category=drinks&inStock=true&sort=name-asc&limit=3&cursor=${first.body.nextCursor}`,
    );
    expect(second.body.products.map((p) => p._id)).toEqual(wanted.slice(3, 6));
    expect(second.body.page).toBeUndefined();
  });

  it("the last page has no nextCursor; counts stay exact after a change", async () => {
    const last = await get(`/api/product/list?limit=200&page=7`);
    expect(last.body.nextCursor).toBeNull();
    expect(last.body.products).toHaveLength(COUNT - 1_200);
    await t.db.execute(sql`delete from products where id = ${rows[0]!.id}`);
    // The trigger's NOTIFY drops the cached count on its way back from the database.
    for (let i = 0; i < 50; i++) {
      const again = await get(`/api/product/list?limit=200&page=7`);
      if (again.body.total === COUNT - 1) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const after = await get(`/api/product/list?limit=200&page=7`);
    expect(after.body.total).toBe(COUNT - 1);
    expect(after.body.products).toHaveLength(COUNT - 1 - 1_200);
  });

  it.each([
    ["?cursor=not-a-cursor", "cursor: cursor is not valid: start again without it"],
    ["?cursor=%24%24%24", "cursor: cursor is not valid: start again without it"],
    [
      `?cursor=${Buffer.from('{"s":"newest","k":["yesterday","x"]}').toString("base64url")}`,
      "cursor: cursor is not valid: start again without it",
    ],
    [
      `?cursor=${Buffer.from('{"s":"price-asc","k":[-5,"a","b"]}').toString("base64url")}&sort=price-asc`,
      "cursor: cursor is not valid: start again without it",
    ],
    [
      `?sort=name-asc&cursor=${Buffer.from('{"s":"newest","k":["2025-01-01T00:00:00.000000Z","x"]}').toString("base64url")}`,
      "cursor: cursor belongs to sort=newest: keep the sort or start again",
    ],
    [`?cursor=${"a".repeat(601)}`, "cursor: cursor is not valid: start again without it"],
    ["?limit=201", "limit: limit must be at most 200"],
    [`?q=${"q".repeat(101)}`, "q: q must be at most 100 characters"],
  ])("refuses %s with 400 and a clear message", async (query, message) => {
    const res = await get(`/api/product/list${query}`);
    expectRefused(res, 400);
    expect(res.body.message).toBe(message);
  });
});
