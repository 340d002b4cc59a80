/**
 * HTTP figures as a shopper's phone meets them: over a real socket, to a store running in a
 * process of its own, loaded from a third process. Beside the wall times (requests/s, p50,
 * p95) each figure carries the server's CPU time per request, read from /proc/<pid>/stat, which
 * holds up on a shared, noisy machine where wall times do not. A ratio against a raw node:http
 * server is always taken against one sending the very same bytes (status, headers, body), also
 * in its own process.
 */
import { fork, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PROJECT_ROOT } from "../server/lib/project-root";
import { cpuMsOf, loadAverage, median, percentile } from "./figures";

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export interface Target {
  name: string;
  port: number;
  pid: number;
}

/** One answer, read whole (a probe, not load): to check it and to copy it for the raw server. */
export function fetchOnce(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: [string, string][]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const raw = res.rawHeaders;
        const pairs: [string, string][] = [];
        for (let i = 0; i < raw.length; i += 2) pairs.push([raw[i]!, raw[i + 1]!]);
        resolve({ status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * The built store (`npm run build`) of a checkout — this one, or a baseline's — started as
 * `npm start` would, on its own data folder.
 */
export async function startBuiltStore(options: {
  dataDir: string;
  root?: string;
  name?: string;
  env?: Record<string, string>;
  /** e.g. ["--cpu-prof", "--cpu-prof-dir=/tmp/prof"]: the server's own profile. */
  nodeArgs?: string[];
}): Promise<Target & { stop(): Promise<void> }> {
  const root = options.root ?? PROJECT_ROOT;
  const main = join(root, "build/main.js");
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` there first`);
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: options.dataDir,
      LOG_LEVEL: "error",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // A bench that fails or is stopped takes its store with it.
  const orphaned = () => child.kill("SIGKILL");
  process.once("exit", orphaned);
  child.once("exit", () => process.off("exit", orphaned));
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.once("exit", (code) => reject(new Error(`the store exited (${code}): ${out}`)));
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const ready = /Store ready at http:\/\/localhost:(\d+)/.exec(out);
      if (ready) resolve(Number(ready[1]));
    });
  });
  return {
    name: options.name ?? root,
    port,
    pid: child.pid!,
    stop: () => stopChild(child, "SIGTERM"),
  };
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

/** A raw node:http server answering each path with a copy of the store's own answer. */
export async function startRawServer(
  answers: { path: string; status: number; headers: [string, string][]; body: Buffer }[],
): Promise<Target & { stop(): Promise<void> }> {
  const child = fork(here("./http-load-raw.mjs"), [], { execArgv: [], stdio: "inherit" });
  // Node sets these itself, on both servers alike.
  const own = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
  for (const a of answers)
    child.send({
      path: a.path,
      status: a.status,
      headers: a.headers.filter(([k]) => !own.has(k.toLowerCase())),
      body: a.body.toString("base64"),
    });
  child.send({ listen: true });
  const port = await new Promise<number>((resolve) =>
    child.once("message", (m: { port: number }) => resolve(m.port)),
  );
  return { name: "raw node:http", port, pid: child.pid!, stop: () => stopChild(child, "SIGTERM") };
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  /** Server CPU milliseconds per request. */
  cpuMs: number;
  bytes: number;
  statuses: Record<string, number>;
}

/** `connections` keep-alive clients for `seconds`, from a process of their own. */
export async function load(
  target: Target,
  path: string,
  options: { headers?: Record<string, string>; connections?: number; seconds?: number } = {},
): Promise<LoadResult> {
  const seconds = options.seconds ?? 3;
  const client = fork(here("./http-load-client.mjs"), [], { execArgv: [], stdio: "inherit" });
  await new Promise((resolve) => client.once("spawn", resolve));
  const cpuBefore = cpuMsOf(target.pid);
  const started = performance.now();
  client.send({
    port: target.port,
    path,
    headers: options.headers ?? {},
    connections: options.connections ?? 8,
    seconds,
  });
  const result = await new Promise<{
    requests: number;
    latencies: number[];
    bytes: number;
    statuses: Record<string, number>;
  }>((resolve, reject) => {
    client.once("message", resolve as (m: unknown) => void);
    client.once("exit", (code) => code && reject(new Error(`load client exited (${code})`)));
  });
  const elapsed = (performance.now() - started) / 1000;
  const cpu = cpuMsOf(target.pid) - cpuBefore;
  return {
    requests: result.requests,
    rps: result.requests / elapsed,
    p50: percentile(result.latencies, 0.5),
    p95: percentile(result.latencies, 0.95),
    cpuMs: cpu / Math.max(1, result.requests),
    bytes: result.bytes,
    statuses: result.statuses,
  };
}

export interface Case {
  name: string;
  path: string;
  headers?: Record<string, string>;
  connections?: number;
}

/**
 * Each case on every target (and on a raw server sending the first target's bytes), rounds
 * interleaved so a noisy moment falls on all alike; medians of the rounds.
 */
export async function compare(
  targets: Target[],
  cases: Case[],
  options: { rounds?: number; seconds?: number; raw?: boolean } = {},
) {
  const rounds = options.rounds ?? 3;
  const seconds = options.seconds ?? 3;
  const raw =
    options.raw === false
      ? undefined
      : await startRawServer(
          await Promise.all(
            cases.map(async (c) => ({
              path: c.path,
              ...(await fetchOnce(targets[0]!.port, c.path, c.headers)),
            })),
          ),
        );
  const all = raw ? [raw, ...targets] : targets;
  try {
    for (const c of cases) {
      const runs = new Map<string, LoadResult[]>(all.map((t) => [t.name, []]));
      const loads: string[] = [];
      for (const t of all) await load(t, c.path, { ...c, seconds: 1 }); // warm-up
      for (let r = 0; r < rounds; r++) {
        loads.push(loadAverage());
        for (const t of all) runs.get(t.name)!.push(await load(t, c.path, { ...c, seconds }));
      }
      console.log(`\n${c.name}  (GET ${c.path}; load average per round: ${loads.join(" | ")})`);
      console.log(
        "server".padEnd(24),
        "req/s".padStart(8),
        "p50 ms".padStart(8),
        "p95 ms".padStart(8),
        "CPU ms/req".padStart(11),
        "bytes".padStart(9),
        raw ? "  raw CPU / its CPU" : "",
      );
      const rawCpu = raw ? median(runs.get(raw.name)!.map((x) => x.cpuMs)) : NaN;
      for (const t of all) {
        const rs = runs.get(t.name)!;
        const bad = rs.flatMap((x) => Object.keys(x.statuses)).filter((s) => s !== "200");
        const cpu = median(rs.map((x) => x.cpuMs));
        console.log(
          t.name.slice(0, 24).padEnd(24),
          median(rs.map((x) => x.rps))
            .toFixed(0)
            .padStart(8),
          median(rs.map((x) => x.p50))
            .toFixed(2)
            .padStart(8),
          median(rs.map((x) => x.p95))
            .toFixed(2)
            .padStart(8),
          cpu.toFixed(3).padStart(11),
          String(rs[0]!.bytes).padStart(9),
          raw ? `  ${(rawCpu / cpu).toFixed(2)}` : "",
          bad.length ? `  statuses ${JSON.stringify(rs.map((x) => x.statuses))}` : "",
        );
      }
    }
  } finally {
    await raw?.stop();
  }
}
