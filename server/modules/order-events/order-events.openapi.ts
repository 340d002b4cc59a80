import { z } from "zod";
import type { ApiOperation } from "../../openapi/registry";
import {
  CLOSED_STREAM_RETRY_MS,
  STREAM_CLOSED_EVENT,
  StreamQuerySchema,
} from "./order-events.schemas";

/** The caps on open streams, the same on both endpoints and across every instance. */
const limits = `One session keeps at most EVENT_STREAMS_PER_SESSION streams open (default 5, counting both endpoints): opening one more closes that session's oldest stream, whose last message is \`event: ${STREAM_CLOSED_EVENT}\` with data JSON {reason: "session-stream-limit", limit, message} and a \`retry: ${CLOSED_STREAM_RETRY_MS}\` hint, so the newest tab keeps working. One client address keeps at most EVENT_STREAMS_PER_ADDRESS streams open (default 50): past that a new stream is refused with 429 and Retry-After.`;

const streamDescription = (who: string) =>
  `Server-Sent Events: ${who}. Each message has \`event:\` order.created or order.status, \`id:\` the event's seq, and \`data:\` JSON {seq, type, orderId, status, total, customerFirstName, createdAt, acknowledged}. The stream opens with \`retry:\` and an \`event: ready\` whose id is where it starts; a comment line comes at least every 25 s. Reconnecting with the Last-Event-ID header (or ?lastEventId=) replays every later event from the log, none twice. The stream ends when its session is logged out or revoked, and when the server shuts down (after a retry hint). ${limits}`;

/** What the stream carries, described for a reader of the document. */
const EventStreamSchema = z
  .string()
  .describe(
    `Server-Sent Events: \`retry:\`, then \`event: order.created|order.status\` messages with \`id: <seq>\` and \`data:\` JSON {seq, type, orderId, status, total, customerFirstName, createdAt, acknowledged}; \`event: ready\` after any replay; \`: ping\` comments; \`event: ${STREAM_CLOSED_EVENT}\` {reason, limit, message} as the last message of a stream closed for a newer one of its session.`,
  );

/** What every live stream may answer instead of opening. */
const STREAM_ERRORS = {
  400: "Last-Event-ID is not an event id",
  429: "Too many streams open from this client address (Retry-After)",
  503: "The server is shutting down",
};

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
    errors: STREAM_ERRORS,
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
    errors: STREAM_ERRORS,
  },
  {
    method: "get",
    path: "/api/events/rider",
    summary: "Live events of the signed-in rider's deliveries",
    description: `${streamDescription("the status changes of the orders assigned to this rider")} Besides, \`event: order.assigned\` (no id, not replayed) with data JSON {orderId, rider: {id, name} | null, previousRiderId} whenever an order is given to this rider or taken from them: read the deliveries again then, and whenever the stream (re)opens. Needs the permission deliveries.own (role rider).`,
    tags: ["Order events"],
    access: "seller",
    query: StreamQuerySchema,
    responseType: "text/event-stream",
    response: EventStreamSchema,
    errors: STREAM_ERRORS,
  },
];
