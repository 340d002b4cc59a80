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
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { Worker } from "node:worker_threads";
import { sql } from "drizzle-orm";
import { orders, sellers } from "../server/db/schema";
import { createSession } from "../server/modules/accounts/sessions.service";
import { openEventStreamCount } from "../server/modules/order-events/order-events.hub";
import { recordOrderEvent } from "../server/modules/order-events/order-events.record";
import { PORT, PG_URL, now, percentile, type Store, openStore, listen } from "./events-store";
import { benchPages } from "./events-pages";

const SELLER_STREAMS = Number(process.env.BENCH_SELLER_STREAMS ?? 200);
const CUSTOMER_STREAMS = Number(process.env.BENCH_CUSTOMER_STREAMS ?? 1000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 40);
/** BENCH_KINDS=postgres (or pglite): run one database only. */
const ONLY = (process.env.BENCH_KINDS ?? "").split(",").filter(Boolean);

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
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
