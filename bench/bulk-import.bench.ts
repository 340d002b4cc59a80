/**
 * `npm run bench -- bulk-import`: the seller's bulk import through the real HTTP route, and the
 * server's memory while it runs.
 *
 * BENCH_IMAGES (default 500) products, each with its own photo-like JPEG (900×675, about
 * 160 KB: about 80 MB in all), are sent as one multipart request to a store running in a
 * process of its own (so its memory is the server's alone), on the embedded database and, when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on a throwaway PostgreSQL database.
 * Reported per run: the import's time (request sent → answer), the server's RSS before (after
 * a GC), its peak (sampled every 50 ms) and after (a GC and 2 s to settle); then the medians
 * of BENCH_RUNS runs (default 3), each on a fresh store.
 * Goals (issue 10): ≤ 12 s; RSS growth ≤ 150 MB, given back after.
 *
 *   BENCH_RUNS=3 BENCH_IMAGES=500 npm run bench -- bulk-import
 * BENCH_SERVER_NODE_ARGS adds node options to the server's process (a CPU profile, say).
 */
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { serveBenchStore } from "./bench-store";
import sharp from "sharp";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IMAGES = Number(process.env.BENCH_IMAGES ?? 500);
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const SELLER = { email: "bench-importer@example.com", password: "bench-importer-password" };
const GOALS = { seconds: 12, growthMb: 150 };

type ServerMessage = { port: number } | { rss: number };

// ---- the store, in its own process (this file, with BULK_BENCH_SERVER set) ----
async function serve() {
  await serveBenchStore({
    dataDir: process.env.BULK_BENCH_DATA_DIR as string,
    url: process.env.BULK_BENCH_DB_URL || undefined,
    seller: SELLER,
    migrate: true,
  });
  process.on("message", async (message: { gc?: boolean; exit?: boolean }) => {
    if (message.exit) process.exit(0); // a normal exit writes a --cpu-prof profile
    if (!message.gc) return;
    for (let i = 0; i < 3; i++) {
      (globalThis as { gc?: () => void }).gc?.();
      await new Promise((r) => setTimeout(r, 700));
    }
    process.send?.({ rss: process.memoryUsage().rss });
  });
}

// ---- the bench ----
const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const mb = (bytes: number) => bytes / 1024 / 1024;

/** A photo-like JPEG: gradients under noise, so it does not compress to nothing. */
async function photo(seed: number): Promise<Buffer> {
  const [w, h] = [900, 675];
  const px = randomBytes(w * h * 3);
  for (let i = 0; i < px.length; i += 3) {
    const x = (i / 3) % w;
    const y = Math.floor(i / 3 / w);
    px[i] = (px[i]! >> 2) + (((x * 150) / w + seed * 7) % 190);
    px[i + 1] = (px[i + 1]! >> 2) + (y * 150) / h;
    px[i + 2] = (px[i + 2]! >> 2) + ((seed * 31) % 190);
  }
  return sharp(px, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The server's resident memory, from /proc (Linux), in bytes. */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** CPU seconds (user + system) the server has used so far: the import's cost, whatever the load. */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100/s)
}

