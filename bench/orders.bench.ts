/**
 * `npm run bench -- orders`: place-order throughput (orders/s) and latency (p50, p99) with
 * stock tracking on, on the embedded PGlite and on PostgreSQL (a throwaway database created
 * on BENCH_DATABASE_URL's server, default postgres://postgres@127.0.0.1:55432/postgres; the
 * PostgreSQL half is skipped when it cannot connect). In-process requests (no socket),
 * CONCURRENCY shoppers at once, each order 3 lines of tracked products. Two mixes:
 * "spread" (random products of 40) and "hot" (every order also takes one same product, so
 * they queue on its row lock). Each is run ROUNDS times; medians are reported.
 *
 *   BENCH_ORDERS=300 BENCH_CONCURRENCY=16 BENCH_ROUNDS=3 npm run bench -- orders
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import postgres from "postgres";
import { createApp } from "../server/app";
import { openDatabase, type DatabaseHandle } from "../server/db/client";
import { addresses, products, users } from "../server/db/schema";
import { parseEnv } from "../server/env";
import type { AppDeps } from "../server/http/app-env";
import { createSession } from "../server/modules/accounts/sessions.service";
import { createPlatform } from "../server/platform/platform";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:55432/postgres";
const PRODUCTS = 40;

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const percentile = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

interface Shopper {
  token: string;
  addressId: string;
}

async function seed(handle: DatabaseHandle, shoppers: number) {
  const db = handle.db;
  const rows = await db
    .insert(products)
    .values(
      Array.from({ length: PRODUCTS + 1 }, (_, i) => ({
        name: `Bench product ${i}`,
        priceCentavos: 10_000 + i * 100,
        category: ["Canned"],
        stockCount: 10_000_000,
      })),
    )
    .returning({ id: products.id });
  const list: Shopper[] = [];
  for (let i = 0; i < shoppers; i++) {
    const [user] = await db
      .insert(users)
      .values({
        name: `Bench ${i}`,
        email: `bench-${i}-${randomBytes(3).toString("hex")}@example.com`,
        passwordHash: "unused",
      })
      .returning({ id: users.id });
    const [address] = await db
      .insert(addresses)
      .values({
        userId: user!.id,
        firstName: "Bench",
        lastName: "Shopper",
        email: "bench@example.com",
        street: "1 Rizal Street",
        barangay: "Pangpang",
        city: "Sorsogon City",
        state: "Sorsogon",
        country: "Philippines",
        phone: "09171234567",
      })
      .returning({ id: addresses.id });
    list.push({ token: await createSession(db, "customer", user!.id), addressId: address!.id });
  }
  return { productIds: rows.map((r) => r.id), shoppers: list };
}

async function runMix(
  app: ReturnType<typeof createApp>,
  shoppers: Shopper[],
  productIds: string[],
  hot: boolean,
) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  async function worker() {
    while (next < ORDERS) {
      const n = next++;
      const shopper = shoppers[n]!;
      const picks = new Set<string>();
      if (hot) picks.add(productIds[PRODUCTS]!);
      while (picks.size < 3) picks.add(productIds[Math.floor(Math.random() * PRODUCTS)]!);
      const body = JSON.stringify({
        items: [...picks].map((product) => ({ product, quantity: 1 })),
        address: shopper.addressId,
      });
      const t0 = performance.now();
      const res = await app.request("/api/order/cod", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${shopper.token}` },
        body,
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (res.status !== 201) failures++;
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    perSecond: ORDERS / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
  };
}

async function benchDatabase(kind: "pglite" | "postgres") {
  let handle: DatabaseHandle;
  let drop = async () => {};
  const dataDir = mkdtempSync(join(tmpdir(), "minimart-bench-orders-"));
  mkdirSync(join(dataDir, "media"));
  mkdirSync(join(dataDir, "images"));
  if (kind === "pglite") {
    handle = await openDatabase({ pgliteDir: "memory://" });
  } else {
    const admin = postgres(PG_URL, { max: 1, onnotice: () => {}, connect_timeout: 5 });
    const name = `bench_orders_${randomBytes(4).toString("hex")}`;
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    handle = await openDatabase({ url: url.toString() });
    drop = async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    };
  }
  try {
    await handle.migrate();
    const env = parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    const deps: AppDeps = {
      db: handle.db,
      env,
      mediaDir: join(dataDir, "media"),
      imagesDir: join(dataDir, "images"),
      platform: createPlatform(handle),
    };
    const app = createApp(deps);
    // A fresh shopper per order in every round: the per-customer limits stay out of the way.
    const rounds = {
      spread: [] as Awaited<ReturnType<typeof runMix>>[],
      hot: [] as Awaited<ReturnType<typeof runMix>>[],
    };
    for (let round = 0; round < ROUNDS; round++) {
      for (const mix of ["spread", "hot"] as const) {
        const { productIds, shoppers } = await seed(handle, ORDERS);
        rounds[mix].push(await runMix(app, shoppers, productIds, mix === "hot"));
        // The count must be exact: every order took one unit of each of its lines.
        const [hotRow] = await handle.db
          .select({ stockCount: products.stockCount })
          .from(products)
          .where(eq(products.id, productIds[PRODUCTS]!));
        if (mix === "hot" && hotRow!.stockCount !== 10_000_000 - ORDERS)
          throw new Error(
            `hot product count ${hotRow!.stockCount}, expected ${10_000_000 - ORDERS}`,
          );
      }
    }
    for (const mix of ["spread", "hot"] as const) {
      const r = rounds[mix];
      console.log(
        `${kind.padEnd(9)} ${mix.padEnd(7)} ${median(r.map((x) => x.perSecond))
          .toFixed(1)
          .padStart(10)} orders/s` +
          `   p50 ${median(r.map((x) => x.p50))
            .toFixed(1)
            .padStart(7)} ms` +
          `   p99 ${median(r.map((x) => x.p99))
            .toFixed(1)
            .padStart(7)} ms` +
          `   refused ${r.reduce((n, x) => n + x.failures, 0)}` +
          `   (rounds: ${r.map((x) => x.perSecond.toFixed(0)).join(", ")} orders/s)`,
      );
    }
    await deps.platform.close();
  } finally {
    await handle.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(
    `\nplace order (POST /api/order/cod), ${ORDERS} orders × ${ROUNDS} rounds, ${CONCURRENCY} at once, 3 tracked lines each; medians:\n`,
  );
  await benchDatabase("pglite");
  try {
    await benchDatabase("postgres");
  } catch (err) {
    console.log(`postgres  skipped: ${(err as Error).message}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
