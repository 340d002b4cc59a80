// The order desk's figures for one day (issue #9): pure, so the page, the report and the
// API agree. Money in integer centavos inside; pesos out.
import { ORDER_STATUSES, isFinalStatus, type OrderStatus } from "./order-status";
import { fromCentavos, toCentavos } from "./pricing";

export interface DayOrder {
  status: string;
  total: number;
  createdAt: Date;
  deliveredAt: Date | null;
}

export interface DaySummary {
  orders: number;
  byStatus: Record<OrderStatus, number>;
  /** Sum of the totals of the Delivered orders (Cash on Delivery: collected). */
  cashCollected: number;
  /** Orders neither Delivered nor Cancelled. */
  stillToDeliver: number;
  /** Sum of their totals: cash still to come in. */
  cashToCollect: number;
  /** Median minutes from placed to delivered, over the Delivered orders; null when none. */
  medianMinutesToDeliver: number | null;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function summarizeDay(orders: readonly DayOrder[]): DaySummary {
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<
    OrderStatus,
    number
  >;
  let collected = 0;
  let toCollect = 0;
  let open = 0;
  const minutes: number[] = [];
  for (const order of orders) {
    if (order.status in byStatus) byStatus[order.status as OrderStatus]++;
    if (order.status === "Delivered") {
      collected += toCentavos(order.total);
      if (order.deliveredAt)
        minutes.push((order.deliveredAt.getTime() - order.createdAt.getTime()) / 60_000);
    } else if (!isFinalStatus(order.status)) {
      open++;
      toCollect += toCentavos(order.total);
    }
  }
  const mid = median(minutes);
  return {
    orders: orders.length,
    byStatus,
    cashCollected: fromCentavos(collected),
    stillToDeliver: open,
    cashToCollect: fromCentavos(toCollect),
    medianMinutesToDeliver: mid === null ? null : Math.round(mid * 10) / 10,
  };
}
