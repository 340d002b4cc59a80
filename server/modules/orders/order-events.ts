import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { orderStatusHistory } from "../../db/schema";
import { notify } from "../../platform/bus";

export type OrderEventType = "order.created" | "order.status";

export interface OrderEventInput {
  orderId: string;
  type: OrderEventType;
  status: string;
  notes?: string;
  actorType: "customer" | "seller" | "system";
  actorId: string | null;
  createdAt?: Date;
}

/** Any fixed 64-bit number: the advisory lock that orders event ids (see below). */
const ORDER_EVENTS_LOCK_KEY = 7_400_221_001;

/**
 * Writes one order event (a timeline entry) inside the transaction that makes the change,
 * and announces its id on the bus after the commit. Call it as the last write of the
 * transaction.
 *
 * Event ids (`seq`) must become visible in increasing order, or a stream that saw id n and
 * reconnects with Last-Event-ID n could miss a smaller id committed later. A transaction-
 * scoped advisory lock serializes the event writes: the next writer takes its id only after
 * the previous one committed. It is held only from here to the commit.
 */
export async function recordOrderEvent(tx: Tx, event: OrderEventInput): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ORDER_EVENTS_LOCK_KEY})`);
  const [row] = await tx
    .insert(orderStatusHistory)
    .values({
      orderId: event.orderId,
      type: event.type,
      status: event.status,
      notes: event.notes ?? "",
      actorType: event.actorType,
      actorId: event.actorId,
      ...(event.createdAt ? { createdAt: event.createdAt } : {}),
    })
    .returning({ seq: orderStatusHistory.seq });
  if (!row) throw new Error("order event insert returned nothing");
  await notify(tx, "order_events", String(row.seq));
  return row.seq;
}
