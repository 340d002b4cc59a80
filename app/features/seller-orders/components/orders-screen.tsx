import { useState } from "react";
import toast from "react-hot-toast";
import { useSearchParams } from "react-router";
import { isOrderStatus, type OrderStatus } from "@domain/order-status";
import { MESSAGES, orderCountLabel } from "@domain/messages";
import { ApiError } from "~/lib/http";
import { updateOrderStatus } from "../api";
import { useSellerOrders } from "../hooks/use-seller-orders";
import { ALL_ORDERS, STATUS_PILLS, type StatusFilter } from "../order-format";
import type { SellerOrder } from "../types";
import { OrderCard } from "./order-card";
import { LoadFailed } from "~/components/ui/load-failed";

// ours: cancelling is final, and a stray tap on a phone must not cancel a customer's order.
const CANCEL_CONFIRM = "Cancel this order? This cannot be undone.";

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

/** Orders Management (SPEC §2.15, §4.3). */
export function OrdersScreen() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get("status");
  const filter: StatusFilter = isOrderStatus(wanted) ? wanted : ALL_ORDERS;
  const { orders, failed, reload } = useSellerOrders(filter);
  const [updatingId, setUpdatingId] = useState<string | null>(null);

  async function move(order: SellerOrder, to: OrderStatus) {
    if (updatingId) return;
    if (to === "Cancelled" && !window.confirm(CANCEL_CONFIRM)) return;
    setUpdatingId(order._id);
    try {
      const reply = await updateOrderStatus({
        orderId: order._id,
        status: to,
        expectedStatus: order.status,
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
            updating={updatingId === order._id}
            onMove={(o, to) => void move(o, to)}
          />
        ))}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Orders Management</h1>
        {orders ? (
          <span
            className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800"
            aria-live="polite"
          >
            {orderCountLabel(orders.length)}
          </span>
        ) : null}
      </div>
      <div
        role="group"
        aria-label="Filter by status"
        className="-mx-4 mt-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {STATUS_PILLS.map((pill) => {
          const active = pill.value === filter;
          return (
            <button
              key={pill.value}
              type="button"
              aria-pressed={active}
              onClick={() =>
                setParams(pill.value === ALL_ORDERS ? {} : { status: pill.value }, {
                  replace: true,
                  preventScrollReset: true,
                })
              }
              className={`shrink-0 rounded-full px-4 py-2 text-sm font-semibold ring-1 ${active ? "bg-brand-600 text-white ring-brand-600" : "bg-white text-gray-700 ring-gray-200 hover:bg-gray-50"}`}
            >
              {pill.label}
            </button>
          );
        })}
      </div>
      <div className="mt-3">{body}</div>
    </div>
  );
}
