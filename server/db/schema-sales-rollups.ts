// Daily rollups of the owner's sales dashboard, one row per Manila placing day and key. A row
// trigger on `orders` keeps them in the transaction that places, moves or edits an order, so
// every figure of a range is a sum over at most 366 small rows per key, whatever the range's
// length. Each row counts its orders by their status now, as the dashboard does.
import {
  bigint,
  date,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** Orders placed per day, barangay and zone (0 = no zone): the totals, zones and barangays. */
export const salesDailyPlaces = pgTable(
  "sales_daily_places",
  {
    day: date("day").notNull(),
    barangay: text("barangay").notNull(),
    zone: smallint("zone").notNull(),
    orders: integer("orders").notNull(),
    delivered: integer("delivered").notNull(),
    cancelled: integer("cancelled").notNull(),
    /** Σ totals of the Delivered orders. */
    revenueCentavos: bigint("revenue_centavos", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.barangay, t.zone] })],
);

/** Orders placed per day and Manila hour, 0–23. */
export const salesDailyHours = pgTable(
  "sales_daily_hours",
  {
    day: date("day").notNull(),
    hour: smallint("hour").notNull(),
    orders: integer("orders").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.hour] })],
);

/** The Delivered orders' lines per day and product, and the name on the day's latest line. */
export const salesDailyProducts = pgTable(
  "sales_daily_products",
  {
    day: date("day").notNull(),
    productId: text("product_id").notNull(),
    lines: integer("lines").notNull(),
    units: integer("units").notNull(),
    revenueCentavos: bigint("revenue_centavos", { mode: "number" }).notNull(),
    name: text("name"),
    /** The placing time and id of the order the name comes from (the latest, then highest id). */
    lastAt: timestamp("last_at", { withTimezone: true, mode: "date" }).notNull(),
    lastOrderId: text("last_order_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);

/** Delivered orders per day and rider, and the cash the rider reported. */
export const salesDailyRiders = pgTable(
  "sales_daily_riders",
  {
    day: date("day").notNull(),
    riderId: text("rider_id").notNull(),
    deliveries: integer("deliveries").notNull(),
    cashCentavos: bigint("cash_centavos", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.riderId] })],
);
