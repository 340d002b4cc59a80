import { createHash } from "node:crypto";
import type { Context } from "hono";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../../http/app-env";
import { requireSeller, requireUser } from "../../http/auth";
import { errorBody } from "../../http/errors";
import { parseWith } from "../../http/validate";
import { orderEventHub, type StreamSubscriber } from "./order-events.hub";
import { EVENT_MESSAGES, LastEventIdSchema } from "./order-events.schemas";

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

/** Last-Event-ID (EventSource's reconnect) wins over ?lastEventId= (a page's first connect). */
function lastEventIdOf(c: Context<AppEnv>): number | undefined {
  const header = c.req.header("last-event-id");
  const raw = header !== undefined && header !== "" ? header : c.req.query("lastEventId");
  return parseWith(LastEventIdSchema, raw === "" ? undefined : raw);
}

async function openStream(c: Context<AppEnv>, subscriber: Omit<StreamSubscriber, "tokenHash">) {
  const lastEventId = lastEventIdOf(c);
  const hub = orderEventHub(c.var.deps);
  if (hub.isClosed) return c.json(errorBody(EVENT_MESSAGES.SHUTTING_DOWN), 503);
  const tokenHash = sha256(c.var.sessionToken);
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (sse) => {
    const opened = await hub.open(
      { ...subscriber, tokenHash },
      {
        write: async (text) => {
          await sse.write(text);
        },
        close: () => sse.close(),
      },
      lastEventId,
    );
    sse.onAbort(() => void opened.end());
    await opened.done;
  });
}

/**
 * Live order streams (Server-Sent Events): the seller's desk hears every order created and
 * moved; a customer hears their own orders. See docs/decisions/090.
 */
export const orderEventRoutes = new Hono<AppEnv>()
  .get("/seller", requireSeller, (c) => openStream(c, { role: "seller", userId: null }))
  .get("/user", requireUser, (c) => openStream(c, { role: "customer", userId: c.var.user.id }));
