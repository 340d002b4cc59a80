// The bulk import's lean pipeline: the upload is spooled to disk and
// removed afterwards, too many products are refused before the pictures are read, each picture
// is decoded once with the same stored result, and ?progress=1 answers NDJSON, n of N.
// This file: the stored result and the early refusal; progress and spooling are in
// bulk-import-stream-progress.test.ts and bulk-import-stream-spool.test.ts.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { join } from "node:path";
import { getRequestListener } from "@hono/node-server";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MEDIA_WIDTHS, mediaHash } from "@domain/media";
import { DB_KIND } from "../../test/harness";
import { tooManyProductsMessage } from "../products/products.schemas";
import { bulkProduct, catalogue } from "../products/test-helpers";
import { imageFile, makeImage } from "../products/test-images";
import {
  t,
  token,
  bulk,
  mediaFiles,
  spooled,
  setUpBulkImportStore,
  photo,
  referenceRendition,
  BOUNDARY,
  productDataPart,
  imagePartHead,
} from "./bulk-import-stream-helpers";

setUpBulkImportStore();

describe(`bulk import, lean pipeline (${DB_KIND})`, () => {
  it("answers and stores what the per-width pipeline did: same names, same large rendition, the small one within rounding", async () => {
    const inputs = {
      "landscape.jpg": await photo(1, 1200, 900),
      "turned.jpg": await photo(2, 900, 600, 6),
      "alpha.png": await sharp({
        create: {
          width: 500,
          height: 300,
          channels: 4,
          background: { r: 200, g: 40, b: 90, alpha: 0.5 },
        },
      })
        .png()
        .toBuffer(),
      "small.webp": await makeImage("webp", { seed: 77, width: 200, height: 120 }),
      "tiny.gif": await makeImage("gif", { seed: 78 }),
    };
    const files = Object.entries(inputs).map(([name, bytes]) => imageFile(bytes, name));
    const names = Object.keys(inputs);
    const media = mediaFiles();
    const res = await bulk(
      { products: names.map((name, i) => bulkProduct(`Same output ${i}`, [name])) },
      files,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: "Successfully imported 5 products",
      errors: [],
      imported: 5,
      unusedImages: [],
      added: 5,
      updated: 0,
      unchanged: 0,
      summary: "5 added, 0 updated, 0 unchanged",
    });
    expect(mediaFiles().length - media.length).toBe(names.length * MEDIA_WIDTHS.length);
    const list = await catalogue(t);
    for (const [i, name] of names.entries()) {
      const url = list.find((p) => p.name === `Same output ${i}`)?.image[0] as string;
      const hash = mediaHash(url) as string;
      const input = inputs[name as keyof typeof inputs];
      // The large rendition is byte for byte what it was, so its content-hashed name is too.
      const large = readFileSync(join(t.deps.mediaDir, `${hash}.webp`));
      expect(large.equals(await referenceRendition(input, 640)), name).toBe(true);
      const small = readFileSync(join(t.deps.mediaDir, `${hash}-320.webp`));
      const expected = await referenceRendition(input, 320);
      const meta = await sharp(small).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      const reference = await sharp(expected).metadata();
      // Resized from the large rendition rather than the file: a side may round the other way.
      expect(Math.abs(meta.width! - reference.width!), name).toBeLessThanOrEqual(1);
      expect(Math.abs(meta.height! - reference.height!), name).toBeLessThanOrEqual(1);
      expect(Math.max(meta.width!, meta.height!), name).toBe(
        Math.min(320, Math.max(reference.width!, reference.height!)),
      );
      const [got, want] = await Promise.all(
        [small, expected].map((b) =>
          sharp(b)
            .resize(reference.width!, reference.height!, { fit: "fill" })
            .removeAlpha()
            .raw()
            .toBuffer(),
        ),
      );
      let diff = 0;
      for (let k = 0; k < got!.length; k++) diff += Math.abs(got![k]! - want![k]!);
      expect(diff / got!.length, name).toBeLessThan(3);
    }
    // EXIF orientation 6 turns the 900×600 picture upright: 427×640.
    const turned = list.find((p) => p.name === "Same output 1")?.image[0] as string;
    const turnedMeta = await sharp(join(t.deps.mediaDir, `${mediaHash(turned)}.webp`)).metadata();
    expect([turnedMeta.width, turnedMeta.height]).toEqual([427, 640]);
    expect(spooled()).toEqual([]);
  });

  it("refuses too many products as soon as productData has arrived, while the images never end", async () => {
    const max = t.deps.env.BULK_IMPORT_MAX_PRODUCTS;
    const productData = {
      products: Array.from({ length: max + 1 }, (_, i) => bulkProduct(`Endless ${i}`, ["a.jpg"])),
    };
    let pulled = 0;
    const chunk = randomBytes(64 * 1024);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(productDataPart(productData));
        controller.enqueue(imagePartHead("a.jpg"));
      },
      async pull(controller) {
        pulled++;
        await new Promise((r) => setTimeout(r, 5));
        controller.enqueue(chunk); // an image that never ends
      },
    });
    const before = (await catalogue(t)).length;
    const res = await t.app.request("/api/product/bulk-import", {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      message: tooManyProductsMessage(max + 1, max),
      errors: [],
    });
    // The answer came while the body was still flowing: a few chunks were read, not the stream.
    expect(pulled).toBeLessThan(20);
    expect(await catalogue(t)).toHaveLength(before);
    expect(spooled()).toEqual([]);
  });

  it("over real HTTP too: the refusal arrives while the client is still sending", async () => {
    const server: Server = createServer(getRequestListener(t.app.fetch));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.address() as { port: number }).port;
    const max = t.deps.env.BULK_IMPORT_MAX_PRODUCTS;
    const productData = {
      products: Array.from({ length: max + 5 }, (_, i) => bulkProduct(`Wire ${i}`, ["a.jpg"])),
    };
    try {
      const req = httpRequest({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/product/bulk-import",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
          "transfer-encoding": "chunked",
        },
      });
      req.on("error", () => {}); // the socket may close under the last writes
      req.write(productDataPart(productData));
      req.write(imagePartHead("a.jpg"));
      const feeder = setInterval(() => req.write(randomBytes(16 * 1024)), 10);
      // The client never ends its body: an answer at all means it came mid-upload.
      let endedBeforeAnswer: boolean | undefined;
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        req.on("response", (res) => {
          endedBeforeAnswer = req.writableEnded;
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (d: string) => (body += d));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        });
        setTimeout(() => reject(new Error("no answer within 20 s")), 20_000);
      }).finally(() => {
        clearInterval(feeder);
        req.destroy();
      });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).message).toBe(tooManyProductsMessage(max + 5, max));
      expect(endedBeforeAnswer).toBe(false);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
    expect(spooled()).toEqual([]);
  });
});
