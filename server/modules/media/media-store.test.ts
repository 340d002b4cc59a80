import { existsSync, writeFileSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaDb } from "./test-media";
import { createTestContext, DB_KIND, registerCustomer, type TestContext } from "../../test/harness";
import { createProduct } from "../../test/factories";
import { orders } from "../../db/schema";
import {
  createDatabaseMediaStore,
  createFileMediaStore,
  registerMediaStore,
} from "../../platform/media-store";
import { removeMedia, storeRenditions } from "./media.service";
import { SWEEP_MIN_AGE_MS } from "../../lib/sweep-age";
import { sweepAbandonedMedia } from "./media-sweep";

const HASH_A = "a".repeat(32);
const HASH_B = "b".repeat(32);
const HASH_C = "c".repeat(32);
const HASH_D = "d".repeat(32);
const webp = (tag: string) => Buffer.from(`RIFF0000WEBP${tag}`);

describe(`media store (${DB_KIND})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  for (const kind of ["files", "database"] as const) {
    it(`${kind}: put, get, exists, list, delete by name; put is idempotent; bad names refused`, async () => {
      const store =
        kind === "files"
          ? createFileMediaStore(join(t.dataDir, "store-test"))
          : createDatabaseMediaStore(t.db);
      const name = `${"e".repeat(32)}-320.webp`;
      expect(await store.get(name)).toBeNull();
      expect(await store.exists(name)).toBe(false);
      await store.put(name, webp("one"));
      await store.put(name, webp("one"));
      expect((await store.get(name))?.toString()).toBe(webp("one").toString());
      expect(await store.exists(name)).toBe(true);
      expect((await store.list()).map((e) => e.name)).toContain(name);
      await store.delete(name);
      expect(await store.get(name)).toBeNull();
      await expect(store.put("../etc/passwd", webp("x"))).rejects.toThrow(/not a media file name/);
      expect(await store.get("../etc/passwd")).toBeNull();
    });
  }

  it("database store: media.service writes into the table, /media serves it with an ETag and 304", async () => {
    const dir = join(t.dataDir, "db-media");
    const unregister = registerMediaStore(dir, createDatabaseMediaStore(t.db));
    const app = mediaDb(t, dir);
    const renditions = new Map([
      [320, webp("small")],
      [640, webp("large")],
    ]);
    const url = await storeRenditions(dir, renditions);
    expect(existsSync(dir)).toBe(false); // no disk cache given: the table only
    const res = await app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe(webp("large").toString());
    const etag = res.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await app.request(url, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    const small = await app.request(url.replace(".webp", "-320.webp"));
    expect(Buffer.from(await small.arrayBuffer()).toString()).toBe(webp("small").toString());
    await removeMedia(dir, url);
    expect((await app.request(url)).status).toBe(404);
    expect((await app.request("/media/not-a-name.webp")).status).toBe(404);
    unregister();
  });

  it("database store with a disk cache: fills the cache on read; a file already on disk is served", async () => {
    const cacheDir = join(t.dataDir, "cache-media");
    const store = createDatabaseMediaStore(t.db, cacheDir);
    const writer = createDatabaseMediaStore(t.db); // another instance, no shared disk
    await writer.put(`${HASH_D}.webp`, webp("d"));
    expect(existsSync(join(cacheDir, `${HASH_D}.webp`))).toBe(false);
    expect((await store.get(`${HASH_D}.webp`))?.toString()).toBe(webp("d").toString());
    expect(existsSync(join(cacheDir, `${HASH_D}.webp`))).toBe(true);
    await store.delete(`${HASH_D}.webp`);
    expect(existsSync(join(cacheDir, `${HASH_D}.webp`))).toBe(false);
    expect(await writer.get(`${HASH_D}.webp`)).toBeNull();
  });

  for (const kind of ["files", "database"] as const) {
    it(`${kind}: the start-up sweep removes old images nothing refers to, and keeps product, order and recent ones`, async () => {
      const dir = join(t.dataDir, `sweep-${kind}`);
      const store = kind === "files" ? createFileMediaStore(dir) : createDatabaseMediaStore(t.db);
      for (const hash of [HASH_A, HASH_B, HASH_C, HASH_D]) {
        await store.put(`${hash}.webp`, webp(hash));
        await store.put(`${hash}-320.webp`, webp(hash));
      }
      await createProduct(t.db, { image: [`/media/${HASH_A}.webp`] });
      const shopper = await registerCustomer(t);
      await t.db.insert(orders).values({
        userId: shopper.userId,
        items: [
          {
            productId: "gone",
            product: {
              image: [`/media/${HASH_B}.webp`],
              name: "Old",
              category: ["Canned"],
              price: 10,
            },
            quantity: 1,
          },
        ],
        address: {
          _id: "x",
          firstName: "A",
          lastName: "B",
          email: "a@example.com",
          street: "1 Rizal St",
          barangay: "Cabid-an",
          city: "Sorsogon City",
          state: "Sorsogon",
          country: "Philippines",
          phone: "09171234567",
        },
        subtotalCentavos: 1000,
        deliveryChargeCentavos: 0,
        taxAmountCentavos: 0,
        amountCentavos: 1000,
      });
      // Nothing is old yet: nothing goes.
      expect(await sweepAbandonedMedia(t.db, store)).toEqual([]);
      const later = Date.now() + SWEEP_MIN_AGE_MS + 60_000;
      if (kind === "files") {
        // D was written just now (an import in progress): only C is old.
        const old = new Date(Date.now() - SWEEP_MIN_AGE_MS - 60_000);
        for (const hash of [HASH_A, HASH_B, HASH_C]) {
          utimesSync(join(dir, `${hash}.webp`), old, old);
          utimesSync(join(dir, `${hash}-320.webp`), old, old);
        }
        writeFileSync(join(dir, "notes.txt"), "not media");
        expect((await sweepAbandonedMedia(t.db, store)).sort()).toEqual(
          [`${HASH_C}-320.webp`, `${HASH_C}.webp`].sort(),
        );
        expect(existsSync(join(dir, "notes.txt"))).toBe(true);
      } else {
        expect((await sweepAbandonedMedia(t.db, store, later)).sort()).toEqual(
          [`${HASH_C}-320.webp`, `${HASH_C}.webp`, `${HASH_D}-320.webp`, `${HASH_D}.webp`].sort(),
        );
      }
      expect(await store.exists(`${HASH_A}.webp`)).toBe(true);
      expect(await store.exists(`${HASH_B}-320.webp`)).toBe(true);
      expect(await store.exists(`${HASH_C}.webp`)).toBe(false);
    });
  }
});
