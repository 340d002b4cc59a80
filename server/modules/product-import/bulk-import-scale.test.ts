import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, loginAsSeller, type TestContext } from "../../test/harness";
import { expectDbUnchanged } from "../../test/db-snapshot";
import { BULK_IMPORT_BODY_LIMIT, PRODUCT_MESSAGES } from "../products/products.schemas";
import {
  bulkImportCall,
  bulkProduct,
  catalogue,
  mediaFiles as listMedia,
  pngFile,
  type BulkBody,
} from "../products/test-helpers";

// The bulk import at scale and under failure: 500 products, the transaction, one at a time, limits.

let t: TestContext;
let seller: string;
let bulk: ReturnType<typeof bulkImportCall>;
const mediaFiles = () => listMedia(t);
const product = bulkProduct;
const productNames = () => catalogue(t);

beforeAll(async () => {
  t = await createTestContext();
  seller = (await loginAsSeller(t)).token;
  bulk = bulkImportCall(t, seller);
});
afterAll(() => t.close());

describe("POST /api/product/bulk-import at scale", () => {
  it("imports all or nothing: a failure inside the transaction leaves the catalogue and media as they were", async () => {
    const files = await Promise.all(
      Array.from({ length: 150 }, (_, i) => pngFile(5000 + i, `p${i}.png`)),
    );
    const productData = { products: files.map((f, i) => product(`Atomic ${i}`, [f.name])) };
    const media = mediaFiles();
    // The logger writes one JSON line per entry to stderr; the failure is logged once.
    const errorLines: string[] = [];
    const logged = vi.spyOn(process.stderr, "write").mockImplementation((chunk: unknown) => {
      for (const line of String(chunk).split("\n").filter(Boolean))
        if (line.includes('"level":"error"')) errorLines.push(line);
      return true;
    });
    const realTransaction = t.db.transaction.bind(t.db);
    const spy = vi.spyOn(t.db, "transaction").mockImplementation(((
      fn: (tx: unknown) => Promise<unknown>,
      config?: unknown,
    ) =>
      realTransaction(async (tx) => {
        let inserts = 0;
        const failing = new Proxy(tx, {
          get(target, key, receiver) {
            if (key !== "insert") return Reflect.get(target, key, receiver);
            return (...args: Parameters<typeof tx.insert>) => {
              if (++inserts === 2)
                throw new Error("simulated failure while inserting the second chunk");
              return target.insert(...args);
            };
          },
        });
        return fn(failing);
      }, config as never)) as never);
    let errorsLogged = 0;
    try {
      await expectDbUnchanged(t.db, async () => {
        const res = await bulk(productData, files);
        expect(res.status, JSON.stringify(res.body)).toBe(500);
        expect(res.body.success).toBe(false);
      });
      errorsLogged = errorLines.length;
    } finally {
      spy.mockRestore();
      logged.mockRestore();
    }
    expect(errorsLogged).toBe(1);
    expect(errorLines[0]).toContain("simulated failure while inserting the second chunk");
    expect(mediaFiles()).toEqual(media);
  });

  it("imports a realistic shop: 500 products with 500 images", async () => {
    const files = await Promise.all(
      Array.from({ length: 500 }, (_, i) => pngFile(10_000 + i, `product-${i}.png`)),
    );
    const productData = {
      products: files.map((f, i) => product(`Shop item ${i}`, [f.name], { price: 10 + i / 4 })),
    };
    const before = (await productNames()).length;
    const started = performance.now();
    const res = await bulk(productData, files);
    const seconds = (performance.now() - started) / 1000;
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201);
    expect(res.body.imported).toBe(500);
    const list = await productNames();
    expect(list.length).toBe(before + 500);
    expect(
      new Set(list.filter((p) => p.name.startsWith("Shop item")).map((p) => p.image[0])).size,
    ).toBe(500);
    expect(seconds).toBeLessThan(60);
  }, 120_000);

  it("runs one import at a time", async () => {
    const files = await Promise.all(
      Array.from({ length: 30 }, (_, i) => pngFile(20_000 + i, `q${i}.png`)),
    );
    const productData = { products: files.map((f, i) => product(`Queue ${i}`, [f.name])) };
    const [a, b] = await Promise.all([bulk(productData, files), bulk(productData, files)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.status === 409)?.body.message).toBe(PRODUCT_MESSAGES.BULK_BUSY);
    const after = await bulk({ products: [product("After", ["q0.png"])] }, [files[0] as File]);
    expect(after.status).toBe(201);
  });

  it("answers 413 for a body over the bulk limit, without reading it", async () => {
    const res = await t.call<BulkBody>("POST", "/api/product/bulk-import", {
      token: seller,
      body: "x",
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(BULK_IMPORT_BODY_LIMIT + 1),
      },
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(PRODUCT_MESSAGES.BULK_TOO_LARGE);
  });
});
