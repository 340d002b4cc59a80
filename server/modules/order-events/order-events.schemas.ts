import { z } from "zod";

export const EVENT_MESSAGES = {
  BAD_LAST_EVENT_ID:
    "Last-Event-ID must be the id of an event this store sent (a whole number), or be left out",
  SHUTTING_DOWN: "The server is restarting. Please reconnect in a moment.",
} as const;

/** The 429 when a client address already holds its cap of open streams. */
export const tooManyStreamsFromAddress = (limit: number) =>
  `Too many live order streams are open from your network address (at most ${limit} at once). Close some of the store's tabs, or try again later.`;

/**
 * The reconnect delay a stream closed for a newer one of its session is given: a page that
 * reconnects at once would close the next oldest, and the tabs would take turns forever.
 */
export const CLOSED_STREAM_RETRY_MS = 60_000;

/** The name of the last message of a stream closed because its session opened a newer one. */
export const STREAM_CLOSED_EVENT = "stream.closed";

/** The `data:` of that last message. */
export const streamClosedData = (limit: number) => ({
  reason: "session-stream-limit",
  limit,
  message: `This sign-in has more than ${limit} live order streams open, so its oldest one (this one) was closed to keep the newest working. Reload the page to follow orders here again.`,
});

/** The id to resume after: the Last-Event-ID header, or ?lastEventId= (same meaning). */
export const LastEventIdSchema = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, EVENT_MESSAGES.BAD_LAST_EVENT_ID)
  .transform(Number)
  .optional();

export const StreamQuerySchema = z.object({
  lastEventId: z
    .string()
    .regex(/^\d{1,15}$/, EVENT_MESSAGES.BAD_LAST_EVENT_ID)
    .optional()
    .describe("Resume after this event id (what EventSource sends as Last-Event-ID)"),
});

/** The JSON `data:` of an order.created / order.status message. */
export const OrderEventDataSchema = z.object({
  seq: z.number().int().describe("The event id, also sent as the message's `id:`"),
  type: z.enum(["order.created", "order.status"]),
  orderId: z.string(),
  status: z.string(),
  total: z.number(),
  customerFirstName: z.string(),
  createdAt: z.string().describe("When the event happened (ISO 8601)"),
  acknowledged: z.boolean(),
  cancellation: z
    .object({
      by: z.enum(["customer", "seller", "system"]),
      reason: z
        .string()
        .describe("The shopper's reason as /orders labels it, or the staff's notes (may be empty)"),
      details: z.string().optional().describe("The shopper's own words, when they wrote some"),
    })
    .optional()
    .describe("Only on an order.status event to Cancelled: who cancelled the order and why"),
});
