// Test data of the sales dashboard: orders with chosen statuses, times, lines, zones,
// barangays and riders, and the dashboard computed from them in plain TypeScript, the
// reference every number the server gives is compared to.
import { zoneLabel, type DeliveryZone } from "@domain/delivery";
import { manilaDayEnd, manilaDayStart } from "@domain/manila-time";
import { fromCentavos } from "@domain/pricing";
import type { Database } from "../../db/client";
import { orders, sellers, users, type OrderItemSnapshot } from "../../db/schema";
import { addressInput } from "../../test/factories";

export interface DashboardOrder {
  createdAt: Date;
  status: string;
  lines: { productId: string; name: string; price: number; quantity: number }[];
  feeCentavos: number;
  zone: number | null;
  barangay: string;
  deliveredAt?: Date;
  riderId?: string;
  cashCentavos?: number;
}

export const lineCentavos = (l: { price: number; quantity: number }) =>
  Math.round(l.price * 100) * l.quantity;
export const orderCentavos = (o: DashboardOrder) =>
  o.lines.reduce((n, l) => n + lineCentavos(l), 0) + o.feeCentavos;

export async function insertDashboardOrders(db: Database, list: readonly DashboardOrder[]) {
  const [user] = await db
    .insert(users)
    .values({
      name: "Dash Buyer",
      email: `dash-${Date.now()}-${Math.random()}@example.com`,
      passwordHash: "x",
    })
    .returning();
  for (const o of list) {
    const items: OrderItemSnapshot[] = o.lines.map((l) => ({
      productId: l.productId,
      product: { image: [], name: l.name, category: ["Canned"], price: l.price },
      quantity: l.quantity,
    }));
    const subtotal = o.lines.reduce((n, l) => n + lineCentavos(l), 0);
    await db.insert(orders).values({
      userId: user!.id,
      items,
      address: { _id: "a", ...addressInput({ barangay: o.barangay }) },
      subtotalCentavos: subtotal,
      deliveryChargeCentavos: o.feeCentavos,
      taxAmountCentavos: 0,
      amountCentavos: orderCentavos(o),
      deliveryZone: o.zone,
      status: o.status,
      createdAt: o.createdAt,
      updatedAt: o.createdAt,
      actualDeliveryTime: o.deliveredAt ?? null,
      riderId: o.riderId ?? null,
      cashCollectedCentavos: o.cashCentavos ?? null,
    });
  }
}

