import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users, type CartItems } from "../../db/schema";
import { badRequest } from "../../http/errors";
import { findProducts, unknownProductsMessage } from "./cart.limits";

/**
 * Replaces the user's stored cart. Lines with quantity 0 are dropped; an id that is not a
 * product is refused (naming it), so the stored cart only ever holds real products.
 * Out-of-stock products may stay in a cart: the shopper sees them as "Unavailable" and the
 * order refuses them by name.
 */
export async function replaceCart(
  db: Database,
  userId: string,
  cartItems: CartItems,
): Promise<CartItems> {
  const lines = Object.entries(cartItems).filter(([, quantity]) => quantity > 0);
  const known = await findProducts(
    db,
    lines.map(([id]) => id),
  );
  const unknown = lines.map(([id]) => id).filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw badRequest(unknownProductsMessage(unknown), { unknownProductIds: unknown });
  const cart: CartItems = Object.fromEntries(lines);
  await db
    .update(users)
    .set({ cartItems: cart, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  return cart;
}
