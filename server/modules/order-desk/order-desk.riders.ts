import { and, eq, sql } from "drizzle-orm";
import type { OrderStatus } from "@domain/order-status";
import type { Database } from "../../db/client";
import { orders, type OrderRow } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../http/errors";
import { isUuid } from "../../lib/ids";
import type { ActivityActor } from "../activity/activity.record";
import type { StatusChange } from "../orders/order-status-change";
import {
  chooseRider,
  recordRiderChange,
  riderNames,
  RIDER_MESSAGES,
  type RiderRef,
} from "../orders/rider-assignment";
import { toSellerOrders, type SellerOrder } from "./order-desk.queries";
import { SELLER_ORDER_MESSAGES, type AssignRiderInput } from "./order-desk.schemas";

/** A back-office person acting at the desk. */
export interface DeskActor {
  id: string;
  name: string;
}

const actorOf = (actor: DeskActor): ActivityActor => ({
  type: "seller",
  id: actor.id,
  name: actor.name,
});

export const OUT_FOR_DELIVERY: OrderStatus = "Out for Delivery";

export function riderChangeOnlyWhileOutMessage(status: string): string {
  return `The rider can be changed only while the order is "${OUT_FOR_DELIVERY}"; it is now "${status}".`;
}

async function riderRef(db: Database, riderId: string | null): Promise<RiderRef | null> {
  if (!riderId) return null;
  const name = (await riderNames(db, [riderId])).get(riderId);
  return { id: riderId, name: name ?? "" };
}

/**
 * What a move of the desk writes about the rider, with the status in one transaction: the
 * rider chosen for "Out for Delivery" (checked by chooseRider) and its activity line. Any other
 * move names no rider (400 when one is sent).
 */
export async function riderForMove(
  db: Database,
  current: OrderRow,
  to: OrderStatus,
  riderId: string | undefined,
  actor: DeskActor,
): Promise<StatusChange["also"]> {
  if (to !== OUT_FOR_DELIVERY) {
    if (riderId !== undefined) throw badRequest(RIDER_MESSAGES.RIDER_ONLY_OUT_FOR_DELIVERY);
    return undefined;
  }
  const rider = await chooseRider(db, riderId);
  const before = await riderRef(db, current.riderId);
  if ((before?.id ?? null) === (rider?.id ?? null)) return undefined;
  return {
    set: { riderId: rider?.id ?? null },
    write: (tx, row) => recordRiderChange(tx, row, { from: before, to: rider }, actorOf(actor)),
  };
}

/**
 * POST /api/order/assign-rider: another rider takes an order already Out for Delivery (the
 * first one fell ill, the load is shared out). Optimistic like a status change: of two
 * changes at once one wins, the other gets 409. The same rider again changes nothing.
 */
export async function reassignRider(
  db: Database,
  actor: DeskActor,
  input: AssignRiderInput,
): Promise<SellerOrder> {
  if (!isUuid(input.orderId)) throw notFound(SELLER_ORDER_MESSAGES.ORDER_NOT_FOUND);
  const [current] = await db.select().from(orders).where(eq(orders.id, input.orderId)).limit(1);
  if (!current) throw notFound(SELLER_ORDER_MESSAGES.ORDER_NOT_FOUND);
  if (current.status !== OUT_FOR_DELIVERY)
    throw conflict(riderChangeOnlyWhileOutMessage(current.status));
  const rider = await chooseRider(db, input.riderId);
  if (!rider || rider.id === current.riderId) {
    const [same] = await toSellerOrders(db, [current]);
    return same!;
  }
  const before = await riderRef(db, current.riderId);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ riderId: rider.id, version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
      .where(
        and(
          eq(orders.id, current.id),
          eq(orders.version, current.version),
          eq(orders.status, OUT_FOR_DELIVERY),
        ),
      )
      .returning();
    if (!row) return null;
    await recordRiderChange(tx, row, { from: before, to: rider }, actorOf(actor));
    return row;
  });
  if (!updated) {
    const [now] = await db.select().from(orders).where(eq(orders.id, current.id)).limit(1);
    throw conflict(
      now && now.status !== OUT_FOR_DELIVERY
        ? riderChangeOnlyWhileOutMessage(now.status)
        : "Someone else changed this order's rider meanwhile. Please reload the orders.",
    );
  }
  const [order] = await toSellerOrders(db, [updated]);
  return order!;
}
