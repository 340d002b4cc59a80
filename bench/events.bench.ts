/**
 * `npm run bench -- events`: the order desk's live streams and paged order list (issue #9).
 *
 * On each database (PGlite always; PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is
 * set, in a throwaway database), a real socket server holds 200 seller streams and 1,000
 * customer streams opened by a client in a worker thread (its own heap, so the server's heap is
 * measured alone). Then orders are committed one by one and the worker notes when each arrives
 * on every seller stream: commit-to-arrival p50/p99 over all (order, stream) pairs, and of the
 * last arrival per order. Memory per open stream: the server thread's heap + external growth
 * (after GC) divided by the streams opened. On PostgreSQL it also times the paged seller order
 * list at 10,000 orders (first pages, later pages by cursor, a search), p95.
 *
 *   BENCH_PORT=3214 BENCH_ORDERS=40 npm run bench -- events
 *   BENCH_KINDS=postgres npm run bench -- events       one database only
 */
import { createServer, type Server } from "node:http";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { Worker } from "node:worker_threads";
import { getRequestListener } from "@hono/node-server";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { createApp } from "../server/app";
import { openDatabase, type DatabaseHandle } from "../server/db/client";
import { orders, sellers, users } from "../server/db/schema";
import { parseEnv } from "../server/env";
import type { AppDeps } from "../server/http/app-env";
import { createSession } from "../server/modules/accounts/sessions.service";
import { openEventStreamCount } from "../server/modules/order-events/order-events.hub";
import { recordOrderEvent } from "../server/modules/order-events/order-events.record";
import { createPlatform } from "../server/platform/platform";

const PORT = Number(process.env.BENCH_PORT ?? 3214);
const SELLER_STREAMS = Number(process.env.BENCH_SELLER_STREAMS ?? 200);
const CUSTOMER_STREAMS = Number(process.env.BENCH_CUSTOMER_STREAMS ?? 1000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 40);
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
/** BENCH_KINDS=postgres (or pglite): run one database only. */
const ONLY = (process.env.BENCH_KINDS ?? "").split(",").filter(Boolean);

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const now = () => performance.timeOrigin + performance.now();

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function settledMemory(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((r) => setTimeout(r, 100));
  }
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
}

/** The stream client, in a worker thread: plain JS, node:http only. */
const CLIENT = `
const http = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const now = () => performance.timeOrigin + performance.now();
const { port, sellerTokens, customerTokens } = workerData;
const arrivals = new Map(); // orderId -> arrival times on seller streams
const requests = [];
let ready = 0, failed = 0;
function open(path, token, seller) {
  const req = http.get({ host: "127.0.0.1", port, path, agent: false,
    headers: { authorization: "Bearer " + token, accept: "text/event-stream" } }, (res) => {
    if (res.statusCode !== 200) { failed++; res.resume(); return; }
    res.setEncoding("utf8");
    let buffer = "", isReady = false;
    res.on("data", (chunk) => {
      buffer += chunk;
      let cut;
      while ((cut = buffer.indexOf("\\n\\n")) >= 0) {
        const block = buffer.slice(0, cut); buffer = buffer.slice(cut + 2);
        if (!isReady && block.includes("event: ready")) { isReady = true; if (++ready === total) parentPort.postMessage({ type: "open", failed }); }
        if (seller && block.startsWith("event: order.created")) {
          const at = now();
          const data = JSON.parse(block.slice(block.indexOf("data: ") + 6).split("\\n")[0]);
          let list = arrivals.get(data.orderId);
          if (!list) arrivals.set(data.orderId, (list = []));
          list.push(at);
        }
      }
    });
  });
  req.on("error", () => { failed++; });
  requests.push(req);
}
const total = sellerTokens.length + customerTokens.length;
for (const t of sellerTokens) open("/api/events/seller", t, true);
for (const t of customerTokens) open("/api/events/user", t, false);
parentPort.on("message", (m) => {
  if (m === "report") parentPort.postMessage({ type: "report", arrivals: [...arrivals.entries()] });
  if (m === "close") { for (const r of requests) r.destroy(); parentPort.postMessage({ type: "closed" }); }
});
`;

interface Store {
  kind: "pglite" | "postgres";
  database: DatabaseHandle;
  deps: AppDeps;
  drop(): Promise<void>;
}

async function openStore(kind: "pglite" | "postgres"): Promise<Store> {
  const dataDir = mkdtempSync(join(tmpdir(), "minimart-events-bench-"));
  mkdirSync(join(dataDir, "media"));
  mkdirSync(join(dataDir, "images"));
  let url: string | undefined;
  let drop = async () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === "postgres") {
    const name = `bench_${randomBytes(5).toString("hex")}`;
    const admin = postgres(PG_URL!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const u = new URL(PG_URL!);
    u.pathname = `/${name}`;
    url = u.toString();
    const removeDir = drop;
    drop = async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
      await removeDir();
    };
  }
  const database = await openDatabase(url ? { url } : { pgliteDir: "memory://" });
  await database.migrate();
  // Every stream comes from one loopback client: the per-address cap is lifted for the bench.
  const env = parseEnv({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    EVENT_STREAMS_PER_ADDRESS: "100000",
  });
  const deps: AppDeps = {
    db: database.db,
    env,
    mediaDir: join(dataDir, "media"),
    imagesDir: join(dataDir, "images"),
    platform: createPlatform(database),
  };
  return { kind, database, deps, drop };
}

