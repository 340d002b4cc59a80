import { z } from "zod";
import type { ApiOperation } from "../../openapi/registry";
import { StreamQuerySchema } from "./order-events.schemas";

const streamDescription = (who: string) =>
  `Server-Sent Events: ${who}. Each message has \`event:\` order.created or order.status, \`id:\` the event's seq, and \`data:\` JSON {seq, type, orderId, status, total, customerFirstName, createdAt, acknowledged}. The stream opens with \`retry:\` and an \`event: ready\` whose id is where it starts; a comment line comes at least every 25 s. Reconnecting with the Last-Event-ID header (or ?lastEventId=) replays every later event from the log, none twice. The stream ends when its session is logged out or revoked, and when the server shuts down (after a retry hint).`;

/** What the stream carries, described for a reader of the document. */
const EventStreamSchema = z
  .string()
  .describe(
    "Server-Sent Events: `retry:`, then `event: order.created|order.status` messages with `id: <seq>` and `data:` JSON {seq, type, orderId, status, total, customerFirstName, createdAt, acknowledged}; `event: ready` after any replay; `: ping` comments.",
  );

export const orderEventOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/events/seller",
    summary: "Live order events for the seller's desk",
    description: streamDescription("every order created and every status change"),
    tags: ["Order events"],
    access: "seller",
    query: StreamQuerySchema,
    responseType: "text/event-stream",
    response: EventStreamSchema,
    errors: { 400: "Last-Event-ID is not an event id" },
  },
  {
    method: "get",
    path: "/api/events/user",
    summary: "Live events of the signed-in customer's own orders",
    description: streamDescription("the customer's own orders only (created and status changes)"),
    tags: ["Order events"],
    access: "customer",
    query: StreamQuerySchema,
    responseType: "text/event-stream",
    response: EventStreamSchema,
    errors: { 400: "Last-Event-ID is not an event id" },
  },
];
