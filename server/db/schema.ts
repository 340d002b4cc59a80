import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { SubstitutionChoice } from "@domain/delivery-notes";

/**
 * One schema for PGlite and PostgreSQL. Money is stored in whole centavos (integers):
 * the API speaks pesos, the database never rounds.
 */

import { createdAt, id, updatedAt } from "./schema-columns";
import { sellers, users } from "./schema-people";

export const products = pgTable(
  "products",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    category: text("category").array().notNull(),
    priceCentavos: integer("price_centavos").notNull(),
    brand: text("brand").notNull().default(""),
    bestseller: boolean("bestseller").notNull().default(false),
    inStock: boolean("in_stock").notNull().default(true),
    /** Units left; null means the shop does not count this product's stock (SPEC default). */
    stockCount: integer("stock_count"),
    /** The shop's own product code; optional, unique when given. */
    sku: text("sku"),
    image: text("image")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("products_price_non_negative", sql`${t.priceCentavos} >= 0`),
    check(
      "products_stock_count_non_negative",
      sql`${t.stockCount} IS NULL OR ${t.stockCount} >= 0`,
    ),
    uniqueIndex("products_sku_uq").on(t.sku),
    // One btree per sort of the storefront and the seller list, each ending in the id
    // tie-breaker, read forwards or backwards. Name sorts compare
    // lowercased names byte-wise (COLLATE "C"), as the pure rules in domain/ do.
    index("products_newest_idx").on(t.createdAt, t.id),
    index("products_price_name_idx").on(t.priceCentavos, sql`lower(${t.name}) COLLATE "C"`, t.id),
    index("products_price_desc_name_idx").on(
      t.priceCentavos.desc().nullsFirst(),
      sql`lower(${t.name}) COLLATE "C"`,
      t.id,
    ),
    index("products_name_idx").on(sql`lower(${t.name}) COLLATE "C"`, t.id),
    // The seller list's price sorts break ties by id alone (price, id; high-low reads it
    // backwards). Built on price::bigint, the expression the seller's ORDER BY uses, so the
    // storefront's planner never takes it for a prefix of its own price orders and adds a sort
    // step.
    index("products_seller_price_idx").on(sql`((${t.priceCentavos})::bigint)`, t.id),
    // In stock first (seller "Stock Status" sort) and the in-stock filter, per sort.
    index("products_stock_newest_idx").on(t.inStock, t.createdAt, t.id),
    index("products_stock_price_idx").on(t.inStock, t.priceCentavos, t.id),
    index("products_stock_name_idx").on(t.inStock, sql`lower(${t.name}) COLLATE "C"`, t.id),
    // Home "Best Sellers" and ?category=bestsellers: a small partial index.
    index("products_bestseller_idx")
      .on(t.inStock, t.createdAt, t.id)
      .where(sql`${t.bestseller}`),
    // Substring search on name and first category (ILIKE '%q%') uses trigram indexes.
    index("products_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    index("products_first_category_trgm_idx").using(
      "gin",
      sql`lower(${t.category}[1]) gin_trgm_ops`,
    ),
    // The seller list's search also looks in brand and SKU. Its sorts by newest, name and
    // stock status read the catalogue's indexes above (backwards where descending); its price
    // sorts read products_price_id_idx and its category sort the index below.
    index("products_brand_trgm_idx").using("gin", sql`lower(${t.brand}) gin_trgm_ops`),
    index("products_sku_trgm_idx").using("gin", sql`lower(coalesce(${t.sku}, '')) gin_trgm_ops`),
    // The seller list's "Low stock" filter (stock_count <= LOW_STOCK_THRESHOLD): only counted
    // products are indexed, as the filter never matches an untracked one.
    index("products_low_stock_idx")
      .on(t.stockCount, t.id)
      .where(sql`${t.stockCount} IS NOT NULL`),
    // Plain "desc" (nulls first), as the list's ORDER BY says, so the planner can use it.
    index("products_seller_category_idx").on(
      sql`lower(${t.category}[1]) collate "C"`,
      sql`${t.createdAt} desc`,
      sql`${t.id} desc`,
    ),
  ],
);

/**
 * The distinct words of product names (lowercased, 3+ letters), kept by a trigger on
 * `products`: the vocabulary that typo-tolerant search corrects a shopper's words against
 * with pg_trgm. Words of deleted products may linger; a correction
 * is only offered when it finds products.
 */
export const productWords = pgTable("product_words", { word: text("word").primaryKey() }, (t) => [
  index("product_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`),
]);

export const addresses = pgTable(
  "addresses",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    street: text("street").notNull(),
    barangay: text("barangay").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    country: text("country").notNull(),
    phone: text("phone").notNull(),
    /** Optional: "across the chapel, blue gate". Null on addresses saved before it existed. */
    landmark: text("landmark"),
    createdAt: createdAt(),
  },
  (t) => [index("addresses_user_idx").on(t.userId, t.createdAt)],
);

/** What an order line keeps of the product at the time of purchase. */
export interface OrderItemSnapshot {
  productId: string;
  product: { image: string[]; name: string; category: string[]; price: number };
  quantity: number;
  /** Set when placing the order took this line's units from the product's stock count. */
  stockTracked?: boolean;
  /** What the shopper wants done if the item is out of stock; absent on older orders. */
  substitution?: SubstitutionChoice;
}

