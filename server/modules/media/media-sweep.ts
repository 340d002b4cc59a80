import { sql } from "drizzle-orm";
import { mediaUrl } from "@domain/media";
import type { Database } from "../../db/client";
import { mediaGuardOf } from "../../platform/media-guard";
import type { MediaStore } from "../../platform/media-store";
import { SWEEP_MIN_AGE_MS } from "../../lib/sweep-age";

const HASH_OF_NAME = /^([0-9a-f]{16,64})(?:-\d+)?\.webp$/;

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Every media hash a product or an order snapshot refers to. */
async function referencedHashes(db: Database): Promise<Set<string>> {
  const found = new Set<string>();
  const pattern = "/media/([0-9a-f]{16,64})\\.webp";
  const fromProducts = await db.execute(sql`
    SELECT DISTINCT (regexp_matches(url, ${pattern}))[1] AS hash
    FROM (SELECT unnest(image) AS url FROM products) u`);
  for (const r of rowsOf<{ hash: string }>(fromProducts)) found.add(r.hash);
  const fromOrders = await db.execute(sql`
    SELECT DISTINCT (regexp_matches(items::text, ${pattern}, 'g'))[1] AS hash FROM orders`);
  for (const r of rowsOf<{ hash: string }>(fromOrders)) found.add(r.hash);
  return found;
}

/**
 * Start-up sweep (issue 8, item 8): an import or add that died midway (process killed) leaves
 * images no row refers to. Every stored image whose hash no product and no order snapshot
 * mentions, that no request on any instance has pinned, and that is at least `minAgeMs` old
 * (an hour unless told) is removed. Run it inside the media lock (start-up-sweep.ts).
 */
export async function sweepAbandonedMedia(
  db: Database,
  store: MediaStore,
  now = Date.now(),
  { minAgeMs = SWEEP_MIN_AGE_MS }: { minAgeMs?: number } = {},
): Promise<string[]> {
  const stored = await store.list();
  if (stored.length === 0) return [];
  const keep = await referencedHashes(db);
  const candidates = stored.flatMap(({ name, modifiedAt }) => {
    const hash = HASH_OF_NAME.exec(name)?.[1];
    if (!hash || keep.has(hash) || (minAgeMs > 0 && now - modifiedAt.getTime() < minAgeMs))
      return [];
    return [{ name, url: mediaUrl(hash) }];
  });
  if (candidates.length === 0) return [];
  const pinned = await mediaGuardOf(db).pinned(candidates.map((c) => c.url));
  const removed: string[] = [];
  for (const { name, url } of candidates) {
    if (pinned.has(url)) continue;
    await store.delete(name);
    removed.push(name);
  }
  return removed;
}
