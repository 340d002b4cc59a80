import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../http/app-env";
import { mountMedia } from "../http/static-files";
import { DB_KIND } from "../test/harness";
import { createScriptStore, mediaBytes, type ScriptStore } from "../test/script-store";
import { createDatabaseMediaStore, createFileMediaStore, registerMediaStore } from "./media-store";

// `npm run media:to-db`: a store that kept its images as files under
// DATA_DIR/media copies them into the database, after which any instance serves them.

const IMAGES: [string, Buffer][] = [
  [
    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp",
    Buffer.from(`RIFF....WEBPVP8 large ${"a".repeat(900)}`),
  ],
  ["aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-320.webp", Buffer.from("RIFF....WEBPVP8 small a")],
  [
    "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.webp",
    Buffer.from(`RIFF....WEBPVP8 large ${"b".repeat(700)}`),
  ],
];

describe(`npm run media:to-db (${DB_KIND})`, () => {
  let store: ScriptStore;
  let otherDisk: string;

  beforeAll(async () => {
    store = await createScriptStore();
    const files = createFileMediaStore(join(store.dataDir, "media"));
    for (const [name, data] of IMAGES) await files.put(name, data);
    // Not an image of the store: left alone.
    writeFileSync(join(store.dataDir, "media", "notes.txt"), "not an image");
    otherDisk = mkdtempSync(join(tmpdir(), "minimart-other-instance-"));
  }, 300_000);

  afterAll(async () => {
    rmSync(otherDisk, { recursive: true, force: true });
    await store?.close();
  });

  it("copies every image file into the database, byte for byte", async () => {
    await store.withDb(async (db) => {
      expect(await createDatabaseMediaStore(db).list()).toEqual([]);
    });
    const result = await store.run("media-to-db.ts", []);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe(
      `Media in the database: 3 copied from ${join(store.dataDir, "media")}, 0 already there.`,
    );
    await store.withDb(async (db) => {
      expect(await mediaBytes(createDatabaseMediaStore(db))).toEqual(
        new Map(IMAGES.map(([name, data]) => [name, data.toString("base64")])),
      );
    });
  }, 120_000);

  it("lets an instance with none of the files on its disk serve them", async () => {
    await store.withDb(async (db) => {
      const app = new Hono<AppEnv>();
      mountMedia(app, otherDisk);
      const unregister = registerMediaStore(otherDisk, createDatabaseMediaStore(db, otherDisk));
      try {
        for (const [name, data] of IMAGES) {
          const res = await app.request(`/media/${name}`);
          expect(res.status, name).toBe(200);
          expect(res.headers.get("content-type")).toBe("image/webp");
          expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
          expect(Buffer.from(await res.arrayBuffer()).equals(data)).toBe(true);
        }
        expect((await app.request("/media/notes.txt")).status).toBe(404);
      } finally {
        unregister();
      }
    });
  });

  it("is safe to run again: nothing copied twice, nothing changed", async () => {
    const result = await store.run("media-to-db.ts", []);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe(
      `Media in the database: 0 copied from ${join(store.dataDir, "media")}, 3 already there.`,
    );
    await store.withDb(async (db) => {
      const stored = await createDatabaseMediaStore(db).list();
      expect(stored.map((m) => m.name).sort()).toEqual(IMAGES.map(([name]) => name).sort());
    });
  }, 120_000);

  it("copies only what is new when more images appeared since", async () => {
    const name = "cccccccccccccccccccccccccccccccc.webp";
    await createFileMediaStore(join(store.dataDir, "media")).put(name, Buffer.from("RIFF c"));
    const result = await store.run("media-to-db.ts", []);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("1 copied");
    expect(result.stdout).toContain("3 already there");
    await store.withDb(async (db) => {
      expect((await createDatabaseMediaStore(db).get(name))?.toString()).toBe("RIFF c");
    });
  }, 120_000);
});
