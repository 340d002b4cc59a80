/**
 * `npm run bench -- seller-list`: the seller's product list (GET /api/product/seller-list) at
 * 100,000 products on PostgreSQL. Creates a throwaway database on BENCH_DATABASE_URL (default
 * the local test server), fills it with generated rows in SQL, times each query shape
 * (search, filters, the 8 sorts, a deep page) and prints p50/p95 plus whether the plan uses an
 * index. Goal: p95 ≤ 50 ms.
 */
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import {
  sellerProductList,
  type SellerListQuery,
} from "../server/modules/products/seller-list.service";

const BASE = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:55432/postgres";
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
    await handle.db.execute(sql`analyze products`);
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
    ];
    console.log(`\n${"case".padEnd(34)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)}  total`);
    const p95s: number[] = [];
    for (const c of cases) {
      for (let i = 0; i < 3; i++) await sellerProductList(handle.db, c.query, 5);
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < ITERATIONS; i++) {
        const start = performance.now();
        const page = await sellerProductList(handle.db, c.query, 5);
        times.push(performance.now() - start);
        total = page.total;
      }
      p95s.push(pct(times, 95));
      console.log(
        `${c.label.padEnd(34)} ${pct(times, 50).toFixed(1).padStart(8)} ${pct(times, 95).toFixed(1).padStart(8)}  ${total}`,
      );
    }
    console.log(`\nworst p95: ${Math.max(...p95s).toFixed(1)} ms (goal ≤ 50 ms)`);
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
