import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { boot } from "./boot";
import { parseEnv } from "./env";
import { DB_KIND } from "./test/harness";

// The first start takes a while (tens of seconds on a small machine): the operator watching
// the journal sees what it is doing from the first second — the database it opens, the
// migrations, the demo catalogue with its counts — and a second start says the schema is
// up to date.

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

/** Settings for a store of its own: a data folder, and on PostgreSQL an empty database. */
async function freshStore(): Promise<Record<string, string>> {
  const dir = mkdtempSync(join(tmpdir(), "minimart-boot-progress-"));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  if (!TEST_DATABASE_URL) return { DATA_DIR: dir };
  const name = `boot_progress_${randomBytes(6).toString("hex")}`;
  const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  cleanups.push(async () => {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end({ timeout: 5 });
  });
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return { DATA_DIR: dir, DATABASE_URL: url.toString() };
}

async function bootLogged(vars: Record<string, string>) {
  const lines: string[] = [];
  const booted = await boot(parseEnv({ SELLER_EMAIL: "", ...vars }), (l) => lines.push(l));
  return { booted, lines };
}

/** The index of the first line matching, failing with every line when none does. */
function at(lines: string[], pattern: RegExp): number {
  const i = lines.findIndex((l) => pattern.test(l));
  expect(i, `no line matches ${pattern}:\n${lines.join("\n")}`).toBeGreaterThanOrEqual(0);
  return i;
}

describe(`start-up progress (${DB_KIND})`, () => {
  it("says what the first start does, in order, with the demo catalogue's counts", async () => {
    const vars = await freshStore();
    const { booted, lines } = await bootLogged(vars);
    try {
      const starting = at(
        lines,
        DB_KIND === "postgres"
          ? /^Starting: connecting to PostgreSQL at 127\.0\.0\.1:\d+\/boot_progress_\w+\.\.\.$/
          : /^Starting: opening the embedded database in .+\/pglite\.\.\.$/,
      );
      // The password in the URL is never printed.
      expect(lines.join("\n")).not.toMatch(/postgres(ql)?:\/\//);
      expect(starting).toBe(0);
      const opened = at(lines, /^Database: /);
      const applying = at(lines, /^Migrations: applying\.\.\.$/);
      const applied = at(lines, /^Migrations: applied in \d+\.\d s\.$/);
      const seeding = at(lines, /^Empty catalogue: adding the demo products/);
      const progress = at(lines, /^Generating product images: \d+\/\d+$/);
      const added = at(lines, /^Demo catalogue: added \d+ products\.$/);
      expect([starting, opened, applying, applied, seeding, progress, added]).toEqual(
        [starting, opened, applying, applied, seeding, progress, added].sort((a, b) => a - b),
      );
      if (DB_KIND === "postgres") {
        const waiting = at(lines, /^Start-up lock: waiting for any other instance/);
        expect(waiting).toBeGreaterThan(opened);
        expect(waiting).toBeLessThan(applying);
      }
      // The counts printed are the catalogue's.
      const said = Number(/added (\d+) products/.exec(lines[added] ?? "")?.[1]);
      const result = await booted.database.db.execute(sql`SELECT count(*)::int AS n FROM products`);
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        n: number;
      }[];
      expect(said).toBeGreaterThan(300);
      expect(said).toBe(Number(rows[0]?.n));
      const last = lines.filter((l) => l.startsWith("Generating product images:")).at(-1);
      expect(last).toBe(`Generating product images: ${said}/${said}`);
    } finally {
      await booted.database.close();
    }

    // A second start of the same store: nothing to migrate, nothing to seed, and it says so.
    const again = await bootLogged(vars);
    try {
      expect(again.lines).toContain("Migrations: up to date.");
      expect(again.lines.some((l) => l.startsWith("Migrations: applying"))).toBe(false);
      expect(again.lines.some((l) => l.startsWith("Empty catalogue"))).toBe(false);
    } finally {
      await again.booted.database.close();
    }
  }, 180_000);
});
