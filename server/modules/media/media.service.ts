import { createHash } from "node:crypto";
import type Sharp from "sharp";
import { MEDIA_LARGE_WIDTH, MEDIA_WIDTHS, mediaHash, mediaUrl } from "@domain/media";
import { lazyModule } from "../../lib/lazy-module";
import { mediaStoreFor } from "../../platform/media-store";

const sharpModule = lazyModule<typeof Sharp>("sharp");

/**
 * The WebP settings of every rendition. Effort 4 (sharp's default) cost about three times the
 * CPU of effort 2 for a few per cent fewer bytes and the same quality.
 */
export const WEBP_OPTIONS = { quality: 78, effort: 2 } as const;

/** The stored file name of a media URL's rendition ("<hash>-320.webp"). */
const fileName = (hash: string, width: number) => mediaUrl(hash, width).replace(/^\/media\//, "");

/**
 * Stores already-encoded WebP renditions (one per MEDIA_WIDTHS entry) under their content
 * hash and returns the URL to keep in product.image. Storing the same picture twice is free.
 * `mediaDir` names the store: files in that folder, or the database store boot registered
 * for it (server/platform/media-store.ts, MEDIA_STORE).
 */
export async function storeRenditions(
  mediaDir: string,
  renditions: Map<number, Buffer>,
): Promise<string> {
  const url = renditionsUrl(renditions);
  const hash = mediaHash(url) as string;
  const store = mediaStoreFor(mediaDir);
  for (const [width, data] of renditions) await store.put(fileName(hash, width), data);
  return url;
}

/** The URL storeRenditions will give these renditions (the content hash of the largest). */
export function renditionsUrl(renditions: Map<number, Buffer>): string {
  const large = renditions.get(MEDIA_LARGE_WIDTH);
  if (!large) throw new Error(`missing the ${MEDIA_LARGE_WIDTH}px rendition`);
  return mediaUrl(createHash("sha256").update(large).digest("hex").slice(0, 32));
}

export type SniffedImageType = "image/jpeg" | "image/png" | "image/gif" | "image/webp";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** How many leading bytes sniffImageType needs. */
export const IMAGE_SNIFF_BYTES = 12;

/**
 * The image type a file really is, from its first bytes (magic numbers), whatever its name
 * or declared type say: JPEG, PNG, GIF or WebP, else null.
 */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

/** Decoding stops above this many pixels: a small file must not cost minutes of CPU. */
export const MAX_INPUT_PIXELS = 100_000_000;

/** The bytes could not be decoded as a picture (damaged, truncated, or too many pixels). */
export class ImageDecodeError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "ImageDecodeError";
  }
}

function decodeFailureReason(err: unknown): string {
  const text = String((err as Error)?.message ?? err);
  if (/pixel limit/i.test(text)) {
    return `The image has more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`;
  }
  return "The image is damaged or incomplete and could not be read";
}

const LARGEST_WIDTH = Math.max(...MEDIA_WIDTHS);
const bounded = (width: number) =>
  ({ width, height: width, fit: "inside", withoutEnlargement: true }) as const;

/**
 * Re-encodes a picture (any format sharp reads; its bytes, or the path of a file holding them)
 * into the WebP renditions of MEDIA_WIDTHS, bounded to a square, without metadata. The picture
 * is decoded once: to raw pixels at the largest width, from which every
 * width is encoded, so the largest rendition is byte for byte what decoding it on its own gave
 * and the smaller ones are resized from it. A file that does not decode completely (a
 * truncated upload, say) throws ImageDecodeError instead of becoming a half-grey picture.
 */
export async function renderImageRenditions(input: Buffer | string): Promise<Map<number, Buffer>> {
  const renditions = new Map<number, Buffer>();
  const sharp = sharpModule();
  try {
    const { data, info } = await sharp(input, {
      failOn: "error",
      animated: false,
      limitInputPixels: MAX_INPUT_PIXELS,
    })
      .rotate() // honour EXIF orientation before the metadata is dropped
      .resize(bounded(LARGEST_WIDTH))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    for (const width of MEDIA_WIDTHS) {
      const pixels = sharp(data, { raw });
      const resized = width === LARGEST_WIDTH ? pixels : pixels.resize(bounded(width));
      renditions.set(width, await resized.webp(WEBP_OPTIONS).toBuffer());
    }
  } catch (err) {
    throw new ImageDecodeError(decodeFailureReason(err));
  }
  return renditions;
}

/** Removes every rendition of a stored media URL (when no product uses it any more). */
export async function removeMedia(mediaDir: string, url: string): Promise<void> {
  const hash = mediaHash(url);
  if (!hash) return;
  const store = mediaStoreFor(mediaDir);
  await Promise.all(MEDIA_WIDTHS.map((w) => store.delete(fileName(hash, w))));
}
