import { useEffect, useState } from "react";
import { formatManilaDateTime } from "@domain/manila-time";
import { statusStyle } from "~/lib/order-status-style";
import { useT } from "~/lib/i18n/i18n";
import { fetchTimeline, type TimelineEntry } from "../api";
import { statusName } from "../status-words";

/**
 * The order's timeline (GET /api/order/status-history/{id}), loaded when first opened and
 * again whenever the order's status changes while it is open.
 */
export function OrderTimeline({ orderId, status }: { orderId: string; status: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [entries, setEntries] = useState<TimelineEntry[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    fetchTimeline(orderId, controller.signal)
      .then((list) => {
        setEntries(list);
        setFailed(false);
      })
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [open, orderId, status]);

  return (
    <details
      className="rounded-lg bg-gray-50 px-3 py-2 text-sm"
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className="cursor-pointer font-semibold text-gray-800">
        {t("order.timeline")}
      </summary>
      {failed ? (
        <p className="mt-2 text-gray-600">{t("order.timelineFailed")}</p>
      ) : entries === null ? (
        open ? (
          <p className="mt-2 text-gray-500">{t("order.timelineLoading")}</p>
        ) : null
      ) : (
        <ol
          className="mt-2 space-y-2 border-l-2 border-gray-200 pl-4"
          aria-label={t("order.timelineLabel")}
        >
          {entries.map((entry) => (
            <li key={entry._id} className="relative">
              <span
                aria-hidden="true"
                className={`absolute -left-[1.4rem] top-1 h-3 w-3 rounded-full ring-2 ring-white ${statusStyle(entry.status).badgeClass}`}
              />
              <p className="font-medium text-gray-900">{statusName(t, entry.status)}</p>
              <p className="text-xs text-gray-500">{formatManilaDateTime(entry.createdAt)}</p>
              {entry.notes ? <p className="text-xs text-gray-600">{entry.notes}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
