import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

  it("the start-up lock lets one holder in at a time", async () => {
    const url = DB_KIND === "postgres" ? await emptyDatabase() : undefined;
    const handles = await Promise.all(
      [0, 1, 2].map(() => openDatabase(url ? { url } : { pgliteDir: "memory://" })),
    );
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
  });

  it(
    DB_KIND === "postgres"
      ? "three boots at once on an empty PostgreSQL: migrations applied once, one seller, no crash"
      : "three boots at once on one embedded data folder: one opens it, the others are refused clearly",
    async () => {
      const vars = {
        SEED_DEMO: "false",
        SELLER_EMAIL: "owner@example.com",
        SELLER_PASSWORD: "owner-password",
      };
      if (DB_KIND !== "postgres") {
        const dir = mkdtempSync(join(tmpdir(), "minimart-startup-"));
        cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
        const outcomes = await Promise.allSettled(
          [0, 1, 2].map(() => boot(parseEnv({ DATA_DIR: dir, ...vars }), () => {})),
        );
        const opened = outcomes.filter((o) => o.status === "fulfilled");
        const refused = outcomes.filter((o) => o.status === "rejected");
        expect(opened).toHaveLength(1);
        for (const r of refused)
          expect(String((r as PromiseRejectedResult).reason)).toMatch(/is in use by process/);
        for (const o of opened) {
          await o.value.deps.platform.close();
          await o.value.database.close();
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