export async function insertRider(db: Database, name: string): Promise<string> {
  const [row] = await db
    .insert(sellers)
    .values({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, "-")}-${Math.random()}@example.com`,
      passwordHash: "x",
      role: "rider",
    })
    .returning({ id: sellers.id });
  return row!.id;
}

const median = (values: number[]) => {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** The dashboard's numbers for the Manila days from..to, computed from the orders themselves. */
export function referenceDashboard(
  all: readonly DashboardOrder[],
  from: string,
  to: string,
  riderNames: Record<string, string>,
) {
  const start = manilaDayStart(from).getTime();
  const end = manilaDayEnd(to).getTime();
  const inRange = all.filter((o) => o.createdAt.getTime() >= start && o.createdAt.getTime() < end);
  const delivered = inRange.filter((o) => o.status === "Delivered");
  const revenue = delivered.reduce((n, o) => n + orderCentavos(o), 0);
  const minutes = delivered
    .filter((o) => o.deliveredAt)
    .map((o) => (o.deliveredAt!.getTime() - o.createdAt.getTime()) / 60_000);
  const mid = median(minutes);

  const products = new Map<
    string,
    { productId: string; name: string; quantity: number; cents: number; at: number }
  >();
  for (const o of delivered)
    for (const l of o.lines) {
      const p = products.get(l.productId) ?? {
        productId: l.productId,
        name: l.name,
        quantity: 0,
        cents: 0,
        at: -1,
      };
      p.quantity += l.quantity;
      p.cents += lineCentavos(l);
      if (o.createdAt.getTime() > p.at) [p.name, p.at] = [l.name, o.createdAt.getTime()];
      products.set(l.productId, p);
    }
  const productList = [...products.values()];
  const tie = (a: { productId: string }, b: { productId: string }) =>
    a.productId < b.productId ? -1 : 1;
  const shape = (p: (typeof productList)[number]) => ({
    productId: p.productId,
    name: p.name,
    quantity: p.quantity,
    revenue: fromCentavos(p.cents),
  });

  const group = <K>(key: (o: DashboardOrder) => K) => {
    const m = new Map<K, { orders: number; cents: number }>();
    for (const o of inRange) {
      const g = m.get(key(o)) ?? { orders: 0, cents: 0 };
      g.orders++;
      if (o.status === "Delivered") g.cents += orderCentavos(o);
      m.set(key(o), g);
    }
    return [...m.entries()];
  };
  const riders = new Map<string, { deliveries: number; cents: number }>();
  for (const o of delivered)
    if (o.riderId) {
      const r = riders.get(o.riderId) ?? { deliveries: 0, cents: 0 };
      r.deliveries++;
      r.cents += o.cashCentavos ?? 0;
      riders.set(o.riderId, r);
    }

  return {
    orders: inRange.length,
    deliveredOrders: delivered.length,
    deliveredRevenue: fromCentavos(revenue),
    averageOrderValue: delivered.length
      ? fromCentavos(Math.round(revenue / delivered.length))
      : null,
    cancellations: inRange.filter((o) => o.status === "Cancelled").length,
    medianMinutesToDeliver: mid === null ? null : Math.round(mid * 10) / 10,
    ordersByHour: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      orders: inRange.filter(
        (o) => new Date(o.createdAt.getTime() + 8 * 3_600_000).getUTCHours() === hour,
      ).length,
    })),
    topProductsByQuantity: [...productList]
      .sort((a, b) => b.quantity - a.quantity || b.cents - a.cents || tie(a, b))
      .slice(0, 10)
      .map(shape),
    topProductsByRevenue: [...productList]
      .sort((a, b) => b.cents - a.cents || b.quantity - a.quantity || tie(a, b))
      .slice(0, 10)
      .map(shape),
    byZone: group((o) => o.zone)
      .map(([zone, g]) => ({
        zone,
        label: zoneLabel(zone as DeliveryZone | null),
        orders: g.orders,
        revenue: fromCentavos(g.cents),
      }))
      .sort((a, b) => (a.zone ?? 99) - (b.zone ?? 99)),
    byBarangay: group((o) => o.barangay)
      .map(([barangay, g]) => ({ barangay, orders: g.orders, revenue: fromCentavos(g.cents) }))
      .sort(
        (a, b) =>
          b.revenue - a.revenue || b.orders - a.orders || a.barangay.localeCompare(b.barangay),
      ),
    riders: [...riders.entries()]
      .map(([riderId, r]) => ({
        riderId,
        name: riderNames[riderId]!,
        deliveries: r.deliveries,
        cashCollected: fromCentavos(r.cents),
      }))
      .sort((a, b) => b.cashCollected - a.cashCollected || a.name.localeCompare(b.name)),
  };
}

/** A month of varied orders from a fixed seed: every status, both zones, riders, day edges. */
export function generateOrders(
  seed: number,
  days: string[],
  riderIds: string[],
  count: number,
): DashboardOrder[] {
  let s = seed;
  const rand = () => (s = (s * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const catalogue = Array.from({ length: 14 }, (_, i) => ({
    productId: `00000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`,
    name: `Product ${String.fromCharCode(65 + i)}`,
    price: [12.5, 32.75, 75, 149.99, 8, 55.25, 19.5][i % 7]!,
  }));
  const statuses = [
    "Delivered",
    "Delivered",
    "Delivered",
    "Cancelled",
    "Order Placed",
    "Preparing",
    "Out for Delivery",
  ];
  const places = [
    { barangay: "Pangpang", zone: 1 },
    { barangay: "Bibincahan", zone: 1 },
    { barangay: "Cambulaga", zone: 2 },
    { barangay: "Bucalbucalan", zone: 2 },
    { barangay: "Outside Town", zone: null },
  ];
  return Array.from({ length: count }, (_, i) => {
    const day = pick(days);
    const createdAt = new Date(
      manilaDayStart(day).getTime() + Math.floor(rand() * 86_400) * 1000 + i,
    );
    const status = pick(statuses);
    const place = pick(places);
    const lines = [
      ...new Set(Array.from({ length: 1 + Math.floor(rand() * 3) }, () => pick(catalogue))),
    ].map((p) => ({
      ...p,
      quantity: 1 + Math.floor(rand() * 5),
    }));
    const o: DashboardOrder = {
      createdAt,
      status,
      lines,
      feeCentavos: pick([0, 2000, 3500]),
      ...place,
    };
    if (status === "Delivered") {
      o.deliveredAt = new Date(createdAt.getTime() + (20 + Math.floor(rand() * 120)) * 60_000);
      if (rand() < 0.8) {
        o.riderId = pick(riderIds);
        o.cashCentavos = orderCentavos(o) + pick([0, 0, 5000]);
      }
    } else if (status === "Out for Delivery") o.riderId = pick(riderIds);
    return o;
  });
}
