import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../db/client";
import { tablesInDependencyOrder } from "../db/backup";
import { PROJECT_ROOT } from "../lib/project-root";
import {
  createDatabaseMediaStore,
  createFileMediaStore,
  type MediaStore,
} from "../platform/media-store";
import { createTestContext, DB_KIND, type TestContext } from "./harness";

/**
 * A store for testing the command-line scripts (`npm run backup | restore | media:to-db`):
 * on PGlite a data folder of its own (the script opens it after the test has closed it: the
 * embedded store is locked while open), on PostgreSQL a database of its own that the test
 * and the script share. `run` starts a script as npm does, through tsx, with the store's
 * settings.
 */
export interface ScriptStore {
  dataDir: string;
  /** PostgreSQL: the database's URL (what an env file would name); PGlite: undefined. */
  databaseUrl?: string;
  /** The media store a server on these settings would use (files on PGlite, the table on PostgreSQL). */
  withDb<T>(fn: (db: Database, media: MediaStore) => Promise<T>): Promise<T>;
  run(script: string, args: string[], env?: Record<string, string>): Promise<ScriptResult>;
  close(): Promise<void>;
}

export interface ScriptResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export async function createScriptStore(): Promise<ScriptStore> {
  if (DB_KIND === "postgres") {
    const t: TestContext = await createTestContext();
    const media = createDatabaseMediaStore(t.db);
    return {
      dataDir: t.dataDir,
      databaseUrl: t.databaseUrl,
      withDb: (fn) => fn(t.db, media),
      run: (script, args, env) =>
        runScript(script, args, { DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl!, ...env }),
      close: () => t.close(),
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), "minimart-script-"));
  mkdirSync(join(dataDir, "media"));
  const media = createFileMediaStore(join(dataDir, "media"));
  // The migrations are applied once, as a server would have done.
  const first = await openDatabase({ pgliteDir: join(dataDir, "pglite") });
  await first.migrate();
  await first.close();
  return {
    dataDir,
    async withDb(fn) {
      const database = await openDatabase({ pgliteDir: join(dataDir, "pglite") });
      try {
        return await fn(database.db, media);
      } finally {
        await database.close();
      }
    },
    run: (script, args, env) => runScript(script, args, { DATA_DIR: dataDir, ...env }),
    close: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<ScriptResult> {
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    LOG_LEVEL: "error",
    ...env,
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  return new Promise((done) => {
    const child = spawn(
      join(PROJECT_ROOT, "node_modules/.bin/tsx"),
      [join(PROJECT_ROOT, "scripts", script), ...args],
      { cwd: PROJECT_ROOT, env: childEnv },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (code) => done({ code, stdout, stderr }));
  });
}

/** Rows per table of the shop's data (every public table). */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of await tablesInDependencyOrder(db)) {
    const result = await db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${table}"`));
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      n: number;
    }[];
    out[table] = Number(rows[0]?.n);
  }
  return out;
}

/** Every image of a media store, by name. */
export async function mediaBytes(media: MediaStore): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const { name } of await media.list())
    out.set(name, ((await media.get(name)) ?? Buffer.alloc(0)).toString("base64"));
  return out;
}
