import { z } from "zod";
import { ok, OrderSchema } from "../../openapi/common";
import type { ApiOperation } from "../../openapi/registry";
import { OrderRequestSchema } from "./orders.schemas";

const CalculationSchema = z.looseObject({
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
  zone: z.number().int().nullable(),
  deliveryFee: z.number(),
  taxAmount: z.number(),
  total: z.number(),
  minimumMet: z.boolean(),
  codAvailable: z.boolean(),
});

const HistoryEntrySchema = z.object({
  _id: z.string(),
  status: z.string(),
  notes: z.string(),
  actorType: z.string(),
  createdAt: z.string(),
});

export const ordersOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/order/calculate",
    summary: "Price a cart for an address (the cart's Order Summary)",
    tags: ["orders"],
    access: "customer",
    body: OrderRequestSchema,
    response: CalculationSchema.extend({ success: z.literal(true), message: z.string() }),
  },
  {
    method: "post",
    path: "/api/order/cod",
    summary: "Place a cash-on-delivery order (optional Idempotency-Key header)",
    tags: ["orders"],
    access: "customer",
    body: OrderRequestSchema,
    response: ok({ order: OrderSchema }),
    successStatus: 201,
    errors: { 409: "Out of stock, below the minimum, or no COD for the address" },
  },
  {
    method: "get",
    path: "/api/order/user",
    summary: "The customer's orders",
    tags: ["orders"],
    access: "customer",
    response: ok({ orders: z.array(OrderSchema) }),
  },
  {
    method: "get",
    path: "/api/order/status-history/{orderId}",
    summary: "An order's status timeline, oldest first",
    tags: ["orders"],
    access: "customer-or-seller",
    params: z.object({ orderId: z.string().max(100) }),
    response: ok({ orderId: z.string(), status: z.string(), history: z.array(HistoryEntrySchema) }),
    errors: { 404: "No such order (or not yours)" },
  },
];
