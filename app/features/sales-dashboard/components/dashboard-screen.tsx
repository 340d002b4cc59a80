import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { formatManilaDate, manilaDayStart } from "@domain/manila-time";
import { LoadFailed } from "~/components/ui/load-failed";
import { dashboardCsvHref, queryFromSearch } from "../api";
import { useDashboard } from "../hooks/use-dashboard";
import type { DashboardQuery } from "../types";
import { FigureTiles } from "./figure-tiles";
import { RangePicker } from "./range-picker";

const DashboardCharts = lazy(() => import("./dashboard-charts"));

const dayText = (day: string) => formatManilaDate(manilaDayStart(day));

function ChartsLoading() {
  return (
    <p
      aria-busy="true"
      className="rounded-2xl bg-white p-8 text-center text-sm text-gray-500 shadow-sm ring-1 ring-gray-100"
    >
      Drawing the charts…
    </p>
  );
}

/** /seller/dashboard: the owner's sales over today, 7 or 30 days, or a range of days. */
export function DashboardScreen() {
  const [params, setParams] = useSearchParams();
  const query = queryFromSearch(params);
  const { dashboard, error, retry } = useDashboard(query);
  const change = (next: DashboardQuery) => setParams(next, { replace: true });
  const range = dashboard?.range ?? null;

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div className="flex flex-wrap items-start gap-3">
        <div className="mr-auto">
          <h1 className="text-2xl font-bold text-gray-900">Sales dashboard</h1>
          <p className="text-sm text-gray-600" aria-live="polite">
            {range
              ? range.from === range.to
                ? `${dayText(range.from)} (Manila time)`
                : `${dayText(range.from)} – ${dayText(range.to)} (Manila time)`
              : " "}
          </p>
        </div>
        <a
          href={dashboardCsvHref(query)}
          download
          className="flex h-10 items-center rounded-lg bg-white px-4 text-sm font-semibold text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50"
        >
          Download CSV
        </a>
      </div>
      <RangePicker query={query} shown={range} onChange={change} />

      {dashboard ? (
        <>
          <FigureTiles d={dashboard} />
          {dashboard.orders === 0 && (
            <p className="rounded-2xl bg-white p-6 text-center text-gray-600 shadow-sm ring-1 ring-gray-100">
              No orders were placed in this range.
            </p>
          )}
          <Suspense fallback={<ChartsLoading />}>
            <DashboardCharts d={dashboard} />
          </Suspense>
        </>
      ) : error ? (
        <p
          role="alert"
          className="rounded-2xl bg-red-50 p-4 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          {error}
        </p>
      ) : error === "" ? (
        <LoadFailed what="dashboard" onRetry={retry} />
      ) : (
        <p
          aria-busy="true"
          className="rounded-2xl bg-white p-8 text-center text-gray-500 shadow-sm ring-1 ring-gray-100"
        >
          Loading the dashboard…
        </p>
      )}
    </div>
  );
}
