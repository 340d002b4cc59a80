import { asc, inArray } from "drizzle-orm";
import { z } from "zod";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "@domain/cart-limits";
import { MESSAGES } from "@domain/messages";
import type { Database, Tx } from "../../db/client";
import { products, type ProductRow } from "../../db/schema";
import { isUuid } from "../../lib/ids";

/**
 * Limits of a cart and of an order's lines.
 * A mini-mart shopper never needs more, and the bounds keep every sum far inside the
 * database's integer columns and every request small.
 */
export { MAX_CART_LINES, MAX_LINE_QUANTITY };
/** Product ids are UUIDs (36 characters); anything much longer is not one of ours. */
export const MAX_PRODUCT_ID_LENGTH = 64;
/** Unknown ids named in one message; the rest are counted. */
const NAMED_IN_MESSAGE = 5;

export const LIMIT_MESSAGES = {
  QUANTITY_NOT_NUMBER: "Quantity must be a number",
  QUANTITY_NOT_WHOLE: "Quantity must be a whole number",
  QUANTITY_TOO_SMALL: "Quantity must be at least 1",
  QUANTITY_NEGATIVE: "Quantity cannot be negative",
  QUANTITY_TOO_LARGE: `Quantity must be at most ${MAX_LINE_QUANTITY}`,
  TOO_MANY_LINES: `A cart can hold at most ${MAX_CART_LINES} different products`,
  PRODUCT_ID_INVALID: `Product ids must be 1 to ${MAX_PRODUCT_ID_LENGTH} characters`,
} as const;

/** A line quantity: whole, at most 99; the cart also accepts 0, meaning "remove the line". */
export function quantitySchema(min: 0 | 1) {
  return z
    .number({ error: LIMIT_MESSAGES.QUANTITY_NOT_NUMBER })
    .int(LIMIT_MESSAGES.QUANTITY_NOT_WHOLE)
    .min(min, min === 0 ? LIMIT_MESSAGES.QUANTITY_NEGATIVE : LIMIT_MESSAGES.QUANTITY_TOO_SMALL)
    .max(MAX_LINE_QUANTITY, LIMIT_MESSAGES.QUANTITY_TOO_LARGE);
}

export const productIdSchema = z
  .string({ error: "Product id must be text" })
  .min(1, LIMIT_MESSAGES.PRODUCT_ID_INVALID)
  .max(MAX_PRODUCT_ID_LENGTH, LIMIT_MESSAGES.PRODUCT_ID_INVALID);

function nameSome(values: string[]): string {
  const named = values.slice(0, NAMED_IN_MESSAGE).join(", ");
  const rest = values.length - NAMED_IN_MESSAGE;
  return rest > 0 ? `${named} and ${rest} more` : named;
}

/** "Product not found: <id>, <id>": the spec's "Product not found", naming each id. */
export function unknownProductsMessage(ids: string[]): string {
  return `${MESSAGES.PRODUCT_NOT_FOUND}: ${nameSome(ids)}`;
}

/** Names the products that block an order because they are out of stock. */
export function outOfStockMessage(names: string[]): string {
  const one = names.length === 1;
  return `Out of stock: ${nameSome(names)}. Please remove ${one ? "it" : "them"} from your cart to place your order.`;
}

/**
 * The products with these ids (an id that is not a UUID names none and is not looked up).
 * Inside an order's transaction pass `lock: true`: the rows are locked FOR UPDATE in id
 * order (a stable order, so two orders sharing products cannot deadlock), so a seller's
 * price or stock change, and another order taking the same stock, wait until this order is
 * stored.
 */
export async function findProducts(
  db: Database | Tx,
  ids: string[],
  lock = false,
): Promise<Map<string, ProductRow>> {
  const candidates = ids.filter(isUuid);
  if (candidates.length === 0) return new Map();
  const query = db.select().from(products).where(inArray(products.id, candidates));
  const rows = lock ? await query.orderBy(asc(products.id)).for("update") : await query;
  return new Map(rows.map((row) => [row.id, row]));
}
