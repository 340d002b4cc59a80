import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { boot } from "../boot";
import { parseEnv } from "../env";
import { DB_KIND, TEST_DATABASE_URL } from "../test/harness";
import { DatabaseUnreachableError, openDatabase } from "./client";

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function emptyDatabase(): Promise<string> {
  const name = `startup_${randomBytes(5).toString("hex")}`;
  const admin = postgres(TEST_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  cleanups.push(async () => {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end({ timeout: 5 });
  });
  const url = new URL(TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

describe(`start-up (${DB_KIND})`, () => {
  it("an unreachable DATABASE_URL fails with one clear line naming host and port", async () => {
    const err = await openDatabase({ url: "postgres://shop@127.0.0.1:1/shop" }).catch((e) => e);
    expect(err).toBeInstanceOf(DatabaseUnreachableError);
    expect(err.message).toMatch(/^Cannot reach the database at 127\.0\.0\.1:1\/shop: \S/);
    expect(err.message).not.toContain("\n");
  });

  it(
    DB_KIND === "postgres"
      ? "the start-up lock lets one holder in at a time, across connections"
      : "the start-up lock runs its task and returns its result (one process: nothing to wait for)",
    async () => {
      if (DB_KIND !== "postgres") {
        const h = await openDatabase({ pgliteDir: "memory://" });
        expect(await h.withStartupLock(async () => 42)).toBe(42);
        await h.close();
        return;
      }
      const url = await emptyDatabase();
      const handles = await Promise.all([0, 1, 2].map(() => openDatabase({ url })));
      let inside = 0;
      let most = 0;
      const order: number[] = [];
      await Promise.all(
        handles.map((h, i) =>
          h.withStartupLock(async () => {
            inside++;
            most = Math.max(most, inside);
            await new Promise((r) => setTimeout(r, 150));
            order.push(i);
            inside--;
          }),
        ),
      );
      expect(most).toBe(1);
      expect(order.sort()).toEqual([0, 1, 2]);
      for (const h of handles) await h.close();
    },
    300_000,
  );

  it(
    DB_KIND === "postgres"
      ? "three boots at once on an empty PostgreSQL: migrations applied once, one seller, no crash"
      : "two starts on one embedded data folder: migrations and seller once, no crash",
    async () => {
      const vars = {
        SEED_DEMO: "false",
        SELLER_EMAIL: "owner@example.com",
        SELLER_PASSWORD: "owner-password",
      };
      if (DB_KIND !== "postgres") {
        // One process per embedded folder (client.test covers the lock between processes):
        // a second start on the same folder finds the work done.
        const dir = mkdtempSync(join(tmpdir(), "minimart-startup-"));
        cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
        for (let i = 0; i < 2; i++) {
          const b = await boot(parseEnv({ DATA_DIR: dir, ...vars }), () => {});
          expect(await b.database.migrationsApplied()).toBe(true);
          const rows = await b.database.db.execute(sql`SELECT count(*)::int AS n FROM sellers`);
          const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
            n: number;
          }[];
          expect(list[0]?.n).toBe(1);
          await b.deps.platform.close();
          await b.database.close();
        }
        return;
      }
      const url = await emptyDatabase();
      const dirs = [0, 1, 2].map(() => mkdtempSync(join(tmpdir(), "minimart-startup-")));
      cleanups.push(async () => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
      const booted = await Promise.all(
        dirs.map((dir) => boot(parseEnv({ DATA_DIR: dir, DATABASE_URL: url, ...vars }), () => {})),
      );
      const check = postgres(url, { max: 1, onnotice: () => {} });
      const [migrations] = await check`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`;
      const [sellers] = await check`SELECT count(*)::int AS n FROM sellers`;
      await check.end();
      for (const b of booted) {
        expect(await b.database.migrationsApplied()).toBe(true);
        await b.deps.platform.close();
        await b.database.close();
      }
      expect(sellers?.n).toBe(1);
      expect(migrations?.n).toBeGreaterThanOrEqual(4);
    },
    300_000,
  );
});
