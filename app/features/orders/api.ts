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
