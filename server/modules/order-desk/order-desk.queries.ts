import { and, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { manilaDayEnd, manilaDayStart } from "@domain/manila-time";
import { ORDER_STATUSES, type OrderStatus } from "@domain/order-status";
import type { Database } from "../../db/client";
import { orders, orderStatusHistory, type OrderRow } from "../../db/schema";
import { badRequest, notFound } from "../../http/errors";
import { isUuid } from "../../lib/ids";
import { notify } from "../../platform/bus";
import { cancellationOf, cancelledByOf, type Cancellation } from "../orders/order-cancellation";
import { toApiOrder, type ApiOrder } from "../orders/orders.mapper";
import { SELLER_ORDER_MESSAGES } from "./order-desk.schemas";
import { decodeCursor, encodeCursor } from "./order-desk.cursor";
import { DESK_MESSAGES } from "./order-desk.schemas";
import { riderNames, type RiderRef } from "../orders/rider-assignment";

/** An order as the seller's screens receive it: the shopper's fields and the desk's. */
export interface SellerOrder extends ApiOrder {
  acknowledgedAt: string | null;
  /** Only on a cancelled order: who cancelled it and why (the shopper's reason and words). */
  cancellation?: Cancellation;
  /** The rider the desk gave the order to (from Out for Delivery on); absent when none. */
  rider?: RiderRef;
}

export function toSellerOrder(
  row: OrderRow,
  cancellation?: Cancellation,
  riderName?: string,
): SellerOrder {
  return {
    ...toApiOrder(row),
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    ...(row.riderId && riderName !== undefined
      ? { rider: { id: row.riderId, name: riderName } }
      : {}),
    ...(row.status === "Cancelled" && cancellation ? { cancellation } : {}),
  };
}

/** Ids per query: well under the drivers' parameter limits, whatever the list's length. */
const IDS_PER_QUERY = 1000;

/**
 * Who cancelled each of these cancelled orders and why, read from each one's latest
 * "Cancelled" event (the order event log keeps the actor and the note). Only the cancelled
 * orders of a list are asked about, by id, on the log's (order_id, created_at) index.
 */
export async function cancellationsOf(
  db: Database,
  rows: Pick<OrderRow, "id" | "status">[],
): Promise<Map<string, Cancellation>> {
  const ids = rows.filter((r) => r.status === "Cancelled").map((r) => r.id);
  const found = new Map<string, Cancellation>();
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
    const events = await db
      .selectDistinctOn([orderStatusHistory.orderId], {
        orderId: orderStatusHistory.orderId,
        actorType: orderStatusHistory.actorType,
        notes: orderStatusHistory.notes,
      })
      .from(orderStatusHistory)
      .where(
        and(
          inArray(orderStatusHistory.orderId, ids.slice(i, i + IDS_PER_QUERY)),
          eq(orderStatusHistory.status, "Cancelled"),
        ),
      )
      .orderBy(orderStatusHistory.orderId, desc(orderStatusHistory.seq));
    for (const e of events)
      found.set(e.orderId, cancellationOf(cancelledByOf(e.actorType), e.notes));
  }
  return found;
}

/** Rows as the seller's list answers them: cancellations with who and why, riders by name. */
export async function toSellerOrders(db: Database, rows: OrderRow[]): Promise<SellerOrder[]> {
  const cancellations = await cancellationsOf(db, rows);
  const riders = await riderNames(
    db,
    rows.map((r) => r.riderId),
  );
  return rows.map((row) =>
    toSellerOrder(
      row,
      cancellations.get(row.id),
      row.riderId ? riders.get(row.riderId) : undefined,
    ),
  );
}

export const DEFAULT_PAGE_SIZE = 20;

