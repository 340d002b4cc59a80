import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../lib/project-root";
import { lockDataDir } from "./data-dir-lock";
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
  /**
   * PostgreSQL only: one connection of the pool for the caller alone until release(), for
   * session-level state such as advisory locks (server/platform/locks.ts).
   */
  reserveSession?: () => Promise<ReservedSession>;
  /** Throws when the database does not answer a trivial query. */
  ping(): Promise<void>;
  /** True when every migration shipped with this build has been applied. */
  migrationsApplied(): Promise<boolean>;
  /**
   * Runs `fn` while holding the start-up lock: on PostgreSQL a session advisory lock on a
   * dedicated connection, so of N instances starting together exactly one migrates and seeds
   * while the others wait; on PGlite (one process) it simply runs `fn`.
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  /** PGlite only: the data folder as a tarball, to open copies of it (pgliteLoadDataDir). */
  dumpDataDir?: () => Promise<Blob>;
  /** Pool figures for /metrics (null on PGlite). */
  poolStats(): Promise<{ max: number; byState: Record<string, number> } | null>;
}

export interface ReservedSession {
  query(text: string, params: unknown[]): Promise<Record<string, unknown>[]>;
  release(): void;
}

/** The database at DATABASE_URL could not be reached or refused us: a one-line reason. */
export class DatabaseUnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DatabaseUnreachableError";
  }
}

/** Advisory lock key of start-up (migrations, seed, seller account): "minimart" in ASCII. */
export const STARTUP_LOCK_KEY = 0x6d696e69_6d617274n;

/** How many migrations this build ships (the journal drizzle-kit writes). */
function shippedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

async function appliedMigrationCount(db: Database): Promise<number> {
  try {
    const result = await db.execute(
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      n: number;
    }[];
    return Number(rows[0]?.n ?? 0);
  } catch {
    return 0; // no migrations table yet
  }
}

/** "host:port" of a postgres URL, without user or password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname || "localhost"}:${u.port || "5432"}${u.pathname && u.pathname !== "/" ? u.pathname : ""}`;
  } catch {
    return "(unparseable DATABASE_URL)";
  }
}

function connectionFailure(url: string, err: unknown): DatabaseUnreachableError {
  const e = err as NodeJS.ErrnoException & { errors?: Error[] };
  // A connection refused on every address arrives as an AggregateError with an empty message.
  const reason =
    e?.message || e?.errors?.map((x) => x.message).find(Boolean) || e?.code || String(err);
  return new DatabaseUnreachableError(
    `Cannot reach the database at ${describeDatabaseUrl(url)}: ${reason.replace(/\s+/g, " ").trim()}`,
  );
}

export const MIGRATIONS_DIR = join(PROJECT_ROOT, "server/db/migrations");

export interface DatabaseOptions {
  /** A postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data folder, or "memory://" for a throwaway in-memory database. */
  pgliteDir?: string;
  /**
   * PGlite: start from this dump of a data folder (PGlite's dumpDataDir) instead of an empty
   * cluster. Test suites clone one migrated database per file this way.
   */
  pgliteLoadDataDir?: Blob;
  /** PGlite: its shared buffers (PGLITE_SHARED_BUFFERS), 8MB unless told. */
  pgliteSharedBuffers?: string;
  /** PostgreSQL: connections in the pool (default 10). */
  poolSize?: number;
  /** PostgreSQL: application_name of the connections (pool figures in /metrics read it). */
  applicationName?: string;
}

/**
 * PGlite's own start parameters with smaller shared buffers than PostgreSQL's 128 MB (8 MB
 * unless told): the seeded catalogue is a few tens of MB on disk and its pages stay in the
 * operating system's cache; the 128 MB of buffers were most of an idle store's memory.
 */
export const pgliteStartParams = (sharedBuffers = "8MB") => [
  ...PGlite.defaultStartParams,
  "-c",
  `shared_buffers=${sharedBuffers}`,
];

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    // The PostgreSQL driver and both migrators are loaded only when used.
    const [{ default: postgres }, { drizzle: drizzlePostgres }] = await Promise.all([
      import("postgres"),
      import("drizzle-orm/postgres-js"),
    ]);
    const url = options.url;
    const client = postgres(url, {
      max: options.poolSize ?? 10,
      onnotice: () => {},
      connect_timeout: 10,
      connection: { application_name: options.applicationName ?? "minimart" },
    });
    const db = drizzlePostgres(client, { schema }) as unknown as Database;
    try {
      await client`SELECT 1`;
    } catch (err) {
      await client.end({ timeout: 1 }).catch(() => {});
      throw connectionFailure(url, err);
    }
    return {
      db,
      kind: "postgres",
      migrate: async () => {
        const { migrate: migratePostgres } = await import("drizzle-orm/postgres-js/migrator");
        await migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS_DIR });
      },
      close: async () => {
        await client.end({ timeout: 5 });
      },
      listen: async (channel, onPayload) => {
        const { unlisten } = await client.listen(channel, onPayload);
        return unlisten;
      },
      reserveSession: async () => {
        const reserved = await client.reserve();
        return {
          query: async (text, params) =>
            [...(await reserved.unsafe(text, params as never[]))] as Record<string, unknown>[],
          release: () => reserved.release(),
        };
      },
      ping: async () => {
        await client`SELECT 1`;
      },
      migrationsApplied: async () => (await appliedMigrationCount(db)) >= shippedMigrationCount(),
      withStartupLock: async (fn) => {
        const conn = await client.reserve();
        try {
          await conn`SELECT pg_advisory_lock(${STARTUP_LOCK_KEY.toString()}::bigint)`;
          try {
            return await fn();
          } finally {
            await conn`SELECT pg_advisory_unlock(${STARTUP_LOCK_KEY.toString()}::bigint)`;
          }
        } finally {
          conn.release();
        }
      },
      poolStats: async () => {
        const rows = await client<{ state: string | null; n: number }[]>`
          SELECT state, count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = ${options.applicationName ?? "minimart"}
          GROUP BY state`;
        const byState: Record<string, number> = {};
        for (const r of rows) byState[r.state ?? "unknown"] = r.n;
        return { max: options.poolSize ?? 10, byState };
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
    client = await PGlite.create(dir, {
      extensions: { pg_trgm },
      startParams: pgliteStartParams(options.pgliteSharedBuffers),
      ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
    });
  } catch (err) {
    unlock();
    throw err;
  }
  const pglite = drizzlePglite(client, { schema });
  return {
    db: pglite as unknown as Database,
    kind: "pglite",
    migrate: async () => {
      const { migrate: migratePglite } = await import("drizzle-orm/pglite/migrator");
      await migratePglite(pglite, { migrationsFolder: MIGRATIONS_DIR });
    },
    close: async () => {
      await client.close();
      unlock();
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    ping: async () => {
      await client.query("SELECT 1");
    },
    migrationsApplied: async () =>
      (await appliedMigrationCount(pglite as unknown as Database)) >= shippedMigrationCount(),
    withStartupLock: (fn) => fn(),
    dumpDataDir: () => client.dumpDataDir("none"),
    // One in-process connection, always open: the gauge shows its size like PostgreSQL's pool.
    poolStats: async () => ({ max: 1, byState: {} }),
  };
}
