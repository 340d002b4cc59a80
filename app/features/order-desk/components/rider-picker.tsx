import { useState } from "react";
import type { RiderRef, SellerOrder } from "../types";

const SELECT =
  "h-10 min-w-0 flex-1 rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-900 sm:flex-none";

function RiderSelect({
  orderId,
  riders,
  value,
  onChange,
  disabled,
}: {
  orderId: string;
  riders: RiderRef[];
  value: string;
  onChange: (riderId: string) => void;
  disabled: boolean;
}) {
  return (
    <label className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
      <span className="text-sm font-semibold text-gray-700">Rider</span>
      <select
        data-testid={`rider-select-${orderId}`}
        className={SELECT}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      >
        {value === "" ? <option value="">Choose a rider…</option> : null}
        {riders.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * "Send Out for Delivery" with the rider who takes the order: while the store has riders one
 * must be chosen first (the server refuses the move without one); without riders, the plain
 * button as before.
 */
export function SendOutWithRider({
  order,
  riders,
  label,
  busyLabel,
  updating,
  className,
  onSend,
}: {
  order: SellerOrder;
  riders: RiderRef[] | null;
  label: string;
  busyLabel: string;
  updating: boolean;
  className: string;
  onSend: (riderId?: string) => void;
}) {
  const [riderId, setRiderId] = useState(order.rider?.id ?? "");
  const needsRider = riders === null || riders.length > 0;
  return (
    <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
      {riders && riders.length > 0 ? (
        <RiderSelect
          orderId={order._id}
          riders={riders}
          value={riderId}
          onChange={setRiderId}
          disabled={updating}
        />
      ) : null}
      <button
        type="button"
        disabled={updating || (needsRider && riderId === "")}
        onClick={() => onSend(riderId || undefined)}
        className={`${className} disabled:cursor-not-allowed`}
      >
        {updating ? busyLabel : label}
      </button>
    </div>
  );
}

/** Another rider for an order already Out for Delivery. */
export function ChangeRider({
  order,
  riders,
  busy,
  onChange,
}: {
  order: SellerOrder;
  riders: RiderRef[];
  busy: boolean;
  onChange: (riderId: string) => void;
}) {
  const [riderId, setRiderId] = useState(order.rider?.id ?? "");
  return (
    <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
      <RiderSelect
        orderId={order._id}
        riders={riders}
        value={riderId}
        onChange={setRiderId}
        disabled={busy}
      />
      <button
        type="button"
        disabled={busy || riderId === "" || riderId === order.rider?.id}
        onClick={() => onChange(riderId)}
        className="h-10 rounded-lg px-4 text-sm font-semibold text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {busy ? "Changing..." : "Change rider"}
      </button>
    </div>
  );
}
