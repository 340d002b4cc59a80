import { z } from "zod";
import type { ApiOperation } from "../../openapi/registry";
import { SubstitutionField } from "../../openapi/common";
import {
  AcknowledgeSchema,
  AssignRiderSchema,
  DayQuerySchema,
  OrderCountsQuerySchema,
  OrderIdParamSchema,
  ReportQuerySchema,
  SellerOrderQuerySchema,
  UpdateStatusSchema,
} from "./order-desk.schemas";

const listDescription =
  "Without parameters: every order, newest first (SPEC §7). With any of q, from, to, cursor, limit: one page (default 20) on the keyset (createdAt desc, id desc), with `nextCursor` (null on the last page). Each order carries `acknowledgedAt`, and a cancelled one `cancellation` (who cancelled it and why).";

const CancellationSchema = z.object({
  by: z.enum(["customer", "seller", "system"]).describe("customer: the shopper cancelled it"),
  reason: z
    .string()
    .describe(
      "The shopper's reason as /orders labels it (\"I ordered by mistake\"), or the staff's notes (may be empty)",
    ),
  details: z.string().optional().describe("The shopper's own words, when they wrote some"),
});

const ListAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  orders: z.array(
    z.looseObject({
      _id: z.string(),
      acknowledgedAt: z.string().nullable(),
      cancellation: CancellationSchema.optional().describe(
        "Only on a cancelled order: who cancelled it and why",
      ),
    }),
  ),
  nextCursor: z.string().nullable().optional(),
});

const money = z.number().describe("Pesos");
const byStatus = z
  .record(z.string(), z.number().int())
  .describe("Orders per status (every status)");

const DaySummarySchema = z.object({
  orders: z.number().int(),
  byStatus,
  cashCollected: money.describe("Totals of the Delivered orders"),
  stillToDeliver: z.number().int().describe("Orders neither Delivered nor Cancelled"),
  cashToCollect: money.describe("Totals of the orders still to deliver"),
  medianMinutesToDeliver: z.number().nullable(),
});

const SlipSchema = z.object({
  store: z.object({ name: z.string(), phone: z.string() }),
  orderId: z.string(),
  orderNumber: z.string().describe("Last 8 hex digits of the id, upper case"),
  status: z.string(),
  placedAt: z.string(),
  placedAtText: z.string().describe("Date and time in Asia/Manila"),
  estimatedDeliveryTime: z.string().nullable(),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  address: z.object({
    street: z.string(),
    barangay: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    zone: z.number().int().nullable(),
    zoneLabel: z.string(),
    landmark: z.string().optional().describe("Only when the address has one"),
  }),
  items: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      price: money,
      lineTotal: money,
      substitution: SubstitutionField.optional().describe(
        "If out of stock: the shopper's choice (absent on older orders)",
      ),
    }),
  ),
  riderNote: z.string().optional().describe("The shopper's note to the rider, when given"),
  subtotal: money,
  deliveryFee: money,
  tax: money,
  total: money,
  paymentType: z.string(),
  isPaid: z.boolean(),
  cashToCollect: money,
  changeFor: z
    .array(z.object({ bill: z.number(), change: money }))
    .describe("Change to prepare for a ₱500 and a ₱1,000 bill, when the total is below it"),
  cancellation: CancellationSchema.optional().describe(
    "Only on a cancelled order: who cancelled it and why",
  ),
});

const ok = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), message: z.string(), ...shape });

