/**
 * Pieces of the cluster test: a throwaway PostgreSQL database, store instances of the
 * production build (node build/main.js), and Debian's nginx with a config made from
 * deploy/nginx.conf, all on free loopback ports.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";

export const ROOT = join(import.meta.dirname, "..", "..");
export const NGINX = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A port nothing listens on now (listen on 0, read it, close). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      const port = typeof address === "object" && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export interface ThrowawayDatabase {
  url: string;
  admin: ReturnType<typeof postgres>;
  drop(): Promise<void>;
}

export async function createThrowawayDatabase(adminUrl: string): Promise<ThrowawayDatabase> {
  const name = `cluster_${randomBytes(5).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    admin,
    async drop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}

export interface Instance {
  id: string;
  port: number;
  dataDir: string;
  process: ChildProcess | null;
  exited: Promise<number | null>;
  logFile: string;
}

export const SELLER = { email: "owner@cluster.test", password: "cluster-seller-pass" };

export function instanceEnv(
  inst: Pick<Instance, "id" | "port" | "dataDir">,
  databaseUrl: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: process.env.HOME ?? "/tmp",
    NODE_ENV: "production",
    PORT: String(inst.port),
    HOST: "127.0.0.1",
    DATA_DIR: inst.dataDir,
    DATABASE_URL: databaseUrl,
    TRUST_PROXY_HOPS: "1",
    MEDIA_STORE: "database",
    INSTANCE_ID: inst.id,
    SELLER_EMAIL: SELLER.email,
    SELLER_PASSWORD: SELLER.password,
    LOG_LEVEL: "error",
    DRAIN_TIMEOUT: "10",
    ...extra,
  };
}

/** Starts `node build/main.js` for the instance; its output goes to a log file. */
export function startInstance(
  inst: Omit<Instance, "process" | "exited">,
  env: Record<string, string>,
): Instance {
  const child = spawn(process.execPath, ["build/main.js"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = createWriteStream(inst.logFile, { flags: "a" });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      resolve(code);
    }),
  );
  return { ...inst, process: child, exited };
}

/** Polls /readyz until 200 (or the process exits, or the time is up). */
export async function waitReady(inst: Instance, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void inst.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${inst.id} exited while starting (see ${inst.logFile})`);
    try {
      const res = await fetch(`http://127.0.0.1:${inst.port}/readyz`);
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  throw new Error(`${inst.id} not ready within ${timeoutMs} ms (see ${inst.logFile})`);
}

/** SIGTERM, then the exit code and how long the process took to exit. */
export async function stopInstance(inst: Instance): Promise<{ code: number | null; ms: number }> {
  const started = performance.now();
  if (!inst.process || inst.process.exitCode !== null)
    return { code: inst.process?.exitCode ?? null, ms: 0 };
  inst.process.kill("SIGTERM");
  const code = await Promise.race([inst.exited, sleep(30_000).then(() => "timeout" as const)]);
  if (code === "timeout") {
    inst.process.kill("SIGKILL");
    return { code: null, ms: performance.now() - started };
  }
  return { code, ms: performance.now() - started };
}

export function newInstance(id: string, port: number, workDir: string) {
  const dataDir = join(workDir, id);
  mkdirSync(dataDir, { recursive: true });
  return { id, port, dataDir, logFile: join(workDir, `${id}.log`) };
}

/**
 * deploy/nginx.conf with the test's instance ports and listen port, wrapped in a main config
 * with its own prefix (pid, logs, temp folders), one worker so round robin is predictable.
 */
export function nginxConfig(prefix: string, listenPort: number, upstreamPorts: number[]): string {
  const site = readFileSync(join(ROOT, "deploy/nginx.conf"), "utf8");
  const servers = upstreamPorts
    .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`)
    .join("\n");
  let placed = false;
  const lines: string[] = [];
  for (const line of site.split("\n")) {
    if (!/^\s*server 127\.0\.0\.1:\d+\b[^;]*;\s*$/.test(line)) lines.push(line);
    else if (!placed) {
      lines.push(servers);
      placed = true;
    }
  }
  if (!placed) throw new Error("deploy/nginx.conf: upstream servers not found");
  const withUpstreams = lines.join("\n");
  const listened = withUpstreams.replace(/listen 80;/, `listen 127.0.0.1:${listenPort};`);
  if (listened === withUpstreams) throw new Error("deploy/nginx.conf: listen 80 not found");
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  return `${user}worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
${listened}
}
`;
}

export interface Nginx {
  port: number;
  prefix: string;
  reconfigure(upstreamPorts: number[]): Promise<void>;
  stop(): Promise<void>;
}

export async function startNginx(upstreamPorts: number[]): Promise<Nginx> {
  const prefix = mkdtempSync(join(tmpdir(), "cluster-nginx-"));
  mkdirSync(join(prefix, "tmp"), { recursive: true });
  const port = await freePort();
  const confFile = join(prefix, "nginx.conf");
  writeFileSync(confFile, nginxConfig(prefix, port, upstreamPorts));
  const check = spawnSync(NGINX, ["-t", "-p", prefix, "-c", confFile], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
  const child = spawn(NGINX, ["-p", prefix, "-c", confFile], { stdio: "ignore" });
  const exited = new Promise((r) => child.once("exit", r));
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error("nginx did not start");
      await sleep(100);
    }
  }
  return {
    port,
    prefix,
    async reconfigure(ports) {
      writeFileSync(confFile, nginxConfig(prefix, port, ports));
      child.kill("SIGHUP");
      await sleep(1500); // old worker finishes, the new one takes over
    },
    async stop() {
      child.kill("SIGQUIT");
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}
