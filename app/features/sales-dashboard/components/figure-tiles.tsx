import { formatPeso } from "@domain/money";
import type { SalesDashboard } from "../types";

function Tile({
  label,
  value,
  note,
  wide = false,
}: {
  label: string;
  value: string;
  note?: string;
  /** Across both columns on a phone (the fifth tile would sit alone). */
  wide?: boolean;
}) {
  return (
    <div
      className={`rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-100 ${wide ? "col-span-2 lg:col-span-1" : ""}`}
    >
      <dt className="text-xs font-medium text-gray-500">{label}</dt>
      <dd className="mt-0.5 text-xl font-bold tabular-nums text-gray-900 sm:text-2xl">{value}</dd>
      {note && <dd className="text-xs text-gray-500">{note}</dd>}
    </div>
  );
}

/** The range's headline numbers. */
export function FigureTiles({ d }: { d: SalesDashboard }) {
  return (
    <dl aria-label="Figures" className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-5">
      <Tile
        label="Orders placed"
        value={String(d.orders)}
        note={`${d.deliveredOrders} delivered`}
      />
      <Tile label="Delivered revenue" value={formatPeso(d.deliveredRevenue)} />
      <Tile
        label="Average order value"
        value={d.averageOrderValue === null ? "—" : formatPeso(d.averageOrderValue)}
        note="per delivered order"
      />
      <Tile label="Cancellations" value={String(d.cancellations)} />
      <Tile
        wide
        label="Median placed → delivered"
        value={d.medianMinutesToDeliver === null ? "—" : `${d.medianMinutesToDeliver} min`}
      />
    </dl>
  );
}
