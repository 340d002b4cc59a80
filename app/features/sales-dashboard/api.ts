// Calls of the owner's sales dashboard: its figures, and the address of its CSV download.
import { http } from "~/lib/http";
import type { DashboardQuery, SalesDashboard } from "./types";

const search = (query: DashboardQuery) => new URLSearchParams(query).toString();

/** GET /api/seller/dashboard */
export async function fetchDashboard(
  query: DashboardQuery,
  signal?: AbortSignal,
): Promise<SalesDashboard> {
  const reply = await http.get<{ dashboard: SalesDashboard }>(
    `/api/seller/dashboard?${search(query)}`,
    { signal, quiet: true },
  );
  return reply.dashboard;
}

/** GET /api/seller/dashboard.csv: a plain link, so the browser downloads it with the session cookie. */
export const dashboardCsvHref = (query: DashboardQuery) =>
  `/api/seller/dashboard.csv?${search(query)}`;

/** The query the page's address asks for; today when it asks for nothing usable. */
export function queryFromSearch(params: URLSearchParams): DashboardQuery {
  const from = params.get("from");
  const to = params.get("to");
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (from && to && day.test(from) && day.test(to)) return { from, to };
  const range = params.get("range");
  return { range: range === "7d" || range === "30d" ? range : "today" };
}
