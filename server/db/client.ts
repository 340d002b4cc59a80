import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
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
    };
  }
  const dir = options.pgliteDir ?? "memory://";
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const pglite = drizzlePglite(client, { schema });
  return {
    db: pglite as unknown as Database,
    kind: "pglite",
    migrate: async () => {
      await migratePglite(pglite, { migrationsFolder: MIGRATIONS_DIR });
    },
    close: async () => {
      await client.close();
    },
  };
}
