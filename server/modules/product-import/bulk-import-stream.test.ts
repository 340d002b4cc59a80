import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { join } from "node:path";
import { getRequestListener } from "@hono/node-server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileNotValidImage } from "@domain/messages";
import { MEDIA_WIDTHS, mediaHash } from "@domain/media";
import { createTestContext, DB_KIND, loginAsSeller, type TestContext } from "../../test/harness";
import { expectDbUnchanged } from "../../test/db-snapshot";
import { SWEEP_MIN_AGE_MS } from "../../lib/sweep-age";
import { PRODUCT_MESSAGES, tooManyProductsMessage } from "../products/products.schemas";
import {
  bulkForm,
  bulkImportCall,
  bulkProduct,
  catalogue,
  mediaFiles as listMedia,
  pngFile,
  type BulkBody,
} from "../products/test-helpers";
import { imageFile, makeImage } from "../products/test-images";
import { sweepAbandonedUploads, uploadsRoot } from "../../http/upload-spool";

// The bulk import's lean pipeline: the upload is spooled to disk and
// removed afterwards, too many products are refused before the pictures are read, each picture
// is decoded once with the same stored result, and ?progress=1 answers NDJSON, n of N.

let t: TestContext;
let token: string;
let bulk: ReturnType<typeof bulkImportCall>;
const mediaFiles = () => listMedia(t);
const spooled = () => {
  const root = uploadsRoot(t.dataDir);
  return existsSync(root) ? readdirSync(root) : [];
};

beforeAll(async () => {
  t = await createTestContext();
  token = (await loginAsSeller(t)).token;
  bulk = bulkImportCall(t, token);
}, 300_000);
afterAll(() => t.close());

/** A photo-like JPEG (a gradient under noise), optionally with an EXIF orientation. */
async function photo(seed: number, width: number, height: number, orientation?: number) {
  const pixels = randomBytes(width * height * 3);
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = (pixels[i]! >> 3) + (((((i / 3) % width) * 200) / width + seed * 13) % 200);
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return (orientation ? image.withMetadata({ orientation }) : image)
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The renditions as the store made them before this change: one decode per width. */
const referenceRendition = (input: Buffer, width: number) =>
  sharp(input, { failOn: "error", animated: false })
    .rotate()
    .resize({ width, height: width, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();

/** A multipart body by hand: productData first, then the given image parts. */
const BOUNDARY = "----leanImportBoundary";
function productDataPart(productData: unknown): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="productData"\r\n\r\n${JSON.stringify(productData)}\r\n`,
  );
}
function imagePartHead(name: string): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
}

/** The NDJSON lines of a progress answer. */
async function ndjson(res: Response) {
  const text = await res.text();
  expect(text.endsWith("\n")).toBe(true);
  return text
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

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
      let sent = 0;
      const feeder = setInterval(() => {
        sent++;
        req.write(randomBytes(16 * 1024));
      }, 10);
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        req.on("response", (res) => {
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
      expect(sent).toBeGreaterThan(0);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
    expect(spooled()).toEqual([]);
  });

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

  it("spools the pictures to disk while they arrive and removes them when the upload is aborted", async () => {
    const productData = { products: [bulkProduct("Aborted", ["a.jpg"])] };
    let fail!: (err: Error) => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(productDataPart(productData));
        controller.enqueue(imagePartHead("a.jpg"));
        controller.enqueue(randomBytes(256 * 1024));
        fail = (err) => controller.error(err);
      },
    });
    const before = (await catalogue(t)).length;
    const answer = t.app.request("/api/product/bulk-import", {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body,
      duplex: "half",
    } as RequestInit);
    // The picture's bytes are on disk, in the request's own folder, before the upload ends.
    await expect
      .poll(
        () => {
          const [folder] = spooled();
          if (!folder) return 0;
          const dir = join(uploadsRoot(t.dataDir), folder);
          return readdirSync(dir).length;
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    fail(new Error("connection reset by the client"));
    const res = await answer;
    expect(res.status).toBe(400);
    expect(((await res.json()) as BulkBody).message).toBe(PRODUCT_MESSAGES.UNREADABLE_UPLOAD);
    expect(spooled()).toEqual([]);
    expect(await catalogue(t)).toHaveLength(before);
  });

  it("leaves no spooled file after a refused import", async () => {
    const res = await bulk({ products: [bulkProduct("Typo", ["missing.png"])] }, [
      await pngFile(350, "other.png"),
    ]);
    expect(res.status).toBe(400);
    expect(spooled()).toEqual([]);
  });

  it("counts the bytes of a body that declares no length: over BULK_IMPORT_MAX_MB is 413 at once", async () => {
    const small = await createTestContext({ env: { BULK_IMPORT_MAX_MB: "1" } });
    try {
      const seller = (await loginAsSeller(small)).token;
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(productDataPart({ products: [bulkProduct("Big", ["a.jpg"])] }));
          controller.enqueue(imagePartHead("a.jpg"));
        },
        pull(controller) {
          pulled++;
          controller.enqueue(randomBytes(64 * 1024));
        },
      });
      const res = await small.app.request("/api/product/bulk-import", {
        method: "POST",
        headers: {
          authorization: `Bearer ${seller}`,
          "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        },
        body,
        duplex: "half",
      } as RequestInit);
      expect(res.status).toBe(413);
      const answer = (await res.json()) as BulkBody;
      expect(answer.message).toMatch(/at most 1MB/);
      expect(answer.errors).toEqual([]);
      expect(pulled).toBeLessThan(40); // 1 MB is 16 chunks: it stopped right after
      const root = uploadsRoot(small.dataDir);
      expect(existsSync(root) ? readdirSync(root) : []).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it("the start-up sweep removes upload folders a killed process left, and keeps recent ones", async () => {
    const root = uploadsRoot(t.dataDir);
    const old = join(root, "old-upload");
    const recent = join(root, "recent-upload");
    for (const dir of [old, recent]) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, "0"), "half a picture");
    }
    const past = new Date(Date.now() - SWEEP_MIN_AGE_MS - 60_000);
    utimesSync(old, past, past);
    expect(await sweepAbandonedUploads(t.dataDir)).toEqual(["old-upload"]);
    expect(spooled()).toEqual(["recent-upload"]);
    expect(await sweepAbandonedUploads(t.dataDir, Date.now() + SWEEP_MIN_AGE_MS + 60_000)).toEqual([
      "recent-upload",
    ]);
    expect(spooled()).toEqual([]);
  });
});
