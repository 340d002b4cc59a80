import { and, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { products, type OrderItemSnapshot } from "../../db/schema";
import { HttpError } from "../../http/errors";

/**
 * Stock counts at placement and cancellation.
 * A product with a null stock_count is untracked: orders never look at its count.
 */

export interface StockShortage {
  productId: string;
  name: string;
  requested: number;
  /** Units left when the order was checked. */
  available: number;
}

interface CountedLine {
  snapshot: { productId: string; product: { name: string }; quantity: number };
  inStock: boolean;
  stockCount: number | null;
}

/** In-stock lines asking for more than is left (out-of-stock lines are reported as such). */
export function findShortages(lines: readonly CountedLine[]): StockShortage[] {
  return lines
    .filter((l) => l.inStock && l.stockCount !== null && l.snapshot.quantity > l.stockCount)
    .map((l) => ({
      productId: l.snapshot.productId,
      name: l.snapshot.product.name,
      requested: l.snapshot.quantity,
      available: l.stockCount ?? 0,
    }));
}

const left = (s: StockShortage) =>
  s.available === 0 ? `none left of ${s.name}` : `only ${s.available} left of ${s.name}`;

/** "Not enough stock: only 3 left of Cooking Oil 1L. Please lower the quantity to place your order." */
export function stockShortageMessage(shortages: readonly StockShortage[]): string {
  const one = shortages.length === 1;
  return `Not enough stock: ${shortages.map(left).join(", ")}. Please lower the ${one ? "quantity" : "quantities"} to place your order.`;
}

export function insufficientStockError(shortages: StockShortage[]): HttpError {
  return new HttpError(409, stockShortageMessage(shortages), {
    reason: "insufficient-stock",
    insufficientStock: shortages,
  });
}

/**
 * Takes the units of every tracked line, in product id order (the rows are already locked
 * FOR UPDATE in that order by the pricing read). The UPDATE is guarded too: it never takes
 * more than is left, so the CHECK (stock_count >= 0) can never be the one refusing. A product
 * whose count reaches 0 turns out of stock by itself.
 */
export async function takeStock(tx: Tx, items: readonly OrderItemSnapshot[]): Promise<void> {
  const tracked = items
    .filter((item) => item.stockTracked)
    .sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
  for (const item of tracked) {
    const [row] = await tx
      .update(products)
      .set({
        stockCount: sql`${products.stockCount} - ${item.quantity}`,
        inStock: sql`CASE WHEN ${products.stockCount} - ${item.quantity} = 0 THEN false ELSE ${products.inStock} END`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(products.id, item.productId), gte(products.stockCount, item.quantity)))
      .returning({ id: products.id });
    if (!row) {
      const [now] = await tx
        .select({ stockCount: products.stockCount })
        .from(products)
        .where(eq(products.id, item.productId));
      throw insufficientStockError([
        {
          productId: item.productId,
          name: item.product.name,
          requested: item.quantity,
          available: now?.stockCount ?? 0,
        },
      ]);
    }
  }
}

/**
 * A cancelled order puts back the units it took (only lines whose stock it counted, and only
 * products still tracked). A product back from a count of 0 turns in stock again; one the
 * seller switched off while units were left stays off: the toggle is a manual override.
 */
export async function returnStock(tx: Tx, items: readonly OrderItemSnapshot[]): Promise<void> {
  const tracked = items
    .filter((item) => item.stockTracked)
    .sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
  for (const item of tracked) {
    await tx
      .update(products)
      .set({
        stockCount: sql`${products.stockCount} + ${item.quantity}`,
        inStock: sql`CASE WHEN ${products.stockCount} = 0 THEN true ELSE ${products.inStock} END`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(products.id, item.productId), isNotNull(products.stockCount)));
  }
}
