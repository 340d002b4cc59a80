import { randomUUID } from "node:crypto";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { SWEEP_MIN_AGE_MS } from "../lib/sweep-age";

/**
 * Uploaded files of one request, spooled to disk: a folder of its own under
 * DATA_DIR/tmp/uploads, removed when the request is done — answered, refused or aborted.
 * A process killed midway leaves its folder behind; the start-up sweep removes it.
 */
export const uploadsRoot = (dataDir: string) => join(resolve(dataDir), "tmp", "uploads");

/**
 * A file the multipart reader wrote to disk: a File whose bytes are read from there when asked
 * (nothing of it is held in memory), with the SHA-256 of its bytes computed as it arrived.
 */
export class SpooledFile extends File {
  constructor(
    parts: BlobPart[],
    name: string,
    options: FilePropertyBag,
    /** Where the bytes are, for readers that take a path (sharp). */
    readonly path: string,
    /** Hex SHA-256 of the bytes. */
    readonly sha256: string,
  ) {
    super(parts, name, options);
  }
}

export class UploadSpool {
  private dir: string | undefined;
  private made: Promise<string> | undefined;
  private pending = new Set<Promise<unknown>>();
  private count = 0;
  private disposed = false;

  constructor(private readonly root: string) {}

  /** A fresh path for the next file (the folder is made on first use). */
  async nextPath(): Promise<string> {
    if (this.disposed) throw new Error("upload spool already disposed");
    const index = this.count++;
    if (!this.made) {
      const dir = join(this.root, `${Date.now()}-${randomUUID()}`);
      this.dir = dir;
      this.made = mkdir(dir, { recursive: true }).then(() => dir);
    }
    return join(await this.made, String(index));
  }

  /** Work writing into the folder: disposal waits for it before removing the folder. */
  track<T>(work: Promise<T>): Promise<T> {
    this.pending.add(work);
    void work.catch(() => {}).finally(() => this.pending.delete(work));
    return work;
  }

  /** The folder, while it exists (tests). */
  get folder(): string | undefined {
    return this.dir;
  }

  /** Removes every spooled file; safe to call more than once. */
  async dispose(): Promise<void> {
    this.disposed = true;
    await Promise.allSettled([...this.pending, this.made]);
    if (this.dir) await rm(this.dir, { recursive: true, force: true });
    this.dir = undefined;
  }
}

const spoolsOf = new WeakMap<Context, UploadSpool[]>();

/** A spool for this request's uploads, disposed by `releaseUploads` when the request is done. */
export function spoolFor(c: Context<AppEnv>): UploadSpool {
  const spool = new UploadSpool(uploadsRoot(c.var.deps.env.DATA_DIR));
  spoolsOf.set(c, [...(spoolsOf.get(c) ?? []), spool]);
  return spool;
}

/**
 * Takes this request's spools out of `releaseUploads`' hands: for an answer that keeps working
 * after the handler returns (a streamed answer), which must dispose of them itself.
 */
export function holdUploads(c: Context): UploadSpool[] {
  const spools = spoolsOf.get(c) ?? [];
  spoolsOf.delete(c);
  return spools;
}

/**
 * Every request's spooled uploads are removed once it is answered (or failed). Uploads come
 * with a body: a GET or HEAD spools none and is handed on at once.
 */
export const releaseUploads: MiddlewareHandler<AppEnv> = (c, next) =>
  c.req.method === "GET" || c.req.method === "HEAD" ? next() : releaseAfter(c, next);

const releaseAfter: MiddlewareHandler<AppEnv> = async (c, next) => {
  try {
    await next();
  } finally {
    const spools = holdUploads(c);
    if (spools.length > 0) await Promise.all(spools.map((s) => s.dispose()));
  }
};

/**
 * Start-up sweep: upload folders a killed process left behind.
 * Folders untouched for `minAgeMs` (an hour unless told) are removed; younger ones may belong
 * to another instance sharing DATA_DIR that is receiving an upload right now.
 */
export async function sweepAbandonedUploads(
  dataDir: string,
  now = Date.now(),
  minAgeMs = SWEEP_MIN_AGE_MS,
): Promise<string[]> {
  const root = uploadsRoot(dataDir);
  let names: string[];
  try {
    names = await readdir(root);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const path = join(root, name);
    const info = await stat(path).catch(() => null);
    // With no minimum age everything goes: a folder made within this very millisecond has an
    // mtime (fractional ms) a hair after `now` (whole ms), and must not be kept for that.
    if (!info || (minAgeMs > 0 && now - info.mtimeMs < minAgeMs)) continue;
    await rm(path, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
