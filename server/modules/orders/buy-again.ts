import { and, eq, sql } from "drizzle-orm";
import {
  buyAgainMessage,
  type BuyAgainAdded,
  type BuyAgainNotAdded,
  type CappedReason,
} from "@domain/buy-again";
import { fromCentavos } from "@domain/pricing";
import type { Database } from "../../db/client";
import { orders, users, type CartItems, type ProductRow } from "../../db/schema";
import { notFound } from "../../http/errors";
import { isUuid } from "../../lib/ids";
import { findProducts, MAX_CART_LINES, MAX_LINE_QUANTITY } from "../cart/cart.limits";
import { toApiProduct, type ApiProduct } from "../catalog/catalog.service";
import type { BuyAgainInput } from "./order-habits.schemas";
import { ORDER_MESSAGES } from "./orders.service";

export interface BuyAgainResult {
  cartItems: CartItems;
  added: BuyAgainAdded[];
  notAdded: BuyAgainNotAdded[];
  message: string;
}

/** Sellable today: the product exists, is switched on and has units (or is not counted). */
export const isBuyable = (row: ProductRow) =>
  row.inStock && (row.stockCount === null || row.stockCount > 0);

/** The order's lines, one per product (quantities summed), in the order's own order. */
function orderLines(
  items: readonly { productId: string; product: { name: string }; quantity: number }[],
) {
  const lines = new Map<string, { name: string; requested: number }>();
  for (const item of items) {
    const line = lines.get(item.productId);
    if (line) line.requested += item.quantity;
    else lines.set(item.productId, { name: item.product.name, requested: item.quantity });
  }
  return lines;
}

/**
 * Puts one line of the order into `cart` (changed in place) within the cart's limits (99 a
 * line, 100 lines) and today's stock (units already in the cart count against it).
 */
function addLine(
  cart: CartItems,
  productId: string,
  line: { name: string; requested: number },
  row: ProductRow | undefined,
): BuyAgainAdded | BuyAgainNotAdded {
  const { name, requested } = line;
  if (!row) return { productId, name, requested, reason: "gone" };
  if (!isBuyable(row)) return { productId, name: row.name, requested, reason: "out-of-stock" };
  const have = cart[productId] ?? 0;
  if (have === 0 && Object.keys(cart).length >= MAX_CART_LINES)
    return { productId, name: row.name, requested, reason: "cart-full" };
  const lineRoom = MAX_LINE_QUANTITY - have;
  const stockRoom = row.stockCount === null ? Infinity : row.stockCount - have;
  const quantity = Math.min(requested, lineRoom, stockRoom);
  if (quantity <= 0) {
    const reason = stockRoom <= lineRoom ? "stock-in-cart" : "line-limit";
    return { productId, name: row.name, requested, reason };
  }
  cart[productId] = have + quantity;
  let capped: CappedReason | null = null;
  if (quantity < requested) capped = stockRoom <= lineRoom ? "stock" : "line-limit";
  return {
    productId,
    name: row.name,
    price: fromCentavos(row.priceCentavos),
    quantity,
    requested,
    capped,
    available: capped === "stock" ? row.stockCount : null,
  };
}

/**
 * POST /api/order/buy-again: the products of one of the shopper's own orders go back in their
 * cart at today's prices and stock. The starting cart is the one the shopper's screen sent, or
 * the stored one; lines of products that no longer exist are dropped from it. The user's row
 * is locked while the cart is read and written, so two of these never lose each other's lines.
 * Someone else's order is answered 404, exactly like a missing one, and changes nothing.
 */
export async function buyAgain(
  db: Database,
  userId: string,
  input: BuyAgainInput,
): Promise<BuyAgainResult> {
  if (!isUuid(input.orderId)) throw notFound(ORDER_MESSAGES.NOT_FOUND);
  const [order] = await db
    .select({ items: orders.items })
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw notFound(ORDER_MESSAGES.NOT_FOUND);

  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ cartItems: users.cartItems })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    const start = input.cartItems ?? user?.cartItems ?? {};
    const wanted = orderLines(order.items);
    const rows = await findProducts(tx, [...new Set([...Object.keys(start), ...wanted.keys()])]);
    const cart: CartItems = Object.fromEntries(
      Object.entries(start).filter(([id, quantity]) => quantity > 0 && rows.has(id)),
    );
    const added: BuyAgainAdded[] = [];
    const notAdded: BuyAgainNotAdded[] = [];
    for (const [productId, line] of wanted) {
      const result = addLine(cart, productId, line, rows.get(productId));
      if ("reason" in result) notAdded.push(result);
      else added.push(result);
    }
    await tx
      .update(users)
      .set({ cartItems: cart, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return { cartItems: cart, added, notAdded, message: buyAgainMessage(added, notAdded) };
  });
}

/** How many of the shopper's latest orders the home row looks at. */
export const BUY_AGAIN_ORDERS_LOOKED_AT = 100;

/**
 * GET /api/order/buy-again: the shopper's most-ordered products (units over their latest
 * 100 orders, cancelled ones left out), only those sellable today, most units first, then the
 * most recently ordered. Empty for a shopper with no orders.
 */
export async function buyAgainProducts(
  db: Database,
  userId: string,
  limit: number,
): Promise<ApiProduct[]> {
  const result = await db.execute(sql`
    WITH recent AS (
      SELECT items, created_at FROM ${orders}
      WHERE user_id = ${userId} AND status <> 'Cancelled'
      ORDER BY created_at DESC, id DESC
      LIMIT ${BUY_AGAIN_ORDERS_LOOKED_AT}
    )
    SELECT item->>'productId' AS product_id,
           sum((item->>'quantity')::int) AS units,
           max(recent.created_at) AS last_ordered
    FROM recent, jsonb_array_elements(recent.items) AS item
    GROUP BY item->>'productId'
    ORDER BY units DESC, last_ordered DESC, product_id
  `);
  // PostgreSQL's driver answers with the rows, PGlite's with { rows }.
  const ranked = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    product_id: string;
  }[];
  const ids = ranked.map((r) => r.product_id);
  const rows = await findProducts(db, ids);
  const products: ApiProduct[] = [];
  for (const id of ids) {
    const row = rows.get(id);
    if (row && isBuyable(row)) products.push(toApiProduct(row));
    if (products.length === limit) break;
  }
  return products;
}
