// The people of the store: shoppers (users), the shop's owners, staff and riders (sellers), and
// their sessions.
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, jsonb, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./schema-columns";

export type CartItems = Record<string, number>;

export const users = pgTable(
  "users",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    cartItems: jsonb("cart_items").$type<CartItems>().notNull().default({}),
    /** What to do with an out-of-stock line when the shopper chose nothing for it. */
    substitutionDefault: text("substitution_default", { enum: ["remove", "call", "similar"] })
      .notNull()
      .default("remove"),
    /** The storefront language the shopper chose (domain/language.ts); none means the default. */
    language: text("language", { enum: ["en", "fil"] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "users_substitution_default_known",
      sql`${t.substitutionDefault} IN ('remove', 'call', 'similar')`,
    ),
    check("users_language_known", sql`${t.language} IS NULL OR ${t.language} IN ('en', 'fil')`),
  ],
);

/** The shop's people: the owner, staff and riders (domain/staff-roles.ts says who may do what). */
export const sellers = pgTable(
  "sellers",
  {
    id: id(),
    name: text("name").notNull().default("Store staff"),
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["owner", "staff", "rider"] })
      .notNull()
      .default("owner"),
    /** Set when the owner disables the account: it can no longer sign in, its sessions end. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** The last successful sign-in, for the owner's staff screen. */
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("sellers_role_known", sql`${t.role} IN ('owner', 'staff', 'rider')`)],
);

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
