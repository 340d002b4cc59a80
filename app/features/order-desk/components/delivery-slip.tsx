import { formatPeso } from "@domain/money";
import { formatManilaDateTime } from "@domain/manila-time";
import { SUBSTITUTION_QUESTION } from "@domain/delivery-notes";
import type { SlipView } from "../slip-view";
import { cancelledByLabel } from "../order-cancellation";
import { QrCode } from "./qr-code";

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-2 ${strong ? "font-bold" : ""}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** The rider's slip for one order (issue 9 §5). Sized by its sheet: 80 mm roll or A4. */
export function DeliverySlip({ slip }: { slip: SlipView }) {
  return (
    <article
      aria-label={`Delivery slip ${slip.orderNumber}`}
      className="slip break-inside-avoid bg-white text-black"
    >
      <header className="border-b border-dashed border-black pb-2 text-center">
        <p className="slip-store font-bold">{slip.storeName}</p>
        <p>{slip.storePhone}</p>
      </header>

      <section className="flex items-start justify-between gap-2 border-b border-dashed border-black py-2">
        <div>
          <p className="slip-number font-bold">Order #{slip.orderNumber}</p>
          <p>{formatManilaDateTime(slip.createdAt)}</p>
          {slip.status ? <p>Status: {slip.status}</p> : null}
          {slip.riderName ? <p data-testid="slip-rider">Rider: {slip.riderName}</p> : null}
        </div>
        <QrCode
          text={slip.orderNumber}
          label={`QR code of order ${slip.orderNumber}`}
          className="slip-qr shrink-0"
        />
      </section>

      {slip.cancellation ? (
        <section
          aria-label="Cancellation"
          data-testid="slip-cancellation"
          className="border-b border-dashed border-black py-2"
        >
          <p className="font-bold">{cancelledByLabel(slip.cancellation.by)}</p>
          {slip.cancellation.reason ? (
            <p className="break-words">
              {slip.cancellation.by === "customer" ? "Reason" : "Notes"}: {slip.cancellation.reason}
            </p>
          ) : null}
          {slip.cancellation.details ? (
            <p className="break-words">“{slip.cancellation.details}”</p>
          ) : null}
        </section>
      ) : null}

      <section className="border-b border-dashed border-black py-2">
        <p className="font-bold">{slip.customerName}</p>
        <p>{slip.customerPhone}</p>
        <p>{slip.street}</p>
        <p>
          Barangay {slip.barangay} · Zone {slip.zone}
        </p>
        <p>{slip.place}</p>
        {slip.landmark ? (
          <p>
            <span className="font-bold">Landmark:</span> {slip.landmark}
          </p>
        ) : null}
      </section>

      {slip.riderNote ? (
        <section
          aria-label="Note to the rider"
          className="border-b border-dashed border-black py-2"
        >
          <p className="font-bold">Note to the rider:</p>
          <p className="break-words">{slip.riderNote}</p>
        </section>
      ) : null}

      <ul aria-label="Items" className="space-y-1 border-b border-dashed border-black py-2">
        {slip.items.map((item, i) => (
          <li key={`${item.name}-${i}`}>
            <p>{item.name}</p>
            <p className="flex justify-between gap-2 tabular-nums">
              <span>
                {item.quantity} x {formatPeso(item.unitPrice)}
              </span>
              <span>= {formatPeso(item.lineTotal)}</span>
            </p>
            {item.substitution ? (
              <p>
                {SUBSTITUTION_QUESTION}: {item.substitution}
              </p>
            ) : null}
          </li>
        ))}
      </ul>

      <dl className="space-y-0.5 border-b border-dashed border-black py-2">
        <Row label="Subtotal" value={formatPeso(slip.subtotal)} />
        <Row
          label="Delivery fee"
          value={slip.deliveryCharge === 0 ? "FREE" : formatPeso(slip.deliveryCharge)}
        />
        <Row label="Tax (2%)" value={formatPeso(slip.taxAmount)} />
        <Row label="Total" value={formatPeso(slip.total)} strong />
      </dl>

      <section className="py-2">
        <p className="slip-cash border-2 border-black px-2 py-1 text-center font-bold">
          Cash to collect {formatPeso(slip.cashToCollect)}
        </p>
        <dl className="mt-1.5 space-y-0.5">
          {slip.change.map(({ bill, change }) => (
            <Row
              key={bill}
              label={`Change for ${formatPeso(bill).replace(".00", "")}`}
              value={formatPeso(change)}
            />
          ))}
        </dl>
      </section>
      <p className="border-t border-dashed border-black pt-2 text-center">
        Thank you for shopping with us!
      </p>
    </article>
  );
}
