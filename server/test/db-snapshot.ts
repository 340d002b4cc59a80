import { asc } from "drizzle-orm";
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
