// Photos are shrunk in a small pool of Web Workers (several at once, never on the main
// thread). Where workers or OffscreenCanvas are missing, the main-thread version is used.
import { downscaleImage, DOWNSCALE_MAX_SIDE, shouldTryDownscale } from "~/lib/downscale-image";
import type { DownscaleReply, DownscaleRequest } from "./downscale.worker";

const QUALITY = 0.85;

interface Job {
  request: DownscaleRequest;
  resolve: (blob: Blob | null) => void;
}

let workers: Worker[] | null = null;
const idle: Worker[] = [];
const queue: Job[] = [];
const pending = new Map<number, (blob: Blob | null) => void>();
let nextId = 1;

const supported = () =>
  typeof window !== "undefined" &&
  typeof Worker === "function" &&
  typeof OffscreenCanvas === "function" &&
  typeof createImageBitmap === "function";

/** How many photos are shrunk at once: the cores but one, between 2 and 4. */
export const poolSize = () =>
  Math.max(2, Math.min(4, (globalThis.navigator?.hardwareConcurrency ?? 2) - 1));

function startWorkers(): Worker[] {
  if (workers) return workers;
  workers = Array.from({ length: poolSize() }, () => {
    const worker = new Worker(new URL("./downscale.worker.ts", import.meta.url), {
      type: "module",
    });
    worker.onmessage = (event: MessageEvent<DownscaleReply>) => {
      pending.get(event.data.id)?.(event.data.blob);
      pending.delete(event.data.id);
      idle.push(worker);
      pump();
    };
    idle.push(worker);
    return worker;
  });
  return workers;
}

function pump() {
  while (idle.length > 0 && queue.length > 0) {
    const worker = idle.pop() as Worker;
    const job = queue.shift() as Job;
    pending.set(job.request.id, job.resolve);
    worker.postMessage(job.request);
  }
}

/** The file to upload: shrunk in a worker, or the original when small, a GIF, or not smaller. */
export async function downscaleInWorker(
  file: File,
  maxSide: number = DOWNSCALE_MAX_SIDE,
): Promise<File> {
  if (!shouldTryDownscale(file)) return file;
  if (!supported()) return downscaleImage(file, maxSide);
  try {
    startWorkers();
  } catch {
    return downscaleImage(file, maxSide);
  }
  const blob = await new Promise<Blob | null>((resolve) => {
    queue.push({ request: { id: nextId++, file, maxSide, quality: QUALITY }, resolve });
    pump();
  });
  if (!blob) return file;
  // The name stays: a bulk import's JSON refers to pictures by their file names.
  return new File([blob], file.name, { type: blob.type, lastModified: file.lastModified });
}

/**
 * Every picture of an import, shrunk several at once in the workers, in the files' order;
 * `onDone` counts them as they finish.
 */
export async function downscaleAll(
  files: readonly File[],
  onDone: (done: number, total: number) => void,
): Promise<File[]> {
  let done = 0;
  return Promise.all(
    files.map(async (file) => {
      const small = await downscaleInWorker(file);
      onDone(++done, files.length);
      return small;
    }),
  );
}
