/**
 * `npm run bench -- start`: the built store (build/main.js, production) started on an existing,
 * already migrated and seeded embedded store: the time from the process's start to its first
 * 200 (GET / and GET /api/product/list, polled every 20 ms) and its resident memory once idle
 * (IDLE_SECONDS, 30 unless told, after the first 200 with no request in between: V8 gives back
 * its young generation some 8 s after the last activity). Medians of BENCH_RUNS (3), the load
 * average beside each run, and the CPU the process used up to its first 200 (which the load does
 * not colour). Goals: ≤ 3 s to the first 200, ≤ 250 MB idle.
 *
 * START_BENCH_DATA_DIR: the store to start (default: a fresh folder, seeded by one start first,
 * which is not counted). `npm run build` first. START_BENCH_MAIN: another bundle to start
 * (a former build, to compare under the same load).
 *   BENCH_RUNS=3 npm run bench -- start
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { PROJECT_ROOT } from "../server/lib/project-root";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 30);
const PORT = Number(process.env.START_BENCH_PORT ?? 3303);
const GOALS = { seconds: 3, idleMb: 250 };
const MAIN = join(PROJECT_ROOT, process.env.START_BENCH_MAIN ?? "build/main.js");

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
/** CPU seconds (user + system) a process has used: its start's cost, whatever the load. */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

function start(dataDir: string): ChildProcess {
  return spawn(process.execPath, [MAIN], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function firstOk(path: string, started: number, child: ChildProcess): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the store exited (${child.exitCode})`);
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}${path}`);
      await res.arrayBuffer();
      if (res.status === 200) return (performance.now() - started) / 1000;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error(`no 200 from ${path} in 120 s`);
    await sleep(20);
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

async function runOnce(dataDir: string) {
  const loadBefore = load();
  const started = performance.now();
  const child = start(dataDir);
  try {
    // The home page first (the shopper's first request), then the catalogue call.
    const home = await firstOk("/", started, child);
    const cpu = cpuSeconds(child.pid as number);
    const list = await firstOk("/api/product/list", started, child);
    await sleep(IDLE_SECONDS * 1000);
    return { home, cpu, list, idle: rssMb(child.pid as number), loadBefore };
  } finally {
    await stop(child);
  }
}

async function main() {
  if (!existsSync(MAIN)) throw new Error("build/main.js is missing: run npm run build first");
  const given = process.env.START_BENCH_DATA_DIR;
  const dataDir = given ?? mkdtempSync(join(tmpdir(), "minimart-bench-start-"));
  try {
    if (!given) {
      console.log("seeding a fresh store (one start, not counted)...");
      const child = start(dataDir);
      await firstOk("/api/product/list", performance.now(), child);
      await stop(child);
    }
    console.log(`on ${availableParallelism()} cores; store ${dataDir}`);
    console.log(
      "run  load avg (1/5/15 min)  first 200 GET / (s)  its CPU (s)  /api/product/list (s)  idle RSS (MB)",
    );
    const results = [];
    for (let run = 1; run <= RUNS; run++) {
      const r = await runOnce(dataDir);
      results.push(r);
      console.log(
        String(run).padEnd(4),
        r.loadBefore.padEnd(23),
        r.home.toFixed(2).padStart(19),
        r.cpu.toFixed(2).padStart(11),
        r.list.toFixed(2).padStart(22),
        r.idle.toFixed(0).padStart(14),
      );
    }
    const home = median(results.map((r) => r.home));
    const idle = median(results.map((r) => r.idle));
    console.log(
      `median: first 200 ${home.toFixed(2)} s (goal ≤ ${GOALS.seconds}) using ${median(results.map((r) => r.cpu)).toFixed(2)} s of CPU, catalogue call ${median(results.map((r) => r.list)).toFixed(2)} s; ` +
        `idle RSS ${idle.toFixed(0)} MB (goal ≤ ${GOALS.idleMb})`,
    );
  } finally {
    if (!given) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
