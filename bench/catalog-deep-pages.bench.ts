/**
 * `npm run bench -- deep-pages`: page 2,000 of every sort at 100,000 products over a real
 * socket, this branch against a baseline checkout, in one run, on PGlite and PostgreSQL.
 *
 * Each store runs in its own process (catalog-deep-pages-store.ts, with the code of its own
 * worktree and a database of its own) so its CPU is read from /proc apart from the client's.
 * Per store and run: page 1; page 2,000 of each storefront sort and each seller-list sort, warm;
 * then page 2,000 in the first second after a change (a price change, a stock change, a new
 * product, a delete, in turn, each through the seller's API), with 1 and 20 clients. Reports
 * p50/p95 and the server's CPU per request, the median of the runs, and the load average.
 *
 *   BENCH_BASELINE_ROOT=/work/wt-base npm run bench -- deep-pages
 *   DEEP_DBS=pglite DEEP_RUNS=3 DEEP_PRODUCTS=100000 npm run bench -- deep-pages
 */
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { SELLER_SORT_OPTIONS, SORT_OPTIONS } from "../domain/catalog-query";
import { PROJECT_ROOT } from "../server/lib/project-root";
import { agent, get } from "./catalog-http";
import { cpuMsOf, loadAverage, median, percentile } from "./figures";
import { startStore, type Store } from "./catalog-deep-pages-store";

const PRODUCTS = Number(process.env.DEEP_PRODUCTS ?? 100_000);
const RUNS = Number(process.env.DEEP_RUNS ?? 3);
const DBS = (process.env.DEEP_DBS ?? "pglite,postgres").split(",");
const CHANGES = Number(process.env.DEEP_CHANGES ?? 8);
const BASELINE = process.env.BENCH_BASELINE_ROOT;
const DEEP = Math.ceil(PRODUCTS / 50);
const HEADERS = { "accept-encoding": "gzip, deflate, br" };
const STORE_SORTS = SORT_OPTIONS.map((o) => o.value as string);
const SELLER_SORTS = SELLER_SORT_OPTIONS.map((o) => o.value as string);

/** A seeded product's id (the seed's md5(i)::uuid). */
const seededId = (i: number) =>
  createHash("md5")
    .update(String(i))
    .digest("hex")
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5");

const storePath = (sort: string, page: number) =>
  `/api/product/list?sort=${sort}&page=${page}&limit=50`;
const sellerPath = (sort: string, page: number) =>
  `/api/product/seller-list?sort=${sort}&page=${page}&limit=50`;

async function read(store: Store, path: string): Promise<number> {
  const headers = path.includes("seller-list") ? { ...HEADERS, ...store.auth } : HEADERS;
  const t0 = performance.now();
  // A kept-alive socket the server closed as it was reused: one retry, timed from the first try.
  const res = await get(store.port, path, headers, false).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== "ECONNRESET") throw err;
    return get(store.port, path, headers, false);
  });
  if (res.status !== 200) throw new Error(`${store.name} ${path}: ${res.status}`);
  return performance.now() - t0;
}

interface Figure {
  p50: number;
  p95: number;
  cpuMs: number;
}

/** `clients` callers, each reading `paths(i)` `each` times (or until `until` passes). */
async function measure(
  store: Store,
  clients: number,
  each: number,
  path: (i: number) => string,
  until?: number,
): Promise<{ times: number[]; cpu: number }> {
  const cpu0 = cpuMsOf(store.child.pid!);
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = 0; until ? performance.now() < until : i < each; i++)
        times.push(await read(store, path(c * each + i)));
    }),
  );
  return { times, cpu: cpuMsOf(store.child.pid!) - cpu0 };
}
const figure = (r: { times: number[]; cpu: number }): Figure => ({
  p50: percentile(r.times, 0.5),
  p95: percentile(r.times, 0.95),
  cpuMs: r.cpu / r.times.length,
});

let changeCount = 0;
/** One change through the seller's API: a price, a stock flag, a new product, a delete. */
async function change(store: Store, kind: number) {
  const base = `http://127.0.0.1:${store.port}/api/product`;
  const n = ++changeCount;
  const id = seededId(1 + ((n * 7_919 + kind * 104_729) % PRODUCTS));
  const form = (data: unknown) => {
    const f = new FormData();
    f.append("productData", JSON.stringify(data));
    return f;
  };
  const calls = [
    () =>
      fetch(`${base}/update`, {
        method: "POST",
        headers: store.auth,
        body: form({ id, price: 1 + ((n * 37) % 1_900) }),
      }),
    () =>
      fetch(`${base}/stock`, {
        method: "POST",
        headers: { ...store.auth, "content-type": "application/json" },
        body: JSON.stringify({ id, inStock: n % 2 === 0 }),
      }),
    () =>
      fetch(`${base}/add`, {
        method: "POST",
        headers: store.auth,
        body: form({
          name: `Aaa Bench ${n}`,
          description: ["Added"],
          category: ["Snacks"],
          price: 5,
        }),
      }),
    () =>
      fetch(`${base}/delete`, {
        method: "POST",
        headers: { ...store.auth, "content-type": "application/json" },
        body: JSON.stringify({ id }),
      }),
  ];
  const res = await calls[kind % 4]!();
  // A product deleted by an earlier run is a 404: that still is a request, and nothing changes.
  if (res.status >= 500) throw new Error(`${store.name}: change ${kind}: ${res.status}`);
  await res.arrayBuffer();
}

