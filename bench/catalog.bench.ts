/**
 * `npm run bench -- catalog`: the catalogue at 100,000 products on PostgreSQL.
 *
 * Creates a throwaway database on BENCH_DATABASE_URL (default: the local server at
 * postgres://postgres@127.0.0.1:55432/postgres), seeds it with generate_series, and reports:
 *   - throughput of the list (one page of 50; the whole catalogue) as a ratio to a raw
 *     node:http server sending the same bytes, measured in one run (goal ≥ 0.3 for 50);
 *   - every sort, page 1 and page 2,000, p50/p95 (goal p95 ≤ 25 ms);
 *   - the whole catalogue's rebuild (one cursor into gzip and brotli; goal ≤ 2 s);
 *   - 20 concurrent callers of the whole catalogue right after a change, with a paged caller
 *     meanwhile: time, the paged calls' p95 and memory (goals: within 3 s, p95 ≤ 100 ms,
 *     under 150 MB); 20 callers without compression from one address (2 served, the rest 429);
 *   - forgiving search and suggestions with typos, p95 (goal ≤ 25 ms).
 *
 *   BENCH_PRODUCTS=100000 BENCH_SECONDS=3 npm run bench -- catalog
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getRequestListener } from "@hono/node-server";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { SORT_OPTIONS } from "../domain/catalog-query";
import { createApp } from "../server/app";
import { openDatabase } from "../server/db/client";
import { parseEnv } from "../server/env";
import { queryProducts } from "../server/modules/catalog/catalog.service";
import { suggestProducts } from "../server/modules/catalog/search";
import { catalogueCache } from "../server/platform/cache";
import { createPlatform } from "../server/platform/platform";
import { benchWholeCatalogue } from "./catalog-full-list";
import { agent, fmt, get, listen } from "./catalog-http";
import { percentile } from "./figures";

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:55432/postgres";
const COUNT = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 60);
// Ephemeral ports unless given: the bench must not collide with a running store.
let APP_PORT = Number(process.env.BENCH_PORT ?? 0);
let RAW_PORT = APP_PORT ? APP_PORT + 1 : 0;

/** Requests per second with `clients` callers in a loop for SECONDS. */
async function throughput(
  port: number,
  path: string,
  headers: Record<string, string>,
  clients: number,
) {
  const until = performance.now() + SECONDS * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const res = await get(port, path, headers, false);
        if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
        done++;
      }
    }),
  );
  return done / SECONDS;
}