async function bulkOrders(store: Store, userId: string, count: number) {
  await store.database.db.execute(sql`
    INSERT INTO orders (id, user_id, items, address, subtotal_centavos, delivery_charge_centavos,
      tax_amount_centavos, amount_centavos, status, created_at, updated_at)
    SELECT gen_random_uuid()::text, ${userId}, '[]'::jsonb,
      jsonb_build_object('_id', 'a', 'firstName',
        CASE WHEN g % 997 = 0 THEN 'Marites' ELSE (ARRAY['Rosa','Juan','Maria','Pedro'])[1 + g % 4] END,
        'lastName', 'Dela Cruz', 'email', 'bulk@example.com', 'street', '1 Rizal St',
        'barangay', 'Pangpang', 'city', 'Sorsogon City', 'state', 'Sorsogon',
        'country', 'Philippines', 'phone', '0917' || lpad(g::text, 7, '0')),
      10000, 2000, 200, 12200,
      (ARRAY['Order Placed','Confirmed','Preparing','Out for Delivery','Delivered','Cancelled'])[1 + g % 6],
      now() - g * interval '3 minutes', now() - g * interval '3 minutes'
    FROM generate_series(1, ${count}) AS g`);
  await store.database.db.execute(sql`ANALYZE orders`);
}

async function listen(store: Store): Promise<Server> {
  const app = createApp(store.deps);
  const server = createServer(getRequestListener(app.fetch));
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(PORT, "127.0.0.1", resolve));
  return server;
}

async function benchStreams(store: Store) {
  const db = store.database.db;
  const [seller] = await db
    .insert(sellers)
    .values({ email: `bench-${store.kind}@example.com`, passwordHash: "unused" })
    .returning();
  const sellerTokens: string[] = [];
  for (let i = 0; i < SELLER_STREAMS; i++)
    sellerTokens.push(await createSession(db, "seller", seller!.id));
  await db.execute(sql`
    INSERT INTO users (id, name, email, password_hash)
    SELECT 'bench-user-' || g, 'Shopper ' || g, 'bench' || g || '@example.com', 'unused'
    FROM generate_series(1, ${CUSTOMER_STREAMS}) AS g`);
  const userIds = Array.from({ length: CUSTOMER_STREAMS }, (_, i) => `bench-user-${i + 1}`);
  const customerTokens: string[] = [];
  for (const id of userIds) customerTokens.push(await createSession(db, "customer", id));

  const server = await listen(store);
  const before = await settledMemory();
  const worker = new Worker(CLIENT, {
    eval: true,
    workerData: { port: PORT, sellerTokens, customerTokens },
  });
  const messages: ((m: { type: string; [k: string]: unknown }) => void)[] = [];
  worker.on("message", (m) => messages.shift()?.(m));
  const next = () =>
    new Promise<{ type: string; [k: string]: unknown }>((resolve) => messages.push(resolve));

  const opening = performance.now();
  const opened = await next();
  const openMs = performance.now() - opening;
  const streams = openEventStreamCount();
  const after = await settledMemory();
  const perStream = (after - before) / streams;

  // Orders committed one at a time, each as the checkout writes it: order row, then its event.
  const commits = new Map<string, number>();
  for (let i = 0; i < ORDERS; i++) {
    const userId = userIds[i % userIds.length]!;
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(orders)
        .values({
          userId,
          items: [],
          address: {
            _id: "a",
            firstName: "Bench",
            lastName: "Buyer",
            email: "b@example.com",
            street: "1 Rizal St",
            barangay: "Pangpang",
            city: "Sorsogon City",
            state: "Sorsogon",
            country: "Philippines",
            phone: "09171234567",
          },
          subtotalCentavos: 20000,
          deliveryChargeCentavos: 2000,
          taxAmountCentavos: 400,
          amountCentavos: 22400,
        })
        .returning();
      await recordOrderEvent(tx, {
        orderId: row!.id,
        type: "order.created",
        status: "Order Placed",
        actorType: "customer",
        actorId: userId,
        order: row!,
      });
      return row!.id;
    });
    commits.set(id, now());
    await new Promise((r) => setTimeout(r, 150));
  }
  await new Promise((r) => setTimeout(r, 1_000));
  worker.postMessage("report");
  const report = (await next()) as unknown as { arrivals: [string, number[]][] };
  worker.postMessage("close");
  await next();
  await worker.terminate();

  const all: number[] = [];
  const lastPerOrder: number[] = [];
  let missing = 0;
  const arrivals = new Map(report.arrivals);
  for (const [orderId, committed] of commits) {
    const times = arrivals.get(orderId) ?? [];
    missing += SELLER_STREAMS - times.length;
    for (const at of times) all.push(at - committed);
    if (times.length) lastPerOrder.push(Math.max(...times) - committed);
  }
  await store.deps.platform.shutdown();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  return {
    streams,
    failed: opened.failed as number,
    openMs,
    perStreamKb: perStream / 1024,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    lastP50: percentile(lastPerOrder, 50),
    lastP99: percentile(lastPerOrder, 99),
    missing,
  };
}

