import { http } from "~/lib/http";
import type { OrderStatus } from "@domain/order-status";
import { ordersPath, type StatusFilter } from "./order-format";
import type { SellerOrder } from "./types";

export interface OrdersReply {
  success: boolean;
  orders?: SellerOrder[];
  message?: string;
}

/** GET /api/order/seller, or /api/order/by-status/{status} for one status. */
export const fetchSellerOrders = (filter: StatusFilter, signal?: AbortSignal) =>
  http.get<OrdersReply>(ordersPath(filter), { signal });

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
