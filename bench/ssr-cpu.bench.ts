/**
 * Server CPU per request for the storefront's server-rendered pages, as an anonymous shopper's
 * browser asks for them (keep-alive socket, brotli accepted), for this checkout's production
 * build and, with `--baseline <dir>`, another checkout's build side by side in one run. Each
 * store is its own process on a fresh demo store; its CPU time comes from /proc, so the client's
 * work is not counted. Rounds alternate between the builds; medians of the rounds are reported
 * with the load average beside each round.
 *
 *   npm run build && npx tsx bench/ssr-cpu.bench.ts --baseline /work/wt-base  [--rounds 3]
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { get } from "./catalog-http";
import { PROJECT_ROOT } from "../server/lib/project-root";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const ROUNDS = Number(arg("rounds") ?? 3);
const REQUESTS = Number(process.env.BENCH_ITERATIONS ?? 200);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4250);
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd", "user-agent": "Mozilla/5.0" };

interface Store {
  name: string;
  child: ChildProcess;
  port: number;
  dataDir: string;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const loadavg = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

/** User + system CPU of a process so far, in ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function start(name: string, dir: string, port: number): Promise<Store> {
  const dataDir = mkdtempSync(join(tmpdir(), "minimart-ssr-cpu-"));
  const child = spawn(process.execPath, [join(dir, "build/main.js")], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
    },
    stdio: "inherit",
  });
  for (let i = 0; i < 300; i++) {
    await new Promise((r) => setTimeout(r, 500));
    try {
      if ((await get(port, "/", BROWSER, false)).status === 200)
        return { name, child, port, dataDir };
    } catch {
      // not listening yet
    }
  }
  throw new Error(`${name} did not start`);
}

async function cpuPerRequest(store: Store, path: string): Promise<number> {
  for (let i = 0; i < 20; i++) await get(store.port, path, BROWSER, false);
  const pid = store.child.pid as number;
  const before = cpuMs(pid);
  for (let i = 0; i < REQUESTS; i++) {
    const res = await get(store.port, path, BROWSER, false);
    if (res.status !== 200) throw new Error(`${store.name} ${path}: ${res.status}`);
  }
  return (cpuMs(pid) - before) / REQUESTS;
}

async function main() {
  const baseline = arg("baseline");
  const stores = [await start("this build", PROJECT_ROOT, BASE_PORT)];
  if (baseline) stores.unshift(await start("baseline", baseline, BASE_PORT + 1));
  try {
    // The same demo product in each store (ids differ): the first on /products.
    const products = new Map<Store, string>();
    for (const store of stores) {
      const list = (await get(store.port, "/products", {})).body.toString();
      const product = /href="(\/products\/[^/"]+\/[0-9a-f-]{36})"/.exec(list)?.[1];
      if (!product) throw new Error(`no product link on ${store.name}'s /products`);
      products.set(store, product);
    }
    const paths = ["/", "/products", "product page"];
    const pathIn = (store: Store, path: string) =>
      path === "product page" ? (products.get(store) as string) : path;
    const results = new Map<string, number[]>();
    for (let round = 1; round <= ROUNDS; round++) {
      for (const store of stores) {
        const load = loadavg();
        const row = [];
        for (const path of paths) {
          const ms = await cpuPerRequest(store, pathIn(store, path));
          const key = `${store.name} ${path}`;
          results.set(key, [...(results.get(key) ?? []), ms]);
          row.push(`${path} ${ms.toFixed(2)} ms`);
        }
        console.log(`round ${round} ${store.name.padEnd(10)} load ${load}: ${row.join(", ")}`);
      }
    }
    console.log(`\nserver CPU per request, median of ${ROUNDS} rounds of ${REQUESTS} (br, guest):`);
    for (const path of paths) {
      const cells = stores.map((s) => median(results.get(`${s.name} ${path}`) ?? []));
      const ratio = cells.length === 2 ? `  ${(cells[0]! / cells[1]!).toFixed(1)}x less` : "";
      console.log(
        `${path.padEnd(14)} ${stores
          .map((s, i) => `${s.name} ${cells[i]!.toFixed(2)} ms`)
          .join("   ")}${ratio}`,
      );
    }
  } finally {
    for (const store of stores) {
      store.child.kill("SIGTERM");
      await new Promise((r) => store.child.once("exit", r));
      rmSync(store.dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
