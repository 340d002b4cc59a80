import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orders, orderStatusHistory } from "../../db/schema";
import { badRequest, notFound } from "../../http/errors";
import { isUuid } from "../../lib/ids";
import {
  toApiHistoryEntry,
  toApiOrder,
  type ApiOrder,
  type ApiStatusHistoryEntry,
} from "./orders.mapper";
import { CURSOR_MESSAGE, DEFAULT_ORDERS_PAGE, type UserOrdersQuery } from "./orders.schemas";
import { ORDER_MESSAGES } from "./orders.service";

/** GET /api/order/user: the user's own orders, newest first. */
export async function listUserOrders(db: Database, userId: string): Promise<ApiOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(toApiOrder);
}

const CURSOR_PREFIX = "o1:";

/** The opaque cursor after `orderId`: the order's id, versioned and base64url-encoded. */
export function encodeOrderCursor(orderId: string): string {
  return Buffer.from(CURSOR_PREFIX + orderId, "utf8").toString("base64url");
}

function decodeOrderCursor(cursor: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw badRequest(`cursor: ${CURSOR_MESSAGE}`);
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  const id = text.startsWith(CURSOR_PREFIX) ? text.slice(CURSOR_PREFIX.length) : "";
  if (!isUuid(id)) throw badRequest(`cursor: ${CURSOR_MESSAGE}`);
  return id;
}

export interface UserOrdersPage {
  orders: ApiOrder[];
  /** Pass as `cursor` for the next, older page; null on the last page. */
  nextCursor: string | null;
}

/**
 * GET /api/order/user, one page: newest first by (createdAt desc, id desc),
 * `limit` orders (50 when absent) after the order the cursor names. The cursor carries only
 * the order's id; the keyset compares with that row's own created_at in the database, so
 * timestamps never round-trip through JavaScript (milliseconds) against PostgreSQL's
 * microseconds. A cursor naming no order of this customer is refused (400).
 */
export async function listUserOrdersPage(
  db: Database,
  userId: string,
  query: UserOrdersQuery = {},
): Promise<UserOrdersPage> {
  const limit = query.limit ?? DEFAULT_ORDERS_PAGE;
  let after;
  if (query.cursor !== undefined) {
    const cursorId = decodeOrderCursor(query.cursor);
    const [known] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, cursorId), eq(orders.userId, userId)))
      .limit(1);
    if (!known) throw badRequest(`cursor: ${CURSOR_MESSAGE}`);
    after = sql`(${orders.createdAt}, ${orders.id}) < (SELECT o.created_at, o.id FROM orders o WHERE o.id = ${cursorId})`;
  }
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), after))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    orders: page.map(toApiOrder),
    nextCursor: rows.length > limit && last ? encodeOrderCursor(last.id) : null,
  };
}

/** Who asks for a timeline: the order's owner, or any seller. */
export type HistoryViewer = { kind: "customer"; userId: string } | { kind: "seller" };

export interface OrderTimeline {
  orderId: string;
  status: string;
  history: ApiStatusHistoryEntry[];
}

/**
 * GET /api/order/status-history/:orderId, oldest entry first. Someone else's order is
 * answered exactly like a missing one (404), so order ids cannot be probed.
 */
export async function getOrderTimeline(
  db: Database,
  orderId: string,
  viewer: HistoryViewer,
): Promise<OrderTimeline> {
  if (!isUuid(orderId)) throw notFound(ORDER_MESSAGES.NOT_FOUND);
  const ownership = viewer.kind === "customer" ? eq(orders.userId, viewer.userId) : undefined;
  const [order] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), ownership))
    .limit(1);
  if (!order) throw notFound(ORDER_MESSAGES.NOT_FOUND);
  const rows = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, order.id))
    .orderBy(asc(orderStatusHistory.seq));
  return { orderId: order.id, status: order.status, history: rows.map(toApiHistoryEntry) };
}
