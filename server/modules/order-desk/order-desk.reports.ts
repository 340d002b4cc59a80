import { and, asc, eq, gte, lt } from "drizzle-orm";
import {
  changeToPrepare,
  shortOrderNumber,
  slipLines,
  type ChangeForBill,
} from "@domain/cash-change";
import { summarizeDay, type DaySummary } from "@domain/day-summary";
import { formulaSafe } from "@domain/formula-safe";
import { zoneLabel, type DeliveryZone } from "@domain/delivery";
import {
  formatManilaDateTime,
  manilaDayEnd,
  manilaDayOf,
  manilaDayStart,
} from "@domain/manila-time";
import { fromCentavos } from "@domain/pricing";
import type { SubstitutionChoice } from "@domain/delivery-notes";
import { STORE } from "@domain/store";
import type { Database } from "../../db/client";
import { orders, type OrderRow } from "../../db/schema";
import { notFound } from "../../http/errors";
import { isUuid } from "../../lib/ids";
import type { Cancellation } from "../orders/order-cancellation";
import { riderNames, type RiderRef } from "../orders/rider-assignment";
import { cancellationsOf } from "./order-desk.queries";
import { SELLER_ORDER_MESSAGES } from "./order-desk.schemas";

/** Everything a delivery slip prints (issue #9 item 5). Money in pesos. */
export interface DeliverySlip {
  store: { name: string; phone: string };
  orderId: string;
  orderNumber: string;
  status: string;
  placedAt: string;
  /** "Nov 24, 2026, 3:05 PM", Asia/Manila. */
  placedAtText: string;
  estimatedDeliveryTime: string | null;
  customer: { name: string; phone: string; email: string };
  address: {
    street: string;
    barangay: string;
    city: string;
    state: string;
    country: string;
    zone: number | null;
    zoneLabel: string;
    /** Only when the address has one. */
    landmark?: string;
  };
  /** Each line's "If out of stock" choice, only on orders that carry one. */
  items: {
    name: string;
    quantity: number;
    price: number;
    lineTotal: number;
    substitution?: SubstitutionChoice;
  }[];
  /** The shopper's note to the rider, only when there is one. */
  riderNote?: string;
  subtotal: number;
  deliveryFee: number;
  tax: number;
  total: number;
  paymentType: string;
  isPaid: boolean;
  /** What the rider collects: the total, or 0 once the order is paid. */
  cashToCollect: number;
  /** Change to prepare for a ₱500 and a ₱1,000 bill, for each bill the total is below. */
  changeFor: ChangeForBill[];
  /** Only on a cancelled order: who cancelled it and why. */
  cancellation?: Cancellation;
  /** The rider the desk gave the order to, when it has one. */
  rider?: RiderRef;
}

export function toSlip(row: OrderRow, cancellation?: Cancellation): DeliverySlip {
  const address = row.address;
  const { lines } = slipLines(
    row.items.map((item) => ({
      name: item.product.name,
      price: item.product.price,
      quantity: item.quantity,
    })),
  );
  const total = fromCentavos(row.amountCentavos);
  const cashToCollect = row.isPaid ? 0 : total;
  return {
    store: { name: STORE.name, phone: STORE.phone },
    orderId: row.id,
    orderNumber: shortOrderNumber(row.id),
    status: row.status,
    placedAt: row.createdAt.toISOString(),
    placedAtText: formatManilaDateTime(row.createdAt),
    estimatedDeliveryTime: row.estimatedDeliveryTime?.toISOString() ?? null,
    customer: {
      name: `${address.firstName} ${address.lastName}`.trim(),
      phone: address.phone,
      email: address.email,
    },
    address: {
      street: address.street,
      barangay: address.barangay,
      city: address.city,
      state: address.state,
      country: address.country,
      zone: row.deliveryZone,
      zoneLabel: zoneLabel((row.deliveryZone ?? null) as DeliveryZone | null),
      ...(address.landmark ? { landmark: address.landmark } : {}),
    },
    items: lines.map((l, i) => {
      const substitution = row.items[i]?.substitution;
      return {
        name: l.name,
        quantity: l.quantity,
        price: l.price,
        lineTotal: l.lineTotal,
        ...(substitution ? { substitution } : {}),
      };
    }),
    ...(row.riderNote ? { riderNote: row.riderNote } : {}),
    subtotal: fromCentavos(row.subtotalCentavos),
    deliveryFee: fromCentavos(row.deliveryChargeCentavos),
    tax: fromCentavos(row.taxAmountCentavos),
    total,
    paymentType: row.paymentType,
    isPaid: row.isPaid,
    cashToCollect,
    changeFor: cashToCollect > 0 ? changeToPrepare(cashToCollect) : [],
    ...(row.status === "Cancelled" && cancellation ? { cancellation } : {}),
  };
}

