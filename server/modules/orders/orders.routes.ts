import { Hono, type MiddlewareHandler } from "hono";
import { MESSAGES } from "@domain/messages";
import type { AppEnv } from "../../http/app-env";
import { AUTH_MESSAGES, requirePermission, requireSeller, requireUser } from "../../http/auth";
import { HttpError } from "../../http/errors";
import { parseJsonBody, parseQuery, parseWith } from "../../http/validate";
import { listUserOrdersPage, getOrderTimeline } from "./orders.queries";
import {
  CodOrderRequestSchema,
  IdempotencyKeySchema,
  OrderRequestSchema,
  UserOrdersQuerySchema,
} from "./orders.schemas";
import { calculateOrder, ORDER_MESSAGES, placeCodOrder } from "./orders.service";

const noop = async () => {};

/** requireUser, but a shopper with no credentials at all reads SPEC §5's "Please login to place order". */
const requireUserToOrder: MiddlewareHandler<AppEnv> = async (c, next) => {
  try {
    await requireUser(c, noop);
  } catch (err) {
    if (
      err instanceof HttpError &&
      err.status === 401 &&
      err.message === AUTH_MESSAGES.LOGIN_REQUIRED
    ) {
      throw new HttpError(401, MESSAGES.LOGIN_TO_PLACE_ORDER);
    }
    throw err;
  }
  await next();
};

/**
 * The order's timeline is for its owner or a seller (SPEC §6 routes the call with the
 * user's token; the seller screens may ask too). A customer credential is tried first;
 * when neither role authenticates, the customer's refusal is the answer.
 */
const requireUserOrSeller: MiddlewareHandler<AppEnv> = async (c, next) => {
  try {
    await requireUser(c, noop);
  } catch (customerError) {
    try {
      await requireSeller(c, noop);
    } catch {
      throw customerError;
    }
    await requirePermission("orders.manage")(c, noop);
  }
  await next();
};

export const orderRoutes = new Hono<AppEnv>()
  .post("/calculate", requireUser, async (c) => {
    const request = await parseJsonBody(c, OrderRequestSchema);
    const summary = await calculateOrder(c.var.deps.db, c.var.user.id, request);
    return c.json({ success: true, ...summary, message: ORDER_MESSAGES.CALCULATED });
  })
  .post("/cod", requireUserToOrder, async (c) => {
    const idempotencyKey = parseWith(IdempotencyKeySchema, c.req.header("idempotency-key"));
    const request = await parseJsonBody(c, CodOrderRequestSchema);
    const { env } = c.var.deps;
    const { order, replayed } = await placeCodOrder(
      c.var.deps.db,
      c.var.user.id,
      request,
      idempotencyKey,
      {
        maxOpenOrders: env.MAX_OPEN_ORDERS_PER_CUSTOMER,
        maxOrdersPerHour: env.MAX_ORDERS_PER_HOUR,
      },
    );
    if (replayed) c.header("Idempotent-Replayed", "true");
    return c.json({ success: true, order, message: MESSAGES.ORDER_PLACED }, replayed ? 200 : 201);
  })
  .get("/user", requireUser, async (c) => {
    const query = parseQuery(c, UserOrdersQuerySchema);
    const page = await listUserOrdersPage(c.var.deps.db, c.var.user.id, query);
    return c.json({ success: true, ...page, message: ORDER_MESSAGES.LISTED });
  })
  .get("/status-history/:orderId", requireUserOrSeller, async (c) => {
    const user = c.get("user") as AppEnv["Variables"]["user"] | undefined;
    const viewer = user
      ? { kind: "customer" as const, userId: user.id }
      : { kind: "seller" as const };
    const timeline = await getOrderTimeline(c.var.deps.db, c.req.param("orderId"), viewer);
    return c.json({ success: true, ...timeline, message: ORDER_MESSAGES.HISTORY });
  });
