import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { requireSeller } from "../../http/auth";
import { parseJsonBody, parseWith } from "../../http/validate";
import {
  SELLER_ORDER_MESSAGES,
  StatusParamSchema,
  UpdateStatusSchema,
} from "./seller-orders.schemas";
import { changeOrderStatus, listOrdersForSeller } from "./seller-orders.service";

/**
 * The seller's order calls of SPEC §7, mounted beside the customer's under /api/order.
 * The seller check is on each route: a middleware on "*" would also guard the customer's calls.
 */
export const sellerOrderRoutes = new Hono<AppEnv>()
  .get("/seller", requireSeller, async (c) => {
    const orders = await listOrdersForSeller(c.var.deps.db);
    return c.json({ success: true, orders, message: SELLER_ORDER_MESSAGES.LISTED });
  })
  .get("/by-status/:status", requireSeller, async (c) => {
    const status = parseWith(StatusParamSchema, c.req.param("status"));
    const orders = await listOrdersForSeller(c.var.deps.db, status);
    return c.json({ success: true, orders, message: SELLER_ORDER_MESSAGES.LISTED });
  })
  .post("/update-status", requireSeller, async (c) => {
    const input = await parseJsonBody(c, UpdateStatusSchema);
    const order = await changeOrderStatus(c.var.deps.db, c.var.seller.id, input);
    return c.json({ success: true, message: `Order status updated to "${order.status}"`, order });
  });
