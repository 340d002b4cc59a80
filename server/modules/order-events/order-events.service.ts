import { and, asc, eq, gt, inArray, max, sql } from "drizzle-orm";
import { fromCentavos } from "@domain/pricing";
import type { Database } from "../../db/client";
import { orders, orderStatusHistory, sessions } from "../../db/schema";
import { cancelledByOf, type Cancellation } from "../orders/order-cancellation";
import {
  eventCancellation,
  type OrderEventAnnouncement,
  type OrderEventType,
} from "./order-events.record";

/** One order event as the live streams send it (the `data:` of an SSE message, as JSON). */
export interface OrderEventData {
  /** The event id (`id:` of the SSE message): increasing, never reused. */
  seq: number;
  type: OrderEventType;
  orderId: string;
  /** The status the event moved the order to (for order.created: "Order Placed"). */
  status: string;
  /** The order's total in pesos. */
  total: number;
  customerFirstName: string;
  /** When the event happened (ISO 8601). */
  createdAt: string;
  /** Whether a staff member has acknowledged the order (at the time the event was read). */
  acknowledged: boolean;
  /** Only on an order.status event to "Cancelled": who cancelled and why. */
  cancellation?: Cancellation;
}

/** A bus message's cancellation, checked: absent, or well formed. */
function readCancellation(x: unknown): Cancellation | undefined | null {
  if (x === undefined) return undefined;
  if (!x || typeof x !== "object") return null;
  const c = x as Partial<Cancellation>;
  if (
    (c.by !== "customer" && c.by !== "seller" && c.by !== "system") ||
    typeof c.reason !== "string" ||
    (c.details !== undefined && typeof c.details !== "string")
  )
    return null;
  return {
    by: c.by,
    reason: c.reason,
    ...(c.details !== undefined ? { details: c.details } : {}),
  };
}

/** An event with the owner of its order, so the hub can route it to that customer's streams. */
export interface RoutedOrderEvent {
  data: OrderEventData;
  userId: string;
  /** The order's rider, whose streams hear its events too. */
  riderId?: string | null;
}

export const EVENT_BATCH = 500;

/**
 * The event a bus message carries (see announcementOf in order-events.record.ts), or null
 * when it carries only a seq or is not one of ours: the reader then reads the log.
 */
export function eventOfAnnouncement(payload: string): RoutedOrderEvent | null {
  if (!payload.startsWith("{")) return null;
  let message: Partial<OrderEventAnnouncement>;
  try {
    message = JSON.parse(payload) as Partial<OrderEventAnnouncement>;
  } catch {
    return null;
  }
  const d = message.data;
  if (
    message.v !== 1 ||
    typeof message.userId !== "string" ||
    !d ||
    !Number.isSafeInteger(d.seq) ||
    (d.type !== "order.created" && d.type !== "order.status") ||
    typeof d.orderId !== "string" ||
    typeof d.status !== "string" ||
    typeof d.total !== "number" ||
    typeof d.customerFirstName !== "string" ||
    typeof d.createdAt !== "string" ||
    typeof d.acknowledged !== "boolean"
  )
    return null;
  const cancellation = readCancellation(d.cancellation);
  if (cancellation === null) return null;
  return {
    userId: message.userId,
    riderId: typeof message.riderId === "string" ? message.riderId : null,
    data: {
      seq: d.seq,
      type: d.type,
      orderId: d.orderId,
      status: d.status,
      total: d.total,
      customerFirstName: d.customerFirstName,
      createdAt: d.createdAt,
      acknowledged: d.acknowledged,
      ...(cancellation ? { cancellation } : {}),
    },
  };
}

/**
 * Events after `afterSeq`, oldest first, at most `limit`; only one customer's when `userId`,
 * only the orders one rider has now when `riderId`.
 */
export async function readEventsAfter(
  db: Database,
  afterSeq: number,
  options: { userId?: string; riderId?: string; limit?: number } = {},
): Promise<RoutedOrderEvent[]> {
  const rows = await db
    .select({
      seq: orderStatusHistory.seq,
      type: orderStatusHistory.type,
      orderId: orderStatusHistory.orderId,
      status: orderStatusHistory.status,
      notes: orderStatusHistory.notes,
      actorType: orderStatusHistory.actorType,
      createdAt: orderStatusHistory.createdAt,
      userId: orders.userId,
      riderId: orders.riderId,
      amountCentavos: orders.amountCentavos,
      firstName: sql<string | null>`${orders.address}->>'firstName'`,
      acknowledgedAt: orders.acknowledgedAt,
    })
    .from(orderStatusHistory)
    .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
    .where(
      and(
        gt(orderStatusHistory.seq, afterSeq),
        options.userId ? eq(orders.userId, options.userId) : undefined,
        options.riderId ? eq(orders.riderId, options.riderId) : undefined,
      ),
    )
    .orderBy(asc(orderStatusHistory.seq))
    .limit(options.limit ?? EVENT_BATCH);
  return rows.map((r) => ({
    userId: r.userId,
    riderId: r.riderId,
    data: {
      seq: Number(r.seq),
      type: r.type,
      orderId: r.orderId,
      status: r.status,
      total: fromCentavos(r.amountCentavos),
      customerFirstName: r.firstName ?? "",
      createdAt: r.createdAt.toISOString(),
      acknowledged: r.acknowledgedAt !== null,
      ...eventCancellation(r.type, r.status, cancelledByOf(r.actorType), r.notes),
    },
  }));
}

/** The id of the newest event (0 when there is none). */
export async function latestEventSeq(db: Database): Promise<number> {
  const [row] = await db.select({ seq: max(orderStatusHistory.seq) }).from(orderStatusHistory);
  return Number(row?.seq ?? 0);
}

/** Of the given session token hashes, those still alive (not deleted, not expired). */
export async function liveSessionHashes(db: Database, hashes: string[]): Promise<Set<string>> {
  const alive = new Set<string>();
  const unique = [...new Set(hashes)];
  for (let i = 0; i < unique.length; i += 1000) {
    const rows = await db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(
        and(
          inArray(sessions.tokenHash, unique.slice(i, i + 1000)),
          gt(sessions.expiresAt, new Date()),
        ),
      );
    for (const r of rows) alive.add(r.tokenHash);
  }
  return alive;
}

/** The `data:` of an order.acknowledged message. */
export interface OrderAcknowledgedData {
  orderId: string;
  acknowledgedAt: string;
  acknowledgedBy: string | null;
}

export async function readAcknowledgement(
  db: Database,
  orderId: string,
): Promise<OrderAcknowledgedData | null> {
  const [row] = await db
    .select({ acknowledgedAt: orders.acknowledgedAt, acknowledgedBy: orders.acknowledgedBy })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row?.acknowledgedAt) return null;
  return {
    orderId,
    acknowledgedAt: row.acknowledgedAt.toISOString(),
    acknowledgedBy: row.acknowledgedBy,
  };
}
