// The status filter of the customer's orders screen (SPEC §2.12; the option list is
// ours): All, then the six statuses in the order an order moves through them.
import { ORDER_STATUSES, type OrderStatus } from "@domain/order-status";

export const ALL_ORDERS = "All";
export type OrderFilter = typeof ALL_ORDERS | OrderStatus;
export const ORDER_FILTERS: readonly OrderFilter[] = [ALL_ORDERS, ...ORDER_STATUSES];

/** The filter in the URL (?status=Delivered); anything unknown reads as All. */
export function parseOrderFilter(value: string | null): OrderFilter {
  return ORDER_FILTERS.find((f) => f === value) ?? ALL_ORDERS;
}

/** "/orders?status=Out+for+Delivery"; All is the bare path. */
export function orderFilterHref(pathname: string, filter: OrderFilter): string {
  return filter === ALL_ORDERS
    ? pathname
    : `${pathname}?${new URLSearchParams({ status: filter }).toString()}`;
}

export function filterOrders<T extends { status: string }>(
  orders: readonly T[],
  filter: OrderFilter,
): T[] {
  return filter === ALL_ORDERS ? [...orders] : orders.filter((o) => o.status === filter);
}

/** How many orders each option would show. */
export function countByFilter(orders: readonly { status: string }[]): Record<OrderFilter, number> {
  const counts = Object.fromEntries(ORDER_FILTERS.map((f) => [f, 0])) as Record<
    OrderFilter,
    number
  >;
  counts[ALL_ORDERS] = orders.length;
  for (const o of orders)
    if (o.status in counts && o.status !== ALL_ORDERS) counts[o.status as OrderStatus] += 1;
  return counts;
}