export interface OrderFilter {
  status?: OrderStatus;
  q?: string;
  from?: string;
  to?: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/**
 * The texts to look for in orders.search_text (see db/schema.ts: order number, name, phone,
 * landmark, note to the rider): the query lower-cased without a leading "#", its spaces
 * made one; and, when it looks like a phone number, its digits in 09… form.
 */
export function searchTerms(q: string): string[] {
  const text = q.trim().toLowerCase().replace(/^#/, "").replace(/\s+/g, " ");
  if (!text) return [];
  const terms = [text];
  if (/^[\d\s+().-]+$/.test(text) && (text.match(/\d/g)?.length ?? 0) >= 3) {
    const digits = text.replace(/\D/g, "").replace(/^63/, "0");
    if (!terms.includes(digits)) terms.push(digits);
  }
  return terms;
}

export function filterConditions(filter: OrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.q) {
    const terms = searchTerms(filter.q);
    if (terms.length > 0)
      conditions.push(
        or(...terms.map((term) => sql`${orders.searchText} LIKE ${`%${escapeLike(term)}%`}`)),
      );
  }
  if (filter.from) conditions.push(gte(orders.createdAt, manilaDayStart(filter.from)));
  if (filter.to) conditions.push(lt(orders.createdAt, manilaDayEnd(filter.to)));
  return and(...conditions);
}

/** GET /api/order/seller (and by-status) with any of q, from, to, cursor, limit. */
export async function findSellerOrders(
  db: Database,
  filter: OrderFilter & { cursor?: string; limit?: number },
): Promise<{ orders: SellerOrder[]; nextCursor: string | null }> {
  const limit = filter.limit ?? DEFAULT_PAGE_SIZE;
  let after: SQL | undefined;
  let anchorId: string | null = null;
  if (filter.cursor !== undefined) {
    anchorId = decodeCursor(filter.cursor);
    if (!anchorId) throw badRequest(DESK_MESSAGES.BAD_CURSOR);
    after = sql`(${orders.createdAt}, ${orders.id}) < (SELECT o.created_at, o.id FROM orders o WHERE o.id = ${anchorId})`;
  }
  const rows = await db
    .select()
    .from(orders)
    .where(and(filterConditions(filter), after))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit + 1);
  // An empty page after a cursor: was it the end, or a cursor naming no order? (Asked only
  // then, so a normal page costs one query.)
  if (anchorId && rows.length === 0) {
    const [anchor] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, anchorId))
      .limit(1);
    if (!anchor) throw badRequest(DESK_MESSAGES.BAD_CURSOR);
  }
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    orders: await toSellerOrders(db, page),
    nextCursor: rows.length > limit && last ? encodeCursor(last.id) : null,
  };
}

/** The orders waiting for a staff member: still "Order Placed" and not acknowledged. */
export const waitingForAcknowledgement = () =>
  and(isNull(orders.acknowledgedAt), eq(orders.status, "Order Placed"));

export interface OrderCounts {
  byStatus: Record<OrderStatus, number>;
  total: number;
  /** Orders still "Order Placed" that nobody acknowledged (all dates, whatever the filter). */
  unacknowledged: number;
}

/** GET /api/order/seller/counts: counts per status under the same q/from/to as the list. */
export async function countSellerOrders(db: Database, filter: OrderFilter): Promise<OrderCounts> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(filterConditions(filter))
    .groupBy(orders.status);
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<
    OrderStatus,
    number
  >;
  let total = 0;
  for (const row of rows) {
    total += Number(row.n);
    if (row.status in byStatus) byStatus[row.status as OrderStatus] = Number(row.n);
  }
  const [waiting] = await db.select({ n: count() }).from(orders).where(waitingForAcknowledgement());
  return { byStatus, total, unacknowledged: Number(waiting?.n ?? 0) };
}

/**
 * POST /api/order/acknowledge: the first acknowledgement is kept (who and when); repeating it
 * changes nothing. The other desks hear it on the bus.
 */
export async function acknowledgeOrder(
  db: Database,
  sellerId: string,
  orderId: string,
): Promise<SellerOrder> {
  if (!isUuid(orderId)) throw notFound(SELLER_ORDER_MESSAGES.ORDER_NOT_FOUND);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ acknowledgedAt: sql`now()`, acknowledgedBy: sellerId })
      .where(and(eq(orders.id, orderId), isNull(orders.acknowledgedAt)))
      .returning();
    if (row) await notify(tx, "order_acknowledged", row.id);
    return row;
  });
  if (updated) return toSellerOrder(updated);
  const [existing] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!existing) throw notFound(SELLER_ORDER_MESSAGES.ORDER_NOT_FOUND);
  return toSellerOrder(existing);
}
