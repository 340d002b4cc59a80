import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orders, orderStatusHistory } from "../../db/schema";
import { notFound } from "../../http/errors";
import { isUuid } from "../../lib/ids";
import {
  toApiHistoryEntry,
  toApiOrder,
  type ApiOrder,
  type ApiStatusHistoryEntry,
} from "./orders.mapper";
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
