import { z } from "zod";
import {
  CANCEL_REASON_VALUES,
  MAX_CANCEL_DETAILS,
  SELF_CANCEL_MESSAGES,
} from "@domain/order-cancel";
import { CartUpdateSchema } from "../cart/cart.schemas";

/** The order a shopper names: their own, by id (anything else is answered 404). */
const orderId = z
  .string({
    error: (i) => (i.input === undefined ? "orderId is required" : "orderId must be text"),
  })
  .trim()
  .min(1, "orderId is required")
  .max(100, "orderId is too long");

/**
 * POST /api/order/buy-again. `cartItems`, optional, is the cart the shopper's screen holds
 * (the same map as POST /api/cart/update); without it the stored cart is the starting point.
 */
export const BuyAgainSchema = z.object({
  orderId,
  cartItems: CartUpdateSchema.shape.cartItems.optional(),
});

export type BuyAgainInput = z.infer<typeof BuyAgainSchema>;

/** Control characters other than none at all: the note lands on the seller's slip and timeline. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** POST /api/order/cancel: the shopper's own order, a reason from the list, optional words. */
export const CancelOrderSchema = z
  .object({
    orderId,
    reason: z.enum(CANCEL_REASON_VALUES, { error: SELF_CANCEL_MESSAGES.REASON_REQUIRED }),
    details: z
      .string({ error: SELF_CANCEL_MESSAGES.DETAILS_NOT_TEXT })
      .trim()
      .max(MAX_CANCEL_DETAILS, SELF_CANCEL_MESSAGES.DETAILS_TOO_LONG)
      .refine((s) => !CONTROL.test(s), SELF_CANCEL_MESSAGES.DETAILS_CONTROL)
      .nullish()
      .transform((s) => s ?? ""),
  })
  .refine((v) => v.reason !== "other" || v.details.length > 0, {
    message: SELF_CANCEL_MESSAGES.OTHER_NEEDS_DETAILS,
    path: ["details"],
  });

export type CancelOrderInput = z.infer<typeof CancelOrderSchema>;

/** GET /api/order/buy-again: how many products the home page's row asks for (default 6). */
export const BUY_AGAIN_ROW = 6;
