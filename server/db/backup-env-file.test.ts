import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "../test/factories";
import { DB_KIND } from "../test/harness";
import { createScriptStore, mediaBytes, rowCounts, type ScriptStore } from "../test/script-store";

// `npm run backup -- --env-file /etc/minimart/env FILE` as an operator of the deploy guide runs
// it: the store is the one the instances' env file names (read as systemd reads it), not the one
// the operator's shell happens to name.

const IMAGE = Buffer.from(`RIFF....WEBPVP8 env-file image ${"z".repeat(80)}`);
const NAME = "fedcba9876543210fedcba9876543210.webp";

describe(`backup and restore with --env-file (${DB_KIND})`, () => {
  let source: ScriptStore;
  let target: ScriptStore;
  let decoy: string;
  let sourceCounts: Record<string, number>;
  let sourceImages: Map<string, string>;

  /** The env file of the store's instances, with comments as the guide writes them. */
  function envFileFor(store: ScriptStore, extra = ""): string {
    const file = join(decoy, `env-${Math.random().toString(36).slice(2)}`);
    const url = store.databaseUrl;
    writeFileSync(
      file,
      [
        "# The settings shared by the instances.",
        url ? `DATABASE_URL=${url}` : "",
        `DATA_DIR=${store.dataDir}`,
        "# Logs: errors only.",
        "LOG_LEVEL=error",
        extra,
      ].join("\n"),
    );
    return file;
  }

  // The shell names another, empty store: the file must win, as EnvironmentFile= does.
  const shell = () => ({ DATABASE_URL: "", DATA_DIR: decoy });

  beforeAll(async () => {
    decoy = mkdtempSync(join(tmpdir(), "minimart-decoy-"));
    source = await createScriptStore();
    target = await createScriptStore();
    await source.withDb(async (db, media) => {
      await media.put(NAME, IMAGE);
      await createProduct(db, { name: "Env-file rice 2kg", image: [`/media/${NAME}`] });
      sourceCounts = await rowCounts(db);
      sourceImages = await mediaBytes(media);
    });
  }, 300_000);

  afterAll(async () => {
    await source?.close();
    await target?.close();
    rmSync(decoy, { recursive: true, force: true });
  });

  it("backs up the store the env file names and restores it into another named the same way", async () => {
    const envFile = envFileFor(source);
    const file = join(decoy, "shop.mmb");
    const backup = await source.run("backup.ts", ["--", "--env-file", envFile, file], shell());
    expect(backup.code, backup.stderr).toBe(0);
    const store =
      DB_KIND === "postgres"
        ? /PostgreSQL at 127\.0\.0\.1:\d+\/\w+/
        : new RegExp(
            `the embedded database in ${source.dataDir.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
          );
    expect(backup.stdout).toMatch(
      new RegExp(`^Settings from ${envFile}: ${store.source}\\.$`, "m"),
    );
    expect(backup.stdout).toMatch(
      /^Backup written to .*shop\.mmb: \d+ rows in \d+ tables, 1 images, \d+ bytes\.$/m,
    );
    // Nothing was opened in the shell's store.
    expect(existsSync(join(decoy, "pglite"))).toBe(false);

    const restore = await target.run(
      "restore.ts",
      ["--", `--env-file=${envFileFor(target)}`, file],
      shell(),
    );
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/^Restored .*shop\.mmb \(made .+\): \d+ rows, 1 images\.$/m);
    await target.withDb(async (db, media) => {
      expect(await rowCounts(db)).toEqual(sourceCounts);
      expect(await mediaBytes(media)).toEqual(sourceImages);
    });
  }, 300_000);

  it("refuses an env file whose value carries an inline comment, saying so, and writes nothing", async () => {
    const envFile = envFileFor(source, "COOKIE_SECURE=true        # when nginx terminates HTTPS");
    const file = join(decoy, "commented.mmb");
    const result = await source.run("backup.ts", ["--", "--env-file", envFile, file], shell());
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      "Invalid environment:",
      expect.stringMatching(
        /^ {2}COOKIE_SECURE: .+ \(the value has " #" in it: a comment after a value is part of the value in an env file; put comments on lines of their own\)$/,
      ),
    ]);
    expect(existsSync(file)).toBe(false);
  }, 120_000);

  it("says clearly when the env file cannot be read, and writes nothing", async () => {
    const missing = join(decoy, "no-such-env");
    const file = join(decoy, "missing.mmb");
    const result = await source.run("backup.ts", ["--", "--env-file", missing, file], shell());
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(`Cannot read the env file ${missing} (no such file).`);
    expect(existsSync(file)).toBe(false);
  }, 120_000);
});
