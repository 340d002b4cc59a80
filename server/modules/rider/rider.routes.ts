import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { requirePermission, requireSeller } from "../../http/auth";
import { parseJsonBody } from "../../http/validate";
import { listDeliveries, markDelivered } from "./rider.service";
import { DeliveredSchema, RIDER_API_MESSAGES } from "./rider.schemas";

/** A rider only: the check is on each route, as the route table lists them. */
const riderOnly = [requireSeller, requirePermission("deliveries.own")] as const;

/** A rider's own deliveries (/api/rider): their orders, and "Delivered" with the cash. */
export const riderRoutes = new Hono<AppEnv>()
  .get("/deliveries", ...riderOnly, async (c) => {
    const deliveries = await listDeliveries(c.var.deps.db, c.var.seller.id);
    const rider = { id: c.var.seller.id, name: c.var.seller.name };
    return c.json({ success: true, deliveries, rider, message: RIDER_API_MESSAGES.LISTED });
  })
  .post("/deliveries/:orderId/delivered", ...riderOnly, async (c) => {
    const input = await parseJsonBody(c, DeliveredSchema);
    const delivery = await markDelivered(
      c.var.deps.db,
      c.var.seller,
      c.req.param("orderId"),
      input,
    );
    return c.json({ success: true, delivery, message: RIDER_API_MESSAGES.DELIVERED });
  });
