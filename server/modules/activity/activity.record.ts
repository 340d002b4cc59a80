import type { Database, Tx } from "../../db/client";
import { activityLog } from "../../db/schema";

export type ActivityKind = "product" | "order" | "staff";

/** Who made a change: a back-office person, a shopper (cancelling their own order) or the store. */
export interface ActivityActor {
  type: "seller" | "customer" | "system";
  id: string | null;
  /** Their name at the time, kept with the row. */
  name: string;
}

/** A field that changed: its value before and after. */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

export interface ActivityEntry {
  actor: ActivityActor;
  kind: ActivityKind;
  /** What happened, e.g. "product.updated", "order.status", "staff.disabled". */
  action: string;
  subjectId: string;
  subjectLabel: string;
  /** The fields before → after, or other facts of the change (e.g. the cash collected). */
  changes?: Record<string, FieldChange | unknown>;
}

/**
 * Writes one line of the activity trail. Call it with the transaction that makes the change,
 * so the trail and the change are committed together or not at all.
 */
export async function recordActivity(tx: Tx | Database, entry: ActivityEntry): Promise<void> {
  await recordActivities(tx, [entry]);
}

/** Several lines at once (a bulk import, a delete of many products): one insert. */
export async function recordActivities(tx: Tx | Database, entries: ActivityEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(activityLog).values(
    entries.map((e) => ({
      actorType: e.actor.type,
      actorId: e.actor.id,
      actorName: e.actor.name,
      kind: e.kind,
      action: e.action,
      subjectId: e.subjectId,
      subjectLabel: e.subjectLabel,
      changes: e.changes ?? {},
    })),
  );
}

/** The fields whose values differ between two versions of a record, as before → after. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const field of fields) {
    if (!(field in after)) continue;
    const from = before[field];
    const to = after[field];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}
