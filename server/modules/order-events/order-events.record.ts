import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { fromCentavos } from "@domain/pricing";
import type { Tx } from "../../db/client";
import { cancellationOf, type Cancellation } from "../orders/order-cancellation";
import { orderStatusHistory, type OrderRow } from "../../db/schema";
import { MAX_PAYLOAD_BYTES, notify } from "../../platform/bus";

export type OrderEventType = "order.created" | "order.status";

export interface OrderEventInput {
  orderId: string;
  type: OrderEventType;
  status: string;
  notes?: string;
  actorType: "customer" | "seller" | "system";
  actorId: string | null;
  createdAt?: Date;
  /**
   * The order as this transaction leaves it. Given, the bus message carries the whole event,
   * so the live streams deliver it without reading the log back.
   */
  order?: Pick<OrderRow, "userId" | "amountCentavos" | "address" | "acknowledgedAt"> &
    Partial<Pick<OrderRow, "riderId">>;
}

/**
 * The bus message of an event: its seq alone, or (version 1) the event as the streams send it
 * and the order's owner. A reader that cannot use the message reads the log after its last seq.
 */
export interface OrderEventAnnouncement {
  v: 1;
  userId: string;
  /** The order's rider, so the hub routes the event to that rider's streams too. */
  riderId?: string | null;
  data: {
    seq: number;
    type: OrderEventType;
    orderId: string;
    status: string;
    total: number;
    customerFirstName: string;
    createdAt: string;
    acknowledged: boolean;
    /** Only on an event that cancelled the order: who did and why. */
    cancellation?: Cancellation;
  };
}

/** What an event that cancels an order tells about it; nothing for any other event. */
export function eventCancellation(
  type: OrderEventType,
  status: string,
  actorType: Cancellation["by"],
  notes: string,
): { cancellation: Cancellation } | Record<string, never> {
  return type === "order.status" && status === "Cancelled"
    ? { cancellation: cancellationOf(actorType, notes) }
    : {};
}

export function announcementOf(seq: number, createdAt: Date, event: OrderEventInput): string {
  if (!event.order) return String(seq);
  const message: OrderEventAnnouncement = {
    v: 1,
    userId: event.order.userId,
    ...(event.order.riderId ? { riderId: event.order.riderId } : {}),
    data: {
      seq,
      type: event.type,
      orderId: event.orderId,
      status: event.status,
      total: fromCentavos(event.order.amountCentavos),
      customerFirstName: event.order.address.firstName ?? "",
      createdAt: createdAt.toISOString(),
      acknowledged: event.order.acknowledgedAt !== null,
      ...eventCancellation(event.type, event.status, event.actorType, event.notes ?? ""),
    },
  };
  const text = JSON.stringify(message);
  return Buffer.byteLength(text) > MAX_PAYLOAD_BYTES ? String(seq) : text;
}

/** Any fixed 64-bit number: the advisory lock that orders event ids (see recordOrderEvent). */
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
  if (event.createdAt) return recordTimedEvent(tx, event, event.createdAt);
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
    })
    .returning({ seq: orderStatusHistory.seq, createdAt: orderStatusHistory.createdAt });
  if (!row) throw new Error("order event insert returned nothing");
  await notify(tx, "order_events", announcementOf(row.seq, row.createdAt, event));
  return row.seq;
}

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** A seq no event reaches, to cut the announcement around where the real one goes. */
const SEQ_MARK = `"seq":${Number.MAX_SAFE_INTEGER}`;

/**
 * An event whose time the caller fixed: everything of its announcement but the seq is known
 * here, so the lock, the insert and the bus message are one statement (one round trip): the
 * lock is taken before the insert draws its id, and the message is the text `announcementOf`
 * makes, the seq put in by SQL.
 */
async function recordTimedEvent(tx: Tx, event: OrderEventInput, createdAt: Date): Promise<number> {
  const template = announcementOf(Number.MAX_SAFE_INTEGER, createdAt, event);
  const cut = event.order ? template.indexOf(SEQ_MARK) : -1;
  const before = cut < 0 ? "" : `${template.slice(0, cut)}"seq":`;
  const after = cut < 0 ? "" : template.slice(cut + SEQ_MARK.length);
  const payload = sql`${before}::text || e.seq::text || ${after}::text`;
  const result = await tx.execute(sql`
    WITH l AS MATERIALIZED (SELECT pg_advisory_xact_lock(${ORDER_EVENTS_LOCK_KEY}) AS locked),
    e AS (
      INSERT INTO ${orderStatusHistory} (id, order_id, type, status, notes, actor_type, actor_id, created_at)
      SELECT ${randomUUID()}, ${event.orderId}, ${event.type}, ${event.status}, ${event.notes ?? ""},
        ${event.actorType}, ${event.actorId}, ${createdAt.toISOString()}::timestamptz FROM l
      RETURNING seq)
    SELECT e.seq, pg_notify(${"order_events"}, CASE WHEN octet_length(${payload}) > ${MAX_PAYLOAD_BYTES}
      THEN e.seq::text ELSE ${payload} END) FROM e`);
  const [row] = rowsOf<{ seq: number | string }>(result);
  if (!row) throw new Error("order event insert returned nothing");
  return Number(row.seq);
}
