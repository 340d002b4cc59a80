import { arrayOverlaps } from "drizzle-orm";
import { mediaHash } from "@domain/media";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import { mediaGuardOf } from "../../platform/media-guard";
import { removeMedia } from "../media/media.service";

interface GuardDeps {
  db: Database;
}

/**
 * Media writes with their rows, and media removals, take turns on every instance sharing the
 * database (server/platform/media-guard).
 */
export function withMediaLock<T>(deps: GuardDeps, fn: () => Promise<T>): Promise<T> {
  return mediaGuardOf(deps.db).withLock(fn);
}

/**
 * Keeps removeUnusedMedia (on any instance) away from a URL until unpinned: a bulk import
 * stores each picture as soon as it is made, long before its rows are inserted.
 * Pin it inside withMediaLock, before its files are written.
 */
export function pinMedia(deps: GuardDeps, url: string): Promise<void> {
  return mediaGuardOf(deps.db).pin(url);
}

export function unpinMedia(deps: GuardDeps, urls: readonly string[]): Promise<void> {
  return mediaGuardOf(deps.db).unpin(urls);
}

/**
 * Removes the stored files of those URLs that no product's image list holds any more (and no
 * request on any instance has pinned). Call it inside withMediaLock. Order snapshots do not
 * count.
 */
export async function removeUnusedMedia(
  db: Database,
  mediaDir: string,
  urls: readonly string[],
): Promise<string[]> {
  const stored = [...new Set(urls.filter((url) => mediaHash(url) !== null))];
  if (stored.length === 0) return [];
  const pinned = await mediaGuardOf(db).pinned(stored);
  const candidates = stored.filter((url) => !pinned.has(url));
  if (candidates.length === 0) return [];
  const rows = await db
    .select({ image: products.image })
    .from(products)
    .where(arrayOverlaps(products.image, candidates));
  const stillUsed = new Set(rows.flatMap((row) => row.image));
  const unused = candidates.filter((url) => !stillUsed.has(url));
  for (const url of unused) await removeMedia(mediaDir, url);
  return unused;
}
