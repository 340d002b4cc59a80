/** The hostile requests of the owner's sales dashboard (server/modules/sales-dashboard). */
import type { ApiRouteKey } from "./api-routes";
import { always } from "./hostile-inputs";
import { noBodyCases, queryCases } from "./hostile-url-cases";
import type { CaseBuilder } from "./route-cases-kit";

const dashboardCases =
  (path: string): CaseBuilder =>
  (_fx, random) => [
    ...noBodyCases(true),
    { label: "a quick pick (control)", path: `${path}?range=7d`, expect: "accept" },
    {
      label: "a range of days (control)",
      path: `${path}?from=2026-01-01&to=2026-01-31`,
      expect: "accept",
    },
    // Each parameter alone: a range that is not a quick pick, or one day without the other.
    ...queryCases(
      path,
      [
        { name: "range", mustRefuse: always },
        { name: "from", mustRefuse: always },
        { name: "to", mustRefuse: always },
      ],
      random,
    ),
  ];

export const DASHBOARD_CASES = {
  "GET /api/seller/dashboard": dashboardCases("/api/seller/dashboard"),
  "GET /api/seller/dashboard.csv": dashboardCases("/api/seller/dashboard.csv"),
} satisfies Partial<Record<ApiRouteKey, CaseBuilder>>;
