/**
 * `npm run bench -- orders`: Cash-on-Delivery orders (POST /api/order/cod) over a real socket,
 * CONCURRENCY shoppers at once, each with its own session, address and Idempotency-Keys, each
 * order 3 tracked lines of 40 products. The store runs in a process of its own (bench/orders-store.ts)
 * on a fresh database per run, PGlite and PostgreSQL (a throwaway database on
 * BENCH_DATABASE_URL's server; skipped when it cannot connect). Reported per run: orders/s,
 * p50/p99, the store's CPU per order (user + system from /proc), on PostgreSQL also its
 * backends' CPU per order, then the safety checks: every order re-sent twice at once with its
 * key answers the same order, one shopper firing 10 at once gets exactly the open-order limit,
 * and the database read after the run holds every accepted order exactly once with its event
 * and the exact stock. With `--baseline <dir|commit>` each run is made for that checkout too
 * (`../wt-baseline-<commit>` for a commit), side by side, medians of RUNS.
 *
 *   BENCH_ORDERS=2000 BENCH_CONCURRENCY=50 BENCH_RUNS=3 npm run bench -- orders --baseline /work/wt-base
 *   ORDERS_BENCH_PROFILE=/tmp/prof npm run bench -- orders      (the store under --cpu-prof)
 */
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { PROJECT_ROOT } from "../server/lib/project-root";
import { cpuMsOf, median, percentile } from "./figures";
import { agent, CONCURRENCY, order, place, plan, post, shoppersFor } from "./orders-shoppers";
import { serveOrdersStore, type Accepted, type Seeded, type Verdict } from "./orders-store";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WARM = 200;
const MAX_OPEN = 5;
const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:55432/postgres";
const GOAL_CPU_MS = 8;
const GOAL_PER_SECOND = 250;

function ask<T>(child: ChildProcess, message: object): Promise<T> {
  return new Promise((ok, fail) => {
    child.once("message", (m: { error?: string }) =>
      m.error ? fail(new Error(m.error)) : ok(m as T),
    );
    child.send(message);
  });
}

async function backendPids(url: string): Promise<number[]> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const rows = await sql<
    { pid: number }[]
  >`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`;
  await sql.end();
  return rows.map((r) => r.pid).filter((pid) => existsSync(`/proc/${pid}/stat`));
}

