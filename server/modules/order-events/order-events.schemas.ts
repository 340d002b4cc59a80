import { z } from "zod";

export const EVENT_MESSAGES = {
  BAD_LAST_EVENT_ID:
    "Last-Event-ID must be the id of an event this store sent (a whole number), or be left out",
  SHUTTING_DOWN: "The server is restarting. Please reconnect in a moment.",
} as const;

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
});
