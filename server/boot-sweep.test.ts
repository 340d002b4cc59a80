import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boot, chooseMediaStore } from "./boot";
import { openDatabase, type DatabaseHandle } from "./db/client";
import { parseEnv, type Env } from "./env";
import { createLocks } from "./platform/locks";
import { createTestContext, DB_KIND, type TestContext } from "./test/harness";
import { uploadsRoot } from "./http/upload-spool";

/*
 * A store killed mid-import, started again: what the import left (its upload folder, the
 * pictures it stored but never linked) goes at once, unless an import runs elsewhere.
 * On PGlite the store boots from DATA_DIR; on PostgreSQL from this test file's database.
 */
describe(`boot after a killed import (${DB_KIND})`, () => {
  let t: TestContext | undefined;
  let databaseUrl: string | undefined;
  const dirs: string[] = [];
  beforeAll(async () => {
    if (DB_KIND === "postgres") {
      t = await createTestContext();
      databaseUrl = t.databaseUrl;
    }
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const envFor = (dataDir: string): Env =>
    parseEnv({
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "error",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });

  async function bootOnce(dataDir: string) {
    const lines: string[] = [];
    const booted = await boot(envFor(dataDir), (l) => lines.push(l));
    return { ...booted, lines };
  }

  /** Boots, leaves what a killed import would, and stops: the store's data folder. */
  async function killedMidImport(hash: string) {
    const dataDir = mkdtempSync(join(tmpdir(), "minimart-boot-sweep-"));
    dirs.push(dataDir);
    const first = await bootOnce(dataDir);
    const store = chooseMediaStore(first.deps.env, first.database, first.deps.mediaDir);
    for (const name of [`${hash}.webp`, `${hash}-320.webp`])
      await store.put(name, Buffer.from(`RIFF0000WEBP${name}`));
    const upload = join(uploadsRoot(dataDir), `${Date.now()}-killed`);
    mkdirSync(upload, { recursive: true });
    writeFileSync(join(upload, "0"), "half a picture");
    await first.deps.platform.close();
    await first.database.close();
    return { dataDir, upload, exists: (name: string) => store.exists(name) };
  }

  const running: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const handle of running) await handle.close();
  });

  it("removes the upload folder and the unlinked pictures at once", async () => {
    const hash = "1".repeat(32);
    const left = await killedMidImport(hash);
    const again = await bootOnce(left.dataDir);
    running.push(again.database);
    await again.deps.platform.close();
    expect(existsSync(left.upload)).toBe(false);
    const store = chooseMediaStore(again.deps.env, again.database, again.deps.mediaDir);
    expect(await store.exists(`${hash}.webp`)).toBe(false);
    expect(await store.exists(`${hash}-320.webp`)).toBe(false);
    expect(again.lines).toContain("Removed 2 images no product or order uses.");
    expect(again.lines).toContain("Removed 1 unfinished uploads.");
  }, 120_000);

  it.runIf(DB_KIND === "postgres")(
    "leaves them while another instance's import holds the lock",
    async () => {
      const hash = "2".repeat(32);
      const left = await killedMidImport(hash);
      const other = await openDatabase({ url: databaseUrl });
      running.push(other);
      let finish!: () => void;
      const importing = createLocks(other).tryWithLock(
        "bulk-import",
        () => new Promise<void>((r) => (finish = r)),
      );
      try {
        await new Promise((r) => setTimeout(r, 100));
        const again = await bootOnce(left.dataDir);
        running.push(again.database);
        await again.deps.platform.close();
        expect(existsSync(left.upload)).toBe(true);
        const store = chooseMediaStore(again.deps.env, again.database, again.deps.mediaDir);
        expect(await store.exists(`${hash}.webp`)).toBe(true);
        expect(again.lines.some((l) => l.startsWith("Removed"))).toBe(false);
      } finally {
        finish?.();
        await importing;
      }
    },
    120_000,
  );
});
