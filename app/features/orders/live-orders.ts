// What the shopper is told when an order moves on while /orders is open (issue 9 §7), and
// how the page's list reads the server's answer (a plain list, or a page with nextCursor).
import type { Translate } from "~/lib/i18n/i18n";
import type { CustomerOrder } from "~/lib/types";
import type { MessageKey } from "~/locales/keys";
import { orderNumber } from "./order-view";

const MOVED_ON: Record<string, (n: string) => string> = {
  Confirmed: (n) => `Your order #${n} is confirmed`,
  Preparing: (n) => `We are preparing your order #${n}`,
  "Out for Delivery": (n) => `Your order #${n} is out for delivery`,
  Delivered: (n) => `Your order #${n} has been delivered. Enjoy!`,
  Cancelled: (n) => `Your order #${n} was cancelled`,
};

/** The toast for an order's new status; a status this version does not know still reads. */
export function statusToast(orderId: string, status: string): string {
  const n = orderNumber(orderId);
  return MOVED_ON[status]?.(n) ?? `Your order #${n} is now "${status}"`;
}

const MOVED_ON_KEYS: Record<string, MessageKey> = {
  Confirmed: "orders.toast.confirmed",
  Preparing: "orders.toast.preparing",
  "Out for Delivery": "orders.toast.outForDelivery",
  Delivered: "orders.toast.delivered",
  Cancelled: "orders.toast.cancelled",
};

/**
 * `statusToast` in the page's language: the catalogs' English is statusToast's words
 * (live-orders.test.ts holds them equal).
 */
export function statusToastIn(t: Translate, orderId: string, status: string): string {
  const number = orderNumber(orderId);
  const key = MOVED_ON_KEYS[status];
  return key ? t(key, { number }) : t("orders.toast.other", { number, status });
}

/** Cancelled reads as bad news; every other move is good news. */
export const isBadNews = (status: string) => status === "Cancelled";

export interface OrdersPage {
  orders: CustomerOrder[];
  nextCursor: string | null;
}

/** GET /api/order/user's list as a page: an array today, { orders, nextCursor } when paged. */
export function readOrdersPage(result: unknown): OrdersPage {
  if (Array.isArray(result)) return { orders: result as CustomerOrder[], nextCursor: null };
  const body = (result ?? {}) as { orders?: unknown; nextCursor?: unknown };
  return {
    orders: Array.isArray(body.orders) ? (body.orders as CustomerOrder[]) : [],
    nextCursor: typeof body.nextCursor === "string" ? body.nextCursor : null,
  };
}

/** What an order event says about an order the page shows: its new status and when it moved. */
export interface OrderMove {
  status: string;
  at?: string;
}

/**
 * An order as the page shows it after a live move: the new status at once, and a delivery
 * moves "Delivered at" with it (the event's time) rather than waiting for the page's data.
 */
export function applyMove<T extends { status: string; actualDeliveryTime: string | null }>(
  order: T,
  move: OrderMove | undefined,
): T {
  if (!move) return order;
  const delivered = move.status === "Delivered" && !order.actualDeliveryTime && move.at;
  return {
    ...order,
    status: move.status,
    ...(delivered ? { actualDeliveryTime: move.at } : {}),
  };
}