export interface AddressSnapshot {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  barangay: string;
  city: string;
  state: string;
  country: string;
  phone: string;
  /** Only when the address has one (older snapshots have none). */
  landmark?: string;
}

export const orders = pgTable(
  "orders",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    items: jsonb("items").$type<OrderItemSnapshot[]>().notNull(),
    address: jsonb("address").$type<AddressSnapshot>().notNull(),
    paymentType: text("payment_type").notNull().default("COD"),
    subtotalCentavos: integer("subtotal_centavos").notNull(),
    deliveryChargeCentavos: integer("delivery_charge_centavos").notNull(),
    taxAmountCentavos: integer("tax_amount_centavos").notNull(),
    amountCentavos: integer("amount_centavos").notNull(),
    deliveryZone: integer("delivery_zone"),
    /** The shopper's note to the rider, trimmed; null when none was given. */
    riderNote: text("rider_note"),
    isPaid: boolean("is_paid").notNull().default(false),
    status: text("status").notNull().default("Order Placed"),
    /** Bumped on every status change: concurrent updates conflict instead of interleaving. */
    version: integer("version").notNull().default(1),
    idempotencyKey: text("idempotency_key"),
    /** SHA-256 of the request that used the idempotency key: a different body is refused. */
    idempotencyHash: text("idempotency_hash"),
    /** When a staff member acknowledged the new order on the order desk (stops the alert). */
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    acknowledgedBy: text("acknowledged_by").references(() => sellers.id, { onDelete: "set null" }),
    /** The rider the desk gave the order to when it went Out for Delivery. */
    riderId: text("rider_id").references(() => sellers.id, { onDelete: "set null" }),
    /** The cash the rider said they collected when marking the order Delivered. */
    cashCollectedCentavos: integer("cash_collected_centavos"),
    /**
     * The key the rider's phone sent with "Delivered": the same tap sent again (a retry, an
     * offline tap replayed) gets the same answer instead of a refusal.
     */
    deliveryKey: text("delivery_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    estimatedDeliveryTime: timestamp("estimated_delivery_time", { withTimezone: true }),
    actualDeliveryTime: timestamp("actual_delivery_time", { withTimezone: true }),
    /**
     * What the order desk's search looks in: the short order number (last
     * 8 hex digits of the id), the customer's name and phone digits (09… form), then the
     * address's landmark and the note to the rider, lower-cased. The last two follow line
     * breaks, which a search term never holds (landmark and note have theirs made spaces), so
     * no term matches across them.
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(right(id, 8)) || ' ' || lower(coalesce(address->>'firstName', '') || ' ' || coalesce(address->>'lastName', '')) || ' ' || regexp_replace(regexp_replace(coalesce(address->>'phone', ''), '[^0-9]', '', 'g'), '^63', '0') || E'\\n' || lower(coalesce(address->>'landmark', '')) || E'\\n' || lower(coalesce(rider_note, ''))`,
    ),
  },
  (t) => [
    index("orders_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("orders_status_created_idx").on(t.status, t.createdAt.desc()),
    index("orders_created_idx").on(t.createdAt.desc()),
    uniqueIndex("orders_user_idempotency_key_uq").on(t.userId, t.idempotencyKey),
    // The order desk: keyset pages on (created_at, id), search by trigram, the alert count.
    // NULLS FIRST is what a plain ORDER BY … DESC means: only then can the index serve it.
    index("orders_created_id_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("orders_status_created_id_idx").on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("orders_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("orders_unacknowledged_idx")
      .on(t.createdAt)
      .where(sql`${t.acknowledgedAt} IS NULL AND ${t.status} = 'Order Placed'`),
    index("orders_rider_status_idx").on(t.riderId, t.status),
    // The sales dashboard: its figures, hours, zones and riders read this index alone (an
    // index-only scan of the range), never the wide rows with their item and address snapshots.
    // The columns after created_at are there to be read, not searched (drizzle has no INCLUDE).
    index("orders_dashboard_idx").on(
      t.createdAt,
      t.status,
      t.amountCentavos,
      t.deliveryZone,
      t.actualDeliveryTime,
      t.riderId,
      t.cashCollectedCentavos,
    ),
  ],
);

/**
 * The order event log: one row per order creation and per status change, written in the
 * transaction that makes the change (server/modules/order-events/order-events.record.ts). It
 * is the order's timeline and the source of the live streams; `seq` is the stream's event id.
 */
export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: id(),
    seq: bigserial("seq", { mode: "number" }).notNull(),
    type: text("type", { enum: ["order.created", "order.status"] })
      .notNull()
      .default("order.status"),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    notes: text("notes").notNull().default(""),
    actorType: text("actor_type", { enum: ["customer", "seller", "system"] }).notNull(),
    actorId: text("actor_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_status_history_order_idx").on(t.orderId, t.createdAt),
    uniqueIndex("order_status_history_seq_uq").on(t.seq),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type SellerRow = typeof sellers.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderStatusHistoryRow = typeof orderStatusHistory.$inferSelect;

export * from "./schema-people";
export * from "./schema-platform";
export * from "./schema-activity";
export * from "./schema-sales-rollups";
export * from "./schema-catalogue-changes";
