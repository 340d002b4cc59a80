import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { sellers, type OrderRow } from "../../db/schema";
import { badRequest } from "../../http/errors";
import { notify } from "../../platform/bus";
import { recordActivity, type ActivityActor } from "../activity/activity.record";
import { orderLabel } from "../activity/order-activity";

/** A rider as the desk picks them and the order shows them. */
export interface RiderRef {
  id: string;
  name: string;
}

export const RIDER_MESSAGES = {
  RIDER_REQUIRED:
    'Choose the rider who takes this order (riderId): an order goes "Out for Delivery" with one of the store\'s riders.',
  NOT_A_RIDER: "riderId is not one of the store's active riders. Reload the list of riders.",
  RIDER_ONLY_OUT_FOR_DELIVERY: 'riderId is only given when the order goes "Out for Delivery".',
} as const;

/** The riders who can take orders now (role rider, not disabled), by name. */
export async function activeRiders(db: Database | Tx): Promise<RiderRef[]> {
  return db
    .select({ id: sellers.id, name: sellers.name })
    .from(sellers)
    .where(and(eq(sellers.role, "rider"), isNull(sellers.disabledAt)))
    .orderBy(asc(sellers.name), asc(sellers.id));
}

/** The names of these riders (disabled ones too: an old order still shows who took it). */
export async function riderNames(
  db: Database,
  ids: (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: sellers.id, name: sellers.name })
    .from(sellers)
    .where(inArray(sellers.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The rider an order going Out for Delivery is given. Required while the store has an active
 * rider; a store without riders delivers itself, so then none is needed (and none can be
 * named). 400 for a missing rider or an id that is not an active rider.
 */
export async function chooseRider(
  db: Database,
  riderId: string | undefined,
): Promise<RiderRef | null> {
  const riders = await activeRiders(db);
  if (riderId === undefined) {
    if (riders.length > 0) throw badRequest(RIDER_MESSAGES.RIDER_REQUIRED);
    return null;
  }
  const rider = riders.find((r) => r.id === riderId);
  if (!rider) throw badRequest(RIDER_MESSAGES.NOT_A_RIDER);
  return rider;
}

/** A change of an order's rider: who had it, who has it now. */
export interface RiderChange {
  from: RiderRef | null;
  to: RiderRef | null;
}

/**
 * What goes with a change of rider, in the transaction that writes orders.rider_id: a line of
 * the activity trail, and a bus message after the commit so the riders' streams (the one who
 * got it and the one who lost it) and the desks hear it on every instance.
 */
export async function recordRiderChange(
  tx: Tx,
  order: Pick<OrderRow, "id">,
  change: RiderChange,
  actor: ActivityActor,
): Promise<void> {
  await recordActivity(tx, {
    actor,
    kind: "order",
    action: "order.assigned",
    subjectId: order.id,
    subjectLabel: orderLabel(order.id),
    changes: { rider: { from: change.from?.name ?? null, to: change.to?.name ?? null } },
  });
  await notify(tx, "rider_assigned", riderAssignedMessage(order.id, change));
}

/** The bus message of a change of rider (and the `data:` of the streams' order.assigned). */
export interface RiderAssigned {
  orderId: string;
  rider: RiderRef | null;
  previousRiderId: string | null;
}

export function riderAssignedMessage(orderId: string, change: RiderChange): string {
  const message: RiderAssigned = {
    orderId,
    rider: change.to,
    previousRiderId: change.from?.id ?? null,
  };
  return JSON.stringify(message);
}

export function readRiderAssigned(payload: string): RiderAssigned | null {
  try {
    const m = JSON.parse(payload) as Partial<RiderAssigned>;
    if (typeof m.orderId !== "string") return null;
    const rider =
      m.rider && typeof m.rider.id === "string" && typeof m.rider.name === "string"
        ? { id: m.rider.id, name: m.rider.name }
        : null;
    const previousRiderId = typeof m.previousRiderId === "string" ? m.previousRiderId : null;
    return { orderId: m.orderId, rider, previousRiderId };
  } catch {
    return null;
  }
}
