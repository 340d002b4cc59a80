import { eq, sql } from "drizzle-orm";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Database } from "../db/client";
import { mediaBlobs } from "../db/schema";

/**
 * Where uploaded images live, by file name (`<hash>.webp`, `<hash>-320.webp`): files under
 * DATA_DIR/media (one machine), or a PostgreSQL table shared by every instance.
 * Names are content-hashed, so a stored name never changes content:
 * put is idempotent and any copy of a name is as good as another.
 */
export interface MediaStore {
  readonly kind: "files" | "database";
  put(name: string, data: Buffer): Promise<void>;
  get(name: string): Promise<Buffer | null>;
  exists(name: string): Promise<boolean>;
  delete(name: string): Promise<void>;
  /** Every stored name with its age, for the start-up sweep and the migration command. */
  list(): Promise<{ name: string; modifiedAt: Date }[]>;
}

/** A media file name as stored: no path, no dots but the extension. */
export const MEDIA_NAME = /^[0-9a-f]{16,64}(?:-\d{2,4})?\.webp$/;

function checkName(name: string) {
  if (!MEDIA_NAME.test(name)) throw new Error(`not a media file name: ${name.slice(0, 80)}`);
}

/** Writes atomically (temp file then rename) so a reader never sees half an image. */
async function writeAtomic(path: string, data: Buffer) {
  const tmp = `${path}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, path);
}

export function createFileMediaStore(dir: string): MediaStore {
  return {
    kind: "files",
    async put(name, data) {
      checkName(name);
      const path = join(dir, name);
      if (existsSync(path)) return;
      await mkdir(dir, { recursive: true });
      await writeAtomic(path, data);
    },
    async get(name) {
      if (!MEDIA_NAME.test(name)) return null;
      try {
        return await readFile(join(dir, name));
      } catch {
        return null;
      }
    },
    async exists(name) {
      return MEDIA_NAME.test(name) && existsSync(join(dir, name));
    },
    async delete(name) {
      checkName(name);
      await rm(join(dir, name), { force: true });
    },
    async list() {
      const names = existsSync(dir) ? await readdir(dir) : [];
      const out: { name: string; modifiedAt: Date }[] = [];
      for (const name of names) {
        if (!MEDIA_NAME.test(name)) continue;
        const s = await stat(join(dir, name)).catch(() => null);
        if (s) out.push({ name, modifiedAt: s.mtime });
      }
      return out;
    },
  };
}

/**
 * Images in the media_blobs table, with this instance's disk (cacheDir, normally
 * DATA_DIR/media) as a read-through cache. A name found on disk is served from there, so a
 * store that used files before keeps serving them until `npm run media:to-db` copies them in.
 */
export function createDatabaseMediaStore(db: Database, cacheDir?: string): MediaStore {
  const cache = cacheDir ? createFileMediaStore(cacheDir) : null;
  return {
    kind: "database",
    async put(name, data) {
      checkName(name);
      await db
        .insert(mediaBlobs)
        .values({ name, data, bytes: data.length })
        .onConflictDoNothing({ target: mediaBlobs.name });
      await cache?.put(name, data).catch(() => {});
    },
    async get(name) {
      if (!MEDIA_NAME.test(name)) return null;
      const cached = await cache?.get(name);
      if (cached) return cached;
      const [row] = await db
        .select({ data: mediaBlobs.data })
        .from(mediaBlobs)
        .where(eq(mediaBlobs.name, name));
      if (!row) return null;
      await cache?.put(name, row.data).catch(() => {});
      return row.data;
    },
    async exists(name) {
      if (!MEDIA_NAME.test(name)) return false;
      const [row] = await db
        .select({ n: sql<number>`1` })
        .from(mediaBlobs)
        .where(eq(mediaBlobs.name, name));
      return Boolean(row) || Boolean(await cache?.exists(name));
    },
    async delete(name) {
      checkName(name);
      await db.delete(mediaBlobs).where(eq(mediaBlobs.name, name));
      await cache?.delete(name);
    },
    async list() {
      const rows = await db
        .select({ name: mediaBlobs.name, modifiedAt: mediaBlobs.createdAt })
        .from(mediaBlobs);
      return rows;
    },
  };
}

/*
 * Which store serves a media folder. media.service's functions take the folder (their
 * callers pass deps.mediaDir), so boot registers the store chosen by MEDIA_STORE for that
 * folder; a folder nothing was registered for is a plain file store (tests, scripts).
 */
const registry = new Map<string, MediaStore>();

export function registerMediaStore(mediaDir: string, store: MediaStore): () => void {
  registry.set(mediaDir, store);
  return () => {
    if (registry.get(mediaDir) === store) registry.delete(mediaDir);
  };
}

export function mediaStoreFor(mediaDir: string): MediaStore {
  return registry.get(mediaDir) ?? createFileMediaStore(mediaDir);
}
