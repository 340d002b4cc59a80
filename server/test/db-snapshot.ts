import { asc, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../db/client";
import { addresses, orders, orderStatusHistory, products, sessions, users } from "../db/schema";

/**
 * Every row a shopper's call could write, as one comparable value. A refused request must
 * leave this exactly as it was.
 */
export async function dbSnapshot(db: Database) {
  return {
    users: await db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        cartItems: users.cartItems,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .orderBy(asc(users.id)),
    sessions: await db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .orderBy(asc(sessions.tokenHash)),
    products: await db.select().from(products).orderBy(asc(products.id)),
    addresses: await db.select().from(addresses).orderBy(asc(addresses.id)),
    orders: await db.select().from(orders).orderBy(asc(orders.id)),
    history: await db.select().from(orderStatusHistory).orderBy(asc(orderStatusHistory.id)),
  };
}

/** Runs `action` and asserts that nothing in the database changed. */
export async function expectDbUnchanged(db: Database, action: () => Promise<unknown>) {
  const before = await dbSnapshot(db);
  await action();
  expect(await dbSnapshot(db)).toEqual(before);
}

/**
 * The same rows as dbSnapshot, as one hash computed by the database in a single query: for
 * tests that compare the state after each of hundreds of requests.
 */
export async function dbFingerprint(db: Database): Promise<string> {
  const result = await db.execute<{ fingerprint: string }>(sql`
    SELECT md5(concat_ws('|',
      (SELECT string_agg(concat_ws(',', id, name, email, cart_items::text, updated_at::text), ';' ORDER BY id) FROM users),
      (SELECT string_agg(token_hash, ';' ORDER BY token_hash) FROM sessions),
      (SELECT string_agg(p::text, ';' ORDER BY p.id) FROM products p),
      (SELECT string_agg(a::text, ';' ORDER BY a.id) FROM addresses a),
      (SELECT string_agg(o::text, ';' ORDER BY o.id) FROM orders o),
      (SELECT string_agg(h::text, ';' ORDER BY h.id) FROM order_status_history h)
    )) AS fingerprint`);
  const rows = Array.isArray(result)
    ? result
    : (result as { rows: { fingerprint: string }[] }).rows;
  return rows[0]!.fingerprint;
}
