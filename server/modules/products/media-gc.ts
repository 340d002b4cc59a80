import { arrayOverlaps } from "drizzle-orm";
import { mediaHash } from "@domain/media";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import { removeMedia } from "../media/media.service";
import { createLock } from "./concurrency";

/** Media writes with their rows, and media removals, take turns (see createLock). */
export const withMediaLock = createLock();

/** Stored media a request is still working with (an import before its rows are in). */
const pinned = new Map<string, number>();

/**
 * Keeps removeUnusedMedia away from a URL until unpinned: a bulk import stores each picture as
 * soon as it is made, long before its rows are inserted (docs/decisions/109). Pin it inside
 * withMediaLock, before its files are written.
 */
export function pinMedia(url: string): void {
  pinned.set(url, (pinned.get(url) ?? 0) + 1);
}

export function unpinMedia(urls: readonly string[]): void {
  for (const url of urls) {
    const left = (pinned.get(url) ?? 0) - 1;
    if (left > 0) pinned.set(url, left);
    else pinned.delete(url);
  }
}

/**
 * Removes the stored files of those URLs that no product's image list holds any more (and no
 * request has pinned). Call it inside withMediaLock. Order snapshots do not count
 * (docs/decisions/021).
 */
export async function removeUnusedMedia(
  db: Database,
  mediaDir: string,
  urls: readonly string[],
): Promise<string[]> {
  const candidates = [
    ...new Set(urls.filter((url) => mediaHash(url) !== null && !pinned.has(url))),
  ];
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
