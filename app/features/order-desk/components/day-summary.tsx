import { ORDER_STATUSES } from "@domain/order-status";
import { formatPeso } from "@domain/money";
import { statusStyle } from "~/lib/order-status-style";
import type { DaySummary } from "../types";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-gray-50 px-3 py-2 print:bg-white print:ring-1 print:ring-gray-300">
      <dt className="text-xs font-medium text-gray-500">{label}</dt>
      <dd className="text-lg font-bold tabular-nums text-gray-900">{value}</dd>
    </div>
  );
}

/** One day's figures (issue 9 §6): orders by status, cash collected, still to deliver, median time. */
export function DaySummaryPanel({
  summary,
  title,
  failed = false,
}: {
  summary: DaySummary | null;
  title: string;
  failed?: boolean;
}) {
  return (
    <section
      aria-label={title}
      className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-gray-100 sm:p-4 print:shadow-none print:ring-0"
    >
      <h2 className="text-sm font-bold uppercase tracking-wide text-gray-600">{title}</h2>
      {summary ? (
        <>
          <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5">
            <Figure label="Orders placed" value={String(summary.totalOrders)} />
            <Figure label="Cash collected" value={formatPeso(summary.cashCollected)} />
            <Figure label="Still to deliver" value={String(summary.toDeliver)} />
            <Figure label="Cash still to collect" value={formatPeso(summary.cashToCollect)} />
            <Figure
              label="Median placed → delivered"
              value={
                summary.medianMinutesToDeliver === null
                  ? "—"
                  : `${Math.round(summary.medianMinutesToDeliver)} min`
              }
            />
          </dl>
          <ul aria-label="Orders by status" className="mt-2 flex flex-wrap gap-1.5">
            {ORDER_STATUSES.map((status) => (
              <li
                key={status}
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusStyle(status).badgeClass}`}
              >
                {status}: {summary.byStatus[status] ?? 0}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2 text-sm text-gray-500">
          {failed ? "The day's figures could not be loaded." : "Loading the day's figures…"}
        </p>
      )}
    </section>
  );
}
