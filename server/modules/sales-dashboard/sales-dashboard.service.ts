// The owner's sales dashboard: every figure is one SQL aggregate over the daily rollups of the
// range's Manila days (kept by a trigger on the orders in the transaction of each change), so a
// year costs at most 366 rows per key, and nothing is loaded into Node. The median alone reads
// the orders' index. What each figure counts is written beside its type.
import { sql, type SQL } from "drizzle-orm";
import { zoneLabel, type DeliveryZone } from "@domain/delivery";
import { manilaDayEnd, manilaDayStart } from "@domain/manila-time";
import { fromCentavos } from "@domain/pricing";
import type { Database } from "../../db/client";
import type { DashboardRange, ProductSales, SalesDashboard } from "@domain/sales-dashboard";

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
  // Which orders the range holds: placed (created_at) on one of its Manila days, as the day
  // report. The daily rollups are keyed by that same Manila placing day.
  const inRange = sql`o.created_at >= ${start}::timestamptz AND o.created_at < ${end}::timestamptz`;
  const days = sql`r.day >= ${range.from}::date AND r.day <= ${range.to}::date`;
  const query = async <T>(text: SQL) => rowsOf<T>(await db.execute(text));

  const [[figures], [middle], hours, places, products, riders] = await Promise.all([
    query<{ orders: number; delivered: number; revenue: number; cancelled: number }>(sql`
      SELECT coalesce(sum(r.orders), 0)::int AS orders, coalesce(sum(r.delivered), 0)::int AS delivered,
        coalesce(sum(r.revenue_centavos), 0)::float8 AS revenue, coalesce(sum(r.cancelled), 0)::int AS cancelled
      FROM sales_daily_places r WHERE ${days}`),
    // A median does not add up from days: it reads the range's index entries of the orders.
    query<{ median: number | null }>(sql`
      SELECT (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM o.actual_delivery_time - o.created_at) / 60))::float8 AS median
      FROM orders o WHERE ${inRange} AND o.status = 'Delivered' AND o.actual_delivery_time IS NOT NULL`),
    query<{ hour: number; orders: number }>(sql`
      SELECT r.hour, sum(r.orders)::int AS orders FROM sales_daily_hours r WHERE ${days} GROUP BY r.hour`),
    // Zones and barangays in one pass over the range's rows.
    query<{
      byZone: boolean;
      zone: number | null;
      barangay: string | null;
      orders: number;
      revenue: number;
    }>(sql`
      SELECT (GROUPING(r.zone) = 0) AS "byZone", nullif(r.zone, 0)::int AS zone, r.barangay,
        sum(r.orders)::int AS orders, sum(r.revenue_centavos)::float8 AS revenue
      FROM sales_daily_places r WHERE ${days} GROUP BY GROUPING SETS ((r.zone), (r.barangay))`),
    query<ProductSales & { byQuantity: number; byRevenue: number }>(sql`
      WITH lines AS (
        SELECT r.product_id, sum(r.units)::int AS quantity, sum(r.revenue_centavos)::float8 AS revenue,
          (array_agg(r.name ORDER BY r.last_at DESC, r.last_order_id DESC))[1] AS name
        FROM sales_daily_products r WHERE ${days} GROUP BY r.product_id),
      ranked AS (
        SELECT *, row_number() OVER (ORDER BY quantity DESC, revenue DESC, product_id) AS by_quantity,
          row_number() OVER (ORDER BY revenue DESC, quantity DESC, product_id) AS by_revenue
        FROM lines)
      SELECT product_id AS "productId", name, quantity, revenue,
        by_quantity::int AS "byQuantity", by_revenue::int AS "byRevenue"
      FROM ranked WHERE by_quantity <= ${TOP} OR by_revenue <= ${TOP}`),
    query<{ riderId: string; name: string | null; deliveries: number; cash: number }>(sql`
      SELECT r.rider_id AS "riderId", min(s.name) AS name, sum(r.deliveries)::int AS deliveries,
        sum(r.cash_centavos)::float8 AS cash
      FROM sales_daily_riders r LEFT JOIN sellers s ON s.id = r.rider_id
      WHERE ${days} GROUP BY r.rider_id`),
  ]);

  const t = figures ?? { orders: 0, delivered: 0, revenue: 0, cancelled: 0 };
  const median = middle?.median ?? null;
  const zones = places.filter((g) => g.byZone);
  const barangays = places
    .filter((g) => !g.byZone)
    .map((g) => ({ barangay: g.barangay ?? "", orders: g.orders, revenue: g.revenue }));
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
    medianMinutesToDeliver: median === null ? null : Math.round(Number(median) * 10) / 10,
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