function startServer(dataDir: string, dbUrl?: string) {
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: [
      "--import",
      "tsx",
      "--expose-gc",
      // e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": the server's own profile
      ...(process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean),
    ],
    env: {
      ...process.env,
      BULK_BENCH_SERVER: "1",
      BULK_BENCH_DATA_DIR: dataDir,
      BULK_BENCH_DB_URL: dbUrl ?? "",
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the store exited (${code})`)));
    child.on("message", (m: ServerMessage) => {
      if ("port" in m) resolve(m.port);
    });
  });
  return { child, port };
}

function settledRss(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (m: ServerMessage) => {
      if ("rss" in m) {
        child.off("message", onMessage);
        resolve(m.rss);
      }
    };
    child.on("message", onMessage);
    child.send({ gc: true });
  });
}

async function throwawayDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: postgres } = await import("postgres");
  const admin = postgres(PG_URL as string, { max: 1, onnotice: () => {} });
  const name = `bench_bulk_${randomBytes(4).toString("hex")}`;
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL as string);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

interface RunResult {
  seconds: number;
  cpu: number;
  before: number;
  peak: number;
  after: number;
}

async function runOnce(kind: "pglite" | "postgres", photos: Buffer[]): Promise<RunResult> {
  const dataDir = mkdtempSync(join(tmpdir(), "minimart-bench-bulk-"));
  const db = kind === "postgres" ? await throwawayDatabase() : undefined;
  const { child, port: portPromise } = startServer(dataDir, db?.url);
  try {
    const base = `http://127.0.0.1:${await portPromise}`;
    const login = await fetch(`${base}/api/seller/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(SELLER),
    });
    const { token } = (await login.json()) as { token: string };
    const products = photos.map((_, i) => ({
      name: `Bench Grocery ${i}`,
      description: [`Grocery number ${i}`, "A product for the benchmark"],
      price: 10 + (i % 500),
      category: ["Canned"],
      image: [`photo-${i}.jpg`],
    }));
    const form = new FormData();
    form.append("productData", JSON.stringify({ products }));
    photos.forEach((bytes, i) =>
      form.append(
        "images",
        new File([new Uint8Array(bytes)], `photo-${i}.jpg`, { type: "image/jpeg" }),
      ),
    );

    const before = await settledRss(child);
    let peak = rssOf(child.pid as number);
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(child.pid as number));
    }, 50);
    const started = performance.now();
    const cpuBefore = cpuSecondsOf(child.pid as number);
    const res = await fetch(`${base}/api/product/bulk-import`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await res.json()) as { message: string; imported?: number };
    const seconds = (performance.now() - started) / 1000;
    const cpu = cpuSecondsOf(child.pid as number) - cpuBefore;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(child.pid as number));
    if (res.status !== 201 || body.imported !== photos.length)
      throw new Error(`import: ${res.status} ${body.message}`);
    const after = await settledRss(child);
    return { seconds, cpu, before, peak, after };
  } finally {
    const exited = new Promise((r) => child.once("exit", r));
    child.send({ exit: true });
    await exited;
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const madeAt = performance.now();
  const photos: Buffer[] = [];
  for (let i = 0; i < IMAGES; i++) photos.push(await photo(i));
  const bytes = photos.reduce((n, b) => n + b.length, 0);
  console.log(
    `${IMAGES} products with ${IMAGES} distinct JPEGs, ${mb(bytes).toFixed(1)} MB ` +
      `(${(bytes / IMAGES / 1024).toFixed(0)} KB each), made in ${((performance.now() - madeAt) / 1000).toFixed(1)} s`,
  );
  const kinds: ("pglite" | "postgres")[] = PG_URL ? ["pglite", "postgres"] : ["pglite"];
  for (const kind of kinds) {
    console.log(`\n=== ${kind === "pglite" ? "embedded (PGlite)" : "PostgreSQL"} ===`);
    console.log(
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")} on ${availableParallelism()} cores`,
    );
    console.log("run   time (s)  server CPU (s)  RSS before  peak   after  (MB)   growth  kept");
    const results: RunResult[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const r = await runOnce(kind, photos);
      results.push(r);
      console.log(
        String(run).padEnd(5),
        r.seconds.toFixed(1).padStart(8),
        r.cpu.toFixed(1).padStart(15),
        mb(r.before).toFixed(0).padStart(11),
        mb(r.peak).toFixed(0).padStart(6),
        mb(r.after).toFixed(0).padStart(7),
        mb(r.peak - r.before)
          .toFixed(0)
          .padStart(13),
        mb(r.after - r.before)
          .toFixed(0)
          .padStart(5),
      );
    }
    const m = (pick: (r: RunResult) => number) => median(results.map(pick));
    const seconds = m((r) => r.seconds);
    const growth = mb(m((r) => r.peak - r.before));
    console.log(
      `median: ${seconds.toFixed(1)} s (goal ≤ ${GOALS.seconds}), server CPU ${m((r) => r.cpu).toFixed(1)} s; RSS ${mb(m((r) => r.before)).toFixed(0)} → ` +
        `peak ${mb(m((r) => r.peak)).toFixed(0)} → after ${mb(m((r) => r.after)).toFixed(0)} MB; ` +
        `growth ${growth.toFixed(0)} MB (goal ≤ ${GOALS.growthMb}), kept after ${mb(m((r) => r.after - r.before)).toFixed(0)} MB`,
    );
  }
}

if (process.env.BULK_BENCH_SERVER) await serve();
else await main();
