import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SortOption } from "@domain/catalog-query";
import { createTestContext, DB_KIND, type TestContext } from "../../test/harness";
import { pageQuerySql, type CatalogFilter } from "./catalog.service";

const COUNT = 100_000;

/**
 * At 100,000 products on PostgreSQL, every sort of the storefront and the seller list and
 * every filter is served by an index (docs/decisions/070): the plans are read with EXPLAIN.
 */
describe.runIf(DB_KIND === "postgres")(`query plans at ${COUNT} products (postgres)`, () => {
  let t: TestContext;
  let client: postgres.Sql;

  beforeAll(async () => {
    t = await createTestContext();
    client = postgres(t.databaseUrl!, { max: 1, onnotice: () => {} });
    // The search vocabulary trigger is not what these plans are about; seeding is faster without.
    await client.unsafe(`alter table products disable trigger products_words`);
    await client.unsafe(`
      insert into products (id, name, category, price_centavos, bestseller, in_stock, created_at)
      select md5(i::text)::uuid::text,
        (array['Lucky Me','Nissin','Century','Del Monte','Coca-Cola','Palmolive','Gardenia','Magnolia'])[1 + i % 8]
          || ' ' || (array['Pancit Canton','Cup Noodles','Tuna Flakes','Shampoo','Sardines','Corned Beef',
                           'Bread Loaf','Fresh Milk','Instant Coffee','Soy Sauce','Vinegar','Rice'])[1 + (i / 8) % 12]
          || ' ' || (i % 997)::text || 'g',
        array[(array['Instant Noodles','Canned Goods','Beverages','Personal Care','Bakery','Dairy',
                     'Snacks','Frozen','Condiments','Household','Baby Care','Pet Supplies'])[1 + i % 12]],
        100 + (i * 7919) % 200000, i % 50 = 0, i % 7 <> 0,
        timestamptz '2024-01-01' + (i || ' seconds')::interval
      from generate_series(1, ${COUNT}) as i`);
    await client.unsafe(`alter table products enable trigger products_words`);
    await client.unsafe(`vacuum analyze products`);
  }, 300_000);
  afterAll(async () => {
    await client?.end({ timeout: 5 });
    await t?.close();
  });

  async function plan(text: string, params: unknown[] = []): Promise<string> {
    const rows = await client.unsafe(`explain ${text}`, params as never[]);
    return rows.map((r) => String(r["QUERY PLAN"])).join("\n");
  }
  const planOf = (filter: CatalogFilter, after?: (string | number)[]) => {
    const q = pageQuerySql(t.db, filter, { after });
    return plan(q.sql, q.params);
  };
  const expectIndexed = (text: string, index?: string) => {
    expect(text, text).not.toMatch(/Seq Scan/);
    if (index) expect(text, text).toMatch(new RegExp(`using ${index}\\b`));
  };

  const SORT_INDEX: [SortOption, string, (string | number)[]][] = [
    ["newest", "products_newest_idx", ["2024-01-02T00:00:00.000000Z", "m"]],
    ["oldest", "products_newest_idx", ["2024-01-02T00:00:00.000000Z", "m"]],
    ["best-selling", "products_price_name_idx", [5000, "m", "m"]],
    ["price-asc", "products_price_name_idx", [5000, "m", "m"]],
    ["price-desc", "products_price_desc_name_idx", [5000, "m", "m"]],
    ["name-asc", "products_name_idx", ["m", "m"]],
    ["name-desc", "products_name_idx", ["m", "m"]],
  ];

  it.each(SORT_INDEX)(
    "storefront sort=%s reads %s in order, first page and after a cursor (no sort step)",
    async (sort, index, after) => {
      for (const text of [await planOf({ sort }), await planOf({ sort }, after)]) {
        expectIndexed(text, index);
        expect(text, text).not.toMatch(/^\s*(->\s*)?(Incremental )?Sort\b/m);
      }
    },
  );

  it.each([
    ["in stock, newest", { inStock: true, sort: "newest" }],
    ["in stock, price", { inStock: true, sort: "price-asc" }],
    ["in stock, name", { inStock: true, sort: "name-asc" }],
    ["out of stock, newest", { inStock: false, sort: "newest" }],
    ["bestsellers", { category: "bestsellers" }],
    ["category", { category: "pet supplies" }],
    ["category, name", { category: "pet supplies", sort: "name-asc" }],
    ["search", { search: "sardines 4" }],
    ["search, price", { search: "sardines 4", sort: "price-desc" }],
    ["search and category", { search: "shampoo", category: "personal" }],
  ] as [string, CatalogFilter][])("filter: %s uses an index", async (_label, filter) => {
    expectIndexed(await planOf(filter));
  });

  // The seller list's sorts (SPEC §2.15), as its queries order them.
  it.each([
    ["newest", `order by created_at desc, id desc`, "products_newest_idx"],
    ["oldest", `order by created_at, id`, "products_newest_idx"],
    ["name A-Z", `order by lower(name) collate "C", id`, "products_name_idx"],
    ["name Z-A", `order by lower(name) collate "C" desc, id desc`, "products_name_idx"],
    [
      "price low-high",
      `order by price_centavos, lower(name) collate "C", id`,
      "products_price_name_idx",
    ],
    [
      "price high-low",
      `order by price_centavos desc, lower(name) collate "C", id`,
      "products_price_desc_name_idx",
    ],
    ["category", `order by lower(category[1]) collate "C", id`, "products_first_category_sort_idx"],
    [
      "stock status",
      `order by in_stock desc, created_at desc, id desc`,
      "products_stock_newest_idx",
    ],
    [
      "in stock only, newest",
      `where in_stock order by created_at desc, id desc`,
      "products_stock_newest_idx",
    ],
    [
      "in stock only, price",
      `where in_stock order by price_centavos, id`,
      "products_stock_price_idx",
    ],
    [
      "in stock only, name",
      `where in_stock order by lower(name) collate "C", id`,
      "products_stock_name_idx",
    ],
    [
      "home best sellers",
      `where bestseller order by in_stock desc, created_at desc, id desc`,
      "products_bestseller_idx",
    ],
  ])("seller/home %s uses %s", async (_label, tail, index) => {
    const text = await plan(`select id from products ${tail} limit 50`);
    expectIndexed(text, index);
  });
});
