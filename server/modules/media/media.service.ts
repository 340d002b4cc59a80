import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { MEDIA_LARGE_WIDTH, MEDIA_WIDTHS, mediaHash, mediaUrl } from "@domain/media";

const WEBP_QUALITY = 78;

/** Writes atomically (temp file then rename) so a reader never sees half an image. */
async function writeAtomic(path: string, data: Buffer) {
  const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, path);
}

/**
 * Stores already-encoded WebP renditions (one per MEDIA_WIDTHS entry) under their content
 * hash and returns the URL to keep in product.image. Storing the same picture twice is free.
 */
export async function storeRenditions(mediaDir: string, renditions: Map<number, Buffer>): Promise<string> {
  const large = renditions.get(MEDIA_LARGE_WIDTH);
  if (!large) throw new Error(`missing the ${MEDIA_LARGE_WIDTH}px rendition`);
  const hash = createHash("sha256").update(large).digest("hex").slice(0, 32);
  await mkdir(mediaDir, { recursive: true });
  for (const [width, data] of renditions) {
    const path = join(mediaDir, mediaUrl(hash, width).replace(/^\/media\//, ""));
    if (!existsSync(path)) await writeAtomic(path, data);
  }
  return mediaUrl(hash);
}

/**
 * Re-encodes an uploaded picture (any format sharp reads) into square-bounded WebP
 * renditions without metadata. The caller has already checked type and size.
 */
export async function storeUploadedImage(mediaDir: string, input: Buffer): Promise<string> {
  const renditions = new Map<number, Buffer>();
  for (const width of MEDIA_WIDTHS) {
    const data = await sharp(input, { failOn: "error", animated: false })
      .rotate() // honour EXIF orientation before the metadata is dropped
      .resize({ width, height: width, fit: "inside", withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    renditions.set(width, data);
  }
  return storeRenditions(mediaDir, renditions);
}

/** Removes every rendition of a stored media URL (when no product uses it any more). */
export async function removeMedia(mediaDir: string, url: string): Promise<void> {
  const hash = mediaHash(url);
  if (!hash) return;
  await Promise.all(
    MEDIA_WIDTHS.map((w) => rm(join(mediaDir, mediaUrl(hash, w).replace(/^\/media\//, "")), { force: true })),
  );
}
