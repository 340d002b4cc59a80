import { formatPeso } from "@domain/money";
import { formatManilaTime } from "@domain/manila-time";
import { telHref } from "~/lib/phone";
import { directionsUrl } from "../directions";
import type { Delivery } from "../types";

export type TapState = "none" | "waiting" | "sending";

/** The button's words: the cash said out loud, so the rider confirms what they hold. */
export const deliveredLabel = (cash: number) => `Delivered — cash ${formatPeso(cash)} collected`;

function CashBox({ delivery }: { delivery: Delivery }) {
  if (delivery.cashToCollect <= 0)
    return (
      <p className="rounded-xl bg-green-50 px-3 py-2 text-base font-bold text-green-800">
        Already paid — collect nothing
      </p>
    );
  return (
    <div className="rounded-xl bg-amber-50 px-3 py-2 ring-1 ring-amber-200">
      <p className="text-lg font-bold text-gray-900" data-testid="cash-to-collect">
        Cash to collect {formatPeso(delivery.cashToCollect)}
      </p>
      {delivery.changeFor.length > 0 ? (
        <ul className="mt-1 space-y-0.5 text-sm text-gray-800" aria-label="Change to prepare">
          {delivery.changeFor.map((c) => (
            <li key={c.bill}>
              Change for {formatPeso(c.bill)}:{" "}
              <span className="font-semibold">{formatPeso(c.change)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** One order the rider carries: who, where, what, the cash, and the one big button. */
export function DeliveryCard({
  delivery,
  tapState,
  onDelivered,
}: {
  delivery: Delivery;
  tapState: TapState;
  onDelivered: (delivery: Delivery) => void;
}) {
  const { customer, address } = delivery;
  return (
    <article
      aria-label={`Order ${delivery.orderNumber}`}
      data-order-id={delivery.orderId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words text-lg font-bold text-gray-900">{customer.name}</h3>
          <p className="text-xs text-gray-500">Order #{delivery.orderNumber}</p>
        </div>
        <a
          href={telHref(customer.phone)}
          className="flex h-11 shrink-0 items-center rounded-xl bg-brand-50 px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-200"
        >
          Call {customer.phone}
        </a>
      </header>

      <address className="mt-3 text-sm not-italic leading-relaxed text-gray-800">
        <p>{address.street}</p>
        <p>
          Barangay <span className="font-semibold">{address.barangay}</span>, {address.city}
        </p>
        {address.landmark ? (
          <p>
            <span className="font-semibold">Landmark:</span> {address.landmark}
          </p>
        ) : null}
        {delivery.riderNote ? (
          <p className="mt-1 break-words rounded-lg bg-amber-50 px-2 py-1">
            <span className="font-semibold">Note:</span> {delivery.riderNote}
          </p>
        ) : null}
        <a
          href={directionsUrl(address)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex h-10 items-center font-semibold text-brand-700 underline"
        >
          Directions (OpenStreetMap)
        </a>
      </address>

      <ul className="mt-2 border-t border-gray-100 pt-2 text-sm text-gray-800" aria-label="Items">
        {delivery.items.map((item, i) => (
          <li key={`${item.name}-${i}`}>
            <span className="font-semibold">{item.quantity} ×</span> {item.name}
          </li>
        ))}
      </ul>

      <div className="mt-3">
        <CashBox delivery={delivery} />
      </div>

      <div className="mt-4">
        {tapState === "none" ? (
          <button
            type="button"
            onClick={() => onDelivered(delivery)}
            className="h-14 w-full rounded-xl bg-brand-700 px-3 text-base font-bold text-white shadow-sm active:bg-brand-800"
          >
            {deliveredLabel(delivery.cashToCollect)}
          </button>
        ) : (
          <p
            role="status"
            className="rounded-xl bg-amber-100 px-3 py-3 text-center text-sm font-semibold text-amber-900"
          >
            {tapState === "waiting"
              ? "Delivered — will be sent when online"
              : "Delivered — sending..."}
          </p>
        )}
      </div>
    </article>
  );
}

/** An order delivered today: the time and the cash, small. */
export function DeliveredRow({ delivery }: { delivery: Delivery }) {
  return (
    <li
      data-order-id={delivery.orderId}
      className="flex items-center justify-between gap-2 rounded-xl bg-white px-3 py-2 text-sm ring-1 ring-gray-100"
    >
      <span className="min-w-0">
        <span className="block truncate font-semibold text-gray-900">{delivery.customer.name}</span>
        <span className="text-xs text-gray-500">
          #{delivery.orderNumber}
          {delivery.deliveredAt ? ` · ${formatManilaTime(delivery.deliveredAt)}` : ""}
        </span>
      </span>
      <span className="shrink-0 font-semibold text-green-800">
        {formatPeso(delivery.cashCollected ?? delivery.cashToCollect)}
      </span>
    </li>
  );
}
