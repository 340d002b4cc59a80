import { Hono } from "hono";
import { SELF_CANCEL_MESSAGES } from "@domain/order-cancel";
import type { AppEnv } from "../../http/app-env";
import { requireUser } from "../../http/auth";
import { parseJsonBody } from "../../http/validate";
import { buyAgain, buyAgainProducts } from "./buy-again";
import { BUY_AGAIN_ROW, BuyAgainSchema, CancelOrderSchema } from "./order-habits.schemas";
import { cancelOwnOrder } from "./order-self-cancel";

export const HABIT_MESSAGES = {
  BUY_AGAIN_LISTED: "Products to buy again fetched",
} as const;

/**
 * The shopper's habits, mounted beside their other order calls under /api/order: buying an
 * earlier order again, the products they buy most, and cancelling an order not yet confirmed.
 */
export const orderHabitRoutes = new Hono<AppEnv>()
  .post("/buy-again", requireUser, async (c) => {
    const input = await parseJsonBody(c, BuyAgainSchema);
    const result = await buyAgain(c.var.deps.db, c.var.user.id, input);
    return c.json({ success: true, ...result });
  })
  .get("/buy-again", requireUser, async (c) => {
    const products = await buyAgainProducts(c.var.deps.db, c.var.user.id, BUY_AGAIN_ROW);
    return c.json({ success: true, products, message: HABIT_MESSAGES.BUY_AGAIN_LISTED });
  })
  .post("/cancel", requireUser, async (c) => {
    const input = await parseJsonBody(c, CancelOrderSchema);
    const order = await cancelOwnOrder(c.var.deps.db, c.var.user.id, input);
    return c.json({ success: true, order, message: SELF_CANCEL_MESSAGES.CANCELLED });
  });
