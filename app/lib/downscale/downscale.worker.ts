/// <reference lib="webworker" />
// Shrinks one photo off the main thread (OffscreenCanvas), so picking several phone photos
// never freezes the page. Same rules as ~/lib/downscale-image: at most maxSide px, WebP (or
// JPEG where WebP cannot be written), never bigger than the original.
import { scaledSize } from "~/lib/downscale-image";

export interface DownscaleRequest {
  id: number;
  file: File;
  maxSide: number;
  quality: number;
}
export interface DownscaleReply {
  id: number;
  blob: Blob | null;
}

const scope = self as unknown as DedicatedWorkerGlobalScope;

async function shrink({ file, maxSide, quality }: DownscaleRequest): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    const size = scaledSize(bitmap.width, bitmap.height, maxSide);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const ctx = canvas.getContext("2d");
    if (!ctx) return null;
    ctx.drawImage(bitmap, 0, 0, size.width, size.height);
    let blob: Blob | null = await canvas.convertToBlob({ type: "image/webp", quality });
    if (blob.type !== "image/webp")
      blob =
        file.type === "image/png"
          ? null
          : await canvas.convertToBlob({ type: "image/jpeg", quality });
    return blob && blob.size < file.size ? blob : null;
  } finally {
    bitmap.close();
  }
}

scope.onmessage = async (event: MessageEvent<DownscaleRequest>) => {
  let blob: Blob | null = null;
  try {
    blob = await shrink(event.data);
  } catch {
    blob = null;
  }
  scope.postMessage({ id: event.data.id, blob } satisfies DownscaleReply);
};
