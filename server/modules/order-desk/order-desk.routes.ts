import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { requireSeller } from "../../http/auth";
import { parseJsonBody, parseQuery } from "../../http/validate";
import { acknowledgeOrder, countSellerOrders } from "./order-desk.queries";
import { getDayReport, getDaySummary, getDeliverySlip, reportCsv } from "./order-desk.reports";
import {
  AcknowledgeSchema,
  DayQuerySchema,
  DESK_MESSAGES,
  OrderCountsQuerySchema,
  ReportQuerySchema,
} from "./order-desk.schemas";

/** The order desk's seller calls (issue #9), beside SPEC §7's under /api/order. */
export const orderDeskRoutes = new Hono<AppEnv>()
  .get("/seller/counts", requireSeller, async (c) => {
    const query = parseQuery(c, OrderCountsQuerySchema);
    const counts = await countSellerOrders(c.var.deps.db, query);
    return c.json({ success: true, ...counts, message: DESK_MESSAGES.COUNTED });
  })
  .post("/acknowledge", requireSeller, async (c) => {
    const { orderId } = await parseJsonBody(c, AcknowledgeSchema);
    const order = await acknowledgeOrder(c.var.deps.db, c.var.seller.id, orderId);
    return c.json({ success: true, order, message: DESK_MESSAGES.ACKNOWLEDGED });
  })
  .get("/slip/:orderId", requireSeller, async (c) => {
    const slip = await getDeliverySlip(c.var.deps.db, c.req.param("orderId"));
    return c.json({ success: true, slip, message: DESK_MESSAGES.SLIP });
  })
  .get("/summary", requireSeller, async (c) => {
    const { date } = parseQuery(c, DayQuerySchema);
    const summary = await getDaySummary(c.var.deps.db, date);
    return c.json({ success: true, summary, message: DESK_MESSAGES.SUMMARY });
  })
  .get("/report", requireSeller, async (c) => {
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
