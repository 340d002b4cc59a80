import { z } from "zod";
import { formatPeso } from "@domain/money";

export const RIDER_API_MESSAGES = {
  LISTED: "Deliveries fetched",
  DELIVERED: "Order delivered",
  NOT_FOUND: "Delivery not found: this order is not assigned to you.",
  BAD_CASH:
    "cashCollected must be the cash you collected in pesos: a number from 0 with at most 2 decimals",
  BAD_KEY:
    "key must be the delivery's idempotency key: 8 to 100 letters, digits, - or _ (the app makes one per tap)",
} as const;

export function notOutForDeliveryMessage(status: string): string {
  return `This order is "${status}", not "Out for Delivery": it cannot be marked delivered.`;
}

export function cashMismatchMessage(due: number): string {
  return `cashCollected must be the order's amount to collect, ${formatPeso(due)}. Reload your deliveries if the order changed.`;
}

/** At most 2 decimals, read without floating-point surprises (0.1 + 0.2). */
const hasCentavosOnly = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** POST /api/rider/deliveries/{orderId}/delivered */
export const DeliveredSchema = z.object({
  cashCollected: z
    .number({ error: RIDER_API_MESSAGES.BAD_CASH })
    .min(0, RIDER_API_MESSAGES.BAD_CASH)
    .max(1_000_000, RIDER_API_MESSAGES.BAD_CASH)
    .refine(hasCentavosOnly, RIDER_API_MESSAGES.BAD_CASH)
    .describe("The cash collected, in pesos (the order's amount to collect)"),
  key: z
    .string({ error: RIDER_API_MESSAGES.BAD_KEY })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, RIDER_API_MESSAGES.BAD_KEY)
    .describe(
      "Idempotency key made by the phone for this tap: the same key again answers the same",
    ),
});
export type DeliveredInput = z.infer<typeof DeliveredSchema>;

export const OrderIdParamSchema = z.object({ orderId: z.string() });
