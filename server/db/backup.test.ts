import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressInput, createProduct } from "../test/factories";
import { createTestContext, DB_KIND, registerCustomer, type TestContext } from "../test/harness";
import { storeRenditions } from "../modules/media/media.service";
import {
  createDatabaseMediaStore,
  createFileMediaStore,
  registerMediaStore,
  type MediaStore,
} from "../platform/media-store";
import {
  BackupError,
  createBackup,
  parseBackup,
  restoreBackup,
  storeIsEmpty,
  tablesInDependencyOrder,
} from "./backup";

// PGlite keeps images as files, PostgreSQL in the database: the two set-ups a store runs.
const storeFor = (t: TestContext): MediaStore =>
  DB_KIND === "postgres" ? createDatabaseMediaStore(t.db) : createFileMediaStore(t.deps.mediaDir);

async function counts(t: TestContext): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of await tablesInDependencyOrder(t.db)) {
    const result = await t.db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${table}"`));
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      n: number;
    }[];
    out[table] = Number(rows[0]?.n);
  }
  return out;
}

describe(`backup and restore (${DB_KIND})`, () => {
  let source: TestContext;
  let target: TestContext;
  let sourceMedia: MediaStore;
  let targetMedia: MediaStore;
  const images: Buffer[] = [];

  beforeAll(async () => {
    source = await createTestContext();
    target = await createTestContext();
    sourceMedia = storeFor(source);
    targetMedia = storeFor(target);
    registerMediaStore(source.deps.mediaDir, sourceMedia);
    registerMediaStore(target.deps.mediaDir, targetMedia);
    // A seeded store: products with images, a customer with an address and an order.
    const urls: string[] = [];
    for (let i = 0; i < 3; i++) {
      const large = Buffer.from(`RIFF${i}...WEBPVP8 large ${i} ${"x".repeat(100 * i)}`);
      const small = Buffer.from(`RIFF${i}...WEBPVP8 small ${i}`);
      images.push(large, small);
      urls.push(
        await storeRenditions(
          source.deps.mediaDir,
          new Map([
            [320, small],
            [640, large],
          ]),
        ),
      );
    }
    const products = [];
    for (const [i, url] of urls.entries())
      products.push(await createProduct(source.db, { name: `Backup item ${i}`, image: [url] }));
    const shopper = await registerCustomer(source);
    const address = await source.call<{ address: { _id: string } }>("POST", "/api/address/add", {
      token: shopper.token,
      json: { address: addressInput() },
    });
    const order = await source.call("POST", "/api/order/cod", {
      token: shopper.token,
      json: {
        items: products.map((p) => ({ product: p.id, quantity: 2 })),
        address: address.body.address._id,
      },
    });
    expect(order.status).toBe(201);
  }, 300_000);

  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  it("round-trips a store with orders and images: same row counts, same image bytes", async () => {
    const before = await counts(source);
    expect(before.orders).toBe(1);
    expect(before.products).toBe(3);
    const { archive, media } = await createBackup(source.db, sourceMedia);
    expect(media).toBe(6);
    const parsed = parseBackup(archive);
    expect(await storeIsEmpty(target.db, targetMedia)).toBe(true);
    await restoreBackup(target.db, targetMedia, parsed, { replace: false });
    expect(await counts(target)).toEqual(before);
    const names = (await sourceMedia.list()).map((m) => m.name).sort();
    expect((await targetMedia.list()).map((m) => m.name).sort()).toEqual(names);
    for (const name of names)
      expect((await targetMedia.get(name))?.equals((await sourceMedia.get(name)) as Buffer)).toBe(
        true,
      );
    // The restored store works: the shopper's order is listed for its owner, by the API.
    const list = await target.call<{ products: { image: string[] }[] }>("GET", "/api/product/list");
    expect(list.body.products).toHaveLength(3);
    const served = await target.request("GET", list.body.products[0]?.image[0] as string);
    expect(served.status).toBe(200);
    expect(await storeIsEmpty(target.db, targetMedia)).toBe(false);
  });

  it("restoring again with replace gives the same store, not a doubled one", async () => {
    const { archive } = await createBackup(source.db, sourceMedia);
    await restoreBackup(target.db, targetMedia, parseBackup(archive), { replace: true });
    expect(await counts(target)).toEqual(await counts(source));
  });

  it("refuses a damaged, cut or foreign file with a clear message before touching anything", async () => {
    const { archive } = await createBackup(source.db, sourceMedia);
    const text = (await import("node:zlib")).gunzipSync(archive).toString("utf8");
    const cases: [Buffer, RegExp][] = [
      [Buffer.from("hello, not a backup"), /not a store backup \(not gzip data/],
      [archive.subarray(0, archive.length - 40), /not a store backup|incomplete/],
      [gzipSync('{"some":"json"}\n{"end":true}'), /not a store backup \(unknown format\)/],
      [
        gzipSync(text.split("\n").slice(0, -1).join("\n")),
        /incomplete \(its last line is missing or cut\)/,
      ],
      [gzipSync(text.replace("Backup item 1", "Backup item X")), /checksum does not match/],
      [
        gzipSync(text.replace('"version":1', '"version":99')),
        /format version 99; this store reads version 1/,
      ],
    ];
    const before = await counts(target);
    for (const [file, message] of cases) {
      let error: unknown;
      try {
        parseBackup(file);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(BackupError);
      expect((error as Error).message).toMatch(message);
    }
    expect(await counts(target)).toEqual(before);
  });

  it("a restore that fails midway leaves the store as it was (one transaction)", async () => {
    const { archive } = await createBackup(source.db, sourceMedia);
    const parsed = parseBackup(archive);
    // An order whose customer is not in the backup: the foreign key fails after other rows went in.
    parsed.rows.set("users", []);
    const before = await counts(target);
    await expect(
      restoreBackup(target.db, targetMedia, parsed, { replace: true }),
    ).rejects.toThrow();
    expect(await counts(target)).toEqual(before);
  });
});