/** GET /api/order/slip/{orderId} */
export async function getDeliverySlip(db: Database, orderId: string): Promise<DeliverySlip> {
  if (!isUuid(orderId)) throw notFound(SELLER_ORDER_MESSAGES.ORDER_NOT_FOUND);
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!row) throw notFound(SELLER_ORDER_MESSAGES.ORDER_NOT_FOUND);
  const slip = toSlip(row, (await cancellationsOf(db, [row])).get(row.id));
  const riderName = (await riderNames(db, [row.riderId])).get(row.riderId ?? "");
  return row.riderId && riderName !== undefined
    ? { ...slip, rider: { id: row.riderId, name: riderName } }
    : slip;
}

/** One line of the day report (JSON and CSV). */
export interface ReportLine {
  orderNumber: string;
  orderId: string;
  placedAt: string;
  placedAtText: string;
  status: string;
  customerName: string;
  phone: string;
  barangay: string;
  items: number;
  subtotal: number;
  deliveryFee: number;
  tax: number;
  total: number;
  paymentType: string;
  isPaid: boolean;
  deliveredAt: string | null;
  /** As placedAtText, Asia/Manila; "" while not delivered. */
  deliveredAtText: string;
  /** The address's landmark and the note to the rider, each only when given. */
  landmark?: string;
  riderNote?: string;
}

async function ordersOfDay(db: Database, day: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(gte(orders.createdAt, manilaDayStart(day)), lt(orders.createdAt, manilaDayEnd(day))))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

const today = () => manilaDayOf(new Date());

function summaryOf(rows: OrderRow[]): DaySummary {
  return summarizeDay(
    rows.map((r) => ({
      status: r.status,
      total: fromCentavos(r.amountCentavos),
      createdAt: r.createdAt,
      deliveredAt: r.actualDeliveryTime,
    })),
  );
}

/** GET /api/order/summary: the figures of the orders placed on one Manila day. */
export async function getDaySummary(
  db: Database,
  day = today(),
): Promise<{ date: string } & DaySummary> {
  return { date: day, ...summaryOf(await ordersOfDay(db, day)) };
}

/** GET /api/order/report: the day's figures and every order placed that day, oldest first. */
export async function getDayReport(
  db: Database,
  day = today(),
): Promise<{ date: string; summary: DaySummary; orders: ReportLine[] }> {
  const rows = await ordersOfDay(db, day);
  return {
    date: day,
    summary: summaryOf(rows),
    orders: rows.map((r) => ({
      orderNumber: shortOrderNumber(r.id),
      orderId: r.id,
      placedAt: r.createdAt.toISOString(),
      placedAtText: formatManilaDateTime(r.createdAt),
      status: r.status,
      customerName: `${r.address.firstName} ${r.address.lastName}`.trim(),
      phone: r.address.phone,
      barangay: r.address.barangay,
      items: r.items.reduce((n, item) => n + item.quantity, 0),
      subtotal: fromCentavos(r.subtotalCentavos),
      deliveryFee: fromCentavos(r.deliveryChargeCentavos),
      tax: fromCentavos(r.taxAmountCentavos),
      total: fromCentavos(r.amountCentavos),
      paymentType: r.paymentType,
      isPaid: r.isPaid,
      deliveredAt: r.actualDeliveryTime?.toISOString() ?? null,
      deliveredAtText: r.actualDeliveryTime ? formatManilaDateTime(r.actualDeliveryTime) : "",
      ...(r.address.landmark ? { landmark: r.address.landmark } : {}),
      ...(r.riderNote ? { riderNote: r.riderNote } : {}),
    })),
  };
}

const CSV_COLUMNS: [keyof ReportLine, string][] = [
  ["orderNumber", "Order number"],
  ["placedAtText", "Placed (Asia/Manila)"],
  ["status", "Status"],
  ["customerName", "Customer"],
  ["phone", "Phone"],
  ["barangay", "Barangay"],
  ["items", "Items"],
  ["subtotal", "Subtotal"],
  ["deliveryFee", "Delivery fee"],
  ["tax", "Tax"],
  ["total", "Total"],
  ["paymentType", "Payment"],
  ["isPaid", "Paid"],
  // Every time in the CSV is the store's clock, in one format, so a spreadsheet never mixes zones.
  ["deliveredAtText", "Delivered (Asia/Manila)"],
  ["orderId", "Order id"],
  // Added later: at the end, so a sheet reading the columns above by position still works.
  ["landmark", "Landmark"],
  ["riderNote", "Note to rider"],
];

/**
 * One CSV cell: quoted when needed, and a text a spreadsheet would run as a formula
 * (=, +, -, @ first) is prefixed with an apostrophe, since names and phones come from shoppers.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (typeof value === "string") text = formulaSafe(text);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function reportCsv(lines: readonly ReportLine[]): string {
  const rows = [CSV_COLUMNS.map(([, title]) => csvCell(title)).join(",")];
  for (const line of lines) rows.push(CSV_COLUMNS.map(([key]) => csvCell(line[key])).join(","));
  return `${rows.join("\r\n")}\r\n`;
}
