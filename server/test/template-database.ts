import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";

/**
 * Vitest global setup of the API suite: migrates one database per run, which every test file
 * then clones (server/test/harness.ts) instead of creating an empty one and running every
 * migration itself. On PostgreSQL the template is a database cloned with
 * `CREATE DATABASE … TEMPLATE`; on PGlite a dump of a migrated data folder that each file loads.
 */
declare module "vitest" {
  interface ProvidedContext {
    /** PostgreSQL: the migrated database to clone; "" when the suite runs on PGlite. */
    templateDatabase: string;
    /** PGlite: a file holding the dump of a migrated data folder; "" on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL || undefined;
  const started = performance.now();
  const done = (what: string) =>
    console.log(`[api] ${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (url) {
    const name = `test_template_${randomBytes(6).toString("hex")}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handle = await openDatabase({ url: target.toString(), poolSize: 1 });
    try {
      await handle.migrate();
    } finally {
      // No session may stay on a template while it is being cloned.
      await handle.close();
    }
    project.provide("templateDatabase", name);
    project.provide("pgliteTemplate", "");
    done(`migrated template database ${name}`);
    return async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    };
  }
  const handle = await openDatabase({ pgliteDir: "memory://" });
  const dir = mkdtempSync(join(tmpdir(), "minimart-template-"));
  try {
    await handle.migrate();
    const dump = await handle.dumpDataDir!();
    writeFileSync(join(dir, "pgdata.tar"), new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide("templateDatabase", "");
  project.provide("pgliteTemplate", join(dir, "pgdata.tar"));
  done("migrated template PGlite data folder");
  return async () => rmSync(dir, { recursive: true, force: true });
}
