// The dashboard's daily rollups as they are stored, and the same rollups recomputed in plain
// TypeScript from the orders as they are now: the two must always be equal.
import { manilaDayOf } from "@domain/manila-time";
import type { Database } from "../../db/client";
import {
  orders,
  salesDailyHours,
  salesDailyPlaces,
  salesDailyProducts,
  salesDailyRiders,
} from "../../db/schema";

type Rollups = Record<"places" | "hours" | "products" | "riders", Record<string, unknown>>;

const sorted = (m: Map<string, unknown>) =>
  Object.fromEntries([...m].sort(([a], [b]) => a.localeCompare(b)));

export async function storedRollups(db: Database): Promise<Rollups> {
  const [places, hours, products, riders] = await Promise.all([
    db.select().from(salesDailyPlaces),
    db.select().from(salesDailyHours),
    db.select().from(salesDailyProducts),
    db.select().from(salesDailyRiders),
  ]);
  return {
    places: sorted(
      new Map(
        places.map((r) => [
          `${r.day}|${r.barangay}|${r.zone}`,
          {
            orders: r.orders,
            delivered: r.delivered,
            cancelled: r.cancelled,
            revenue: r.revenueCentavos,
          },
        ]),
      ),
    ),
    hours: sorted(new Map(hours.map((r) => [`${r.day}|${r.hour}`, r.orders]))),
    products: sorted(
      new Map(
        products.map((r) => [
          `${r.day}|${r.productId}`,
          { lines: r.lines, units: r.units, revenue: r.revenueCentavos, name: r.name },
        ]),
      ),
    ),
    riders: sorted(
      new Map(
        riders.map((r) => [
          `${r.day}|${r.riderId}`,
          { deliveries: r.deliveries, cash: r.cashCentavos },
        ]),
      ),
    ),
  };
}

export async function recomputedRollups(db: Database): Promise<Rollups> {
  const rows = await db.select().from(orders);
  const places = new Map<
    string,
    { orders: number; delivered: number; cancelled: number; revenue: number }
  >();
  const hours = new Map<string, number>();
  const products = new Map<
    string,
    { lines: number; units: number; revenue: number; name: string; at: string }
  >();
  const riders = new Map<string, { deliveries: number; cash: number }>();
  for (const o of rows) {
    const day = manilaDayOf(o.createdAt);
    const delivered = o.status === "Delivered";
    const place = `${day}|${o.address.barangay ?? ""}|${o.deliveryZone ?? 0}`;
    const p = places.get(place) ?? { orders: 0, delivered: 0, cancelled: 0, revenue: 0 };
    p.orders++;
    if (delivered) {
      p.delivered++;
      p.revenue += o.amountCentavos;
    }
    if (o.status === "Cancelled") p.cancelled++;
    places.set(place, p);
    const hour = `${day}|${(o.createdAt.getUTCHours() + 8) % 24}`;
    hours.set(hour, (hours.get(hour) ?? 0) + 1);
    if (!delivered) continue;
    // The name of the latest order (placing time, then id) on that day, its first such line.
    const at = `${o.createdAt.toISOString()}|${o.id}`;
    for (const line of o.items) {
      const key = `${day}|${line.productId}`;
      const x = products.get(key) ?? {
        lines: 0,
        units: 0,
        revenue: 0,
        name: line.product.name,
        at,
      };
      if (at > x.at) Object.assign(x, { name: line.product.name, at });
      x.lines++;
      x.units += line.quantity;
      x.revenue += Math.round(line.product.price * 100) * line.quantity;
      products.set(key, x);
    }
    if (o.riderId) {
      const r = riders.get(`${day}|${o.riderId}`) ?? { deliveries: 0, cash: 0 };
      r.deliveries++;
      r.cash += o.cashCollectedCentavos ?? 0;
      riders.set(`${day}|${o.riderId}`, r);
    }
  }
  return {
    places: sorted(places),
    hours: sorted(hours),
    products: sorted(new Map([...products].map(([k, { at: _at, ...v }]) => [k, v]))),
    riders: sorted(riders),
  };
}
