/**
 * `npm run bench -- seller-list`: the seller's product list (GET /api/product/seller-list) at
 * 100,000 products on PostgreSQL. Creates a throwaway database on BENCH_DATABASE_URL (default
 * the local test server), fills it with generated rows in SQL, times each query shape
 * (search, filters, the 8 sorts, deep pages) through the catalogue cache the route uses
 * (counts and page positions kept per catalogue version) and prints p50/p95. Then the cost of
 * the first answer after a product change, when counts and positions are corrected. Goal: p95
 * ≤ 50 ms. The database server: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local one.
 */
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import { catalogueCache } from "../server/platform/cache";
import { createPlatform } from "../server/platform/platform";
import {
  sellerProductList,
  type SellerListQuery,
} from "../server/modules/products/seller-list.service";

const BASE =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:55432/postgres";
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 40);

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
};

async function main() {
  const name = `bench_${randomBytes(5).toString("hex")}`;
  const admin = postgres(BASE, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(BASE);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  try {
    await handle.migrate();
    const t0 = performance.now();
    await handle.db.execute(sql`
      insert into products (id, name, description, category, price_centavos, brand, in_stock, stock_count, sku, image, created_at)
      select gen_random_uuid(),
        (array['Sardines','Milk','Juice','Crackers','Noodles','Corned Beef','Coffee','Rice','Soap','Shampoo'])[1 + i % 10]
          || ' ' || md5(i::text)::varchar(8),
        array['generated'],
        array[(array['Canned','Dairy','Beverages','biscuits-cookies','Instant','coffee-tea','Grains','soap-body-wash'])[1 + i % 8]],
        100 + (i * 7919) % 100000,
        (array['Del Monte','Nestle','Lucky Me','San Miguel','Century','Argentina','Bear Brand',''])[1 + i % 8],
        i % 9 <> 0,
        case when i % 3 = 0 then null else (i * 13) % 40 end,
        case when i % 2 = 0 then 'SKU-' || lpad(i::text, 6, '0') else null end,
        array[]::text[],
        now() - (i || ' seconds')::interval
      from generate_series(1, ${PRODUCTS}) as i`);
    await handle.db.execute(sql`vacuum analyze products`);
    console.log(
      `seeded ${PRODUCTS.toLocaleString("en-US")} products in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    const cases: { label: string; query: SellerListQuery }[] = [
      { label: "default (newest, page 1)", query: {} },
      { label: "oldest", query: { sort: "oldest" } },
      { label: "name A-Z", query: { sort: "name-asc" } },
      { label: "name Z-A", query: { sort: "name-desc" } },
      { label: "price low-high", query: { sort: "price-asc" } },
      { label: "price high-low", query: { sort: "price-desc" } },
      { label: "category", query: { sort: "category" } },
      { label: "stock status", query: { sort: "stock" } },
      { label: "search 'corned'", query: { q: "corned" } },
      { label: "search SKU 'SKU-0421'", query: { q: "SKU-0421" } },
      { label: "search brand 'bear'", query: { q: "bear", sort: "name-asc" } },
      {
        label: "category Dairy + out of stock",
        query: { category: "Dairy", stock: "out-of-stock" },
      },
      { label: "low stock", query: { lowStock: true } },
      { label: "page 200 (newest)", query: { page: 200 } },
      { label: "page 2,000 (newest)", query: { page: 2_000 } },
      { label: "page 2,000 (name Z-A)", query: { page: 2_000, sort: "name-desc" } },
      { label: "page 2,000 (price high-low)", query: { page: 2_000, sort: "price-desc" } },
      { label: "page 2,000 (category)", query: { page: 2_000, sort: "category" } },
      { label: "page 2,000 (stock status)", query: { page: 2_000, sort: "stock" } },
      { label: "page 100, low stock", query: { page: 100, lowStock: true } },
    ];
    const platform = createPlatform(handle);
    const cache = catalogueCache(platform.bus);
    await cache.ready();
    const list = (query: SellerListQuery) => sellerProductList(handle.db, query, 5, cache);
    console.log(`\n${"case".padEnd(34)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)}  total`);
    const p95s: number[] = [];
    for (const c of cases) {
      for (let i = 0; i < 3; i++) await list(c.query);
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < ITERATIONS; i++) {
        const start = performance.now();
        const page = await list(c.query);
        times.push(performance.now() - start);
        total = page.total;
      }
      p95s.push(pct(times, 95));
      console.log(
        `${c.label.padEnd(34)} ${pct(times, 50).toFixed(1).padStart(8)} ${pct(times, 95).toFixed(1).padStart(8)}  ${total}`,
      );
    }
    console.log(`\nworst p95: ${Math.max(...p95s).toFixed(1)} ms (goal ≤ 50 ms)`);

    // The first answer after a product change: the counts (and, for a deep page, the
    // positions) are corrected from the change log once, then cached again.
    console.log(`\nfirst answer after a product change (cache dropped each time)`);
    for (const c of [cases[0]!, cases[8]!, cases[12]!, cases[15]!]) {
      const times: number[] = [];
      for (let i = 0; i < 8; i++) {
        cache.invalidate();
        const start = performance.now();
        await list(c.query);
        times.push(performance.now() - start);
      }
      console.log(
        `${c.label.padEnd(34)} ${pct(times, 50).toFixed(1).padStart(8)} ${pct(times, 95).toFixed(1).padStart(8)}`,
      );
    }
    await cache.close();
  } finally {
    await handle.close();
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end({ timeout: 5 });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
