import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  FINAL_STATUS_LABEL,
  isFinalStatus,
  sellerActionsFor,
  showsEstimatedDelivery,
  type OrderStatus,
} from "@domain/order-status";
import { MESSAGES } from "@domain/messages";
import { SUBSTITUTION_QUESTION, substitutionLabel } from "@domain/delivery-notes";
import { formatPeso } from "@domain/money";
import { statusStyle } from "~/lib/order-status-style";
import { ProductImage } from "~/components/ui/product-image";
import { telHref } from "~/lib/phone";
import { URGENCY_CLASSES, urgencyMarks } from "../order-urgency";
import { cancelledByLabel } from "../order-cancellation";
import {
  addressLines,
  formatOrderTime,
  paymentMethodLabel,
  paymentStatusLabel,
} from "../order-format";
import type { RiderRef, SellerOrder } from "../types";
import { ChangeRider, SendOutWithRider } from "./rider-picker";

const ACTION_STYLES: Record<string, string> = {
  Cancelled: "border border-red-300 bg-white text-red-700 hover:bg-red-50",
};
const PRIMARY_ACTION = "bg-brand-600 text-white hover:bg-brand-700";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 sm:block">
      <dt className="text-xs font-semibold uppercase tracking-wide text-gray-500">{label}</dt>
      <dd className="text-right text-sm text-gray-900 sm:mt-0.5 sm:text-left">{children}</dd>
    </div>
  );
}

/** Who cancelled the order and why (the shopper's reason and their words), under its header. */
function CancellationNote({
  cancellation,
}: {
  cancellation: NonNullable<SellerOrder["cancellation"]>;
}) {
  const { by, reason, details } = cancellation;
  return (
    <div
      data-testid="desk-cancellation"
      className="mt-3 break-words rounded-lg bg-red-50 px-3 py-2 text-sm text-gray-900 ring-1 ring-red-100"
    >
      <p className="font-bold text-red-800">{cancelledByLabel(by)}</p>
      {reason ? (
        <p>
          <span className="font-semibold">{by === "customer" ? "Reason:" : "Notes:"}</span> {reason}
        </p>
      ) : null}
      {details ? <p>“{details}”</p> : null}
    </div>
  );
}

