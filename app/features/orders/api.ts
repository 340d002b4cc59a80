import { http } from "~/lib/http";
import type { CustomerOrder } from "~/lib/types";
import { readOrdersPage, type OrdersPage } from "./live-orders";

export const USER_EVENTS_URL = "/api/events/user";
export const MORE_ORDERS_PAGE = 20;

/** GET /api/order/user?cursor=&limit=: the next older page of the shopper's orders. */
export async function fetchMoreOrders(cursor: string, signal?: AbortSignal): Promise<OrdersPage> {
  const search = new URLSearchParams({ cursor, limit: String(MORE_ORDERS_PAGE) });
  const reply = await http.get<{ orders?: CustomerOrder[]; nextCursor?: string | null }>(
    `/api/order/user?${search.toString()}`,
    { signal },
  );
  return readOrdersPage({ orders: reply.orders ?? [], nextCursor: reply.nextCursor });
}

/** GET /api/order/status-history/{orderId}: one timeline entry. */
export interface TimelineEntry {
  _id: string;
  status: string;
  notes: string;
  actorType: string;
  createdAt: string;
}

/** GET /api/order/status-history/{orderId}: the order's timeline, oldest first. */
export async function fetchTimeline(
  orderId: string,
  signal?: AbortSignal,
): Promise<TimelineEntry[]> {
  const reply = await http.get<{ history?: unknown }>(
    `/api/order/status-history/${encodeURIComponent(orderId)}`,
    {
      signal,
      quiet: true,
    },
  );
  return Array.isArray(reply.history) ? (reply.history as TimelineEntry[]) : [];
}
