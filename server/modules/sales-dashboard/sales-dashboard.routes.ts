import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { requirePermission, requireSeller } from "../../http/auth";
import { parseQuery } from "../../http/validate";
import { dashboardCsv } from "./sales-dashboard.csv";
import { DASHBOARD_MESSAGES, DashboardQuerySchema, resolveRange } from "./sales-dashboard.schemas";
import { getSalesDashboard } from "./sales-dashboard.service";

/** The owner's sales dashboard, mounted under /api/seller: its figures as JSON and as CSV. */
export const salesDashboardRoutes = new Hono<AppEnv>()
  .get("/dashboard", requireSeller, requirePermission("reports.view"), async (c) => {
    const range = resolveRange(parseQuery(c, DashboardQuerySchema));
    const dashboard = await getSalesDashboard(c.var.deps.db, range);
    return c.json({ success: true, dashboard, message: DASHBOARD_MESSAGES.FETCHED });
  })
  .get("/dashboard.csv", requireSeller, requirePermission("reports.view"), async (c) => {
    const range = resolveRange(parseQuery(c, DashboardQuerySchema));
    const dashboard = await getSalesDashboard(c.var.deps.db, range);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header(
      "Content-Disposition",
      `attachment; filename="sales-${range.from}-to-${range.to}.csv"`,
    );
    c.header("Cache-Control", "no-store");
    // A byte-order mark makes spreadsheet programs read ñ and ₱ as UTF-8.
    return c.body(`\uFEFF${dashboardCsv(dashboard)}`);
  });
