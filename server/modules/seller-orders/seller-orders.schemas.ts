import { z } from "zod";
import { isOrderStatus, ORDER_STATUSES, type OrderStatus } from "@domain/order-status";
import { echoInput } from "../../http/errors";

export const SELLER_ORDER_MESSAGES = {
  LISTED: "Orders fetched",
  ORDER_NOT_FOUND: "Order not found",
} as const;

export const NOTES_MAX = 500;

export function unknownStatusMessage(status: string): string {
  return `Unknown order status "${echoInput(status)}". It must be one of: ${ORDER_STATUSES.join(", ")}`;
}

const status = z
  .string({ error: (i) => (i.input === undefined ? "status is required" : "status must be text") })
  .refine(isOrderStatus, { error: (i) => unknownStatusMessage(String(i.input)) })
  .transform((s) => s as OrderStatus);

/** The path parameter of GET /api/order/by-status/{status}, already URL-decoded. */
export const StatusParamSchema = status;

/** POST /api/order/update-status (SPEC §7): notes default to "". */
export const UpdateStatusSchema = z.object({
  orderId: z
    .string({
      error: (i) => (i.input === undefined ? "orderId is required" : "orderId must be text"),
    })
    .trim()
    .min(1, "orderId is required")
    .max(100, "orderId is too long"),
  status,
  notes: z
    .string({ error: "notes must be text" })
    .trim()
    .max(NOTES_MAX, `notes must be at most ${NOTES_MAX} characters`)
    .refine((s) => !s.includes("\u0000"), "notes must not contain NUL characters")
    .default(""),
  /**
   * Optional: the status the seller's screen showed. When the order has moved on since,
   * the change is refused with 409 however the two requests were timed (docs/decisions/023).
   */
  expectedStatus: status.optional(),
});

export type UpdateStatusInput = z.infer<typeof UpdateStatusSchema>;
