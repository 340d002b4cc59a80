import type { ActivityActor, ActivityEntry } from "../activity/activity.record";
import {
  productCreated,
  productUpdated,
  type ProductChangeSource,
} from "../activity/product-activity";
import type { Stored } from "./stored-matches";

/** What an import changed on one stored product: the product before, the values written. */
export interface ImportedUpdate {
  before: Stored;
  after: Partial<Omit<Stored, "id">>;
}

/**
 * The trail of one import: a line per product added and per product updated, by the person
 * who imported; an unchanged product makes none.
 */
export function importActivities(
  actor: ActivityActor,
  via: ProductChangeSource,
  added: readonly Stored[],
  updated: readonly ImportedUpdate[],
): ActivityEntry[] {
  const lines: ActivityEntry[] = added.map((row) => productCreated(actor, row, via));
  for (const { before, after } of updated) {
    const line = productUpdated(actor, before, after, via);
    if (line) lines.push(line);
  }
  return lines;
}
