import { z } from "zod";
import { isCalendarDay } from "@domain/manila-time";
import { isOrderStatus, ORDER_STATUSES, type OrderStatus } from "@domain/order-status";
import { echoInput } from "../../http/errors";

export const DESK_MESSAGES = {
  ACKNOWLEDGED: "Order acknowledged",
  COUNTED: "Order counts fetched",
  SLIP: "Delivery slip fetched",
  SUMMARY: "Day summary fetched",
  REPORT: "Day report fetched",
  RIDERS: "Riders fetched",
  RIDER_ASSIGNED: "Rider assigned",
  BAD_CURSOR: "cursor is not valid: start again from the first page (leave cursor out)",
  FROM_AFTER_TO: "from must not be after to",
} as const;

/** A Manila calendar day, YYYY-MM-DD. */
export const daySchema = (field: string) =>
  z
    .string({ error: `${field} must be a date written YYYY-MM-DD` })
    .refine(isCalendarDay, `${field} must be a real date written YYYY-MM-DD`);

const limit = z
  .string()
  .regex(/^\d{1,3}$/, "limit must be a whole number from 1 to 100")
  .transform(Number)
  .refine((n) => n >= 1 && n <= 100, "limit must be a whole number from 1 to 100");

const searchFields = {
  q: z
    .string({ error: "q must be text" })
    .trim()
    .max(100, "q must be at most 100 characters")
    .optional()
    .describe(
      "Order number (as shown, e.g. 5F4A3B2C), customer name or phone, the address's landmark or the note to the rider",
    ),
  from: daySchema("from").optional().describe("First day, Asia/Manila, inclusive"),
  to: daySchema("to").optional().describe("Last day, Asia/Manila, inclusive"),
};

const fromNotAfterTo = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;

/** Query of GET /api/order/seller/counts. */
export const OrderCountsQuerySchema = z
  .object(searchFields)
  .refine(fromNotAfterTo, { message: DESK_MESSAGES.FROM_AFTER_TO, path: ["from"] });

/** Optional query of GET /api/order/seller and /api/order/by-status/{status} (issue #9). */
export const SellerOrderQuerySchema = z
  .object({
    ...searchFields,
    cursor: z
      .string({ error: "cursor must be text" })
      .max(200, DESK_MESSAGES.BAD_CURSOR)
      .optional()
      .describe("nextCursor of the previous page (opaque)"),
    limit: limit.optional().describe("Orders per page, 1-100 (default 20)"),
  })
  .refine(fromNotAfterTo, { message: DESK_MESSAGES.FROM_AFTER_TO, path: ["from"] });

export type SellerOrderQuery = z.infer<typeof SellerOrderQuerySchema>;

/** The query keys that ask for the searched, paged answer. */
export const PAGING_KEYS = ["q", "from", "to", "cursor", "limit"] as const;

const orderId = z
  .string({
    error: (i) => (i.input === undefined ? "orderId is required" : "orderId must be text"),
  })
  .trim()
  .min(1, "orderId is required")
  .max(100, "orderId is too long");

/** POST /api/order/acknowledge */
export const AcknowledgeSchema = z.object({ orderId });

export const OrderIdParamSchema = z.object({ orderId: z.string() });

/** GET /api/order/summary and /api/order/report */
export const DayQuerySchema = z.object({
  date: daySchema("date").optional().describe("YYYY-MM-DD, Asia/Manila; default today"),
});
export const ReportQuerySchema = DayQuerySchema.extend({
  format: z
    .enum(["json", "csv"], { error: 'format must be "json" or "csv"' })
    .optional()
    .describe("csv: a download (text/csv); JSON otherwise"),
});

// ---- Listing orders and moving them on (SPEC §7) ----

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

const riderId = z
  .string({
    error: (i) => (i.input === undefined ? "riderId is required" : "riderId must be text"),
  })
  .trim()
  .min(1, "riderId is required")
  .max(100, "riderId is too long");

/** POST /api/order/assign-rider: another rider for an order already Out for Delivery. */
export const AssignRiderSchema = z.object({ orderId, riderId });
export type AssignRiderInput = z.infer<typeof AssignRiderSchema>;

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
   * the change is refused with 409 however the two requests were timed.
   */
  expectedStatus: status.optional(),
  /**
   * Optional: the rider who takes the order, when it goes "Out for Delivery". Required then
   * while the store has an active rider (GET /api/order/riders).
   */
  riderId: riderId.optional(),
});

export type UpdateStatusInput = z.infer<typeof UpdateStatusSchema>;
