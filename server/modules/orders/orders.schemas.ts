import { z } from "zod";
import {
  cleanNoteText,
  DELIVERY_NOTE_MESSAGES,
  RIDER_NOTE_MAX_LENGTH,
  SUBSTITUTION_CHOICES,
  type SubstitutionChoice,
} from "@domain/delivery-notes";
import {
  LIMIT_MESSAGES,
  MAX_CART_LINES,
  productIdSchema,
  quantitySchema,
} from "../cart/cart.limits";

export const MAX_IDEMPOTENCY_KEY_LENGTH = 100;

/** A line's "If out of stock" choice; absent or null → the shopper's default. */
const substitutionField = z
  .enum(SUBSTITUTION_CHOICES, { error: DELIVERY_NOTE_MESSAGES.SUBSTITUTION_UNKNOWN })
  .nullish()
  .transform((choice) => choice ?? undefined);

/**
 * One order line as the cart sends it. Anything else on the line (a `price`, a `name`) is
 * ignored: the server prices every line from the database.
 */
export const OrderItemSchema = z.object(
  {
    product: productIdSchema,
    quantity: quantitySchema(1),
    substitution: substitutionField,
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

/** A line as the service takes it: the choice is optional (absent → the shopper's default). */
export type OrderItemInput = Omit<z.infer<typeof OrderItemSchema>, "substitution"> & {
  substitution?: SubstitutionChoice;
};

export type OrderRequest = Omit<z.infer<typeof OrderRequestSchema>, "items"> & {
  items: OrderItemInput[];
};

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

export const EXPECTED_TOTAL_MESSAGE =
  "must be the order total you were shown: a number of pesos from 0 to 10,000,000 with at most 2 decimals";

/**
 * POST /api/order/cod: the shared body plus an optional `expectedTotal` (pesos), the total
 * the shopper saw; when it differs from the server's total nothing is placed (409).
 */
export const CodOrderRequestSchema = OrderRequestSchema.extend({
  expectedTotal: z
    .number({ error: EXPECTED_TOTAL_MESSAGE })
    .min(0, EXPECTED_TOTAL_MESSAGE)
    .max(10_000_000, EXPECTED_TOTAL_MESSAGE)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, EXPECTED_TOTAL_MESSAGE)
    .nullish()
    .transform((n) => n ?? null),
  /** Optional note to the rider: trimmed, at most RIDER_NOTE_MAX_LENGTH characters. */
  riderNote: z
    .string({ error: DELIVERY_NOTE_MESSAGES.RIDER_NOTE_NOT_TEXT })
    .trim()
    .max(RIDER_NOTE_MAX_LENGTH, DELIVERY_NOTE_MESSAGES.RIDER_NOTE_TOO_LONG)
    .nullish()
    .transform((note) => (note ? cleanNoteText(note) : null)),
});

export type CodOrderRequest = z.infer<typeof CodOrderRequestSchema>;

export const DEFAULT_ORDERS_PAGE = 50;
export const MAX_ORDERS_PAGE = 100;
export const LIMIT_MESSAGE = `must be a whole number from 1 to ${MAX_ORDERS_PAGE}`;
export const CURSOR_MESSAGE =
  "must be the nextCursor of an earlier answer, unchanged (leave it out for the newest orders)";

/** GET /api/order/user?cursor=&limit=. Both optional. */
export const UserOrdersQuerySchema = z.object({
  cursor: z.string().min(1, CURSOR_MESSAGE).max(200, CURSOR_MESSAGE).optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, LIMIT_MESSAGE)
    .transform(Number)
    .pipe(z.number().int().min(1, LIMIT_MESSAGE).max(MAX_ORDERS_PAGE, LIMIT_MESSAGE))
    .optional(),
});

export type UserOrdersQuery = z.infer<typeof UserOrdersQuerySchema>;
