import { z } from "zod";
import {
  LIMIT_MESSAGES,
  MAX_CART_LINES,
  productIdSchema,
  quantitySchema,
} from "../cart/cart.limits";

export const MAX_IDEMPOTENCY_KEY_LENGTH = 100;

/**
 * One order line as the cart sends it. Anything else on the line (a `price`, a `name`) is
 * ignored: the server prices every line from the database.
 */
export const OrderItemSchema = z.object(
  {
    product: productIdSchema,
    quantity: quantitySchema(1),
  },
  { error: "Each item must be an object with product and quantity" },
);

/**
 * `items` and `address` may be absent or empty here: the service answers those with the
 * spec's own words ("Your cart is empty", "Please select a delivery address"), in the
 * order SPEC §5 checks them.
 */
const itemsField = z
  .array(OrderItemSchema, { error: "items must be a list of {product, quantity}" })
  .max(MAX_CART_LINES, LIMIT_MESSAGES.TOO_MANY_LINES)
  .nullish()
  .transform((items) => items ?? []);

const addressField = z
  .string({ error: "address must be the id of a saved address" })
  .trim()
  .max(64, "address must be the id of a saved address")
  .nullish()
  .transform((id) => id || null);

/** POST /api/order/cod and POST /api/order/calculate share one body. */
export const OrderRequestSchema = z.object({ items: itemsField, address: addressField });

export type OrderRequest = z.infer<typeof OrderRequestSchema>;
export type OrderItemInput = z.infer<typeof OrderItemSchema>;

/** A client-chosen key (a UUID, say): printable ASCII, no spaces. */
export const IdempotencyKeySchema = z
  .string()
  .regex(
    /^[\x21-\x7e]+$/,
    `Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} printable characters without spaces`,
  )
  .max(
    MAX_IDEMPOTENCY_KEY_LENGTH,
    `Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} printable characters without spaces`,
  )
  .optional();
