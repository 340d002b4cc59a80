/**
 * The events bench's throwaway store (PGlite, or a PostgreSQL database of its own), its server and
 * its timings.
 */
import { createServer, type Server } from "node:http";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getRequestListener } from "@hono/node-server";
import postgres from "postgres";
import { createApp } from "../server/app";
import { openDatabase, type DatabaseHandle } from "../server/db/client";
import { parseEnv } from "../server/env";
import type { AppDeps } from "../server/http/app-env";
import { createPlatform } from "../server/platform/platform";

export const PORT = Number(process.env.BENCH_PORT ?? 3214);
export const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
export const now = () => performance.timeOrigin + performance.now();

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface Store {
  kind: "pglite" | "postgres";
  database: DatabaseHandle;
  deps: AppDeps;
  drop(): Promise<void>;
}

export async function openStore(kind: "pglite" | "postgres"): Promise<Store> {
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

export async function listen(store: Store): Promise<Server> {
  const app = createApp(store.deps);
  const server = createServer(getRequestListener(app.fetch));
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(PORT, "127.0.0.1", resolve));
  return server;
}
