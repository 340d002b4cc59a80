/**
 * `npm run bench -- stream-caps`: live streams with their caps, over a real socket.
 *
 * On each database (PGlite always; PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is
 * set, in a throwaway database), with the default caps (5 per session, 50 per address):
 * 1. the time to open a stream (request to its `ready` event), p50/p95 over 200 opens on one
 *    session (each closing that session's oldest) and 200 on fresh sessions, with the caps and
 *    with a slot keeper that grants everything (the caps' own cost);
 * 2. a client in another process opens 3,000 streams on one customer token, as in the issue,
 *    100 in flight at a time and then all at once, with the caps and without: the server's open
 *    file descriptors at most, /healthz latency meanwhile, what the client got (200s, the
 *    reason event, streams still open).
 *
 *   BENCH_PORT=3215 BENCH_KINDS=postgres npm run bench -- stream-caps
 */
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { createServer, get, type Server } from "node:http";
import { randomBytes } from "node:crypto";
import { getRequestListener } from "@hono/node-server";
import postgres from "postgres";
import { createApp } from "../server/app";
import { openDatabase } from "../server/db/client";
import { users } from "../server/db/schema";
import { parseEnv } from "../server/env";
import { createSession } from "../server/modules/accounts/sessions.service";
import { openEventStreamCount } from "../server/modules/order-events/order-events.hub";
import { createPlatform } from "../server/platform/platform";
import type { StreamSlots } from "../server/platform/stream-slots";

const PORT = Number(process.env.BENCH_PORT ?? 3215);
const FLOOD = Number(process.env.BENCH_FLOOD ?? 3000);
const OPENS = 200;
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const ONLY = (process.env.BENCH_KINDS ?? "").split(",").filter(Boolean);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const fds = () => readdirSync("/proc/self/fd").length;

/** Opens a stream and resolves at its `ready` event with the time it took and a closer. */
function openStream(token: string): Promise<{ ms: number; close: () => void }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = get(
      {
        host: "127.0.0.1",
        port: PORT,
        path: "/api/events/user",
        agent: false,
        headers: { authorization: `Bearer ${token}` },
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`status ${res.statusCode}`));
        let text = "";
        res.on("data", (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes("event: ready"))
            resolve({ ms: performance.now() - started, close: () => req.destroy() });
        });
        res.on("error", () => {});
      },
    );
    req.on("error", reject);
  });
}

/** The flood's client, in a process of its own so its sockets are not counted as the server's. */
const CLIENT = `
const http = require("node:http");
const { PORT, TOKEN, N, AT_ONCE } = process.env;
const out = { ok: 0, refused: 0, other: 0, errors: 0, withReason: 0, ended: 0, ms: 0 };
const started = Date.now();
let sent = 0, settled = 0;
const report = () => { out.stillOpen = out.ok - out.ended; console.log(JSON.stringify(out)); process.exit(0); };
const settle = () => {
  if (++settled === Number(N)) { out.ms = Date.now() - started; setTimeout(report, 1000); }
  else if (sent < Number(N)) one();
};
function one() {
  sent++;
  const req = http.get({ host: "127.0.0.1", port: Number(PORT), path: "/api/events/user", agent: false,
    headers: { authorization: "Bearer " + TOKEN } }, (res) => {
    if (res.statusCode !== 200) { res.statusCode === 429 ? out.refused++ : out.other++; res.resume(); return settle(); }
    out.ok++;
    let text = "", ready = false;
    res.on("data", (c) => { text += c; if (!ready && text.includes("event: ready")) { ready = true; settle(); } });
    res.on("end", () => { out.ended++; if (text.includes("event: stream.closed")) out.withReason++; if (!ready) settle(); });
    res.on("error", () => {});
  });
  req.on("error", () => { out.errors++; settle(); });
}
for (let i = 0; i < Math.min(Number(AT_ONCE), Number(N)); i++) one();
`;

