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
import { randomUUID } from "node:crypto";

/**
 * One schema for PGlite and PostgreSQL. Money is stored in whole centavos (integers):
 * the API speaks pesos, the database never rounds.
 */

const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => randomUUID());
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export type CartItems = Record<string, number>;

export const users = pgTable("users", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  cartItems: jsonb("cart_items").$type<CartItems>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sellers = pgTable("sellers", {
  id: id(),
  name: text("name").notNull().default("Store staff"),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A session is a revocable token: only its SHA-256 is stored, logout deletes the row. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    role: text("role", { enum: ["customer", "seller"] }).notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    sellerId: text("seller_id").references(() => sellers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("sessions_user_idx").on(t.userId),
    index("sessions_seller_idx").on(t.sellerId),
    check(
      "sessions_one_subject",
      sql`(${t.role} = 'customer' AND ${t.userId} IS NOT NULL AND ${t.sellerId} IS NULL) OR (${t.role} = 'seller' AND ${t.sellerId} IS NOT NULL AND ${t.userId} IS NULL)`,
    ),
  ],
);

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
    index("products_created_at_idx").on(t.createdAt.desc()),
    index("products_price_idx").on(t.priceCentavos),
    // Substring search on name and first category (ILIKE '%q%') uses trigram indexes.
    index("products_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    index("products_first_category_trgm_idx").using(
      "gin",
      sql`lower(${t.category}[1]) gin_trgm_ops`,
    ),
    // The seller list's search also looks in brand and SKU; its own sorts have their indexes.
    index("products_brand_trgm_idx").using("gin", sql`lower(${t.brand}) gin_trgm_ops`),
    index("products_sku_trgm_idx").using("gin", sql`lower(coalesce(${t.sku}, '')) gin_trgm_ops`),
    index("products_seller_name_idx").on(sql`lower(${t.name}) collate "C"`, t.id),
    index("products_seller_price_idx").on(t.priceCentavos, t.id),
    // Plain "desc" (nulls first), as the list's ORDER BY says, so the planner can use them.
    index("products_seller_category_idx").on(
      sql`lower(${t.category}[1]) collate "C"`,
      sql`${t.createdAt} desc`,
      sql`${t.id} desc`,
    ),
    index("products_seller_created_idx").on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index("products_seller_stock_idx").on(
      sql`${t.inStock} desc`,
      sql`${t.createdAt} desc`,
      sql`${t.id} desc`,
    ),
  ],
);

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
    createdAt: createdAt(),
  },
  (t) => [index("addresses_user_idx").on(t.userId, t.createdAt)],
);

/** What an order line keeps of the product at the time of purchase. */
export interface OrderItemSnapshot {
  productId: string;
  product: { image: string[]; name: string; category: string[]; price: number };
  quantity: number;
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    estimatedDeliveryTime: timestamp("estimated_delivery_time", { withTimezone: true }),
    actualDeliveryTime: timestamp("actual_delivery_time", { withTimezone: true }),
  },
  (t) => [
    index("orders_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("orders_status_created_idx").on(t.status, t.createdAt.desc()),
    index("orders_created_idx").on(t.createdAt.desc()),
    uniqueIndex("orders_user_idempotency_key_uq").on(t.userId, t.idempotencyKey),
  ],
);

/**
 * The order event log: one row per order creation and per status change, written in the
 * transaction that makes the change (server/modules/orders/order-events.ts). It is the
 * order's timeline and the source of the live streams; `seq` is the stream's event id.
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
