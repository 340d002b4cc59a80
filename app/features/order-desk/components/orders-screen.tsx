import { useEffect, useMemo, useState } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import type { OrderStatus } from "@domain/order-status";
import { MESSAGES, orderCountLabel } from "@domain/messages";
import { ApiError } from "~/lib/http";
import { useConfirm } from "~/components/ui/confirm-dialog";
import { LoadFailed } from "~/components/ui/load-failed";
import { fetchOrderCounts, updateOrderStatus } from "../api";
import { DaySummaryPanel } from "./day-summary";
import { DeskAlerts } from "./desk-alerts";
import { manilaDay, presetRange, type DatePreset } from "../day-range";
import { useDeskSignals, useOrderDesk } from "../desk-context";
import { useDaySummary } from "../hooks/use-day-summary";
import { useFinder } from "../hooks/use-finder";
import { useNow } from "../hooks/use-now";
import type { OrderCounts, SellerOrder } from "../types";
import { useSellerOrders } from "../hooks/use-seller-orders";
import { useRiders } from "../hooks/use-riders";
import { ALL_ORDERS, STATUS_PILLS, type StatusFilter } from "../order-format";
import { readCancellation } from "../order-cancellation";
import { OrderCard } from "./order-card";
import { OrdersFinder } from "./orders-finder";
import { useSellerCan } from "~/lib/seller-role";

/** How many of the newest orders a new-order event fetches (bursts larger than this are rare). */
const NEW_ORDERS_FETCH = 5;

// ours: cancelling is final, and a stray tap on a phone must not cancel a customer's order.
const CANCEL_CONFIRM = {
  title: "Cancel this order?",
  message: "Cancel this order? This cannot be undone.",
  confirmLabel: "Cancel order",
  cancelLabel: "Keep order",
  danger: true,
};

function Skeleton() {
  return (
    <div aria-busy="true" aria-label="Loading orders" className="space-y-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-40 animate-pulse rounded-2xl bg-white ring-1 ring-gray-100">
          <div className="m-4 h-4 w-1/3 rounded bg-gray-200" />
          <div className="m-4 h-3 w-2/3 rounded bg-gray-100" />
          <div className="m-4 h-3 w-1/2 rounded bg-gray-100" />
        </div>
      ))}
    </div>
  );
}

const countFor = (counts: OrderCounts, filter: StatusFilter) =>
  filter === ALL_ORDERS ? counts.all : (counts.byStatus[filter] ?? 0);

