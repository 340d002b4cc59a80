// Seller photos come straight from phones (3–4 MB, 4000 px); the store keeps 640 px at most.
// Shrinking them in the browser to at most 1280 px before upload saves
// the seller's mobile data and the server's memory. Small files and GIFs (animation) are sent
// as they are, and anything the browser cannot decode or shrink is sent unchanged: the server
// decides what is a valid image.

export const DOWNSCALE_MAX_SIDE = 1280;
/** Below this a photo is already web-sized: re-encoding would only cost quality. */
export const DOWNSCALE_MIN_BYTES = 300 * 1024;
const QUALITY = 0.85;

/** The size to draw at: the longer side at most maxSide, never enlarged, aspect kept. */
export function scaledSize(
  width: number,
  height: number,
  maxSide: number = DOWNSCALE_MAX_SIDE,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (!(longest > maxSide)) return { width, height };
  const ratio = maxSide / longest;
  return {
    width: Math.max(1, Math.round(width * ratio)),
    height: Math.max(1, Math.round(height * ratio)),
  };
}

/** Whether a file is worth shrinking before anything is decoded. */
export function shouldTryDownscale(file: { type: string; size: number }): boolean {
  return /^image\/(jpeg|png|webp)$/i.test(file.type) && file.size > DOWNSCALE_MIN_BYTES;
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

/**
 * The file to upload: a smaller WebP (or JPEG where the browser cannot encode WebP) under the
 * same name, or the original when it is small, a GIF, or would not get smaller.
 */
export async function downscaleImage(
  file: File,
  maxSide: number = DOWNSCALE_MAX_SIDE,
): Promise<File> {
  if (
    typeof document === "undefined" ||
    typeof createImageBitmap !== "function" ||
    !shouldTryDownscale(file)
  )
    return file;
  let bitmap: ImageBitmap | null = null;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const size = scaledSize(bitmap.width, bitmap.height, maxSide);
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext("2d");
    if (!ctx) return file;
    ctx.drawImage(bitmap, 0, 0, size.width, size.height);
    let blob = await toBlob(canvas, "image/webp");
    // Safari returns PNG when it cannot write WebP; JPEG has no transparency, so a PNG keeps its own.
    if (!blob || blob.type !== "image/webp")
      blob = file.type === "image/png" ? null : await toBlob(canvas, "image/jpeg");
    if (!blob || blob.size >= file.size) return file;
    // The name stays: a bulk import's JSON refers to pictures by their file names.
    return new File([blob], file.name, { type: blob.type, lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}
