import { useEffect, useState } from "react";
import { ApiError } from "~/lib/http";
import { fetchDashboard } from "../api";
import type { DashboardQuery, SalesDashboard } from "../types";

/** The dashboard of one query; the server's message when it refuses the range. */
export function useDashboard(query: DashboardQuery) {
  const [dashboard, setDashboard] = useState<SalesDashboard | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(query);
  useEffect(() => {
    const controller = new AbortController();
    setDashboard(null);
    setError(null);
    fetchDashboard(JSON.parse(key) as DashboardQuery, controller.signal)
      .then((d) => !controller.signal.aborted && setDashboard(d))
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        setError(e instanceof ApiError && e.status === 400 ? (e.serverMessage ?? e.message) : "");
      });
    return () => controller.abort();
  }, [key, attempt]);
  return { dashboard, error, retry: () => setAttempt((n) => n + 1) };
}
