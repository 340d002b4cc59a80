import { existsSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaUrl } from "@domain/media";
import { chooseMediaStore } from "../../boot";
import { openDatabase } from "../../db/client";
import { createLocks, type Locks } from "../../platform/locks";
import { mediaGuardFor, mediaGuardOf } from "../../platform/media-guard";
import type { MediaStore } from "../../platform/media-store";
import { createProduct } from "../../test/factories";
import { createTestContext, DB_KIND, type TestContext } from "../../test/harness";
import { uploadsRoot } from "../../http/upload-spool";
import { SWEEP_MIN_AGE_MS } from "../../lib/sweep-age";
import { sweepAfterKilledWork } from "./start-up-sweep";

const webp = (tag: string) => Buffer.from(`RIFF0000WEBP${tag}`);
let counter = 0;

describe(`start-up sweep after a killed import (${DB_KIND})`, () => {
  let t: TestContext;
  let store: MediaStore;
  beforeAll(async () => {
    t = await createTestContext();
    // The store boot would choose: files on PGlite, the shared table on PostgreSQL.
    store = chooseMediaStore(t.deps.env, t.database, t.deps.mediaDir);
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  /** A picture with both renditions stored `ageMs` ago; its media URL. */
  async function stored(ageMs = 0): Promise<{ url: string; names: string[] }> {
    const hash = (++counter).toString(16).padStart(32, "0");
    const names = [`${hash}.webp`, `${hash}-320.webp`];
    for (const name of names) await store.put(name, webp(name));
    if (ageMs > 0) {
      const then = new Date(Date.now() - ageMs);
      if (store.kind === "files")
        for (const name of names) utimesSync(join(t.deps.mediaDir, name), then, then);
      else
        await t.db.execute(
          sql`UPDATE media_blobs SET created_at = ${then.toISOString()} WHERE name LIKE ${`${hash}%`}`,
        );
    }
    return { url: mediaUrl(hash), names };
  }

  /** An upload folder of a request, last touched `ageMs` ago. */
  function uploadFolder(name: string, ageMs = 0): string {
    const dir = join(uploadsRoot(t.dataDir), name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "0"), "half a picture");
    if (ageMs > 0) {
      const then = new Date(Date.now() - ageMs);
      utimesSync(dir, then, then);
    }
    return dir;
  }

  const exists = async (names: string[]) =>
    (await Promise.all(names.map((n) => store.exists(n)))).every(Boolean);
  const gone = async (names: string[]) =>
    !(await Promise.all(names.map((n) => store.exists(n)))).some(Boolean);

  const sweep = (locks: Locks) =>
    sweepAfterKilledWork({ db: t.db, store, dataDir: t.dataDir, locks });

  it("with no import running, removes a killed import's uploads and unlinked images at once", async () => {
    const linked = await stored();
    await createProduct(t.db, { image: [linked.url] });
    const unlinked = await stored();
    const pinned = await stored();
    await mediaGuardOf(t.db).pin(pinned.url);
    const folder = uploadFolder("1764250000000-killed");
    try {
      const swept = await sweep(t.deps.platform.locks);
      expect(swept.atOnce).toBe(true);
      expect(swept.uploads).toEqual(["1764250000000-killed"]);
      expect(swept.images.sort()).toEqual([...unlinked.names].sort());
      expect(await gone(unlinked.names)).toBe(true);
      expect(existsSync(folder)).toBe(false);
      expect(await exists(linked.names)).toBe(true);
      // Stored and pinned by a request still running: its row is on the way.
      expect(await exists(pinned.names)).toBe(true);
    } finally {
      await mediaGuardOf(t.db).unpin([pinned.url]);
    }
  });

  it("while an import holds the lock, leaves what is young and removes what is an hour old", async () => {
    // On PostgreSQL the import runs on another instance; PGlite has one process only.
    const other = DB_KIND === "postgres" ? await openDatabase({ url: t.databaseUrl }) : null;
    const importLocks = other ? createLocks(other) : t.deps.platform.locks;
    let finish!: () => void;
    const importing = importLocks.tryWithLock(
      "bulk-import",
      () => new Promise<void>((r) => (finish = r)),
    );
    try {
      await new Promise((r) => setTimeout(r, 100));
      const young = await stored();
      const old = await stored(SWEEP_MIN_AGE_MS + 60_000);
      const youngFolder = uploadFolder("1764250000001-young");
      const oldFolder = uploadFolder("1764250000002-old", SWEEP_MIN_AGE_MS + 60_000);

      const swept = await sweep(t.deps.platform.locks);
      expect(swept.atOnce).toBe(false);
      expect(swept.uploads).toEqual(["1764250000002-old"]);
      expect(swept.images.sort()).toEqual([...old.names].sort());
      expect(await exists(young.names)).toBe(true);
      expect(existsSync(youngFolder)).toBe(true);
      expect(existsSync(oldFolder)).toBe(false);

      finish();
      expect(await importing).toEqual({ acquired: true, value: undefined });
      // The import is over: the next start takes the rest.
      const next = await sweep(t.deps.platform.locks);
      expect(next.atOnce).toBe(true);
      expect(next.uploads).toEqual(["1764250000001-young"]);
      expect(await gone(young.names)).toBe(true);
    } finally {
      finish?.();
      await importing;
      await other?.close();
    }
  });

  it("waits for a write holding the media lock, then keeps the picture that write linked", async () => {
    const other = DB_KIND === "postgres" ? await openDatabase({ url: t.databaseUrl }) : null;
    try {
      const picture = await stored();
      let linking!: () => void;
      const linked = new Promise<void>((r) => (linking = r));
      // A request (on another instance, on PostgreSQL) has stored the picture and is
      // inserting its row under the media lock.
      const writing = mediaGuardFor(other ?? t.database).withLock(async () => {
        await linked;
        await createProduct(t.db, { image: [picture.url] });
      });
      await new Promise((r) => setTimeout(r, 100));
      const sweeping = sweep(t.deps.platform.locks);
      await new Promise((r) => setTimeout(r, 300));
      const sweptMeanwhile = await gone(picture.names);
      linking();
      await writing;
      const swept = await sweeping;
      expect(sweptMeanwhile).toBe(false);
      expect(swept.images).not.toContain(picture.names[0]);
      expect(await exists(picture.names)).toBe(true);
    } finally {
      await other?.close();
    }
  });
});
