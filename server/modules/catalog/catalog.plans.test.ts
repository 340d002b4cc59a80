import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SELLER_SORT_OPTIONS, type SortOption } from "@domain/catalog-query";
import { catalogueCache } from "../../platform/cache";
import { createTestContext, DB_KIND, type TestContext } from "../../test/harness";
import {
  sellerPageQuery,
  sellerPageStarts,
  sellerWhere,
  type SellerListQuery,
} from "../products/seller-list.service";
import type { CatalogFilter } from "./catalog.filter";
import { pageQuerySql } from "./catalog.service";
import { countQuery } from "./paging";

const COUNT = 100_000;

/**
 * At 100,000 products on PostgreSQL, every sort of the storefront and the seller list and
 * every filter is served by an index: the plans are read with EXPLAIN.
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
      insert into products (id, name, category, price_centavos, bestseller, in_stock, created_at,
                            brand, stock_count, sku)
      select md5(i::text)::uuid::text,
        (array['Lucky Me','Nissin','Century','Del Monte','Coca-Cola','Palmolive','Gardenia','Magnolia'])[1 + i % 8]
          || ' ' || (array['Pancit Canton','Cup Noodles','Tuna Flakes','Shampoo','Sardines','Corned Beef',
                           'Bread Loaf','Fresh Milk','Instant Coffee','Soy Sauce','Vinegar','Rice'])[1 + (i / 8) % 12]
          || ' ' || (i % 997)::text || 'g',
        array[(array['Instant Noodles','Canned Goods','Beverages','Personal Care','Bakery','Dairy',
                     'Snacks','Frozen','Condiments','Household','Baby Care','Pet Supplies'])[1 + i % 12]],
        100 + (i * 7919) % 200000, i % 50 = 0, i % 7 <> 0,
        timestamptz '2024-01-01' + (i || ' seconds')::interval,
        (array['Del Monte','Nestle','Lucky Me','San Miguel','Century','Argentina','Bear Brand',''])[1 + i % 8],
        case when i % 3 = 0 then null else (i * 13) % 40 end,
        case when i % 2 = 0 then 'SKU-' || lpad(i::text, 6, '0') else null end
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

  it("home best sellers use products_bestseller_idx", async () => {
    const text = await plan(
      `select id from products where bestseller order by in_stock desc, created_at desc, id desc limit 50`,
    );
    expectIndexed(text, "products_bestseller_idx");
  });

  // ---- The seller list (SPEC §2.15): the plans of the very queries its service runs ----

  const LOW_STOCK = 5;
  const sellerPlan = (query: SellerListQuery, start?: (string | number | null)[]) => {
    const q = sellerPageQuery(t.db, query, LOW_STOCK, { limit: 50, start }).toSQL();
    return plan(q.sql, q.params);
  };
  const countPlan = (query: SellerListQuery) => {
    const q = countQuery(t.db, sellerWhere(query, LOW_STOCK)).toSQL();
    return plan(q.sql, q.params);
  };
  /** A deep page's start as the service finds it: the cached position of page 1,500's first row. */
  const deepStart = async (query: SellerListQuery) => {
    const starts = await sellerPageStarts(
      t.db,
      query,
      LOW_STOCK,
      50,
      catalogueCache(t.deps.platform.bus),
    );
    expect(starts.length).toBeGreaterThan(2);
    return starts[Math.min(1_499, starts.length - 1)];
  };
  const noSortStep = (text: string) =>
    expect(text, text).not.toMatch(/^\s*(->\s*)?(Incremental )?Sort\b/m);

  it.each([
    ["newest", "products_newest_idx"],
    ["oldest", "products_newest_idx"],
    ["name-asc", "products_name_idx"],
    ["name-desc", "products_name_idx"],
    ["price-asc", "products_seller_price_idx"],
    ["price-desc", "products_seller_price_idx"],
    ["category", "products_seller_category_idx"],
    ["stock", "products_stock_newest_idx"],
  ])(
    "seller sort=%s reads %s in order, first page and a deep page (no sort step)",
    async (sort, index) => {
      const first = await sellerPlan({ sort });
      expectIndexed(first, index);
      noSortStep(first);
      const deep = await sellerPlan({ sort }, await deepStart({ sort }));
      expectIndexed(deep, index);
      noSortStep(deep);
      // The position bounds the index range: the deep page does not read past rows.
      expect(deep, deep).toMatch(/Index Cond: /);
    },
  );

  const SELLER_FILTERS: [string, SellerListQuery][] = [
    ["category", { category: "pet supplies" }],
    ["in stock", { stock: "in-stock" }],
    ["out of stock", { stock: "out-of-stock" }],
    ["low stock", { lowStock: true }],
    ["search by name", { q: "sardines 4" }],
    ["search by brand", { q: "bear brand" }],
    ["search by SKU", { q: "sku-00042" }],
    [
      "category, out of stock, low stock",
      { category: "dairy", stock: "out-of-stock", lowStock: true },
    ],
  ];
  const SELLER_SORTS = SELLER_SORT_OPTIONS.map((o) => o.value);
  it.each(SELLER_FILTERS)(
    "seller filter: %s uses an index with every sort",
    async (_label, filter) => {
      for (const sort of SELLER_SORTS) expectIndexed(await sellerPlan({ ...filter, sort }));
    },
  );

  it.each([
    ["category", { category: "pet supplies" }, /products_first_category_trgm_idx/],
    ["out of stock", { stock: "out-of-stock" }, /products_stock_\w+_idx/],
    ["low stock", { lowStock: true }, /products_low_stock_idx/],
    ["search by name, brand and SKU", { q: "bear" }, /BitmapOr/],
  ] as [string, SellerListQuery, RegExp][])(
    "seller count: %s is counted from an index",
    async (_label, filter, shape) => {
      const text = await countPlan(filter);
      expectIndexed(text);
      expect(text, text).toMatch(shape);
    },
  );
});
