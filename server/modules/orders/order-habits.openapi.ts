import { z } from "zod";
import { CANCEL_REASONS, MAX_CANCEL_DETAILS } from "@domain/order-cancel";
import { OrderSchema, ProductSchema } from "../../openapi/common";
import type { ApiOperation } from "../../openapi/registry";
import { BUY_AGAIN_ROW, BuyAgainSchema, CancelOrderSchema } from "./order-habits.schemas";

/** The shopper's habits: buy an order again, the products they buy most, cancel an order. */

const BuyAgainAnswer = z.object({
  success: z.literal(true),
  cartItems: z
    .record(z.string(), z.number().int())
    .describe("The customer's cart as now stored (product id to quantity)"),
  added: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      price: z.number().describe("Today's price, pesos"),
      quantity: z.number().int().describe("Units put in the cart now"),
      requested: z.number().int().describe("Units the order had"),
      capped: z
        .enum(["stock", "line-limit"])
        .nullable()
        .describe("Why fewer went in: the store has fewer, or a cart line holds at most 99"),
      available: z.number().int().nullable().describe('With capped "stock": units the store has'),
    }),
  ),
  notAdded: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      requested: z.number().int(),
      reason: z
        .enum(["gone", "out-of-stock", "stock-in-cart", "line-limit", "cart-full"])
        .describe(
          "gone: no longer sold; out-of-stock; stock-in-cart: every unit the store has is already in the cart; line-limit: the cart already holds 99; cart-full: the cart already holds 100 products",
        ),
    }),
  ),
  message: z.string().describe("What was added and what was not, in words for the shopper"),
});

export const orderHabitOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/order/buy-again",
    summary: "Put an earlier order's products back in the cart, at today's prices and stock",
    description:
      "Each product of the order goes into the customer's stored cart (or into cartItems, the cart the screen holds, when given) unless it is no longer sold or out of stock; quantities are capped to today's stock (units already in the cart count) and to the cart's limits (99 a line, 100 lines). The answer names what was added, with today's price, and what was not and why. Someone else's order is answered 404.",
    tags: ["orders"],
    access: "customer",
    body: BuyAgainSchema,
    response: BuyAgainAnswer,
    errors: { 404: "No such order of this customer" },
  },
  {
    method: "get",
    path: "/api/order/buy-again",
    summary: `The customer's most-ordered products still for sale, up to ${BUY_AGAIN_ROW}`,
    description:
      "Units over the customer's latest 100 orders (cancelled orders left out), most first, then the most recently ordered; only products in stock today. Empty when the customer has no orders.",
    tags: ["orders"],
    access: "customer",
    response: z.object({
      success: z.literal(true),
      products: z.array(ProductSchema),
      message: z.string(),
    }),
  },
  {
    method: "post",
    path: "/api/order/cancel",
    summary: 'Cancel one of the customer\'s own orders while it is "Order Placed"',
    description: `reason is one of ${CANCEL_REASONS.map((r) => `${r.value} (${r.label})`).join(", ")}; details (up to ${MAX_CANCEL_DETAILS} characters, needed with "other") are the customer's own words. In one transaction the order becomes Cancelled (the customer as actor, the reason in the timeline entry's notes), its units go back to stock and the event reaches the seller's and the customer's live streams. Once the store has confirmed it the answer is 409 and nothing changes; when the seller confirms at the same moment exactly one of the two lands.`,
    tags: ["orders"],
    access: "customer",
    body: CancelOrderSchema,
    response: z.object({ success: z.literal(true), order: OrderSchema, message: z.string() }),
    errors: {
      404: "No such order of this customer",
      409: {
        description: 'The order is no longer "Order Placed" (status names what it is now)',
        fields: { reason: z.literal("not-cancellable"), status: z.string() },
      },
    },
  },
];
