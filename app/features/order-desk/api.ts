// Calls of the seller's orders: the list and its status changes, and the order desk's counts,
// day summary, report and slips (issue 9). Replies are read tolerantly: a field the server
// does not send reads as empty, never as a crash of the seller's screen.
import type { OrderStatus } from "@domain/order-status";
import { http } from "~/lib/http";
import { ordersPath, type StatusFilter } from "./order-format";
import type {
  DaySummary,
  DeliverySlip,
  OrderCounts,
  ReportLine,
  RiderRef,
  SellerOrder,
} from "./types";

type Reply = Record<string, unknown> & { success?: boolean; message?: string };

const num = (x: unknown) => (typeof x === "number" && Number.isFinite(x) ? x : 0);
const record = (x: unknown): Record<string, unknown> =>
  x && typeof x === "object" && !Array.isArray(x) ? (x as Record<string, unknown>) : {};

export interface ListQuery {
  q?: string;
  from?: string;
  to?: string;
}

export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null && v !== "") search.set(k, String(v));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** GET /api/order/seller/counts (with the list's search and dates). */
export async function fetchOrderCounts(
  query: ListQuery,
  signal?: AbortSignal,
): Promise<OrderCounts> {
  const reply = await http.get<Reply>(`/api/order/seller/counts${queryString({ ...query })}`, {
    signal,
    quiet: true,
  });
  const body = record(reply.counts ?? reply);
  const byStatus: Record<string, number> = {};
  const statuses = record(body.byStatus ?? body.statuses ?? body);
  for (const [k, v] of Object.entries(statuses)) if (typeof v === "number") byStatus[k] = v;
  delete byStatus.all;
  delete byStatus.total;
  delete byStatus.unacknowledged;
  const all =
    typeof body.all === "number"
      ? body.all
      : typeof body.total === "number"
        ? body.total
        : Object.values(byStatus).reduce((a, b) => a + b, 0);
  return { all, unacknowledged: num(body.unacknowledged ?? reply.unacknowledged), byStatus };
}

/** POST /api/order/acknowledge: a staff member has seen the new order. */
export const acknowledgeOrder = (orderId: string) =>
  http.post<Reply>("/api/order/acknowledge", { orderId });

/** GET /api/order/summary?date=YYYY-MM-DD (Manila day). */
export async function fetchDaySummary(date: string, signal?: AbortSignal): Promise<DaySummary> {
  const reply = await http.get<Reply>(`/api/order/summary${queryString({ date })}`, {
    signal,
    quiet: true,
  });
  return readSummary(reply.summary ?? reply, date);
}

/** GET /api/order/report?date= (JSON): the day's figures and every order placed that day. */
export async function fetchDayReport(
  date: string,
  signal?: AbortSignal,
): Promise<{ summary: DaySummary; orders: ReportLine[] }> {
  const reply = await http.get<Reply>(`/api/order/report${queryString({ date })}`, { signal });
  const report = record(reply.report ?? reply);
  const lines = Array.isArray(report.orders) ? report.orders : [];
  return {
    summary: readSummary(report.summary, date),
    orders: lines.map((entry) => {
      const l = record(entry);
      const text = (x: unknown) => (typeof x === "string" ? x : "");
      return {
        orderId: text(l.orderId),
        orderNumber: text(l.orderNumber),
        placedAt: text(l.placedAt ?? l.createdAt),
        status: text(l.status),
        customerName: text(l.customerName),
        phone: text(l.phone),
        barangay: text(l.barangay),
        items: num(l.items),
        total: num(l.total),
      };
    }),
  };
}

function readSummary(input: unknown, date: string): DaySummary {
  const s = record(input);
  const byStatus: Record<string, number> = {};
  for (const [k, v] of Object.entries(record(s.byStatus)))
    if (typeof v === "number") byStatus[k] = v;
  const median = s.medianMinutesToDeliver ?? s.medianDeliveryMinutes;
  return {
    date: typeof s.date === "string" ? s.date : date,
    totalOrders: num(
      s.totalOrders ?? s.orders ?? s.total ?? Object.values(byStatus).reduce((a, b) => a + b, 0),
    ),
    byStatus,
    cashCollected: num(s.cashCollected),
    toDeliver: num(s.toDeliver ?? s.stillToDeliver),
    cashToCollect: num(s.cashToCollect),
    medianMinutesToDeliver: typeof median === "number" ? median : null,
  };
}

/** The CSV of one day's orders, downloaded with the seller's cookie. */
export const reportCsvHref = (date: string) =>
  `/api/order/report${queryString({ date, format: "csv" })}`;

/** GET /api/order/slip/{orderId}. */
export async function fetchSlip(orderId: string, signal?: AbortSignal): Promise<DeliverySlip> {
  const reply = await http.get<Reply>(`/api/order/slip/${encodeURIComponent(orderId)}`, { signal });
  return record(reply.slip ?? reply) as unknown as DeliverySlip;
}

// ---- The seller's order list (SPEC §2.15, §4.3) ----

export interface OrdersReply {
  success: boolean;
  orders?: SellerOrder[];
  /** The next page's cursor (issue 9 §4); absent or null on the last page. */
  nextCursor?: string | null;
  message?: string;
}

/** Search, days (YYYY-MM-DD, Manila) and paging of the seller's list (issue 9 §4); all optional. */
export interface OrdersPage {
  q?: string;
  from?: string;
  to?: string;
  cursor?: string;
  limit?: number;
}

export const ORDERS_PAGE_SIZE = 20;

/** GET /api/order/seller, or /api/order/by-status/{status} for one status. */
export const fetchSellerOrders = (
  filter: StatusFilter,
  signal?: AbortSignal,
  page: OrdersPage = {},
) => http.get<OrdersReply>(`${ordersPath(filter)}${queryString({ ...page })}`, { signal });

/**
 * POST /api/order/update-status. expectedStatus is the status the screen showed: if another
 * staff member moved the order meanwhile, the server answers 409.
 */
export const updateOrderStatus = (input: {
  orderId: string;
  status: OrderStatus;
  expectedStatus: string;
  /** The rider who takes it, when it goes Out for Delivery. */
  riderId?: string;
}) =>
  http.post<{ success: boolean; message?: string }>("/api/order/update-status", {
    ...input,
    notes: "",
  });

/** GET /api/order/riders: the store's active riders, for the rider picker. */
export async function fetchRiders(signal?: AbortSignal): Promise<RiderRef[]> {
  const reply = await http.get<Reply>("/api/order/riders", { signal, quiet: true });
  const list = Array.isArray(reply.riders) ? reply.riders : [];
  return list
    .map(record)
    .filter((r) => typeof r.id === "string" && typeof r.name === "string")
    .map((r) => ({ id: r.id as string, name: r.name as string }));
}

/** POST /api/order/assign-rider: another rider for an order already Out for Delivery. */
export const reassignRider = (orderId: string, riderId: string) =>
  http.post<{ success: boolean; message?: string; order?: SellerOrder }>(
    "/api/order/assign-rider",
    { orderId, riderId },
  );
