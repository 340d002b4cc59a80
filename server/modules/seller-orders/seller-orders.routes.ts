import { Hono, type Context } from "hono";
import type { AppEnv } from "../../http/app-env";
import { requireSeller } from "../../http/auth";
import { parseJsonBody, parseQuery, parseWith } from "../../http/validate";
import { PAGING_KEYS, SellerOrderQuerySchema } from "../order-desk/order-desk.schemas";
import {
  SELLER_ORDER_MESSAGES,
  StatusParamSchema,
  UpdateStatusSchema,
} from "./seller-orders.schemas";
import {
  changeOrderStatus,
  findOrdersForSeller,
  listOrdersForSeller,
} from "./seller-orders.service";

/** Any of q, from, to, cursor, limit asks for one page (with nextCursor); none, for all. */
const asksForPage = (c: Context) => PAGING_KEYS.some((key) => c.req.query(key) !== undefined);

/**
 * The seller's order calls of SPEC §7, mounted beside the customer's under /api/order.
 * The seller check is on each route: a middleware on "*" would also guard the customer's calls.
 */
export const sellerOrderRoutes = new Hono<AppEnv>()
  .get("/seller", requireSeller, async (c) => {
    const query = parseQuery(c, SellerOrderQuerySchema);
    if (asksForPage(c)) {
      const page = await findOrdersForSeller(c.var.deps.db, query);
      return c.json({ success: true, ...page, message: SELLER_ORDER_MESSAGES.LISTED });
    }
    const orders = await listOrdersForSeller(c.var.deps.db);
    return c.json({ success: true, orders, message: SELLER_ORDER_MESSAGES.LISTED });
  })
  .get("/by-status/:status", requireSeller, async (c) => {
    const status = parseWith(StatusParamSchema, c.req.param("status"));
    const query = parseQuery(c, SellerOrderQuerySchema);
    if (asksForPage(c)) {
      const page = await findOrdersForSeller(c.var.deps.db, query, status);
      return c.json({ success: true, ...page, message: SELLER_ORDER_MESSAGES.LISTED });
    }
    const orders = await listOrdersForSeller(c.var.deps.db, status);
    return c.json({ success: true, orders, message: SELLER_ORDER_MESSAGES.LISTED });
  })
  .post("/update-status", requireSeller, async (c) => {
    const input = await parseJsonBody(c, UpdateStatusSchema);
    const order = await changeOrderStatus(c.var.deps.db, c.var.seller.id, input);
    return c.json({ success: true, message: `Order status updated to "${order.status}"`, order });
  });