type Row = Record<string, Figure>;

async function runOnce(store: Store): Promise<Row> {
  const row: Row = {};
  // Warm: every deep page read once (the first read of each computes its positions).
  for (const sort of STORE_SORTS) await read(store, storePath(sort, DEEP));
  for (const sort of SELLER_SORTS) await read(store, sellerPath(sort, DEEP));
  row["page 1 (newest), 1 client"] = figure(
    await measure(store, 1, 30, () => storePath("newest", 1)),
  );
  row["page 1 (newest), 20 clients"] = figure(
    await measure(store, 20, 5, () => storePath("newest", 1)),
  );
  const warm1 = { times: [] as number[], cpu: 0 };
  for (const sort of STORE_SORTS) {
    const r = await measure(store, 1, 10, () => storePath(sort, DEEP));
    row[`page ${DEEP} storefront ${sort}, 1 client`] = figure(r);
    warm1.times.push(...r.times);
    warm1.cpu += r.cpu;
  }
  for (const sort of SELLER_SORTS) {
    const r = await measure(store, 1, 10, () => sellerPath(sort, DEEP));
    row[`page ${DEEP} seller ${sort}, 1 client`] = figure(r);
    warm1.times.push(...r.times);
    warm1.cpu += r.cpu;
  }
  row[`page ${DEEP}, every sort, 1 client`] = figure(warm1);
  const all = [
    ...STORE_SORTS.map((s) => storePath(s, DEEP)),
    ...SELLER_SORTS.map((s) => sellerPath(s, DEEP)),
  ];
  row[`page ${DEEP}, every sort, 20 clients`] = figure(
    await measure(store, 20, 6, (i) => all[i % all.length]!),
  );
  for (const clients of [1, 20]) {
    const after = { times: [] as number[], cpu: 0 };
    for (let k = 0; k < CHANGES; k++) {
      await change(store, k);
      const r = await measure(
        store,
        clients,
        0,
        (i) => all[(k * 3 + i) % all.length]!,
        performance.now() + 1_000,
      );
      after.times.push(...r.times);
      after.cpu += r.cpu;
    }
    row[`page ${DEEP} within 1 s after a change, ${clients} client${clients > 1 ? "s" : ""}`] =
      figure(after);
  }
  return row;
}

function printTable(title: string, names: string[], rows: Row[][]) {
  console.log(`\n${title}`);
  const head = ["case".padEnd(52), ...names.map((n) => `${n} p50/p95 ms, cpu ms/req`.padStart(34))];
  console.log(head.join(" "));
  for (const key of Object.keys(rows[0]![0]!)) {
    const cells = names.map((_, s) => {
      const f = (pick: (x: Figure) => number) => median(rows.map((r) => pick(r[s]![key]!)));
      return `${f((x) => x.p50).toFixed(1)} / ${f((x) => x.p95).toFixed(1)}, ${f((x) => x.cpuMs).toFixed(2)}`.padStart(
        34,
      );
    });
    console.log([key.padEnd(52), ...cells].join(" "));
  }
}

async function main() {
  const roots: [string, string][] = [["this branch", PROJECT_ROOT]];
  if (BASELINE) roots.unshift(["baseline", BASELINE]);
  else console.log("(BENCH_BASELINE_ROOT not set: this branch only)");
  for (const kind of DBS) {
    console.log(`\n=== ${kind}, ${PRODUCTS} products ===`);
    const stores: Store[] = [];
    try {
      for (const [name, root] of roots) stores.push(await startStore(name, root, kind, PRODUCTS));
      const runs: Row[][] = [];
      for (let run = 1; run <= RUNS; run++) {
        const rows: Row[] = [];
        for (const store of stores) {
          const before = loadAverage();
          rows.push(await runOnce(store));
          console.log(`  run ${run} ${store.name}: load average ${before} → ${loadAverage()}`);
        }
        runs.push(rows);
        printTable(
          `${kind}, run ${run}`,
          stores.map((s) => s.name),
          [rows],
        );
      }
      printTable(
        `${kind}: median of ${RUNS} runs`,
        stores.map((s) => s.name),
        runs,
      );
    } finally {
      for (const store of stores) await store.cleanup();
    }
  }
  agent.destroy();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
