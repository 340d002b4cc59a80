import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "./schema";
import { createProduct } from "../test/factories";
import { DB_KIND } from "../test/harness";
import {
  createScriptStore,
  mediaBytes,
  rowCounts,
  type ScriptResult,
  type ScriptStore,
} from "../test/script-store";

// `npm run backup -- FILE` and `npm run restore -- FILE [--force]` as an operator runs them:
// the scripts in a process of their own, against the embedded store or PostgreSQL. The
// library underneath is tested in backup.test.ts; this is about what the operator sees.

const IMAGE = (n: number) => Buffer.from(`RIFF....WEBPVP8 image ${n} ${"y".repeat(50 * n)}`);
const NAMES = [
  "0123456789abcdef0123456789abcdef.webp",
  "0123456789abcdef0123456789abcdef-320.webp",
];
const NOT_EMPTY =
  "The store is not empty: nothing was restored. Add --force to replace everything in it with the backup.";

/** Output of a failed script: one clear line on stderr, no stack trace. */
function expectCleanFailure(result: ScriptResult, message: string | RegExp) {
  expect(result.code, result.stdout + result.stderr).toBe(1);
  expect(result.stderr.trim()).toMatch(message);
  expect(result.stderr.trim().split("\n")).toHaveLength(1);
  expect(result.stderr).not.toMatch(/\n\s+at /);
}

describe(`backup and restore scripts (${DB_KIND})`, () => {
  let source: ScriptStore;
  let target: ScriptStore;
  let file: string;
  let sourceCounts: Record<string, number>;
  let sourceImages: Map<string, string>;

  beforeAll(async () => {
    source = await createScriptStore();
    target = await createScriptStore();
    await source.withDb(async (db, media) => {
      await media.put(NAMES[0]!, IMAGE(1));
      await media.put(NAMES[1]!, IMAGE(2));
      await createProduct(db, { name: "Backed-up rice 5kg", image: [`/media/${NAMES[0]}`] });
      await createProduct(db, { name: "Backed-up sardines", inStock: false });
      sourceCounts = await rowCounts(db);
      sourceImages = await mediaBytes(media);
    });
    file = join(source.dataDir, "store.backup");
    const backup = await source.run("backup.ts", ["--", file]);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(
      /^Backup written to .*store\.backup: \d+ rows in \d+ tables, 2 images, \d+ bytes\.$/m,
    );
  }, 300_000);

  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  it("restores into an empty store: same rows and image bytes", async () => {
    const result = await target.run("restore.ts", ["--", file]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Restored .*store\.backup \(made .+\): \d+ rows, 2 images\.$/m);
    await target.withDb(async (db, media) => {
      expect(await rowCounts(db)).toEqual(sourceCounts);
      expect(await mediaBytes(media)).toEqual(sourceImages);
    });
  }, 120_000);

  it("refuses a store that is not empty without --force, with a clear message, changing nothing", async () => {
    const before = await target.withDb(async (db) => {
      await createProduct(db, { name: "Added after the restore" });
      return rowCounts(db);
    });
    const result = await target.run("restore.ts", ["--", file]);
    expectCleanFailure(result, NOT_EMPTY);
    expect(result.stdout).not.toContain("Restored");
    await target.withDb(async (db) => {
      expect(await rowCounts(db)).toEqual(before);
      const kept = await db
        .select()
        .from(products)
        .where(eq(products.name, "Added after the restore"));
      expect(kept).toHaveLength(1);
    });
  }, 120_000);

  it("with --force replaces the store's content by the backup's", async () => {
    const result = await target.run("restore.ts", ["--", file, "--force"]);
    expect(result.code, result.stderr).toBe(0);
    await target.withDb(async (db, media) => {
      expect(await rowCounts(db)).toEqual(sourceCounts);
      expect(
        await db.select().from(products).where(eq(products.name, "Added after the restore")),
      ).toEqual([]);
      expect(await mediaBytes(media)).toEqual(sourceImages);
    });
  }, 120_000);

  it("refuses a corrupt, cut, foreign or missing file with a clear message, even with --force, store untouched", async () => {
    const { readFileSync } = await import("node:fs");
    const archive = readFileSync(file);
    const text = gunzipSync(archive).toString("utf8");
    const cases: [string, Buffer | null, RegExp][] = [
      [
        "garbage.backup",
        Buffer.from("hello, this is not a backup"),
        /^This file is not a store backup \(not gzip data, or damaged\)\.$/,
      ],
      [
        "cut.backup",
        archive.subarray(0, Math.floor(archive.length / 2)),
        /^This file is not a store backup|^The backup is incomplete/,
      ],
      [
        "foreign.backup",
        gzipSync('{"name":"another program"}\n'),
        /^This file is not a store backup \(unknown format\)\.$/,
      ],
      [
        "tampered.backup",
        gzipSync(text.replace("Backed-up rice 5kg", "Backed-up rice 9kg")),
        /^The backup is damaged: its checksum does not match its content\.$/,
      ],
      ["missing.backup", null, /^Cannot read .*missing\.backup\.$/],
    ];
    const before = await target.withDb(async (db, media) => ({
      counts: await rowCounts(db),
      images: await mediaBytes(media),
    }));
    for (const [name, bytes, message] of cases) {
      const path = join(target.dataDir, name);
      if (bytes) writeFileSync(path, bytes);
      const result = await target.run("restore.ts", ["--", path, "--force"]);
      expectCleanFailure(result, message);
    }
    await target.withDb(async (db, media) => {
      expect(await rowCounts(db)).toEqual(before.counts);
      expect(await mediaBytes(media)).toEqual(before.images);
    });
  }, 300_000);

  it("explains its usage when no file is named", async () => {
    expectCleanFailure(
      await target.run("restore.ts", []),
      /^Usage: npm run restore -- FILE \[--force\] \[--env-file FILE\]$/,
    );
    expectCleanFailure(await source.run("backup.ts", []), /^Usage: npm run backup -- FILE/);
  }, 120_000);

  it("does not overwrite an existing backup file unless asked", async () => {
    const result = await source.run("backup.ts", ["--", file]);
    expectCleanFailure(result, /exists already; choose another name or add --overwrite\.$/);
  }, 120_000);
});
