import { createHash } from "node:crypto";
import type { Context } from "hono";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../../http/app-env";
import { requirePermission, requireSeller, requireUser } from "../../http/auth";
import { clientIp } from "../../http/client-ip";
import { errorBody } from "../../http/errors";
import { addressKey } from "../../http/login-throttle";
import { parseWith } from "../../http/validate";
import { orderEventHub } from "./order-events.hub";
import type { OpenedStream, StreamSubscriber } from "./order-events.stream";
import {
  CLOSED_STREAM_RETRY_MS,
  EVENT_MESSAGES,
  LastEventIdSchema,
  STREAM_CLOSED_EVENT,
  streamClosedData,
  tooManyStreamsFromAddress,
} from "./order-events.schemas";

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

/** Retry-After of a stream refused for its address: a tab closed elsewhere frees a place. */
export const STREAM_RETRY_AFTER_SECONDS = 30;

/** Last-Event-ID (EventSource's reconnect) wins over ?lastEventId= (a page's first connect). */
function lastEventIdOf(c: Context<AppEnv>): number | undefined {
  const header = c.req.header("last-event-id");
  const raw = header !== undefined && header !== "" ? header : c.req.query("lastEventId");
  return parseWith(LastEventIdSchema, raw === "" ? undefined : raw);
}

async function openStream(c: Context<AppEnv>, subscriber: Omit<StreamSubscriber, "tokenHash">) {
  const lastEventId = lastEventIdOf(c);
  const { deps } = c.var;
  const hub = orderEventHub(deps);
  if (hub.isClosed) return c.json(errorBody(EVENT_MESSAGES.SHUTTING_DOWN), 503);
  const tokenHash = sha256(c.var.sessionToken);
  const perSession = deps.env.EVENT_STREAMS_PER_SESSION;
  const perAddress = deps.env.EVENT_STREAMS_PER_ADDRESS;

  // A newer stream of this session may take the slot before this one has finished opening.
  let opened: OpenedStream | null = null;
  let closedEarly = false;
  const closing = `event: ${STREAM_CLOSED_EVENT}\ndata: ${JSON.stringify(streamClosedData(perSession))}\n\nretry: ${CLOSED_STREAM_RETRY_MS}\n\n`;
  const slot = await deps.platform.streamSlots.claim({
    // A rider is a back-office person: their streams share the desk's caps.
    kind: subscriber.role === "customer" ? "customer" : "seller",
    session: tokenHash,
    address: addressKey(clientIp(c)),
    perSession,
    perAddress,
    onEvicted: () => {
      if (opened) void opened.endWith(closing);
      else closedEarly = true;
    },
  });
  if (!slot.granted) {
    c.header("Retry-After", String(STREAM_RETRY_AFTER_SECONDS));
    return c.json(errorBody(tooManyStreamsFromAddress(perAddress)), 429);
  }

  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (sse) => {
    try {
      opened = await hub.open(
        { ...subscriber, tokenHash },
        {
          write: async (text) => {
            await sse.write(text);
          },
          close: () => sse.close(),
        },
        lastEventId,
      );
      const stream = opened;
      sse.onAbort(() => void stream.end());
      if (closedEarly) void stream.endWith(closing);
      await stream.done;
    } finally {
      await slot.release();
    }
  });
}

/**
 * Live order streams (Server-Sent Events): the seller's desk hears every order created and
 * moved; a customer hears their own orders; a rider, the orders given to them or taken away.
 */
export const orderEventRoutes = new Hono<AppEnv>()
  .get("/seller", requireSeller, requirePermission("orders.manage"), (c) =>
    openStream(c, { role: "seller", userId: null }),
  )
  .get("/rider", requireSeller, requirePermission("deliveries.own"), (c) =>
    openStream(c, { role: "rider", userId: c.var.seller.id }),
  )
  .get("/user", requireUser, (c) => openStream(c, { role: "customer", userId: c.var.user.id }));