async function benchPages(store: Store) {
  const [owner] = await store.database.db
    .insert(users)
    .values({ name: "Bulk", email: "bulk-pages@example.com", passwordHash: "unused" })
    .returning();
  await bulkOrders(store, owner!.id, 10_000);
  const [seller] = await store.database.db
    .insert(sellers)
    .values({ email: "pages@example.com", passwordHash: "unused" })
    .returning();
  const token = await createSession(store.database.db, "seller", seller!.id);
  const server = await listen(store);
  const base = `http://127.0.0.1:${PORT}`;
  const headers = { authorization: `Bearer ${token}` };
  // Over the socket, as a browser calls (fetch asks for gzip); and in process (the app alone:
  // auth, query, JSON, no compression), which tells the app's own cost from the machine's
  // queueing.
  let inProcess = false;
  const app = createApp(store.deps);
  const get = async (path: string) => {
    const t0 = performance.now();
    const res = inProcess
      ? await app.request(path, { headers })
      : await fetch(`${base}${path}`, { headers });
    const body = (await res.json()) as { nextCursor: string | null };
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return { ms: performance.now() - t0, body };
  };
  const cases: Record<string, number[]> = {
    "baseline: GET /api/seller/is-auth": [],
    "first page (limit=20)": [],
    "pages 2-10 by cursor": [],
    "search 'maria', first page": [],
    "by-status Delivered + last 7 days": [],
  };
  for (let i = 0; i < 5; i++) await get("/api/order/seller?limit=20"); // warm-up
  const results: { name: string; n: number; p50: number; p95: number }[] = [];
  for (const mode of ["socket", "in process"] as const) {
    inProcess = mode === "in process";
    for (const ms of Object.values(cases)) ms.length = 0;
    await rounds();
    for (const [name, ms] of Object.entries(cases))
      results.push({
        name: `${name}${inProcess ? " [in process]" : ""}`,
        n: ms.length,
        p50: percentile(ms, 50),
        p95: percentile(ms, 95),
      });
  }
  await store.deps.platform.shutdown();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  return results;

  async function rounds() {
    for (let round = 0; round < 40; round++) {
      // The same socket, auth and JSON with no order query: what the machine costs per call.
      cases["baseline: GET /api/seller/is-auth"]!.push((await get("/api/seller/is-auth")).ms);
      const first = await get("/api/order/seller?limit=20");
      cases["first page (limit=20)"]!.push(first.ms);
      let cursor = first.body.nextCursor;
      for (let p = 2; p <= 10 && cursor; p++) {
        const page = await get(`/api/order/seller?limit=20&cursor=${cursor}`);
        cases["pages 2-10 by cursor"]!.push(page.ms);
        cursor = page.body.nextCursor;
      }
      cases["search 'maria', first page"]!.push((await get("/api/order/seller?q=maria")).ms);
      const from = new Date(Date.now() - 6 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
      cases["by-status Delivered + last 7 days"]!.push(
        (await get(`/api/order/by-status/Delivered?from=${from}`)).ms,
      );
    }
  }
}

async function main() {
  const kinds = (PG_URL ? (["pglite", "postgres"] as const) : (["pglite"] as const)).filter(
    (kind) => ONLY.length === 0 || ONLY.includes(kind),
  );
  console.log(
    `${SELLER_STREAMS} seller + ${CUSTOMER_STREAMS} customer streams, ${ORDERS} orders, port ${PORT}`,
  );
  for (const kind of kinds) {
    const store = await openStore(kind);
    try {
      const r = await benchStreams(store);
      console.log(
        `\n[${kind}] streams open: ${r.streams} (failed ${r.failed}) in ${r.openMs.toFixed(0)} ms`,
      );
      console.log(
        `[${kind}] memory per open stream: ${r.perStreamKb.toFixed(1)} KB (heap + external, server thread)`,
      );
      console.log(
        `[${kind}] commit → seller stream, all ${ORDERS}×${SELLER_STREAMS} arrivals: p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms; missing ${r.missing}`,
      );
      console.log(
        `[${kind}] commit → last of the ${SELLER_STREAMS} seller streams, per order: p50 ${r.lastP50.toFixed(1)} ms, p99 ${r.lastP99.toFixed(1)} ms`,
      );
      if (kind === "postgres") {
        console.log(
          `\n[${kind}] paged seller order list at 10,000 orders (40 rounds, socket then in process):`,
        );
        for (const c of await benchPages(store))
          console.log(
            `  ${c.name.padEnd(49)} n=${String(c.n).padStart(4)}  p50 ${c.p50.toFixed(1).padStart(6)} ms  p95 ${c.p95.toFixed(1).padStart(6)} ms`,
          );
      }
    } finally {
      await store.deps.platform.close();
      await store.database.close();
      await store.drop();
    }
  }
  if (!PG_URL) console.log("\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