async function main() {
  const name = `bench_catalog_${randomBytes(4).toString("hex")}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), "minimart-bench-catalog-"));
  const handle = await openDatabase({ url: url.toString() });
  const servers: Server[] = [];
  try {
    await handle.migrate();
    const seedStarted = performance.now();
    const db = handle.db;
    await db.execute(sql`alter table products disable trigger products_words`);
    await db.execute(
      sql.raw(`
      insert into products (id, name, category, price_centavos, bestseller, in_stock, brand, description, image, created_at)
      select md5(i::text)::uuid::text,
        (array['Lucky Me','Nissin','Century','Del Monte','Coca-Cola','Palmolive','Gardenia','Magnolia',
               'Datu Puti','Bear Brand','Nescafe','Ligo'])[1 + i % 12]
          || ' ' || (array['Pancit Canton','Cup Noodles','Tuna Flakes','Shampoo','Sardines','Corned Beef',
                           'Bread Loaf','Fresh Milk','Instant Coffee','Soy Sauce','Vinegar','Rice',
                           'Chocolate Bar','Orange Juice','Laundry Soap','Cooking Oil'])[1 + (i / 12) % 16]
          || ' ' || (i % 997)::text || 'g',
        array[(array['Instant Noodles','Canned Goods','Beverages','Personal Care','Bakery','Dairy',
                     'Snacks','Frozen','Condiments','Household','Baby Care','Pet Supplies'])[1 + i % 12]],
        100 + (i * 7919) % 200000, i % 50 = 0, i % 7 <> 0, 'Brand',
        array['A product for the benchmark, described in one line.'],
        array['/media/bench-' || (i % 500)::text || '.webp'],
        timestamptz '2024-01-01' + (i || ' seconds')::interval
      from generate_series(1, ${COUNT}) as i`),
    );
    await db.execute(sql`alter table products enable trigger products_words`);
    await db.execute(
      sql.raw(`insert into product_words (word)
      select distinct w from products, regexp_split_to_table(lower(name), '[^[:alnum:]]+') as w
      where length(w) between 3 and 40 and w ~ '[[:alpha:]]' on conflict do nothing`),
    );
    await db.execute(sql`vacuum analyze products`);
    await db.execute(sql`vacuum analyze product_words`);
    console.log(
      `seeded ${COUNT} products in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    mkdirSync(join(dataDir, "media"));
    mkdirSync(join(dataDir, "images"));
    const platform = createPlatform(handle);
    const deps = {
      db,
      env: parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
      mediaDir: join(dataDir, "media"),
      imagesDir: join(dataDir, "images"),
      platform,
    };
    const app = createApp(deps);
    const cache = catalogueCache(platform.bus);
    await cache.ready();
    const appServer = createServer(getRequestListener(app.fetch));
    servers.push(appServer);
    APP_PORT = await listen(appServer, APP_PORT);

    // ---- 1. Throughput against raw node:http sending the same bytes ----
    const BR = { "accept-encoding": "gzip, deflate, br" };
    const canned = new Map<string, { headers: IncomingHttpHeaders; body: Buffer }>();
    const rawServer = createServer((req, res) => {
      const hit = canned.get(req.url ?? "");
      if (!hit) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, {
        "content-type": String(hit.headers["content-type"]),
        ...(hit.headers["content-encoding"]
          ? { "content-encoding": String(hit.headers["content-encoding"]) }
          : {}),
        "content-length": hit.body.length,
      });
      res.end(hit.body);
    });
    servers.push(rawServer);
    RAW_PORT = await listen(rawServer, RAW_PORT);

    console.log(`\n1. Throughput, ${SECONDS} s each, same bytes from a raw node:http server`);
    console.log(
      "case".padEnd(46),
      "app req/s".padStart(10),
      "raw req/s".padStart(10),
      "ratio".padStart(7),
      "bytes".padStart(10),
    );
    for (const c of [
      { name: "product list, page of 50 (br)", path: "/api/product/list?limit=50", clients: 8 },
      { name: "product list, whole catalogue (br)", path: "/api/product/list", clients: 4 },
    ]) {
      const first = await get(APP_PORT, c.path, BR); // builds and caches
      canned.set(c.path, { headers: first.headers, body: first.body });
      await throughput(APP_PORT, c.path, BR, c.clients); // warm-up
      const appRps = await throughput(APP_PORT, c.path, BR, c.clients);
      const rawRps = await throughput(RAW_PORT, c.path, BR, c.clients);
      console.log(
        c.name.padEnd(46),
        appRps.toFixed(0).padStart(10),
        rawRps.toFixed(0).padStart(10),
        (appRps / rawRps).toFixed(2).padStart(7),
        String(first.bytes).padStart(10),
      );
    }

    // ---- 2. Every sort, page 1 and page 2,000 (the database path: no cached page bodies) ----
    console.log(
      `\n2. Pages of 50 on PostgreSQL at ${COUNT} products, ${ITERATIONS} runs each (ms)`,
    );
    console.log(
      "sort".padEnd(14),
      "page".padStart(6),
      "p50".padStart(8),
      "p95".padStart(8),
      "  first call (count, positions)",
    );
    const pages = [1, Math.min(2_000, Math.ceil(COUNT / 50))];
    for (const { value: sort } of SORT_OPTIONS) {
      for (const page of pages) {
        const cold = performance.now();
        const firstAnswer = await queryProducts(db, { sort, page, limit: 50 }, cache);
        const coldMs = performance.now() - cold;
        if (firstAnswer.products.length === 0) throw new Error(`${sort} page ${page} is empty`);
        const times: number[] = [];
        for (let i = 0; i < ITERATIONS; i++) {
          const t0 = performance.now();
          await queryProducts(db, { sort, page, limit: 50 }, cache);
          times.push(performance.now() - t0);
        }
        console.log(
          sort.padEnd(14),
          String(firstAnswer.page).padStart(6),
          fmt(percentile(times, 0.5)),
          fmt(percentile(times, 0.95)),
          `  ${coldMs.toFixed(0)} ms`,
        );
      }
    }
    {
      const times: number[] = [];
      for (let i = 0; i < ITERATIONS; i++) {
        const t0 = performance.now();
        const res = await get(APP_PORT, `/api/product/list?sort=name-asc&page=2000&limit=50`, BR);
        if (res.status !== 200) throw new Error(String(res.status));
        times.push(performance.now() - t0);
      }
      console.log(
        `HTTP GET page 2,000 name-asc (cached answer): p50 ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms`,
      );
    }

    await benchWholeCatalogue(db, cache, platform, APP_PORT, BR);

    // ---- 4. Forgiving search ----
    console.log(
      `\n4. Forgiving search at ${COUNT} products (uncached: each run corrects and counts again)`,
    );
    const typos = [
      "noodls",
      "coke",
      "sardins",
      "vinegr",
      "shampo",
      "chocolat bar",
      "cofee",
      "toyo",
    ];
    for (const [label, run] of [
      [
        "list search with a typo, page 1",
        (q: string) => queryProducts(db, { search: q, limit: 50 }),
      ],
      ["suggest with a typo", (q: string) => suggestProducts(db, q)],
      [
        "list search with a typo, warm cache",
        (q: string) => queryProducts(db, { search: q, limit: 50 }, cache),
      ],
      ["suggest with a typo, warm cache", (q: string) => suggestProducts(db, q, cache)],
    ] as const) {
      const times: number[] = [];
      let meant = "";
      for (let i = 0; i < ITERATIONS; i++) {
        const q = typos[i % typos.length]!;
        const t0 = performance.now();
        const answer = await run(q);
        times.push(performance.now() - t0);
        if (i < typos.length) meant += `${q}→${answer.didYouMean ?? "(exact)"} `;
      }
      console.log(
        `${label.padEnd(34)} p50 ${fmt(percentile(times, 0.5))} ms  p95 ${fmt(percentile(times, 0.95))} ms   ${meant}`,
      );
    }
    await platform.close();
  } finally {
    for (const s of servers) s.close();
    agent.destroy();
    await handle.close();
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end({ timeout: 5 });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