async function runOnce(root: string, kind: "pglite" | "postgres") {
  const dataDir = mkdtempSync(join(tmpdir(), "minimart-bench-orders-"));
  const admin = kind === "postgres" ? postgres(PG_URL, { max: 1, onnotice: () => {} }) : null;
  const name = `bench_orders_${randomBytes(4).toString("hex")}`;
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  if (admin) await admin.unsafe(`CREATE DATABASE ${name}`);
  const profile = process.env.ORDERS_BENCH_PROFILE;
  const child = fork(fileURLToPath(import.meta.url), [], {
    cwd: root,
    execArgv: ["--import", "tsx", ...(profile ? ["--cpu-prof", "--cpu-prof-dir", profile] : [])],
    env: {
      ...process.env,
      ORDERS_BENCH_SERVER: "1",
      ORDERS_BENCH_ROOT: root,
      ORDERS_BENCH_DATA_DIR: dataDir,
      ORDERS_BENCH_DB_URL: admin ? url.toString() : "",
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  try {
    const port = await new Promise<number>((ok, fail) => {
      child.once("exit", (code) => fail(new Error(`the store exited (${code})`)));
      child.once("message", (m: { port?: number }) => ok(m.port!));
    });
    const total = shoppersFor(WARM) + shoppersFor(ORDERS) + 1;
    const { seeded } = await ask<{ seeded: Seeded }>(child, { seed: total });
    const accepted: Accepted[] = [];
    // Warm: JIT, the pool's connections, the database's caches.
    await place(port, plan(seeded, 0, WARM), accepted, []);
    const load = loadavg()
      .map((n) => n.toFixed(2))
      .join(" ");
    const work = plan(seeded, shoppersFor(WARM), ORDERS);
    const pids = admin ? await backendPids(url.toString()) : [];
    const db0 = pids.reduce((s, p) => s + cpuMsOf(p), 0);
    const cpu0 = cpuMsOf(child.pid!);
    const times: number[] = [];
    const n0 = accepted.length;
    const t0 = performance.now();
    const refused = await place(port, work, accepted, times);
    const seconds = (performance.now() - t0) / 1000;
    const placed = accepted.length - n0;
    const cpuMs = (cpuMsOf(child.pid!) - cpu0) / placed;
    const dbMs = pids.length ? (pids.reduce((s, p) => s + cpuMsOf(p), 0) - db0) / placed : NaN;
    // Safety: 100 orders re-sent twice at once with their keys answer the same order.
    const sample = accepted.slice(n0, n0 + 100);
    const byKey = new Map(work.flat().map((o) => [o.key, o]));
    let replayWrong = 0;
    await Promise.all(
      sample.flatMap((a) =>
        [0, 1].map(async () => {
          const o = byKey.get(a.key)!;
          const res = await post(port, o.token, o.key, o.body);
          if (res.status !== 200 || res.json.order?._id !== a.orderId) replayWrong++;
        }),
      ),
    );
    // Limits: one fresh shopper sends 10 at once; exactly the open-order limit is accepted.
    const last = seeded.shoppers[total - 1]!;
    const burst = Array.from({ length: 10 }, () => [order(seeded, last)]);
    await place(port, burst, accepted, []);
    const burstAccepted = accepted.length - n0 - placed;
    const { verdict } = await ask<{ verdict: Verdict }>(child, {
      verify: accepted,
      maxOpen: MAX_OPEN,
    });
    return {
      load,
      perSecond: placed / seconds,
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
      cpuMs,
      dbMs,
      refused,
      replayWrong,
      limitWrong: burstAccepted === MAX_OPEN ? 0 : 1,
      verdict,
    };
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.send({ exit: true });
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      child.kill();
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
}

type Run = Awaited<ReturnType<typeof runOnce>>;

function line(label: string, r: Run) {
  const v = r.verdict;
  const safe =
    r.refused +
    r.replayWrong +
    r.limitWrong +
    v.lost +
    v.duplicated +
    v.stockWrong +
    v.eventsWrong +
    v.overLimit;
  return (
    `  ${label.padEnd(22)} ${r.perSecond.toFixed(0).padStart(5)} orders/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms` +
    `  store CPU ${r.cpuMs.toFixed(2).padStart(6)} ms/order` +
    (Number.isNaN(r.dbMs) ? "" : `  db CPU ${r.dbMs.toFixed(2)} ms/order`) +
    `  refused ${r.refused} lost ${v.lost} duplicated ${v.duplicated} stock ${v.stockWrong} events ${v.eventsWrong}` +
    ` limits ${r.limitWrong + v.overLimit} replays ${r.replayWrong}${safe ? "  UNSAFE" : ""}  (load ${r.load})`
  );
}

async function main() {
  const at = process.argv.indexOf("--baseline");
  const base = at > 0 ? process.argv[at + 1]! : null;
  const roots: [string, string][] = [["this", PROJECT_ROOT]];
  if (base) {
    const dir =
      isAbsolute(base) || base.includes("/")
        ? resolve(base)
        : join(PROJECT_ROOT, "..", `wt-baseline-${base}`);
    if (!existsSync(join(dir, "node_modules"))) throw new Error(`${dir} has no node_modules`);
    roots.unshift(["baseline", dir]);
  }
  console.log(
    `\nCOD orders over a socket: ${ORDERS} per run after ${WARM} to warm, ${CONCURRENCY} shoppers at once, 3 tracked lines each; ${RUNS} runs\n`,
  );
  const kinds = (process.env.BENCH_DBS ?? "postgres,pglite").split(",") as (
    "postgres" | "pglite"
  )[];
  for (const kind of kinds) {
    const runs = new Map<string, Run[]>(roots.map(([n]) => [n, []]));
    try {
      for (let r = 1; r <= RUNS; r++) {
        for (const [label, root] of roots) {
          const result = await runOnce(root, kind);
          runs.get(label)!.push(result);
          console.log(line(`${kind} ${label} #${r}`, result));
        }
      }
    } catch (err) {
      console.log(`${kind} skipped: ${(err as Error).message}`);
      continue;
    }
    for (const [label, rs] of runs) {
      const m = (f: (r: Run) => number) => median(rs.map(f));
      const cpu = m((r) => r.cpuMs);
      const rate = m((r) => r.perSecond);
      console.log(
        `${kind} ${label}: median ${rate.toFixed(0)} orders/s, store CPU ${cpu.toFixed(2)} ms/order` +
          (kind === "postgres" ? `, db CPU ${m((r) => r.dbMs).toFixed(2)} ms/order` : "") +
          `, p99 ${m((r) => r.p99).toFixed(1)} ms` +
          (kind === "postgres"
            ? `  (goal ≤ ${GOAL_CPU_MS} ms and ≥ ${GOAL_PER_SECOND}/s: ${cpu <= GOAL_CPU_MS && rate >= GOAL_PER_SECOND ? "met" : "NOT met"})`
            : ""),
      );
    }
  }
  agent.destroy();
}

if (process.env.ORDERS_BENCH_SERVER) await serveOrdersStore();
else await main();
