import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
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
 * Takes the units of every tracked line in one statement (the rows are already locked FOR
 * UPDATE by the pricing read, and their counts checked under that lock). The UPDATE is guarded
 * too: it never takes more than is left, so the CHECK (stock_count >= 0) can never be the one
 * refusing; a line it could not take is refused as a shortage. A product whose count reaches 0
 * turns out of stock by itself.
 */
export async function takeStock(tx: Tx, items: readonly OrderItemSnapshot[]): Promise<void> {
  const tracked = items.filter((item) => item.stockTracked);
  if (tracked.length === 0) return;
  const wanted = sql.join(
    tracked.map((item) => sql`(${item.productId}, ${item.quantity}::int)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    UPDATE ${products} AS p SET
      stock_count = p.stock_count - w.quantity,
      in_stock = CASE WHEN p.stock_count - w.quantity = 0 THEN false ELSE p.in_stock END,
      updated_at = now()
    FROM (VALUES ${wanted}) AS w(id, quantity)
    WHERE p.id = w.id AND p.stock_count >= w.quantity
    RETURNING p.id`);
  const taken = new Set(
    (Array.isArray(result) ? result : (result as { rows: { id: string }[] }).rows).map(
      (row: { id: string }) => row.id,
    ),
  );
  const short = tracked.filter((item) => !taken.has(item.productId));
  if (short.length === 0) return;
  const left = await tx
    .select({ id: products.id, stockCount: products.stockCount })
    .from(products)
    .where(
      inArray(
        products.id,
        short.map((item) => item.productId),
      ),
    );
  const leftOf = new Map(left.map((row) => [row.id, row.stockCount ?? 0]));
  throw insufficientStockError(
    short.map((item) => ({
      productId: item.productId,
      name: item.product.name,
      requested: item.quantity,
      available: leftOf.get(item.productId) ?? 0,
    })),
  );
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
