import { and, eq, sql } from "drizzle-orm";
import type { OrderStatus } from "@domain/order-status";
import type { Database, Tx } from "../../db/client";
import { orders, type OrderRow } from "../../db/schema";
import { recordOrderEvent } from "../order-events/order-events.record";
import { returnStock } from "./order-stock";
import { recordActivity } from "../activity/activity.record";
import { customerActor, orderStatusChanged } from "../activity/order-activity";

/** Who moves an order on: the seller's staff at the desk, or the shopper cancelling their own. */
export interface StatusChange {
  status: OrderStatus;
  notes: string;
  actorType: "seller" | "customer";
  actorId: string;
  /** The seller's name for the activity trail (a shopper is named as on the order). */
  actorName?: string;
  /**
   * More columns this move writes with the status (the rider the desk gives the order, the
   * cash and key of a rider's "Delivered"), and more writes that belong to the same change
   * (the trail's line of the rider or of the cash): all in the one transaction, or nothing.
   */
  also?: {
    set?: Partial<Pick<OrderRow, "riderId" | "cashCollectedCentavos" | "deliveryKey">>;
    write?: (tx: Tx, row: OrderRow) => Promise<void>;
  };
}

/**
 * The one way an order's status changes, for the seller's desk and the shopper alike. In one
 * transaction: the status moves only if the order still has the version and status that
 * were checked (optimistic), a cancellation puts back the units the order took, and the
 * activity trail gets its line, and the order event is written last, so both live streams
 * (the desk's and the shopper's) see it.
 * Null when someone else changed the order first: nothing was written.
 */
export async function writeStatusChange(
  db: Database,
  current: OrderRow,
  change: StatusChange,
): Promise<OrderRow | null> {
  const delivered = change.status === "Delivered";
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        status: change.status,
        version: sql`${orders.version} + 1`,
        updatedAt: sql`now()`,
        // Cash on Delivery: delivered means the rider collected the money.
        ...(delivered ? { actualDeliveryTime: sql`now()`, isPaid: true } : {}),
        ...change.also?.set,
      })
      .where(
        and(
          eq(orders.id, current.id),
          eq(orders.version, current.version),
          eq(orders.status, current.status),
        ),
      )
      .returning();
    if (!row) return null;
    // A cancelled order puts back the units it took.
    if (change.status === "Cancelled") await returnStock(tx, row.items);
    const actor =
      change.actorType === "customer"
        ? customerActor(change.actorId, row)
        : { type: "seller" as const, id: change.actorId, name: change.actorName ?? "" };
    await recordActivity(tx, orderStatusChanged(actor, current, change.status, change.notes));
    await change.also?.write?.(tx, row);
    await recordOrderEvent(tx, {
      orderId: row.id,
      type: "order.status",
      status: change.status,
      notes: change.notes,
      actorType: change.actorType,
      actorId: change.actorId,
      order: row,
    });
    return row;
  });
}
