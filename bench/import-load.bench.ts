/**
 * `npm run bench -- import-load`: what shoppers feel while the seller runs the largest bulk
 * import the store accepts (BULK_IMPORT_MAX_PRODUCTS products, default 1,000, with photos).
 *
 * On the embedded database, then on a throwaway PostgreSQL database (BENCH_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:55432/postgres; BENCH_DB=pglite or postgres for one),
 * each with BENCH_PRODUCTS products (default 10,000),
 * shoppers' calls run in a loop (pages of 50 in three sorts, a search, a category) by
 * BENCH_CLIENTS callers (default 4): first for BENCH_SECONDS alone, then while the import
 * runs. Reports p50/p95/p99 of both, their ratio measured in one run, the import's time and
 * the process's peak memory. Goal (issue #8): storefront p99 ≤ 300 ms during the import on
 * the embedded database.
 *
 *   BENCH_PRODUCTS=10000 BENCH_IMAGES=200 npm run bench -- import-load
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getRequestListener } from "@hono/node-server";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import sharp from "sharp";
import { createApp } from "../server/app";
import { openDatabase } from "../server/db/client";
import { parseEnv } from "../server/env";
import { upsertSeller } from "../server/modules/accounts/accounts.service";
import { createPlatform } from "../server/platform/platform";

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:55432/postgres";
const COUNT = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const IMAGES = Number(process.env.BENCH_IMAGES ?? 200);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN;
};

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });
}

/** A photo-like JPEG (noise over a gradient, 1200×1200): it does not compress to nothing. */
async function photo(seed: number): Promise<Buffer> {
  const size = 1200;
  const noise = randomBytes(size * size * 3);
  for (let i = 0; i < noise.length; i += 3) {
    noise[i] = (noise[i]! >> 2) + ((seed * 37) % 192);
    noise[i + 1] = (noise[i + 1]! >> 2) + ((seed * 71) % 192);
    noise[i + 2] = (noise[i + 2]! >> 2) + (((i / 3) % size) * 192) / size;
  }
  return sharp(noise, { raw: { width: size, height: size, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** One run on the embedded database or on a throwaway PostgreSQL database. */
async function run(kind: "pglite" | "postgres") {
  const dataDir = mkdtempSync(join(tmpdir(), "minimart-bench-import-"));
  const name = `bench_import_${randomBytes(4).toString("hex")}`;
  const admin =
    kind === "postgres" ? postgres(ADMIN_URL, { max: 1, onnotice: () => {} }) : undefined;
  let handle;
  if (admin) {
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    handle = await openDatabase({ url: url.toString() });
  } else {
    handle = await openDatabase({ pgliteDir: join(dataDir, "pglite") });
  }
  let server: Server | undefined;
  try {
    await handle.migrate();
    const db = handle.db;
    await db.execute(
      sql.raw(`
      insert into products (id, name, category, price_centavos, bestseller, in_stock, brand, description, image, created_at)
      select md5(i::text)::uuid::text,
        (array['Lucky Me','Nissin','Century','Del Monte','Coca-Cola','Palmolive'])[1 + i % 6]
          || ' ' || (array['Pancit Canton','Tuna Flakes','Shampoo','Sardines','Corned Beef',
                           'Fresh Milk','Instant Coffee','Soy Sauce'])[1 + (i / 6) % 8]
          || ' ' || (i % 997)::text || 'g',
        array[(array['Instant Noodles','Canned Goods','Beverages','Personal Care'])[1 + i % 4]],
        100 + (i * 7919) % 200000, i % 50 = 0, i % 7 <> 0, 'Brand',
        array['A product for the benchmark.'], array['/media/bench.webp'],
        timestamptz '2024-01-01' + (i || ' seconds')::interval
      from generate_series(1, ${COUNT}) as i`),
    );
    await db.execute(sql`vacuum analyze products`);

    mkdirSync(join(dataDir, "media"));
    mkdirSync(join(dataDir, "images"));
    const env = parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    const platform = createPlatform(handle);
    const app = createApp({
      db,
      env,
      mediaDir: join(dataDir, "media"),
      imagesDir: join(dataDir, "images"),
      platform,
    });
    server = createServer(getRequestListener(app.fetch));
    const port = await listen(server);
    const base = `http://127.0.0.1:${port}`;

    await upsertSeller(db, "bench-owner@example.com", "bench-owner-password");
    const login = await fetch(`${base}/api/seller/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "bench-owner@example.com", password: "bench-owner-password" }),
    });
    const { token } = (await login.json()) as { token: string };

    const madeAt = performance.now();
    const photos = await Promise.all(Array.from({ length: IMAGES }, (_, i) => photo(i)));
    const uploadBytes = photos.reduce((n, b) => n + b.length, 0);
    const products = Array.from({ length: env.BULK_IMPORT_MAX_PRODUCTS }, (_, i) => ({
      name: `Imported Grocery ${i}`,
      description: [`Imported grocery number ${i}`],
      price: 10 + (i % 500),
      category: ["Imported"],
      image: [`photo-${i % IMAGES}.jpg`],
    }));
    console.log(
      `\n=== ${kind === "pglite" ? "embedded (PGlite)" : "PostgreSQL"} ===\n` +
        `seeded ${COUNT} products; made ${IMAGES} photos (${(uploadBytes / 1e6).toFixed(1)} MB) ` +
        `in ${((performance.now() - madeAt) / 1000).toFixed(1)} s; import of ${products.length} products`,
    );

    const paths = [
      "/api/product/list?limit=50",
      "/api/product/list?limit=50&sort=price-asc&page=3",
      "/api/product/list?limit=50&sort=name-asc&page=20",
      "/api/product/list?limit=50&search=canton",
      "/api/product/list?limit=50&category=Beverages&page=2",
    ];
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 50);

    /** Shoppers' calls in a loop until `stop()` says so; their times in ms. */
    async function shoppers(stop: () => boolean) {
      const times: number[] = [];
      let failed = 0;
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, c) => {
          for (let i = c; !stop(); i++) {
            const t0 = performance.now();
            const res = await fetch(`${base}${paths[i % paths.length]}`);
            await res.arrayBuffer();
            if (res.status !== 200) failed++;
            times.push(performance.now() - t0);
          }
        }),
      );
      return { times, failed };
    }

    const aloneUntil = performance.now() + SECONDS * 1000;
    const alone = await shoppers(() => performance.now() > aloneUntil);

    const form = new FormData();
    form.append("productData", JSON.stringify({ products }));
    photos.forEach((bytes, i) =>
      form.append(
        "images",
        new File([new Uint8Array(bytes)], `photo-${i}.jpg`, { type: "image/jpeg" }),
      ),
    );
    let importDone = false;
    const importStarted = performance.now();
    const importing = fetch(`${base}/api/product/bulk-import`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }).then(async (res) => {
      const body = (await res.json()) as { message: string };
      importDone = true;
      return { status: res.status, message: body.message, ms: performance.now() - importStarted };
    });
    const during = await shoppers(() => importDone);
    const imported = await importing;
    clearInterval(sampler);
    if (imported.status !== 201) throw new Error(`import: ${imported.status} ${imported.message}`);

    const row = (label: string, r: { times: number[]; failed: number }) =>
      console.log(
        label.padEnd(26),
        String(r.times.length).padStart(7),
        pct(r.times, 0.5).toFixed(1).padStart(8),
        pct(r.times, 0.95).toFixed(1).padStart(8),
        pct(r.times, 0.99).toFixed(1).padStart(8),
        String(r.failed).padStart(7),
      );
    console.log(
      `\nShoppers' calls, ${CLIENTS} callers (ms)\n` +
        "".padEnd(26) +
        "calls".padStart(8) +
        "p50".padStart(9) +
        "p95".padStart(9) +
        "p99".padStart(9) +
        "failed".padStart(8),
    );
    row("alone", alone);
    row("during the import", during);
    console.log(
      `\nimport: ${imported.message} in ${(imported.ms / 1000).toFixed(1)} s; ` +
        `p99 during / alone = ${(pct(during.times, 0.99) / pct(alone.times, 0.99)).toFixed(2)}; ` +
        `peak RSS of this process (server and callers) ${(peakRss / 1024 / 1024).toFixed(0)} MB`,
    );
    await platform.close();
  } finally {
    server?.close();
    await handle.close();
    if (admin) {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const which = process.env.BENCH_DB ?? "both";
if (which !== "postgres") await run("pglite");
if (which !== "pglite") await run("postgres");
