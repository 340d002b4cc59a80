import { products } from "../../db/schema";
import { isUniqueViolation, SKU_CONSTRAINT } from "../../db/db-errors";
import { conflict } from "../../http/errors";
import { rememberSources } from "../media/media-sources";
import { removeUnusedMedia, unpinMedia, withMediaLock } from "../products/media-gc";
import type { MediaDeps } from "../products/products.service";
import type { bulkWrite } from "./bulk-import.match";
import { UPDATE_CHUNK, updateStatement } from "./product-updates";
import { storedColumns, type Stored } from "./stored-matches";
import { recordActivities, type ActivityActor } from "../activity/activity.record";
import { STORE_ACTOR } from "../activity/product-activity";
import { importActivities, type ImportedUpdate } from "./import-activity";

/** The JSON bulk import's writing half: every add and update in one transaction. */

export interface BulkImportCounts {
  added: number;
  updated: number;
  unchanged: number;
}

const INSERT_CHUNK = 100;

export const SKU_TAKEN_DURING_IMPORT =
  "Another product took one of the file's SKUs while it was being imported. Nothing was imported; please try again.";

/**
 * Writes the adds and updates (the pictures they use already stored and pinned), remembers
 * what each photo made was stored as, and removes the pictures an update left unused.
 */
export async function writeBulkProducts(
  deps: MediaDeps,
  writes: ReturnType<typeof bulkWrite>[],
  matches: readonly (Stored | undefined)[],
  pinnedUrls: readonly string[],
  made: readonly (readonly [hash: string, url: string])[],
  actor: ActivityActor = STORE_ACTOR,
): Promise<BulkImportCounts> {
  const count = (action: string) => writes.filter((w) => w.action === action).length;
  const counts = { added: count("add"), updated: count("update"), unchanged: count("unchanged") };
  // Newest first lists the import in the file's order: the first product is the newest.
  const base = Date.now();
  const adds = writes.flatMap((w, index) =>
    w.action === "add"
      ? [{ ...w.values, createdAt: new Date(base - index), updatedAt: new Date(base) }]
      : [],
  );
  const dropped: string[] = [];
  const changed: ImportedUpdate[] = [];
  const updates = writes.flatMap((w, index) => {
    const current = matches[index];
    if (w.action !== "update" || !current) return [];
    dropped.push(...current.image.filter((url) => !w.values.image.includes(url)));
    changed.push({ before: current, after: w.values });
    return [{ id: current.id, ...w.values }];
  });
  await withMediaLock(deps, async () => {
    await unpinMedia(deps, pinnedUrls);
    try {
      await deps.db.transaction(async (tx) => {
        const added: Stored[] = [];
        for (let i = 0; i < adds.length; i += INSERT_CHUNK)
          added.push(
            ...(await tx
              .insert(products)
              .values(adds.slice(i, i + INSERT_CHUNK))
              .returning(storedColumns)),
          );
        for (let i = 0; i < updates.length; i += UPDATE_CHUNK)
          await tx.execute(updateStatement(updates.slice(i, i + UPDATE_CHUNK)));
        await rememberSources(tx, made);
        await recordActivities(tx, importActivities(actor, "bulk import", added, changed));
      });
    } catch (err) {
      await removeUnusedMedia(deps.db, deps.mediaDir, pinnedUrls);
      if (isUniqueViolation(err, SKU_CONSTRAINT)) throw conflict(SKU_TAKEN_DURING_IMPORT);
      throw err;
    }
    await removeUnusedMedia(deps.db, deps.mediaDir, dropped);
  });
  return counts;
}