export const orderDeskOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/order/seller",
    summary: "The store's orders",
    description: listDescription,
    tags: ["Seller orders"],
    access: "seller",
    query: SellerOrderQuerySchema as unknown as z.ZodObject,
    response: ListAnswer,
  },
  {
    method: "get",
    path: "/api/order/by-status/{status}",
    summary: "The store's orders of one status",
    description: listDescription,
    tags: ["Seller orders"],
    access: "seller",
    params: z.object({ status: z.string() }),
    query: SellerOrderQuerySchema as unknown as z.ZodObject,
    response: ListAnswer,
  },
  {
    method: "post",
    path: "/api/order/update-status",
    summary: "Move an order to its next status (SPEC §4.3)",
    tags: ["Seller orders"],
    access: "seller",
    body: UpdateStatusSchema,
    bodyType: "json",
    response: z.object({
      success: z.literal(true),
      message: z.string(),
      order: z.looseObject({ _id: z.string(), status: z.string() }),
    }),
    errors: { 404: "Order not found", 409: "The order changed meanwhile" },
  },
  {
    method: "get",
    path: "/api/order/seller/counts",
    summary: "Order counts per status (same q/from/to as the list) and unacknowledged orders",
    tags: ["Order desk"],
    access: "seller",
    query: OrderCountsQuerySchema as unknown as z.ZodObject,
    response: ok({
      byStatus,
      total: z.number().int(),
      unacknowledged: z
        .number()
        .int()
        .describe("Orders still Order Placed that nobody acknowledged (all dates)"),
    }),
  },
  {
    method: "post",
    path: "/api/order/acknowledge",
    summary: "Acknowledge a new order (stops the desk's alert); idempotent",
    description:
      "The first acknowledgement is kept. Every seller stream receives `event: order.acknowledged` (no id, not replayed) with {orderId, acknowledgedAt, acknowledgedBy}.",
    tags: ["Order desk"],
    access: "seller",
    body: AcknowledgeSchema,
    bodyType: "json",
    response: ok({ order: z.looseObject({ _id: z.string(), acknowledgedAt: z.string() }) }),
    errors: { 404: "Order not found" },
  },
  {
    method: "get",
    path: "/api/order/slip/{orderId}",
    summary: "Everything a delivery slip prints",
    tags: ["Order desk"],
    access: "seller",
    params: OrderIdParamSchema,
    response: ok({ slip: SlipSchema }),
    errors: { 404: "Order not found" },
  },
  {
    method: "get",
    path: "/api/order/summary",
    summary: "The figures of the orders placed on one day (Asia/Manila)",
    tags: ["Order desk"],
    access: "seller",
    query: DayQuerySchema,
    response: ok({ summary: DaySummarySchema.extend({ date: z.string() }) }),
  },
  {
    method: "get",
    path: "/api/order/report",
    summary: "The day's figures and every order of that day; CSV download with format=csv",
    tags: ["Order desk"],
    access: "seller",
    query: ReportQuerySchema,
    responseType: "application/json",
    description:
      "JSON by default; with format=csv a text/csv download (Content-Disposition: attachment) of the same orders.",
    response: ok({
      report: z.object({
        date: z.string(),
        summary: DaySummarySchema,
        orders: z.array(z.looseObject({ orderNumber: z.string(), orderId: z.string() })),
      }),
    }),
  },
  {
    method: "get",
    path: "/api/order/riders",
    summary: "The store's active riders, for the desk's rider picker",
    description:
      'Riders who are not disabled, by name. While there is one, an order goes "Out for Delivery" only with a riderId (POST /api/order/update-status). Needs the permission orders.manage.',
    tags: ["Order desk"],
    access: "seller",
    response: ok({ riders: z.array(z.object({ id: z.string(), name: z.string() })) }),
  },
  {
    method: "post",
    path: "/api/order/assign-rider",
    summary: "Give an order already Out for Delivery to another rider",
    description:
      "Recorded in the activity trail; both riders' streams and every desk hear `event: order.assigned`. The same rider again changes nothing. Needs the permission orders.manage.",
    tags: ["Order desk"],
    access: "seller",
    body: AssignRiderSchema,
    bodyType: "json",
    response: ok({ order: z.looseObject({ _id: z.string(), status: z.string() }) }),
    errors: {
      404: "Order not found",
      409: "The order is not Out for Delivery, or its rider changed meanwhile",
    },
  },
];