/** One order (SPEC §2.15): items, address, amounts, dates, statuses and the allowed moves. */
export function OrderCard({
  order,
  updating,
  onMove,
  now,
  onAcknowledge,
  acknowledging = false,
  riders = [],
  onReassign,
  reassigning = false,
}: {
  order: SellerOrder;
  /** This order's update is running: its buttons are disabled and read "Updating...". */
  updating: boolean;
  /** riderId: who takes the order, when it goes Out for Delivery. */
  onMove: (order: SellerOrder, to: OrderStatus, riderId?: string) => void;
  /** The time the waiting/due/late marks are read at (ms). */
  now?: number;
  /** Stops the new-order alert for this order (issue 9 §3). */
  onAcknowledge?: (order: SellerOrder) => void;
  acknowledging?: boolean;
  /** The store's active riders (null while loading): the picker of Out for Delivery. */
  riders?: RiderRef[] | null;
  onReassign?: (order: SellerOrder, riderId: string) => void;
  reassigning?: boolean;
}) {
  const address = addressLines(order.address);
  const actions = sellerActionsFor(order.status);
  const shortId = order._id.slice(-8).toUpperCase();
  const marks = now === undefined ? [] : urgencyMarks(order, now);
  // As the server counts it (waitingForAcknowledgement): only an order still "Order Placed"
  // waits, so one the shopper cancelled before anyone acknowledged it stops asking.
  const isNew = order.acknowledgedAt === null && order.status === "Order Placed";
  const ring = isNew
    ? "ring-2 ring-red-500"
    : marks[0]
      ? URGENCY_CLASSES[marks[0].tone].ring
      : "ring-1 ring-gray-100";

  return (
    <article
      aria-label={`Order ${shortId}`}
      data-order-id={order._id}
      className={`rounded-2xl bg-white p-4 shadow-sm ${ring}`}
    >
      {isNew && onAcknowledge ? (
        <div className="-mx-4 -mt-4 mb-3 flex flex-wrap items-center justify-between gap-2 rounded-t-2xl bg-red-50 px-4 py-2">
          <p className="text-sm font-bold text-red-700">New order — not yet acknowledged</p>
          <button
            type="button"
            disabled={acknowledging}
            onClick={() => onAcknowledge(order)}
            className="h-9 rounded-lg bg-red-600 px-4 text-sm font-semibold text-white hover:bg-red-700 disabled:cursor-wait disabled:opacity-60"
          >
            {acknowledging ? "Acknowledging..." : "Acknowledge"}
          </button>
        </div>
      ) : null}
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-100 pb-3">
        <div>
          <p className="text-sm font-bold text-gray-900">Order #{shortId}</p>
          <p className="text-xs text-gray-500">Placed {formatOrderTime(order.createdAt)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          {marks.map((mark) => (
            <span
              key={mark.kind}
              data-urgency={mark.kind}
              className={`rounded-full px-2.5 py-1 text-xs font-bold ring-1 ${URGENCY_CLASSES[mark.tone].chip}`}
            >
              {mark.text}
            </span>
          ))}
          <span
            className={`rounded-full px-3 py-1 text-xs font-semibold ${statusStyle(order.status).badgeClass}`}
          >
            {order.status}
          </span>
        </div>
      </header>
      {order.status === "Cancelled" && order.cancellation ? (
        <CancellationNote cancellation={order.cancellation} />
      ) : null}

      <div className="grid gap-4 py-3 md:grid-cols-[1.3fr_1fr_1fr]">
        <ul className="space-y-2" aria-label="Items">
          {order.items.map((item, i) => (
            <li key={`${item.productId ?? i}-${i}`} className="flex items-center gap-3">
              <div className="h-11 w-11 shrink-0 overflow-hidden rounded-lg bg-gray-50 ring-1 ring-gray-100">
                <ProductImage
                  src={item.product.image[0]}
                  alt=""
                  sizes="44px"
                  className="h-11 w-11"
                />
              </div>
              <div className="min-w-0 flex-1 text-sm text-gray-900">
                <p className="line-clamp-2">{item.product.name}</p>
                {substitutionLabel(item.substitution) ? (
                  <p className="text-xs text-gray-600" data-testid="line-substitution">
                    {SUBSTITUTION_QUESTION}:{" "}
                    <span className="font-semibold text-gray-900">
                      {substitutionLabel(item.substitution)}
                    </span>
                  </p>
                ) : null}
              </div>
              <span className="shrink-0 text-sm font-semibold text-gray-700">
                × {item.quantity}
              </span>
            </li>
          ))}
        </ul>

        <address className="text-sm not-italic leading-relaxed text-gray-700">
          <p className="text-xs font-semibold uppercase tracking-wide text-gray-500">
            Delivery address
          </p>
          <p className="font-semibold text-gray-900">{address.name}</p>
          <p>{address.street}</p>
          <p>Barangay: {address.barangay}</p>
          <p>{address.place}</p>
          {order.address.landmark ? (
            <p data-testid="desk-landmark">
              <span className="font-semibold text-gray-900">Landmark:</span>{" "}
              {order.address.landmark}
            </p>
          ) : null}
          <p>
            <a href={telHref(address.phone)} className="font-medium text-brand-700 hover:underline">
              {address.phone}
            </a>
          </p>
          {order.riderNote ? (
            <p
              data-testid="desk-rider-note"
              className="mt-2 break-words rounded-lg bg-amber-50 px-2.5 py-1.5 text-gray-900"
            >
              <span className="font-semibold">Note to the rider:</span> {order.riderNote}
            </p>
          ) : null}
        </address>

        <dl className="space-y-2">
          <Detail label="Total amount">
            <span className="font-bold">{formatPeso(order.amount)}</span>
          </Detail>
          <Detail label="Payment method">{paymentMethodLabel(order.paymentType)}</Detail>
          <Detail label="Payment status">
            <span
              className={
                order.isPaid ? "font-semibold text-green-700" : "font-semibold text-amber-700"
              }
            >
              {paymentStatusLabel(order.isPaid)}
            </span>
          </Detail>
          {showsEstimatedDelivery(order.status) && order.estimatedDeliveryTime ? (
            <Detail label="Estimated delivery">
              {formatOrderTime(order.estimatedDeliveryTime)}
            </Detail>
          ) : null}
          {order.actualDeliveryTime ? (
            <Detail label="Delivered at">{formatOrderTime(order.actualDeliveryTime)}</Detail>
          ) : null}
          {order.rider ? (
            <Detail label="Rider">
              <span className="font-semibold" data-testid="desk-rider">
                {order.rider.name}
              </span>
            </Detail>
          ) : null}
        </dl>
      </div>

      <footer className="flex flex-wrap items-center gap-2 border-t border-gray-100 pt-3">
        {actions.length > 0 ? (
          actions.map((action) =>
            action.to === "Out for Delivery" ? (
              <SendOutWithRider
                key={action.to}
                order={order}
                riders={riders}
                label={action.label}
                busyLabel={MESSAGES.UPDATING}
                updating={updating}
                onSend={(riderId) => onMove(order, action.to, riderId)}
                className={`h-10 flex-1 rounded-lg px-4 text-sm font-semibold disabled:opacity-60 sm:flex-none ${PRIMARY_ACTION}`}
              />
            ) : (
              <button
                key={action.to}
                type="button"
                disabled={updating}
                onClick={() => onMove(order, action.to)}
                className={`h-10 flex-1 rounded-lg px-4 text-sm font-semibold disabled:cursor-wait disabled:opacity-60 sm:flex-none ${ACTION_STYLES[action.to] ?? PRIMARY_ACTION}`}
              >
                {updating ? MESSAGES.UPDATING : action.label}
              </button>
            ),
          )
        ) : isFinalStatus(order.status) ? (
          <p className="text-sm font-medium text-gray-500">{FINAL_STATUS_LABEL}</p>
        ) : null}
        {order.status === "Out for Delivery" && onReassign && riders && riders.length > 0 ? (
          <ChangeRider
            key={order.rider?.id ?? ""}
            order={order}
            riders={riders}
            busy={reassigning}
            onChange={(riderId) => onReassign(order, riderId)}
          />
        ) : null}
        <Link
          to={`/seller/orders/${encodeURIComponent(order._id)}/slip`}
          className="flex h-10 items-center justify-center rounded-lg px-4 text-sm font-semibold text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50 sm:ml-auto"
        >
          Print slip
        </Link>
      </footer>
    </article>
  );
}
