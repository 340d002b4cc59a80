import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { formatPeso } from "@domain/money";
import { formatManilaTime } from "@domain/manila-time";
import { statusStyle } from "~/lib/order-status-style";
import { LoadFailed } from "~/components/ui/load-failed";
import { fetchDayReport, reportCsvHref } from "../api";
import type { DaySummary, ReportLine } from "../types";
import { formatDay, isDay, manilaDay } from "../day-range";
import { shortOrderNumber } from "../slip-view";
import { DaySummaryPanel } from "./day-summary";

/** One day's figures and orders (GET /api/order/report, JSON). */
function useDayReport(date: string) {
  const [report, setReport] = useState<{ summary: DaySummary; orders: ReportLine[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setReport(null);
    setFailed(false);
    fetchDayReport(date, controller.signal)
      .then((r) => !controller.signal.aborted && setReport(r))
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [date, attempt]);
  return { report, failed, retry: () => setAttempt((n) => n + 1) };
}

/** /seller/reports?date=YYYY-MM-DD (issue 9 §6): one day's figures and orders, printable, as CSV. */
export function ReportScreen() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get("date");
  const date = isDay(wanted) ? wanted : manilaDay();
  const { report, failed, retry } = useDayReport(date);
  const lines = report?.orders ?? null;

  return (
    <div className="mx-auto max-w-5xl print:max-w-none">
      <div className="flex flex-wrap items-end gap-3">
        <div className="mr-auto">
          <h1 className="text-2xl font-bold text-gray-900">Daily report</h1>
          <p className="text-sm text-gray-600">{formatDay(date)} (Manila time)</p>
        </div>
        <label className="print:hidden flex flex-col text-xs font-medium text-gray-600">
          Day
          <input
            type="date"
            value={date}
            max={manilaDay()}
            onChange={(e) =>
              isDay(e.target.value) && setParams({ date: e.target.value }, { replace: true })
            }
            className="h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-900"
          />
        </label>
        <a
          href={reportCsvHref(date)}
          download={`orders-${date}.csv`}
          className="print:hidden flex h-10 items-center rounded-lg bg-white px-4 text-sm font-semibold text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50"
        >
          Download CSV
        </a>
        <button
          type="button"
          onClick={() => window.print()}
          className="print:hidden h-10 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Print
        </button>
      </div>

      <div className="mt-4">
        <DaySummaryPanel
          summary={report?.summary ?? null}
          title="Figures of the day"
          failed={failed}
        />
      </div>

      <section
        aria-label="Orders of the day"
        className="mt-4 rounded-2xl bg-white shadow-sm ring-1 ring-gray-100 print:shadow-none print:ring-0"
      >
        {lines === null ? (
          failed ? (
            <LoadFailed what="report" onRetry={retry} />
          ) : (
            <p aria-busy="true" className="p-6 text-center text-gray-500">
              Loading orders…
            </p>
          )
        ) : lines.length === 0 ? (
          <p className="p-6 text-center text-gray-600">No orders on this day.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="px-3 pt-3 text-left text-sm font-bold uppercase tracking-wide text-gray-600 sm:px-4">
              {lines.length} {lines.length === 1 ? "order" : "orders"} placed
            </caption>
            <thead className="border-b border-gray-200 text-xs uppercase text-gray-500">
              <tr>
                <th scope="col" className="px-3 py-2 sm:px-4">
                  Order
                </th>
                <th scope="col" className="px-2 py-2">
                  Time
                </th>
                <th scope="col" className="px-2 py-2">
                  Customer
                </th>
                <th scope="col" className="hidden px-2 py-2 sm:table-cell print:table-cell">
                  Barangay
                </th>
                <th scope="col" className="px-2 py-2">
                  Status
                </th>
                <th scope="col" className="px-3 py-2 text-right sm:px-4">
                  Total
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {lines.map((order) => (
                <tr key={order.orderId} className="break-inside-avoid">
                  <td className="px-3 py-2 font-mono text-xs font-semibold sm:px-4">
                    #{order.orderNumber || shortOrderNumber(order.orderId)}
                  </td>
                  <td className="whitespace-nowrap px-2 py-2 tabular-nums">
                    {formatManilaTime(order.placedAt)}
                  </td>
                  <td className="px-2 py-2">
                    {order.customerName}
                    <span className="block text-xs text-gray-500">{order.phone}</span>
                  </td>
                  <td className="hidden px-2 py-2 sm:table-cell print:table-cell">
                    {order.barangay || "N/A"}
                  </td>
                  <td className="px-2 py-2">
                    <span
                      className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyle(order.status).badgeClass}`}
                    >
                      {order.status}
                    </span>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right font-semibold tabular-nums sm:px-4">
                    {formatPeso(order.total)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
