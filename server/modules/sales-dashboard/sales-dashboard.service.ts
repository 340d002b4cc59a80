// The owner's sales dashboard: every figure is one SQL aggregate over the orders placed in the
// range (never the orders loaded into Node), so a month of a busy shop costs the same memory as
// a quiet day. What each figure counts is written beside its type.
import { sql, type SQL } from "drizzle-orm";
import { zoneLabel, type DeliveryZone } from "@domain/delivery";
import { manilaDayEnd, manilaDayStart, STORE_TIME_ZONE } from "@domain/manila-time";
import { fromCentavos } from "@domain/pricing";
import type { Database } from "../../db/client";
import type { DashboardRange } from "./sales-dashboard.schemas";

export interface ProductSales {
  productId: string;
  /** The name on the latest Delivered order line of this product in the range. */
  name: string;
  quantity: number;
  /** Pesos: Σ line price × quantity, as the order snapshot priced it. */
  revenue: number;
}

export interface SalesDashboard {
  range: DashboardRange;
  /** Orders placed in the range, every status. */
  orders: number;
  /** Of those, the ones now Delivered. */
  deliveredOrders: number;
  /** Pesos: Σ totals (items, delivery fee, tax) of the Delivered orders. */
  deliveredRevenue: number;
  /** Pesos: deliveredRevenue ÷ deliveredOrders, to the centavo; null when none delivered. */
  averageOrderValue: number | null;
  /** Orders placed in the range that are now Cancelled. */
  cancellations: number;
  /** Median of (delivered − placed) in minutes over the Delivered orders, to 0.1; null when none. */
  medianMinutesToDeliver: number | null;
  /** Orders placed per Manila hour of the day, 0–23, every hour present. */
  ordersByHour: { hour: number; orders: number }[];
  /** The Delivered orders' lines: the 10 products with most units, and with most revenue. */
  topProductsByQuantity: ProductSales[];
  topProductsByRevenue: ProductSales[];
  /** Orders placed (every status) and delivered revenue, per delivery zone and per barangay. */
  byZone: { zone: number | null; label: string; orders: number; revenue: number }[];
  byBarangay: { barangay: string; orders: number; revenue: number }[];
  /** Delivered orders carried by each rider and the cash they reported collecting. */
  riders: { riderId: string; name: string; deliveries: number; cashCollected: number }[];
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

const TOP = 10;

export async function getSalesDashboard(
  db: Database,
  range: DashboardRange,
): Promise<SalesDashboard> {
  const start = manilaDayStart(range.from).toISOString();
  const end = manilaDayEnd(range.to).toISOString();
  // Which orders the range holds: placed (created_at) on one of its Manila days, as the day report.
  const inRange = sql`o.created_at >= ${start}::timestamptz AND o.created_at < ${end}::timestamptz`;
  const query = async <T>(text: SQL) => rowsOf<T>(await db.execute(text));
  // PostgreSQL guesses 100 elements per jsonb_array_elements call, so it judges the product
  // query costly enough to JIT-compile: seconds of compiling for tens of milliseconds of work.
  const withoutJit = <T>(text: SQL) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL jit = off`);
      return rowsOf<T>(await tx.execute(text));
    });

  const [[totals], hoursAndZones, products, barangays, riders] = await Promise.all([
    query<{
      orders: number;
      delivered: number;
      revenue: number;
      cancelled: number;
      median: number | null;
    }>(sql`
      SELECT count(*)::int AS orders,
        count(*) FILTER (WHERE o.status = 'Delivered')::int AS delivered,
        coalesce(sum(o.amount_centavos) FILTER (WHERE o.status = 'Delivered'), 0)::float8 AS revenue,
        count(*) FILTER (WHERE o.status = 'Cancelled')::int AS cancelled,
        (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM o.actual_delivery_time - o.created_at) / 60)
          FILTER (WHERE o.status = 'Delivered' AND o.actual_delivery_time IS NOT NULL))::float8 AS median
      FROM orders o WHERE ${inRange}`),
    // Hours and zones in one pass over the range's index entries.
    query<{
      byHour: number;
      hour: number | null;
      zone: number | null;
      orders: number;
      revenue: number;
    }>(sql`
      SELECT (GROUPING(h.hour) = 0) AS "byHour", h.hour, o.delivery_zone AS zone, count(*)::int AS orders,
        coalesce(sum(o.amount_centavos) FILTER (WHERE o.status = 'Delivered'), 0)::float8 AS revenue
      FROM orders o CROSS JOIN LATERAL
        (SELECT extract(hour FROM o.created_at AT TIME ZONE ${STORE_TIME_ZONE})::int AS hour) h
      WHERE ${inRange} GROUP BY GROUPING SETS ((h.hour), (o.delivery_zone))`),
    withoutJit<ProductSales & { byQuantity: number; byRevenue: number }>(sql`
      WITH lines AS (
        SELECT line->>'productId' AS product_id, max(o.created_at) AS last_at,
          sum((line->>'quantity')::int)::int AS quantity,
          sum(round((line->'product'->>'price')::numeric * 100) * (line->>'quantity')::int)::float8 AS revenue
        FROM orders o CROSS JOIN LATERAL jsonb_array_elements(o.items) AS line
        WHERE ${inRange} AND o.status = 'Delivered'
        GROUP BY 1),
      ranked AS (
        SELECT *, row_number() OVER (ORDER BY quantity DESC, revenue DESC, product_id) AS by_quantity,
          row_number() OVER (ORDER BY revenue DESC, quantity DESC, product_id) AS by_revenue
        FROM lines)
      -- The name of the few ranked products only, from their latest line: grouping stays a hash.
      SELECT product_id AS "productId", quantity, revenue,
        by_quantity::int AS "byQuantity", by_revenue::int AS "byRevenue",
        (SELECT l->'product'->>'name' FROM orders o CROSS JOIN LATERAL jsonb_array_elements(o.items) AS l
          WHERE o.created_at = ranked.last_at AND o.status = 'Delivered' AND l->>'productId' = ranked.product_id
          ORDER BY o.id DESC LIMIT 1) AS name
      FROM ranked WHERE by_quantity <= ${TOP} OR by_revenue <= ${TOP}`),
    query<{ barangay: string; orders: number; revenue: number }>(sql`
      SELECT coalesce(nullif(o.address->>'barangay', ''), '') AS barangay, count(*)::int AS orders,
        coalesce(sum(o.amount_centavos) FILTER (WHERE o.status = 'Delivered'), 0)::float8 AS revenue
      FROM orders o WHERE ${inRange} GROUP BY 1`),
    query<{ riderId: string; name: string | null; deliveries: number; cash: number }>(sql`
      SELECT o.rider_id AS "riderId", min(s.name) AS name, count(*)::int AS deliveries,
        coalesce(sum(o.cash_collected_centavos), 0)::float8 AS cash
      FROM orders o LEFT JOIN sellers s ON s.id = o.rider_id
      WHERE ${inRange} AND o.status = 'Delivered' AND o.rider_id IS NOT NULL
      GROUP BY o.rider_id`),
  ]);

  const t = totals ?? { orders: 0, delivered: 0, revenue: 0, cancelled: 0, median: null };
  const hours = hoursAndZones.filter((g) => g.byHour);
  const zones = hoursAndZones.filter((g) => !g.byHour);
  const perHour = new Map(hours.map((h) => [Number(h.hour), Number(h.orders)]));
  const product = (p: ProductSales): ProductSales => ({
    productId: p.productId,
    name: p.name,
    quantity: Number(p.quantity),
    revenue: fromCentavos(Number(p.revenue)),
  });
  const bySales = <R extends { orders: number; revenue: number }>(a: R, b: R) =>
    b.revenue - a.revenue || b.orders - a.orders;
  return {
    range,
    orders: t.orders,
    deliveredOrders: t.delivered,
    deliveredRevenue: fromCentavos(Number(t.revenue)),
    averageOrderValue: t.delivered
      ? fromCentavos(Math.round(Number(t.revenue) / t.delivered))
      : null,
    cancellations: t.cancelled,
    medianMinutesToDeliver: t.median === null ? null : Math.round(Number(t.median) * 10) / 10,
    ordersByHour: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      orders: perHour.get(hour) ?? 0,
    })),
    topProductsByQuantity: products
      .filter((p) => p.byQuantity <= TOP)
      .sort((a, b) => a.byQuantity - b.byQuantity)
      .map(product),
    topProductsByRevenue: products
      .filter((p) => p.byRevenue <= TOP)
      .sort((a, b) => a.byRevenue - b.byRevenue)
      .map(product),
    byZone: zones
      .map((z) => ({
        zone: z.zone === null ? null : Number(z.zone),
        label: zoneLabel(z.zone as DeliveryZone | null),
        orders: Number(z.orders),
        revenue: fromCentavos(Number(z.revenue)),
      }))
      .sort((a, b) => (a.zone ?? 99) - (b.zone ?? 99)),
    byBarangay: barangays
      .map((b) => ({
        barangay: b.barangay,
        orders: Number(b.orders),
        revenue: fromCentavos(Number(b.revenue)),
      }))
      .sort((a, b) => bySales(a, b) || a.barangay.localeCompare(b.barangay)),
    riders: riders
      .map((r) => ({
        riderId: r.riderId,
        name: r.name ?? "Former rider",
        deliveries: Number(r.deliveries),
        cashCollected: fromCentavos(Number(r.cash)),
      }))
      .sort((a, b) => b.cashCollected - a.cashCollected || a.name.localeCompare(b.name)),
  };
}
