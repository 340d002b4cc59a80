// The bulk import's ?progress=1 mode: NDJSON, n of N, its refusals, and the import lock it holds.
import { describe, expect, it } from "vitest";
import { fileNotValidImage } from "@domain/messages";
import { DB_KIND } from "../../test/harness";
import { expectDbUnchanged } from "../../test/db-snapshot";
import { PRODUCT_MESSAGES } from "../products/products.schemas";
import { bulkForm, bulkProduct, catalogue, pngFile, type BulkBody } from "../products/test-helpers";
import { imageFile, makeImage } from "../products/test-images";
import {
  t,
  token,
  bulk,
  mediaFiles,
  spooled,
  setUpBulkImportStore,
  photo,
  ndjson,
} from "./bulk-import-stream-helpers";

setUpBulkImportStore();

describe(`bulk import, lean pipeline (${DB_KIND})`, () => {
  it("?progress=1 answers NDJSON: processing n of N, then the plain call's status and body", async () => {
    const same = await photo(3, 600, 400);
    const files = [
      imageFile(same, "one.jpg", "image/jpeg"),
      imageFile(same, "one-again.jpg", "image/jpeg"),
      await pngFile(301, "two.png"),
      await pngFile(302, "three.png"),
      await pngFile(303, "spare.png"),
    ];
    const productData = {
      products: [
        bulkProduct("Progress A", ["one.jpg", "two.png"]),
        bulkProduct("Progress B", ["one-again.jpg"]),
        bulkProduct("Progress C", ["three.png", "two.png"]),
      ],
    };
    const res = await t.request("POST", "/api/product/bulk-import?progress=1", {
      token,
      body: bulkForm(productData, files),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
    const lines = await ndjson(res);
    const progress = lines.slice(0, -1);
    expect(progress).toEqual(
      [0, 1, 2, 3, 4].map((done) => ({ phase: "processing", done, total: 4 })),
    );
    expect(lines.at(-1)).toEqual({
      phase: "done",
      status: 201,
      body: {
        success: true,
        message: "Successfully imported 3 products",
        errors: [],
        imported: 3,
        unusedImages: ["spare.png"],
        added: 3,
        updated: 0,
        unchanged: 0,
        summary: "3 added, 0 updated, 0 unchanged",
      },
    });
    const list = await catalogue(t);
    expect(list.find((p) => p.name === "Progress B")?.image).toEqual([
      list.find((p) => p.name === "Progress A")?.image[0],
    ]);
    expect(spooled()).toEqual([]);

    // Accept: application/x-ndjson asks the same.
    const again = await t.request("POST", "/api/product/bulk-import", {
      token,
      body: bulkForm({ products: [bulkProduct("Progress D", ["d.png"])] }, [
        await pngFile(304, "d.png"),
      ]),
      headers: { accept: "application/x-ndjson" },
    });
    const dLines = await ndjson(again);
    expect(dLines.map((l) => l.phase)).toEqual(["processing", "processing", "done"]);
    expect(dLines.at(-1)?.status).toBe(201);
  });

  it("progress mode: a refusal before processing keeps its status; a picture that fails its decode ends the stream with the plain 400, nothing kept", async () => {
    const early = await t.request("POST", "/api/product/bulk-import?progress=1", {
      token,
      body: bulkForm({ products: [] }, [await pngFile(310, "x.png")]),
    });
    expect(early.status).toBe(400);
    expect(early.headers.get("content-type")).toMatch(/^application\/json/);
    expect(((await early.json()) as BulkBody).errors).toEqual([]);

    const full = await makeImage("webp", { seed: 311, width: 200, height: 200 });
    const cut = imageFile(full.subarray(0, Math.floor(full.length / 2)), "cut.webp", "image/webp");
    const productData = {
      products: [bulkProduct("Fine first", ["fine.png"]), bulkProduct("Uses cut", ["cut.webp"])],
    };
    const plain = await bulk(productData, [await pngFile(312, "fine.png"), cut]);
    const media = mediaFiles();
    await expectDbUnchanged(t.db, async () => {
      const res = await t.request("POST", "/api/product/bulk-import?progress=1", {
        token,
        body: bulkForm(productData, [await pngFile(312, "fine.png"), cut]),
      });
      expect(res.status).toBe(200);
      const lines = await ndjson(res);
      expect(lines[0]).toEqual({ phase: "processing", done: 0, total: 2 });
      expect(lines.at(-1)).toEqual({ phase: "done", status: 400, body: plain.body });
    });
    expect(plain.status).toBe(400);
    expect(plain.body.message).toBe(fileNotValidImage("cut.webp"));
    expect(mediaFiles()).toEqual(media);
    expect(spooled()).toEqual([]);
  });

  it("holds the import lock until a streamed import is over", async () => {
    const files = await Promise.all(
      Array.from({ length: 12 }, (_, i) => pngFile(320 + i, `lock-${i}.png`)),
    );
    const productData = {
      products: files.map((f, i) => bulkProduct(`Locked ${i}`, [f.name])),
    };
    const first = await t.request("POST", "/api/product/bulk-import?progress=1", {
      token,
      body: bulkForm(productData, files),
    });
    expect(first.status).toBe(200);
    // The first answer has started; its import is still running.
    const second = await bulk({ products: [bulkProduct("Second", ["s.png"])] }, [
      await pngFile(340, "s.png"),
    ]);
    const lines = await ndjson(first);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(PRODUCT_MESSAGES.BULK_BUSY);
    expect(lines.at(-1)?.status).toBe(201);
  });
});
