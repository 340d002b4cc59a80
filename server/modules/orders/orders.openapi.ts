import { z } from "zod";
import { CodReasonField, OrderSchema, UnknownProductIdsField } from "../../openapi/common";
import type { ApiOperation } from "../../openapi/registry";
import {
  CodOrderRequestSchema,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  OrderRequestSchema,
  UserOrdersQuerySchema,
} from "./orders.schemas";

/** The customer's order calls (SPEC §7), described from the schemas the routes validate with. */

const StockShortageSchema = z.object({
  productId: z.string(),
  name: z.string(),
  requested: z.number().int(),
  available: z.number().int(),
});

export const OrderCalculationSchema = z.object({
  success: z.literal(true),
  items: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      image: z.array(z.string()),
      price: z.number(),
      quantity: z.number().int(),
      lineTotal: z.number(),
      inStock: z.boolean(),
    }),
  ),
  subtotal: z.number(),
  zone: z.union([z.literal(1), z.literal(2)]).nullable(),
  zoneLabel: z.string(),
  deliveryFee: z.number(),
  freeDelivery: z.boolean(),
  taxAmount: z.number(),
  total: z.number(),
  minimumOrderAmount: z.number(),
  minimumMet: z.boolean(),
  shortfall: z.number(),
  minimumOrderMessage: z.string().nullable(),
  codAvailable: z.boolean(),
  codMessage: z.string(),
  outOfStock: z.array(z.object({ productId: z.string(), name: z.string() })),
  insufficientStock: z.array(StockShortageSchema),
  stockMessage: z.string().nullable(),
  canPlaceOrder: z.boolean(),
  blockers: z.array(z.string()),
  message: z.string(),
});

/** The calculate answer's fields, which a refusal for a changed total carries. */
const calculationFields = OrderCalculationSchema.omit({ success: true, message: true }).shape;

const unknownProducts = {
  description: "Invalid input, or products that are not in the catalogue (unknownProductIds)",
  fields: { unknownProductIds: UnknownProductIdsField },
};

export const orderOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/order/calculate",
    summary: "Price the cart: the Order Summary, with stock, minimum-order and COD checks",
    tags: ["orders"],
    access: "customer",
    body: OrderRequestSchema,
    response: OrderCalculationSchema,
    errors: { 400: unknownProducts },
  },
  {
    method: "post",
    path: "/api/order/cod",
    summary: "Place a Cash on Delivery order",
    description: `Optional header Idempotency-Key (1-${MAX_IDEMPOTENCY_KEY_LENGTH} printable characters, no spaces): a retry with the same key and body returns the first order (200, Idempotent-Replayed: true); the same key with a different body is refused (422). Optional expectedTotal (pesos): when the server's total differs nothing is placed (409, reason total-changed, with the calculate answer's fields).`,
    tags: ["orders"],
    access: "customer",
    body: CodOrderRequestSchema,
    response: z.object({ success: z.literal(true), order: OrderSchema, message: z.string() }),
    successStatus: 201,
    errors: {
      400: {
        description:
          "Invalid input, products not in the catalogue (unknownProductIds), a subtotal under the minimum order (shortfall), or an address Cash on Delivery does not reach (reason)",
        fields: {
          unknownProductIds: UnknownProductIdsField,
          shortfall: z.number().describe("Pesos still needed to reach the minimum order"),
          reason: CodReasonField,
        },
      },
      404: "The address is not one of the customer's",
      409: {
        description:
          "Out of stock (outOfStock), not enough stock (reason insufficient-stock), too many open orders (reason open-orders-limit), or the total changed (reason total-changed, with the calculate answer's fields)",
        fields: {
          ...calculationFields,
          reason: z.enum(["insufficient-stock", "open-orders-limit", "total-changed"]),
          openOrders: z.number().int().describe("The customer's orders still open"),
          maxOpenOrders: z.number().int().describe("MAX_OPEN_ORDERS_PER_CUSTOMER"),
          expectedTotal: z.number().describe("The total the client sent, in pesos"),
        },
      },
      422: {
        description: "The Idempotency-Key was already used for a different order",
        fields: { reason: z.literal("idempotency-key-reused") },
      },
      429: {
        description: "Too many orders in the last hour (retryAfterSeconds)",
        fields: {
          reason: z.literal("hourly-order-limit"),
          retryAfterSeconds: z.number().int(),
          maxOrdersPerHour: z.number().int().describe("MAX_ORDERS_PER_HOUR"),
        },
      },
    },
  },
  {
    method: "get",
    path: "/api/order/user",
    summary: "The customer's orders, newest first, 50 a page unless limit is given",
    description:
      "Keyset pages on (createdAt desc, id desc). Pass nextCursor as cursor for the next page; it is null on the last one.",
    tags: ["orders"],
    access: "customer",
    query: UserOrdersQuerySchema,
    response: z.object({
      success: z.literal(true),
      orders: z.array(OrderSchema),
      nextCursor: z.string().nullable(),
      message: z.string(),
    }),
  },
  {
    method: "get",
    path: "/api/order/status-history/{orderId}",
    summary: "An order's timeline, oldest entry first (its owner or any seller)",
    tags: ["orders"],
    access: "customer-or-seller",
    params: z.object({ orderId: z.string() }),
    response: z.object({
      success: z.literal(true),
      orderId: z.string(),
      status: z.string(),
      history: z.array(
        z.object({
          _id: z.string(),
          status: z.string(),
          notes: z.string(),
          actorType: z.string(),
          createdAt: z.string(),
        }),
      ),
      message: z.string(),
    }),
    errors: { 404: "No such order of this customer" },
  },
];
