import { http } from "~/lib/http";
import type { OrderStatus } from "@domain/order-status";
import { ordersPath, type StatusFilter } from "./order-format";
import type { SellerOrder } from "./types";
import { queryString } from "~/features/order-desk/api";

export interface OrdersReply {
  success: boolean;
  orders?: SellerOrder[];
  /** The next page's cursor (issue 9 §4); absent or null on the last page. */
  nextCursor?: string | null;
  message?: string;
}

/** Search, days (YYYY-MM-DD, Manila) and paging of the seller's list (issue 9 §4); all optional. */
export interface OrdersPage {
  q?: string;
  from?: string;
  to?: string;
  cursor?: string;
  limit?: number;
}

export const ORDERS_PAGE_SIZE = 20;

/** GET /api/order/seller, or /api/order/by-status/{status} for one status. */
export const fetchSellerOrders = (
  filter: StatusFilter,
  signal?: AbortSignal,
  page: OrdersPage = {},
) => http.get<OrdersReply>(`${ordersPath(filter)}${queryString({ ...page })}`, { signal });

/**
 * POST /api/order/update-status. expectedStatus is the status the screen showed: if another
 * staff member moved the order meanwhile, the server answers 409 (docs/decisions/023).
 */
export const updateOrderStatus = (input: {
  orderId: string;
  status: OrderStatus;
  expectedStatus: string;
}) =>
  http.post<{ success: boolean; message?: string }>("/api/order/update-status", {
    ...input,
    notes: "",
  });
