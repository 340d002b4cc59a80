import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import postgres from "postgres";
import { PROJECT_ROOT } from "../lib/project-root";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The query builder both drivers share; services are written against this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, usable wherever a Database is. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Follows a NOTIFY channel. On PostgreSQL this hears every instance sharing the database;
   * on PGlite, this process. Notifications sent inside a transaction arrive after its commit.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

export const MIGRATIONS_DIR = join(PROJECT_ROOT, "server/db/migrations");

export interface DatabaseOptions {
  /** A postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data folder, or "memory://" for a throwaway in-memory database. */
  pgliteDir?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const client = postgres(options.url, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      migrate: async () => {
        await migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS_DIR });
      },
      close: async () => {
        await client.end({ timeout: 5 });
      },
      listen: async (channel, onPayload) => {
        const { unlisten } = await client.listen(channel, onPayload);
        return unlisten;
      },
    };
  }
  const dir = options.pgliteDir ?? "memory://";
  let unlock = () => {};
  if (!dir.startsWith("memory://")) {
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dir, { extensions: { pg_trgm } });
  } catch (err) {
    unlock();
    throw err;
  }
  const pglite = drizzlePglite(client, { schema });
  return {
    db: pglite as unknown as Database,
    kind: "pglite",
    migrate: async () => {
      await migratePglite(pglite, { migrationsFolder: MIGRATIONS_DIR });
    },
    close: async () => {
      await client.close();
      unlock();
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
  };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * When a process started (Linux: /proc/<pid>/stat field 22, clock ticks since boot), so a
 * recycled pid is told apart from the process that wrote the lock. null where unknown.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function processCommand(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return null;
  }
}

interface LockOwner {
  pid: number;
  started: string | null;
}

function parseLock(text: string): LockOwner | null {
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner> | number;
    if (typeof parsed === "number") return { pid: parsed, started: null }; // an older store's lock
    if (typeof parsed.pid === "number") return { pid: parsed.pid, started: parsed.started ?? null };
  } catch {
    return null;
  }
  return null;
}

/**
 * Whether the lock's writer still runs: the pid is alive and, where /proc tells, it is the same
 * process (same start time) or, for an older lock without one, a Node process. A pid reused by
 * an unrelated program (after a crash and a reboot, say) does not block the start.
 */
export function lockHolderAlive(owner: LockOwner): boolean {
  if (owner.pid === process.pid || !processAlive(owner.pid)) return false;
  const started = processStartTime(owner.pid);
  if (owner.started && started) return owner.started === started;
  const command = processCommand(owner.pid);
  if (command !== null) return /\bnode|tsx|vitest/.test(command);
  return true;
}

/**
 * PGlite is a database in this process: a second process opening the same files (a script
 * while the store runs) would corrupt them. A lock file naming our pid and start time keeps it
 * to one; a lock left by a process that no longer exists, or whose pid now belongs to another
 * program, is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const lockFile = join(dir, "..", `${basename(dir)}.lock`);
  const mine = JSON.stringify({ pid: process.pid, started: processStartTime(process.pid) });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, mine, { flag: "wx" });
      return () => rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = parseLock(readFileSync(lockFile, "utf8").trim());
      if (owner && owner.pid > 0 && lockHolderAlive(owner)) {
        throw new Error(
          `The embedded database in ${dir} is in use by process ${owner.pid}. Stop the store first (or use DATABASE_URL).`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dir}`);
}
