import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { createTestContext, DB_KIND, loginAsSeller, type TestContext } from "../../test/harness";
import { createLocks } from "../../platform/locks";
import {
  addProductCall,
  basics,
  bulkImportCall,
  bulkProduct,
  catalogue,
  pngFile,
  productForm,
  type ProductBody,
} from "./test-helpers";

/** Stock counts and SKUs on add and update; editing a product's photos; import limits; the import lock. */
let t: TestContext;
let token: string;
let add: ReturnType<typeof addProductCall>;

beforeAll(async () => {
  t = await createTestContext();
  ({ token } = await loginAsSeller(t));
  add = addProductCall(t, token);
});
afterAll(() => t.close());

const update = (productData: unknown, images: File[] = []) =>
  t.call<ProductBody>("POST", "/api/product/update", {
    token,
    body: productForm(productData, images),
  });

/** Whether the store still serves a picture (whatever the media storage is). */
const served = async (url: string) => (await t.request("GET", url)).status === 200;

describe("stock count and SKU", () => {
  it("are stored on add and shown in the public and seller answers", async () => {
    const res = await add({ ...basics, name: "Counted", stockCount: "12", sku: " CAN-001 " });
    expect(res.status).toBe(201);
    expect(res.body.product).toMatchObject({ stockCount: 12, sku: "CAN-001", inStock: true });
    const listed = (await catalogue(t)).find((p) => p.name === "Counted") as unknown as {
      stockCount: number;
      sku: string;
    };
    expect(listed).toMatchObject({ stockCount: 12, sku: "CAN-001" });
    const untracked = await add({ ...basics, name: "Untracked", stockCount: "", sku: "" });
    expect(untracked.body.product).toMatchObject({ stockCount: null, sku: null });
  });

  it("a duplicate SKU is refused with a clear message, on add and on update", async () => {
    await add({ ...basics, name: "First", sku: "DUP-1" });
    const before = (await catalogue(t)).length;
    const second = await add({ ...basics, name: "Second", sku: "DUP-1" });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      'SKU "DUP-1" is already used by another product. Each product needs its own SKU.',
    );
    expect(await catalogue(t)).toHaveLength(before);

    const other = await add({ ...basics, name: "Other", sku: "DUP-2" });
    const clash = await update({ id: other.body.product._id, sku: "DUP-1" });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toMatch(/DUP-1.*already used/);
    const same = await update({ id: other.body.product._id, sku: "DUP-2", name: "Other 2" });
    expect(same.status).toBe(200);
    expect(same.body.product).toMatchObject({ sku: "DUP-2", name: "Other 2" });
    const cleared = await update({ id: other.body.product._id, sku: "" });
    expect(cleared.body.product.sku).toBeNull();
  });

  it("two adds racing for one SKU: exactly one wins, the other gets the clear 409", async () => {
    const results = await Promise.all(
      [1, 2, 3].map((i) => add({ ...basics, name: `Racer ${i}`, sku: "RACE-1" })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it.each([
    ["-1", "Stock count cannot be negative"],
    [-3, "Stock count cannot be negative"],
    ["2.5", "Stock count must be a whole number (no fractions)"],
    [1.5, "Stock count must be a whole number (no fractions)"],
    ["lots", "Stock count must be a whole number"],
    [true, "Stock count must be a whole number of 0 or more, or empty"],
  ])("stock count %j is refused: %s", async (value, message) => {
    const res = await add({ ...basics, name: "Bad stock", stockCount: value });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it("a count of 0 marks the product out of stock; a restock from 0 puts it back", async () => {
    const res = await add({ ...basics, name: "Last ones", stockCount: 3 });
    const id = res.body.product._id;
    const zero = await update({ id, stockCount: 0 });
    expect(zero.body.product).toMatchObject({ stockCount: 0, inStock: false });
    const back = await update({ id, stockCount: 8 });
    expect(back.body.product).toMatchObject({ stockCount: 8, inStock: true });
    const untrack = await update({ id, stockCount: null });
    expect(untrack.body.product).toMatchObject({ stockCount: null, inStock: true });
  });
});

describe("editing photos", () => {
  it("adds, replaces, reorders and removes; dropped pictures leave the disk", async () => {
    const created = await add({ ...basics, name: "Photo product" }, [
      await pngFile(101),
      await pngFile(102),
    ]);
    const [a, b] = created.body.product.image as [string, string];
    const id = created.body.product._id;

    // Reorder and add one: [b, new, a].
    const r1 = await update({ id, image: [b, "upload:0", a] }, [await pngFile(103)]);
    expect(r1.status).toBe(200);
    const [b1, c, a1] = r1.body.product.image;
    expect([b1, a1]).toEqual([b, a]);
    expect(c).toMatch(/^\/media\//);
    expect(await served(c as string)).toBe(true);

    // Replace a with a new file, remove b: [new2, c].
    const r2 = await update({ id, image: ["upload:0", c] }, [await pngFile(104)]);
    expect(r2.body.product.image).toHaveLength(2);
    expect(r2.body.product.image[1]).toBe(c);
    expect(await served(a)).toBe(false);
    expect(await served(b)).toBe(false);

    // The storefront shows the new first photo.
    const listed = (await catalogue(t)).find((p) => p.name === "Photo product");
    expect(listed?.image[0]).toBe(r2.body.product.image[0]);

    // Leaving image out keeps the photos.
    const r3 = await update({ id, name: "Photo product 2" });
    expect(r3.body.product.image).toEqual(r2.body.product.image);
  });

  it("refuses a picture the product does not have, a missing upload, five photos, a bad file", async () => {
    const created = await add({ ...basics, name: "Guarded photos" }, [await pngFile(111)]);
    const id = created.body.product._id;
    const image = created.body.product.image;
    for (const refs of [["/media/0123456789abcdef0123456789abcdef.webp"], ["upload:1"]]) {
      const res = await update({ id, image: refs }, [await pngFile(112)]);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/photo list names a picture/);
    }
    const five = await update(
      { id, image: ["upload:0", "upload:1", "upload:2", "upload:3", "upload:4"] },
      [await pngFile(1), await pngFile(2), await pngFile(3), await pngFile(4), await pngFile(5)],
    );
    expect(five.status).toBe(400);
    const notImage = new File([Buffer.from("not a picture")], "x.png", { type: "image/png" });
    const bad = await update({ id, image: ["upload:0"] }, [notImage]);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Please select a valid image file");
    const after = (await catalogue(t)).find((p) => p.name === "Guarded photos");
    expect(after?.image).toEqual(image);
  });
});

describe("bulk-import limits", () => {
  it("refuses more products than BULK_IMPORT_MAX_PRODUCTS with a clear message", async () => {
    const bulk = bulkImportCall(t, token);
    const max = t.deps.env.BULK_IMPORT_MAX_PRODUCTS;
    expect(max).toBe(1000);
    const list = Array.from({ length: max + 1 }, (_, i) => bulkProduct(`Many ${i}`, ["a.png"]));
    const before = (await catalogue(t)).length;
    const res = await bulk({ products: list }, [await pngFile(7, "a.png")]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      "The file has 1,001 products; one import may hold at most 1,000. Please split it into smaller files.",
    );
    expect(await catalogue(t)).toHaveLength(before);
  });

  it("refuses an upload over BULK_IMPORT_MAX_MB from its Content-Length, before reading it", async () => {
    expect(t.deps.env.BULK_IMPORT_MAX_MB).toBe(200);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        if (pulled > 4) controller.close();
        else controller.enqueue(new Uint8Array(1024));
      },
    });
    const res = await t.app.request("/api/product/bulk-import", {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(201 * 1024 * 1024),
      },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    const answer = (await res.json()) as { success: boolean; message: string; errors: unknown[] };
    expect(answer.success).toBe(false);
    expect(answer.message).toMatch(/at most 200MB/);
    expect(answer.errors).toEqual([]);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("counts the bytes of a body without a length while it streams", async () => {
    const env = t.deps.env as { BULK_IMPORT_MAX_MB: number };
    env.BULK_IMPORT_MAX_MB = 1;
    try {
      const chunk = new Uint8Array(64 * 1024);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent > 4 * 1024 * 1024) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const res = await t.app.request("/api/product/bulk-import", {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "multipart/form-data; boundary=x",
        },
        body,
        duplex: "half",
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(((await res.json()) as { message: string }).message).toMatch(/at most 1MB/);
    } finally {
      env.BULK_IMPORT_MAX_MB = 200;
    }
  });
});

describe("the import lock (server/platform/locks)", () => {
  it("lets one holder in at a time and frees the name after", async () => {
    const locks = t.deps.platform.locks;
    let release!: () => void;
    const holding = new Promise<void>((r) => (release = r));
    const first = locks.tryWithLock("bulk-import-test", () => holding.then(() => "done"));
    await new Promise((r) => setTimeout(r, 50));
    expect(await locks.tryWithLock("bulk-import-test", async () => "second")).toEqual({
      acquired: false,
    });
    release();
    expect(await first).toEqual({ acquired: true, value: "done" });
    expect(await locks.tryWithLock("bulk-import-test", async () => "again")).toEqual({
      acquired: true,
      value: "again",
    });
  });

  it.runIf(DB_KIND === "postgres")(
    "refuses a second instance on the same PostgreSQL while the first holds it",
    async () => {
      const other = await openDatabase({ url: t.databaseUrl });
      try {
        const otherLocks = createLocks(other);
        let release!: () => void;
        const holding = new Promise<void>((r) => (release = r));
        const first = t.deps.platform.locks.tryWithLock("bulk-import", () => holding);
        await new Promise((r) => setTimeout(r, 100));
        expect(await otherLocks.tryWithLock("bulk-import", async () => 1)).toEqual({
          acquired: false,
        });
        release();
        await first;
        expect(await otherLocks.tryWithLock("bulk-import", async () => 2)).toEqual({
          acquired: true,
          value: 2,
        });
      } finally {
        await other.close();
      }
    },
  );
});
