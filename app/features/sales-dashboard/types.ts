// The sales dashboard as GET /api/seller/dashboard sends it: the contract lives in the domain.
import type { DashboardPreset } from "@domain/sales-dashboard";

export type { DashboardPreset, ProductSales, SalesDashboard } from "@domain/sales-dashboard";

/** What the range picker asks for: a quick pick, or a range of Manila days. */
export type DashboardQuery = { range: DashboardPreset } | { from: string; to: string };