/** Orders Management (SPEC §2.15, §4.3), live (issue 9). */
export function OrdersScreen() {
  const { filter, finder, update } = useFinder();
  const desk = useOrderDesk();
  const now = useNow(30_000);
  const today = manilaDay(now);
  const range = useMemo(
    () =>
      presetRange(finder.preset as DatePreset, Date.now(), { from: finder.from, to: finder.to }),
    // The day changes at Manila midnight: `today` moves the range with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [finder.preset, finder.from, finder.to, today],
  );
  const query = useMemo(
    () => ({ q: finder.q || undefined, from: range.from, to: range.to }),
    [finder.q, range.from, range.to],
  );
  const filtered = Boolean(query.q || query.from || query.to);
  const list = useSellerOrders(filter, query);
  const { orders, failed, reload } = list;
  // The day's figures and report are the owner's (permission reports.view).
  const canReport = useSellerCan("reports.view");
  const { riders, reassign, reassigningId } = useRiders(list.patch);
  const day = useDaySummary(canReport ? today : null);
  const [updatingId, setUpdatingId] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();
  const [acknowledgingId, setAcknowledgingId] = useState<string | null>(null);
  const [searchCounts, setSearchCounts] = useState<OrderCounts | null>(null);
  const [countsTick, setCountsTick] = useState(0);

  // With a search or dates, the pills count what matches; otherwise the desk's counts serve.
  useEffect(() => {
    if (!filtered) {
      setSearchCounts(null);
      return;
    }
    const controller = new AbortController();
    fetchOrderCounts(query, controller.signal)
      .then((c) => setSearchCounts(c))
      .catch(() => setSearchCounts(null));
    return () => controller.abort();
  }, [filtered, query, countsTick]);
  const counts = filtered ? searchCounts : (desk?.counts ?? null);

  useDeskSignals((signal) => {
    if (signal.type === "order.assigned") {
      list.patch(signal.orderId, { rider: signal.rider ?? undefined });
      return;
    }
    if (signal.type === "order.acknowledged") {
      // Acknowledged here or by another staff member: the card stops asking.
      list.patch(signal.orderId, {
        acknowledgedAt: signal.acknowledgedAt ?? new Date().toISOString(),
      });
      return;
    }
    if (signal.type === "order.status") {
      // Another staff member (or the shopper, cancelling) moved it: the card changes in
      // place, a cancel with who did it and why.
      const cancellation =
        signal.status === "Cancelled" && "cancellation" in signal
          ? readCancellation(signal.cancellation)
          : null;
      list.patch(signal.orderId, {
        status: signal.status,
        ...(cancellation ? { cancellation } : {}),
        ...(signal.acknowledged
          ? { acknowledgedAt: signal.createdAt ?? new Date().toISOString() }
          : {}),
      });
    } else if (signal.type === "order.created") {
      void list.refreshTop(NEW_ORDERS_FETCH);
    } else {
      void list.refreshTop();
    }
    day.refresh();
    if (filtered) setCountsTick((t) => t + 1);
  });

  async function move(order: SellerOrder, to: OrderStatus, riderId?: string) {
    if (updatingId) return;
    if (to === "Cancelled" && !(await confirm(CANCEL_CONFIRM))) return;
    setUpdatingId(order._id);
    try {
      const reply = await updateOrderStatus({
        orderId: order._id,
        status: to,
        expectedStatus: order.status,
        riderId,
      });
      if (!reply.success) toast.error(reply.message ?? "Failed to update order status");
      else toast.success(reply.message ?? `Order status updated to "${to}"`);
      await reload();
    } catch (error) {
      if (error instanceof ApiError) {
        if (!error.handled) toast.error(error.serverMessage ?? error.message);
        // 409: another staff member moved it; show what the order is now.
        if (error.status === 409) await reload();
      } else {
        toast.error(error instanceof Error ? error.message : MESSAGES.SOMETHING_WENT_WRONG);
      }
    } finally {
      setUpdatingId(null);
      desk?.refreshCounts();
      day.refresh();
    }
  }

  async function acknowledge(order: SellerOrder) {
    if (!desk || acknowledgingId) return;
    setAcknowledgingId(order._id);
    try {
      await desk.acknowledge(order._id);
      list.patch(order._id, { acknowledgedAt: new Date().toISOString() });
    } catch (error) {
      if (!(error instanceof ApiError && error.handled))
        toast.error(
          error instanceof ApiError
            ? (error.serverMessage ?? error.message)
            : MESSAGES.SOMETHING_WENT_WRONG,
        );
    } finally {
      setAcknowledgingId(null);
    }
  }

  let body;
  if (orders === null) {
    body = failed ? <LoadFailed what="orders" onRetry={() => void reload()} /> : <Skeleton />;
  } else if (orders.length === 0) {
    body = (
      <div className="rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-gray-100">
        <h2 className="text-lg font-bold text-gray-900">{MESSAGES.SELLER_NO_ORDERS_TITLE}</h2>
        <p className="mx-auto mt-1 max-w-sm text-gray-600">{MESSAGES.SELLER_NO_ORDERS_BODY}</p>
      </div>
    );
  } else {
    body = (
      <div className="space-y-3">
        {orders.map((order) => (
          <OrderCard
            key={order._id}
            order={order}
            now={now}
            updating={updatingId === order._id}
            onMove={(o, to, riderId) => void move(o, to, riderId)}
            riders={riders}
            onReassign={(o, riderId) => void reassign(o, riderId)}
            reassigning={reassigningId === order._id}
            onAcknowledge={desk ? (o) => void acknowledge(o) : undefined}
            acknowledging={acknowledgingId === order._id}
          />
        ))}
        {list.nextCursor ? (
          <button
            type="button"
            onClick={() => void list.loadMore()}
            disabled={list.loadingMore}
            className="h-11 w-full rounded-xl bg-white text-sm font-semibold text-brand-700 ring-1 ring-gray-200 hover:bg-gray-50 disabled:cursor-wait disabled:opacity-60"
          >
            {list.loadingMore ? "Loading..." : "Load more"}
          </button>
        ) : null}
      </div>
    );
  }

  const shownCount = counts ? countFor(counts, filter) : (orders?.length ?? 0);

  return (
    <div className="mx-auto max-w-5xl">
      {dialog}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Orders Management</h1>
        {orders ? (
          <span
            className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800"
            aria-live="polite"
            data-testid="orders-count"
          >
            {orderCountLabel(shownCount)}
          </span>
        ) : null}
        <div className="flex w-full gap-2 sm:ml-auto sm:w-auto">
          <Link
            to="/seller/orders/slips"
            className="flex h-9 flex-1 items-center justify-center rounded-lg bg-white px-3 text-sm font-semibold text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50 sm:flex-none"
          >
            Print all confirmed
          </Link>
          {canReport ? (
            <Link
              to={`/seller/reports?date=${today}`}
              className="flex h-9 flex-1 items-center justify-center rounded-lg bg-white px-3 text-sm font-semibold text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50 sm:flex-none"
            >
              Daily report
            </Link>
          ) : null}
        </div>
      </div>
      <DeskAlerts />
      {canReport ? (
        <div className="mt-3">
          <DaySummaryPanel summary={day.summary} title="Today" failed={day.failed} />
        </div>
      ) : null}
      <OrdersFinder value={finder} onChange={update} />
      <div
        role="group"
        aria-label="Filter by status"
        className="-mx-4 mt-3 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {STATUS_PILLS.map((pill) => {
          const active = pill.value === filter;
          const n = counts ? countFor(counts, pill.value) : null;
          return (
            <button
              key={pill.value}
              type="button"
              aria-pressed={active}
              onClick={() => update({ status: pill.value })}
              className={`flex shrink-0 items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold ring-1 ${active ? "bg-brand-600 text-white ring-brand-600" : "bg-white text-gray-700 ring-gray-200 hover:bg-gray-50"}`}
            >
              {pill.label}
              {n !== null ? (
                <span
                  aria-hidden="true"
                  data-testid="pill-count"
                  className={`rounded-full px-1.5 text-xs tabular-nums ${active ? "bg-white text-brand-700" : "bg-gray-100 text-gray-600"}`}
                >
                  {n}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div className="mt-3">{body}</div>
    </div>
  );
}
