// The delivery slip as the page prints it (issue 9 §5), read from GET /api/order/slip/{id}.
// The reader accepts the slip's names and the order's own (SPEC §3) alike, so a field added
// or renamed on the server degrades to an empty line instead of a broken slip.
import { deliveryZoneFor } from "@domain/delivery";
import { fromCentavos, toCentavos } from "@domain/pricing";
import { STORE } from "@domain/store";
import { substitutionLabel } from "@domain/delivery-notes";
import { changeToPrepare, shortOrderNumber } from "@domain/cash-change";
import { readCancellation } from "./order-cancellation";
import type { OrderCancellation } from "./types";

export interface SlipView {
  orderId: string;
  orderNumber: string;
  createdAt: string;
  storeName: string;
  storePhone: string;
  customerName: string;
  customerPhone: string;
  street: string;
  barangay: string;
  zone: string;
  place: string;
  /** "" when the address has none. */
  landmark: string;
  /** "" when the shopper left none. */
  riderNote: string;
  /** The rider who takes the order; "" when none was given. */
  riderName: string;
  /** `substitution` is the label ("Call me"), or null on lines of older orders. */
  items: {
    name: string;
    quantity: number;
    unitPrice: number;
    lineTotal: number;
    substitution: string | null;
  }[];
  subtotal: number;
  deliveryCharge: number;
  taxAmount: number;
  total: number;
  cashToCollect: number;
  /** Change to prepare for each bill the amount to collect is below. */
  change: { bill: number; change: number }[];
  status: string;
  estimatedDeliveryTime: string | null;
  /** Who cancelled the order and why; null unless it is cancelled. */
  cancellation: OrderCancellation | null;
}

type Raw = Record<string, unknown>;
const rec = (x: unknown): Raw => (x && typeof x === "object" ? (x as Raw) : {});
const str = (...xs: unknown[]) => {
  for (const x of xs) if (typeof x === "string" && x.trim()) return x;
  return "";
};
const num = (...xs: unknown[]) => {
  for (const x of xs) if (typeof x === "number" && Number.isFinite(x)) return x;
  return 0;
};

export { shortOrderNumber };

/** The server's change list (only the bills the total is below), when it sends one. */
function readChange(x: unknown): SlipView["change"] | null {
  if (!Array.isArray(x)) return null;
  return x.map((entry) => {
    const e = rec(entry);
    return { bill: num(e.bill), change: num(e.change) };
  });
}

export function toSlipView(input: unknown): SlipView {
  const raw = rec(input);
  const id = str(raw.orderId, raw._id, raw.id);
  const address = rec(raw.address);
  const customer = rec(raw.customer);
  const store = rec(raw.store);
  const barangay = str(address.barangay, raw.barangay);
  const zoneRaw = address.zone ?? raw.zone ?? deliveryZoneFor(barangay);
  const items = (Array.isArray(raw.items) ? raw.items : []).map((entry) => {
    const item = rec(entry);
    const product = rec(item.product);
    const quantity = num(item.quantity);
    const unitPrice = num(item.unitPrice, item.price, product.price);
    return {
      name: str(item.name, product.name),
      quantity,
      unitPrice,
      lineTotal: num(item.lineTotal, fromCentavos(toCentavos(unitPrice) * quantity)),
      substitution: substitutionLabel(item.substitution),
    };
  });
  const total = num(raw.total, raw.amount);
  const paid = raw.isPaid === true;
  const cashToCollect = num(raw.cashToCollect, paid ? 0 : total);
  const first = str(address.firstName);
  const last = str(address.lastName);
  return {
    orderId: id,
    orderNumber: str(raw.orderNumber, raw.shortId) || shortOrderNumber(id),
    createdAt: str(raw.placedAt, raw.createdAt),
    storeName: str(store.name, raw.storeName) || STORE.name,
    storePhone: str(store.phone, raw.storePhone) || STORE.phone,
    customerName: str(customer.name, raw.customerName, `${first} ${last}`.trim()),
    customerPhone: str(customer.phone, raw.customerPhone, address.phone),
    street: str(address.street),
    barangay: barangay || "N/A",
    zone:
      zoneRaw === null || zoneRaw === undefined || zoneRaw === ""
        ? "—"
        : String(zoneRaw).replace(/^zone\s*/i, ""),
    place: [str(address.city), str(address.state), str(address.country)].filter(Boolean).join(", "),
    landmark: str(address.landmark),
    riderNote: str(raw.riderNote),
    riderName: str(rec(raw.rider).name),
    items,
    subtotal: num(raw.subtotal),
    deliveryCharge: num(raw.deliveryCharge, raw.deliveryFee),
    taxAmount: num(raw.taxAmount, raw.tax),
    total,
    cashToCollect,
    change: readChange(raw.changeFor) ?? (cashToCollect > 0 ? changeToPrepare(cashToCollect) : []),
    status: str(raw.status),
    estimatedDeliveryTime: str(raw.estimatedDeliveryTime) || null,
    cancellation: str(raw.status) === "Cancelled" ? readCancellation(raw.cancellation) : null,
  };
}
