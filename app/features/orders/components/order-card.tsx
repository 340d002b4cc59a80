import type { ReactNode } from "react";
import { showsEstimatedDelivery } from "@domain/order-status";
import { computeSubtotal, formatPeso } from "@domain/pricing";
import { formatManilaDate, formatManilaDateTime, formatManilaTime } from "@domain/manila-time";
import { ClockIcon, TruckIcon } from "~/components/ui/icons";
import { ProductImage } from "~/components/ui/product-image";
import { useT } from "~/lib/i18n/i18n";
import { orderNumber, type OrderView } from "../order-view";
import { OrderDelivery } from "./order-delivery";
import { OrderTimeline } from "./order-timeline";
import { StatusBadge } from "./status-badge";
import { statusAbout } from "../status-words";

function Amount({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? "border-t border-gray-200 pt-2 text-base font-bold text-gray-900" : "text-gray-600"}`}
    >
      <dt>{label}</dt>
      <dd className={`tabular-nums ${strong ? "" : "font-medium text-gray-900"}`}>{value}</dd>
    </div>
  );
}

/** One order of the customer's list (SPEC §2.12). */
export function OrderCard({ order, actions }: { order: OrderView; actions?: ReactNode }) {
  const t = useT();
  const headingId = `order-${order._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-100"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-100 bg-gray-50 px-4 py-3 sm:px-5">
        <div>
          <h2 id={headingId} className="font-bold text-gray-900">
            {t("order.number", { number: orderNumber(order._id) })}
          </h2>
          <p className="text-xs text-gray-500">
            {t("order.placed", { date: formatManilaDateTime(order.createdAt) })}
          </p>
        </div>
        <StatusBadge status={order.status} />
      </header>

      <div className="space-y-4 px-4 py-4 sm:px-5">
        <p className="text-sm text-gray-700" aria-live="polite">
          {statusAbout(t, order.status)}
        </p>
        {showsEstimatedDelivery(order.status) && order.estimatedDeliveryTime ? (
          <p className="flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-700">
            <ClockIcon size={18} className="shrink-0" />
            <span>
              {t("order.estimated")}{" "}
              <strong>{formatManilaTime(order.estimatedDeliveryTime)}</strong>,{" "}
              {formatManilaDate(order.estimatedDeliveryTime)}
            </span>
          </p>
        ) : null}
        {order.actualDeliveryTime ? (
          <p className="flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
            <TruckIcon size={18} className="shrink-0" />
            <span>
              {t("order.delivered")}{" "}
              <strong>{formatManilaDateTime(order.actualDeliveryTime)}</strong>
            </span>
          </p>
        ) : null}

        <div className="grid gap-4 md:grid-cols-[1fr_16rem]">
          <ul className="divide-y divide-gray-100" aria-label={t("order.items")}>
            {order.items.map((item) => (
              <li key={item.productId} className="flex items-center gap-3 py-2">
                <div className="w-14 shrink-0 overflow-hidden rounded-lg border border-gray-200 bg-white">
                  <ProductImage src={item.image ?? undefined} alt="" sizes="56px" />
                </div>
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 text-sm font-medium text-gray-900">{item.name}</p>
                  <p className="text-xs text-gray-600">
                    {t("order.qty", { quantity: item.quantity, price: formatPeso(item.price) })}
                  </p>
                </div>
                <p className="text-sm font-semibold text-gray-900 tabular-nums">
                  {formatPeso(computeSubtotal([item]))}
                </p>
              </li>
            ))}
          </ul>

          <div className="space-y-4">
            <OrderDelivery order={order} />
            <dl className="space-y-1 text-sm">
              <Amount label={t("checkout.subtotal")} value={formatPeso(order.subtotal)} />
              <Amount
                label={t("checkout.deliveryFee")}
                value={
                  order.deliveryCharge === 0 ? t("checkout.free") : formatPeso(order.deliveryCharge)
                }
              />
              <Amount
                label={t("checkout.tax", { percent: 2 })}
                value={formatPeso(order.taxAmount)}
              />
              <Amount label={t("checkout.total")} value={formatPeso(order.amount)} strong />
            </dl>
            <p className="text-xs text-gray-500">
              {order.paymentType === "COD" ? t("checkout.cod") : order.paymentType} ·{" "}
              {order.isPaid
                ? t("order.paid")
                : order.status === "Cancelled"
                  ? t("order.nothingToPay")
                  : t("order.payOnDelivery")}
            </p>
          </div>
        </div>
        <OrderTimeline orderId={order._id} status={order.status} />
        {actions}
      </div>
    </article>
  );
}
