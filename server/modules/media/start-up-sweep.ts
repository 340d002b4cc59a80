import type { Database } from "../../db/client";
import type { Locks } from "../../platform/locks";
import { mediaGuardOf } from "../../platform/media-guard";
import type { MediaStore } from "../../platform/media-store";
import { sweepAbandonedUploads } from "../../http/upload-spool";
import { SWEEP_MIN_AGE_MS } from "../../lib/sweep-age";
import { sweepAbandonedMedia } from "./media-sweep";

/** The lock every bulk or spreadsheet import holds (products.routes' oneBulkImportAtATime). */
const IMPORT_LOCK = "bulk-import";

export interface StartUpSweepDeps {
  db: Database;
  store: MediaStore;
  dataDir: string;
  /** The named locks shared by the instances (the import lock). */
  locks: Locks;
}

export interface StartUpSweep {
  /** Stored image names removed. */
  images: string[];
  /** Upload folders removed. */
  uploads: string[];
  /** True when no import held the lock, so what a killed one left went at once. */
  atOnce: boolean;
}

/**
 * What a killed process left behind, removed at start: upload folders and images no product
 * or order uses. When no import runs on any instance (this takes the import lock, so none can
 * start meanwhile) they all go at once; while another instance's import runs, only those an
 * hour old, since the young ones may be that import's. Images go inside the media lock and
 * never while pinned, so an add, edit or import between storing and linking keeps its own.
 */
export async function sweepAfterKilledWork(
  deps: StartUpSweepDeps,
  now = Date.now(),
): Promise<StartUpSweep> {
  const sweep = async (minAgeMs: number) => {
    const images = await mediaGuardOf(deps.db).withLock(() =>
      sweepAbandonedMedia(deps.db, deps.store, now, { minAgeMs }),
    );
    const uploads = await sweepAbandonedUploads(deps.dataDir, now, minAgeMs);
    return { images, uploads };
  };
  const alone = await deps.locks.tryWithLock(IMPORT_LOCK, () => sweep(0));
  if (alone.acquired) return { ...alone.value, atOnce: true };
  return { ...(await sweep(SWEEP_MIN_AGE_MS)), atOnce: false };
}
