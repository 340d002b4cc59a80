/**
 * The shared store, pictures and multipart pieces of the lean bulk import tests (bulk-import-
 * stream*.test.ts).
 */
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, expect } from "vitest";
import { createTestContext, loginAsSeller, type TestContext } from "../../test/harness";
import { bulkImportCall, mediaFiles as listMedia } from "../products/test-helpers";
import { uploadsRoot } from "../../http/upload-spool";
import { WEBP_OPTIONS } from "../media/media.service";

export let t: TestContext;
export let token: string;
export let bulk: ReturnType<typeof bulkImportCall>;
export const mediaFiles = () => listMedia(t);
export const spooled = () => {
  const root = uploadsRoot(t.dataDir);
  return existsSync(root) ? readdirSync(root) : [];
};

/** Each file's store: a seller signed in, with the bulk import call made for them. */
export function setUpBulkImportStore() {
  beforeAll(async () => {
    t = await createTestContext();
    token = (await loginAsSeller(t)).token;
    bulk = bulkImportCall(t, token);
  }, 300_000);
  afterAll(() => t.close());
}

/** A photo-like JPEG (a gradient under noise), optionally with an EXIF orientation. */
export async function photo(seed: number, width: number, height: number, orientation?: number) {
  const pixels = randomBytes(width * height * 3);
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = (pixels[i]! >> 3) + (((((i / 3) % width) * 200) / width + seed * 13) % 200);
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return (orientation ? image.withMetadata({ orientation }) : image)
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The renditions as the store made them before this change: one decode per width. */
export const referenceRendition = (input: Buffer, width: number) =>
  sharp(input, { failOn: "error", animated: false })
    .rotate()
    .resize({ width, height: width, fit: "inside", withoutEnlargement: true })
    .webp(WEBP_OPTIONS)
    .toBuffer();

/** A multipart body by hand: productData first, then the given image parts. */
export const BOUNDARY = "----leanImportBoundary";
export function productDataPart(productData: unknown): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="productData"\r\n\r\n${JSON.stringify(productData)}\r\n`,
  );
}
export function imagePartHead(name: string): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
}

/** The NDJSON lines of a progress answer. */
export async function ndjson(res: Response) {
  const text = await res.text();
  expect(text.endsWith("\n")).toBe(true);
  return text
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
