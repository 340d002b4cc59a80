import { eq } from "drizzle-orm";
import { addressInput } from "../../test/factories";
import type { Database } from "../../db/client";
import { orders, users, type OrderRow, type ProductRow } from "../../db/schema";

/**
 * An order of these products written straight to the database, priced as they are now
 * (the order's snapshot): the buy-again tests then change the products under it.
 */
export async function orderOf(
  db: Database,
  userId: string,
  lines: [ProductRow, number][],
  overrides: { status?: string; createdAt?: Date } = {},
): Promise<OrderRow> {
  const createdAt = overrides.createdAt ?? new Date();
  const subtotal = lines.reduce((sum, [p, q]) => sum + p.priceCentavos * q, 0);
  const [row] = await db
    .insert(orders)
    .values({
      userId,
      items: lines.map(([p, quantity]) => ({
        productId: p.id,
        product: {
          image: p.image,
          name: p.name,
          category: p.category,
          price: p.priceCentavos / 100,
        },
        quantity,
      })),
      address: { _id: "addr-1", ...addressInput() },
      subtotalCentavos: subtotal,
      deliveryChargeCentavos: 0,
      taxAmountCentavos: 0,
      amountCentavos: subtotal,
      deliveryZone: 1,
      status: overrides.status ?? "Order Placed",
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (!row) throw new Error("orderOf: nothing inserted");
  return row;
}

export async function storedCart(db: Database, userId: string) {
  const [row] = await db.select({ cart: users.cartItems }).from(users).where(eq(users.id, userId));
  return row?.cart;
}

export async function setCart(db: Database, userId: string, cartItems: Record<string, number>) {
  await db.update(users).set({ cartItems }).where(eq(users.id, userId));
}
