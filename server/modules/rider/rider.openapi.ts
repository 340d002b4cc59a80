import { z } from "zod";
import type { ApiOperation } from "../../openapi/registry";
import { DeliveredSchema, OrderIdParamSchema } from "./rider.schemas";

const DeliverySchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  customer: z.object({ name: z.string(), phone: z.string() }),
  address: z.object({
    street: z.string(),
    barangay: z.string(),
    city: z.string(),
    landmark: z.string().optional(),
  }),
  riderNote: z.string().optional(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  total: z.number(),
  cashToCollect: z.number().describe("Pesos to take from the customer (0 when already paid)"),
  changeFor: z
    .array(z.object({ bill: z.number(), change: z.number() }))
    .describe("Change to prepare for a ₱500 and a ₱1,000 bill, for each bill above the amount"),
  deliveredAt: z.string().nullable(),
  cashCollected: z.number().nullable(),
});

const ok = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), message: z.string(), ...shape });

/** A rider's own deliveries (role rider: permission deliveries.own). */
export const riderOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/rider/deliveries",
    summary: "The signed-in rider's deliveries: Out for Delivery, and delivered today",
    description:
      "Only orders the desk assigned to this rider: those Out for Delivery (oldest first), then those they delivered today (Asia/Manila). Needs the permission deliveries.own (role rider).",
    tags: ["Rider"],
    access: "seller",
    response: ok({
      deliveries: z.array(DeliverySchema),
      rider: z.object({ id: z.string(), name: z.string() }).describe("The signed-in rider"),
    }),
  },
  {
    method: "post",
    path: "/api/rider/deliveries/{orderId}/delivered",
    summary: "Mark one of the rider's orders Delivered, with the cash collected (idempotent)",
    description:
      "In one transaction: Delivered, the cash collected, the order event and an activity line. The same key again answers the same, once only. Another rider's order is 404.",
    tags: ["Rider"],
    access: "seller",
    params: OrderIdParamSchema,
    body: DeliveredSchema,
    bodyType: "json",
    response: ok({ delivery: DeliverySchema }),
    errors: {
      404: "Not one of this rider's orders",
      409: "The order is not Out for Delivery",
    },
  },
];
