import { arrayOverlaps } from "drizzle-orm";
import { mediaHash } from "@domain/media";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import { removeMedia } from "../media/media.service";
import { createLock } from "./concurrency";

/** Media writes with their rows, and media removals, take turns (see createLock). */
export const withMediaLock = createLock();

/**
 * Removes the stored files of those URLs that no product's image list holds any more.
 * Call it inside withMediaLock. Order snapshots do not count (docs/decisions/021).
 */
export async function removeUnusedMedia(
  db: Database,
  mediaDir: string,
  urls: readonly string[],
): Promise<string[]> {
  const candidates = [...new Set(urls.filter((url) => mediaHash(url) !== null))];
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
