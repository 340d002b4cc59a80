import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orders, products, users } from "../../db/schema";
import { createAddress } from "../../test/factories";
import type { TestContext } from "../../test/harness";
import type { Shopper } from "../../test/shopper";
import { createSession } from "../accounts/sessions.service";

/**
 * A customer with a saved address and a session, written straight to the database: the
 * concurrency tests need dozens, and registering each (a password hash) would dominate.
 */
export async function quickShopper(t: TestContext): Promise<Shopper> {
  const suffix = randomBytes(4).toString("hex");
  const email = `quick-${suffix}@example.com`;
  const [user] = await t.db
    .insert(users)
    .values({ name: `Quick ${suffix}`, email, passwordHash: "not-a-real-hash" })
    .returning();
  if (!user) throw new Error("quickShopper: insert returned nothing");
  const token = await createSession(t.db, "customer", user.id);
  const address = await createAddress(t.db, user.id);
  return {
    token,
    userId: user.id,
    addressId: address.id,
    name: user.name,
    email,
    password: "not-used",
  };
}

/** Sets a product's stock count (null: untracked) and, optionally, its in-stock flag. */
export async function setStock(
  db: Database,
  productId: string,
  stockCount: number | null,
  inStock?: boolean,
) {
  await db
    .update(products)
    .set({ stockCount, ...(inStock === undefined ? {} : { inStock }) })
    .where(eq(products.id, productId));
}

export async function stockOf(db: Database, productId: string) {
  const [row] = await db
    .select({ stockCount: products.stockCount, inStock: products.inStock })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw new Error("stockOf: product missing");
  return row;
}

/** Marks every order of a customer Delivered (frees the open-orders limit). */
export async function deliverAll(db: Database, userId: string) {
  await db.update(orders).set({ status: "Delivered" }).where(eq(orders.userId, userId));
}
