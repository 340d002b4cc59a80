import { Hono, type Context } from "hono";
import type { AppEnv } from "../../http/app-env";
import { requirePermission, requireSeller } from "../../http/auth";
import { parseJsonBody, parseQuery, parseWith } from "../../http/validate";
import { acknowledgeOrder, countSellerOrders } from "./order-desk.queries";
import { changeOrderStatus, findOrdersForSeller, listOrdersForSeller } from "./order-desk.service";
import { reassignRider } from "./order-desk.riders";
import { activeRiders } from "../orders/rider-assignment";
import { getDayReport, getDaySummary, getDeliverySlip, reportCsv } from "./order-desk.reports";
import {
  AcknowledgeSchema,
  AssignRiderSchema,
  DayQuerySchema,
  DESK_MESSAGES,
  OrderCountsQuerySchema,
  PAGING_KEYS,
  ReportQuerySchema,
  SELLER_ORDER_MESSAGES,
  SellerOrderQuerySchema,
  StatusParamSchema,
  UpdateStatusSchema,
} from "./order-desk.schemas";

/** Any of q, from, to, cursor, limit asks for one page (with nextCursor); none, for all. */
const asksForPage = (c: Context) => PAGING_KEYS.some((key) => c.req.query(key) !== undefined);

/**
 * The seller's order calls, mounted beside the customer's under /api/order: SPEC §7's list and
 * status change, then the order desk's (counts, acknowledge, slip, day summary and report).
 * The seller check is on each route: a middleware on "*" would also guard the customer's calls.
 */
export const orderDeskRoutes = new Hono<AppEnv>()
  .get("/seller", requireSeller, requirePermission("orders.manage"), async (c) => {
    const query = parseQuery(c, SellerOrderQuerySchema);
    if (asksForPage(c)) {
      const page = await findOrdersForSeller(c.var.deps.db, query);
      return c.json({ success: true, ...page, message: SELLER_ORDER_MESSAGES.LISTED });
    }
    const orders = await listOrdersForSeller(c.var.deps.db);
    return c.json({ success: true, orders, message: SELLER_ORDER_MESSAGES.LISTED });
  })
  .get("/by-status/:status", requireSeller, requirePermission("orders.manage"), async (c) => {
    const status = parseWith(StatusParamSchema, c.req.param("status"));
    const query = parseQuery(c, SellerOrderQuerySchema);
    if (asksForPage(c)) {
      const page = await findOrdersForSeller(c.var.deps.db, query, status);
      return c.json({ success: true, ...page, message: SELLER_ORDER_MESSAGES.LISTED });
    }
    const orders = await listOrdersForSeller(c.var.deps.db, status);
    return c.json({ success: true, orders, message: SELLER_ORDER_MESSAGES.LISTED });
  })
  .post("/update-status", requireSeller, requirePermission("orders.manage"), async (c) => {
    const input = await parseJsonBody(c, UpdateStatusSchema);
    const order = await changeOrderStatus(c.var.deps.db, c.var.seller, input);
    return c.json({ success: true, message: `Order status updated to "${order.status}"`, order });
  })
  .get("/riders", requireSeller, requirePermission("orders.manage"), async (c) => {
    const riders = await activeRiders(c.var.deps.db);
    return c.json({ success: true, riders, message: DESK_MESSAGES.RIDERS });
  })
  .post("/assign-rider", requireSeller, requirePermission("orders.manage"), async (c) => {
    const input = await parseJsonBody(c, AssignRiderSchema);
    const order = await reassignRider(c.var.deps.db, c.var.seller, input);
    return c.json({ success: true, order, message: DESK_MESSAGES.RIDER_ASSIGNED });
  })
  .get("/seller/counts", requireSeller, requirePermission("orders.manage"), async (c) => {
    const query = parseQuery(c, OrderCountsQuerySchema);
    const counts = await countSellerOrders(c.var.deps.db, query);
    return c.json({ success: true, ...counts, message: DESK_MESSAGES.COUNTED });
  })
  .post("/acknowledge", requireSeller, requirePermission("orders.manage"), async (c) => {
    const { orderId } = await parseJsonBody(c, AcknowledgeSchema);
    const order = await acknowledgeOrder(c.var.deps.db, c.var.seller.id, orderId);
    return c.json({ success: true, order, message: DESK_MESSAGES.ACKNOWLEDGED });
  })
  .get("/slip/:orderId", requireSeller, requirePermission("orders.manage"), async (c) => {
    const slip = await getDeliverySlip(c.var.deps.db, c.req.param("orderId"));
    return c.json({ success: true, slip, message: DESK_MESSAGES.SLIP });
  })
  .get("/summary", requireSeller, requirePermission("reports.view"), async (c) => {
    const { date } = parseQuery(c, DayQuerySchema);
    const summary = await getDaySummary(c.var.deps.db, date);
    return c.json({ success: true, summary, message: DESK_MESSAGES.SUMMARY });
  })
  .get("/report", requireSeller, requirePermission("reports.view"), async (c) => {
    const { date, format } = parseQuery(c, ReportQuerySchema);
    const report = await getDayReport(c.var.deps.db, date);
    if (format === "csv") {
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="orders-${report.date}.csv"`);
      // A byte-order mark makes spreadsheet programs read ñ and ₱ as UTF-8.
      return c.body(`\uFEFF${reportCsv(report.orders)}`);
    }
    return c.json({ success: true, report, message: DESK_MESSAGES.REPORT });
  });