async function bench(kind: "pglite" | "postgres") {
  let url: string | undefined;
  let drop = async () => {};
  if (kind === "postgres") {
    const name = `bench_caps_${randomBytes(4).toString("hex")}`;
    const admin = postgres(PG_URL!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const u = new URL(PG_URL!);
    u.pathname = `/${name}`;
    url = u.toString();
    drop = async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    };
  }
  const database = await openDatabase(url ? { url } : { pgliteDir: "memory://" });
  await database.migrate();
  const platform = createPlatform(database);
  const capped = platform.streamSlots;
  const unlimited: StreamSlots = {
    claim: async () => ({ granted: true, release: async () => {} }),
    close: async () => {},
  };
  const env = parseEnv({ NODE_ENV: "production", DATA_DIR: "/tmp", LOG_LEVEL: "silent" });
  const app = createApp({ db: database.db, env, mediaDir: "/tmp", imagesDir: "/tmp", platform });
  const server: Server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(PORT, "127.0.0.1", resolve));
  const db = database.db;
  await db.insert(users).values(
    Array.from({ length: OPENS + 1 }, (_, i) => ({
      id: `caps-${i}`,
      name: `Shopper ${i}`,
      email: `caps${i}@example.com`,
      passwordHash: "unused",
    })),
  );
  const tokens: string[] = [];
  for (let i = 0; i <= OPENS; i++) tokens.push(await createSession(db, "customer", `caps-${i}`));

  async function opens(label: string, tokenOf: (i: number) => string) {
    const times: number[] = [];
    const held: (() => void)[] = [];
    for (let i = 0; i < OPENS; i++) {
      const { ms, close } = await openStream(tokenOf(i));
      times.push(ms);
      held.push(close);
      // Fresh sessions stay under the address cap: at most 40 held at once.
      if (held.length > 40) held.shift()!();
    }
    for (const close of held) close();
    await new Promise((r) => setTimeout(r, 300));
    console.log(
      `[${kind}] open to ready, ${label}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
  }
  for (const [name, slots] of [
    ["caps", capped],
    ["no caps", unlimited],
  ] as const) {
    platform.streamSlots = slots;
    await opens(`one session (${name})`, () => tokens[OPENS]!);
    await opens(`fresh sessions (${name})`, (i) => tokens[i]!);
  }
  platform.streamSlots = capped;

  /** The flood; the client reports what it got, the server its own fds and /healthz. */
  async function flood(label: string, atOnce: number) {
    const fdsBefore = fds();
    let fdsMost = fdsBefore;
    const health: number[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const t0 = performance.now();
        await new Promise<void>((resolve) =>
          get({ host: "127.0.0.1", port: PORT, path: "/healthz", agent: false }, (res) => {
            res.resume();
            res.on("end", resolve);
          }).on("error", () => resolve()),
        );
        health.push(performance.now() - t0);
        fdsMost = Math.max(fdsMost, fds());
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const client = spawn(process.execPath, ["-e", CLIENT], {
      env: {
        ...process.env,
        PORT: String(PORT),
        TOKEN: tokens[0],
        N: String(FLOOD),
        AT_ONCE: String(atOnce),
      },
    });
    let output = "";
    client.stdout.on("data", (d: Buffer) => (output += d.toString()));
    await new Promise((resolve) => client.on("exit", resolve));
    probing = false;
    await probe;
    console.log(
      `[${kind}] ${FLOOD} streams on one token, ${atOnce} in flight at once (${label}): client ${output.trim()}; server fds ${fdsBefore} before, ${fdsMost} at most; /healthz meanwhile (${health.length} calls) p50 ${percentile(health, 50).toFixed(1)} ms, p95 ${percentile(health, 95).toFixed(1)} ms, max ${Math.max(...health).toFixed(1)} ms`,
    );
    await new Promise((r) => setTimeout(r, 1_000));
  }
  for (const atOnce of [100, FLOOD]) {
    platform.streamSlots = capped;
    await flood("caps", atOnce);
    platform.streamSlots = unlimited;
    await flood("no caps", atOnce);
  }
  console.log(`[${kind}] server open streams at the end: ${openEventStreamCount()}`);

  await platform.shutdown();
  await new Promise((resolve) => server.close(resolve));
  await platform.close();
  await database.close();
  await drop();
}

for (const kind of ["pglite", "postgres"] as const) {
  if (ONLY.length > 0 && !ONLY.includes(kind)) continue;
  if (kind === "postgres" && !PG_URL) continue;
  await bench(kind);
}
process.exit(0);
