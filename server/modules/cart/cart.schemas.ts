import { z } from "zod";
import {
  LIMIT_MESSAGES,
  MAX_CART_LINES,
  MAX_PRODUCT_ID_LENGTH,
  quantitySchema,
  unknownProductsMessage,
} from "./cart.limits";

const cartRecord = z
  .record(z.string(), quantitySchema(0), {
    error: "cartItems must be an object mapping product ids to quantities",
  })
  .refine((items) => Object.keys(items).length <= MAX_CART_LINES, LIMIT_MESSAGES.TOO_MANY_LINES)
  .refine(
    (items) =>
      Object.keys(items).every((id) => id.length >= 1 && id.length <= MAX_PRODUCT_ID_LENGTH),
    LIMIT_MESSAGES.PRODUCT_ID_INVALID,
  );

/**
 * POST /api/cart/update: the whole cart, a map of product id to quantity. A quantity of 0
 * drops the line. A "__proto__" key would
 * silently vanish while parsing, so it is refused like any other unknown product id.
 */
export const CartUpdateSchema = z.object({
  cartItems: z.preprocess((raw, ctx) => {
    if (raw !== null && typeof raw === "object" && Object.hasOwn(raw, "__proto__")) {
      ctx.addIssue({ code: "custom", message: unknownProductsMessage(["__proto__"]), input: raw });
    }
    return raw;
  }, cartRecord),
});

export type CartUpdateInput = z.infer<typeof CartUpdateSchema>;
