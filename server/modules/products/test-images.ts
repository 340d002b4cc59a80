import { randomBytes } from "node:crypto";
import sharp from "sharp";

/** Real image files for the upload tests, generated with sharp (no binary fixtures). */
export type ImageFormat = "jpeg" | "png" | "gif" | "webp";

export const MIME: Record<ImageFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};

/**
 * A small picture: a 4×4 grid of light and dark tiles spelling the seed's 16 low bits, on a
 * tint from the seed. Distinct seeds (below 65536) stay distinct pictures even after lossy
 * re-encoding, so they get distinct content hashes.
 */
export async function makeImage(
  format: ImageFormat,
  options: { seed?: number; width?: number; height?: number } = {},
): Promise<Buffer> {
  const seed = options.seed ?? 0;
  const width = options.width ?? 64;
  const height = options.height ?? 64;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const tile = Math.floor((y * 4) / height) * 4 + Math.floor((x * 4) / width);
      const light = (seed >> tile) & 1;
      const offset = (y * width + x) * 3;
      pixels[offset] = light ? 235 : 20 + (seed % 40);
      pixels[offset + 1] = light ? 225 - (seed % 30) : 30;
      pixels[offset + 2] = light ? 200 : 60 + ((seed >> 4) % 50);
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return image[format]().toBuffer();
}

/** Noise (so it cannot compress) as an uncompressed PNG just over `bytes` long: a real, valid, oversized image. */
export async function makeLargePng(bytes: number): Promise<Buffer> {
  const width = 1024;
  const height = Math.ceil(bytes / (width * 3)) + 1;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A File as a browser's FormData would send it. */
export function imageFile(bytes: Buffer, name: string, type = "image/png"): File {
  return new File([new Uint8Array(bytes)], name, { type });
}
