import { desc, eq, sql } from "drizzle-orm";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../db/client";
import { products } from "../../db/schema";
import { createProduct } from "../../test/factories";
import { createTestContext, DB_KIND, type TestContext } from "../../test/harness";
import type { ProductsBody } from "../../test/api-bodies";
import type { VersionedCache } from "../../platform/cache";
import { toApiProduct } from "./catalog.service";
import { buildFullList, fullListBuilds, latestFullList } from "./full-list";

const settle = () => new Promise((r) => setTimeout(r, 100));

describe(`GET /api/product/list without parameters: cached, compressed, revalidated (${DB_KIND})`, () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestContext();
    // One statement: quick to seed even on a busy machine.
    await t.db.insert(products).values(
      Array.from({ length: 30 }, (_, i) => ({
        name: `Cached Product ${i}`,
        priceCentavos: 5_000,
        category: ["Canned"],
        description: ["A product made for tests"],
        image: [`/media/cached-${i}.webp`],
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
      })),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (headers: Record<string, string> = {}) =>
    t.request("GET", "/api/product/list", { headers });
  const namesOf = (buf: Buffer) =>
    (JSON.parse(buf.toString("utf8")) as ProductsBody).products.map((p) => p.name);

  /** Waits until the list (gzip, as browsers ask) satisfies `ok`: the NOTIFY arrives after commit. */
  async function eventually(ok: (names: string[]) => boolean) {
    let names: string[] = [];
    for (let i = 0; i < 50; i++) {
      const res = await list({ "accept-encoding": "gzip" });
      names = namesOf(gunzipSync(Buffer.from(await res.arrayBuffer())));
      if (ok(names)) return names;
      await settle();
    }
    return names;
  }

  it("br, gzip or identity by Accept-Encoding, the same JSON in each, one ETag", async () => {
    const plain = await list();
    expect(plain.headers.get("content-encoding")).toBeNull();
    const identity = Buffer.from(await plain.arrayBuffer());
    const br = await list({ "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    const gz = await list({ "accept-encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer()))).toEqual(identity);
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer()))).toEqual(identity);
    const etag = plain.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]{10,}"$/);
    expect(br.headers.get("etag")).toBe(etag);
    expect(gz.headers.get("etag")).toBe(etag);
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(plain.headers.get("cache-control")).toBe("no-store");
    expect(plain.headers.get("content-type")).toMatch(/^application\/json/);
    const body = JSON.parse(identity.toString("utf8")) as ProductsBody;
    expect(body.success).toBe(true);
    expect(body.message).toBe("Products fetched");
    expect(body.products).toHaveLength(30);
    expect(body.products[0]!.name).toBe("Cached Product 29");
  });

  it("is the spec's answer: every product as the API shapes it, newest first, same field order", async () => {
    const identity = Buffer.from(await (await list()).arrayBuffer()).toString("utf8");
    const expected = {
      success: true,
      // Built here from the table: every product in the API's shape, newest first.
      products: (
        await t.db.select().from(products).orderBy(desc(products.createdAt), desc(products.id))
      ).map(toApiProduct),
      message: "Products fetched",
    };
    expect(JSON.stringify(JSON.parse(identity))).toBe(JSON.stringify(expected));
    // The length announced is the length sent.
    const res = await list();
    expect(Number(res.headers.get("content-length"))).toBe((await res.arrayBuffer()).byteLength);
    const head = await t.request("HEAD", "/api/product/list");
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBe(Buffer.byteLength(identity));
  });

  it("PUBLIC_URL: media URLs absolute in every encoding, one build per setting", async () => {
    const built = await buildFullList(t.db, "https://shop.example");
    const text = gunzipSync(built.gzip).toString("utf8");
    expect(brotliDecompressSync(built.br).toString("utf8")).toBe(text);
    expect(Buffer.byteLength(text)).toBe(built.identityBytes);
    const images = (JSON.parse(text) as ProductsBody).products.flatMap((p) => p.image);
    expect(images.length).toBeGreaterThan(0);
    for (const url of images) expect(url).toMatch(/^https:\/\/shop\.example\/media\//);
    const plain = await buildFullList(t.db, undefined);
    expect(plain.etag).not.toBe(built.etag);
  });

  it("coalesces: changes during a build make one more build, shared by every caller after them", async () => {
    let generation = 1;
    const cache = {
      ready: async () => true,
      get generation() {
        return generation;
      },
    } as unknown as VersionedCache;
    const bus = {};
    // The first build waits at its transaction until the changes below have come.
    let started!: () => void;
    const hasStarted = new Promise<void>((r) => (started = r));
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const db = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop !== "transaction") return Reflect.get(target, prop, receiver) as unknown;
        return async (...args: Parameters<typeof target.transaction>) => {
          started();
          await gate;
          return target.transaction(...args);
        };
      },
    });
    const first = latestFullList(db, cache, bus, undefined);
    await hasStarted;
    const later: Promise<{ generation: number }>[] = [];
    for (let change = 0; change < 10; change++) {
      generation++; // an order moved stock while the first build reads
      later.push(latestFullList(db, cache, bus, undefined));
    }
    open();
    expect((await first).generation).toBe(1);
    const answers = await Promise.all(later);
    expect(new Set(answers.map((a) => a.generation))).toEqual(new Set([11]));
    expect(new Set(answers)).toHaveProperty("size", 1);
    // Nothing changed since: served as it is, no build.
    const again = await latestFullList(db, cache, bus, undefined);
    expect(again).toBe(answers[0]);
    expect(fullListBuilds(bus)).toBe(2);
  });

  it("answers 304 with no body to a current If-None-Match, 200 to a stale one", async () => {
    const etag = (await list()).headers.get("etag")!;
    const same = await list({ "if-none-match": etag, "accept-encoding": "br" });
    expect(same.status).toBe(304);
    expect((await same.arrayBuffer()).byteLength).toBe(0);
    expect(same.headers.get("etag")).toBe(etag);
    expect((await list({ "if-none-match": `W/${etag}` })).status).toBe(304);
    expect((await list({ "if-none-match": '"something-else"' })).status).toBe(200);
  });

  it("a product change (any module, any statement) drops the cached list and its ETag", async () => {
    const before = (await list()).headers.get("etag")!;
    const [first] = await t.db.select().from(products).where(eq(products.name, "Cached Product 0"));
    await t.db
      .update(products)
      .set({ name: "Renamed Product 0" })
      .where(eq(products.id, first!.id));
    const names = await eventually((n) => n.includes("Renamed Product 0"));
    expect(names).toContain("Renamed Product 0");
    expect(names).not.toContain("Cached Product 0");
    const after = await list({ "if-none-match": before });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(before);
  });

  it("a rolled-back change drops nothing and changes nothing", async () => {
    const before = (await list()).headers.get("etag")!;
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`update products set price_centavos = price_centavos + 1`);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await settle();
    expect((await list({ "if-none-match": before })).status).toBe(304);
  });

  it("a page answer is cached too and changes with the catalogue", async () => {
    const first = await t.call<ProductsBody>("GET", "/api/product/list?limit=5&sort=name-asc");
    expect(first.res.headers.get("etag")).toBeTruthy();
    await createProduct(t.db, { name: "AAA First By Name" });
    let name = "";
    for (let i = 0; i < 50 && name !== "AAA First By Name"; i++) {
      const again = await t.call<ProductsBody>("GET", "/api/product/list?limit=5&sort=name-asc");
      name = again.body.products[0]!.name;
      if (name !== "AAA First By Name") await settle();
    }
    expect(name).toBe("AAA First By Name");
  });

  describe.runIf(DB_KIND === "postgres")("another instance on the same PostgreSQL", () => {
    let other: DatabaseHandle;
    beforeAll(async () => {
      other = await openDatabase({ url: t.databaseUrl });
    });
    afterAll(async () => {
      await other.close();
    });

    it("its product change drops this instance's cached list", async () => {
      const before = (await list()).headers.get("etag")!;
      expect((await list({ "if-none-match": before })).status).toBe(304);
      await other.db.transaction(async (tx) => {
        await tx.execute(sql`update products set in_stock = false where name = 'Cached Product 5'`);
      });
      const names = await eventually(() => true);
      expect(names.length).toBeGreaterThan(0);
      let status = 304;
      for (let i = 0; i < 50 && status === 304; i++) {
        status = (await list({ "if-none-match": before })).status;
        if (status === 304) await settle();
      }
      expect(status).toBe(200);
      const body = JSON.parse(
        Buffer.from(await (await list()).arrayBuffer()).toString("utf8"),
      ) as ProductsBody;
      expect(body.products.find((p) => p.name === "Cached Product 5")!.inStock).toBe(false);
    });
  });
});
