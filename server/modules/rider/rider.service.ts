import { and, asc, desc, eq, gte, or, sql } from "drizzle-orm";
import { manilaDayOf, manilaDayStart } from "@domain/manila-time";
import { fromCentavos, toCentavos } from "@domain/pricing";
import type { Delivery } from "@domain/rider-delivery";
import type { Database } from "../../db/client";
import { orders, type OrderRow } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../http/errors";
import { isUuid } from "../../lib/ids";
import { recordActivity } from "../activity/activity.record";
import { toSlip } from "../order-desk/order-desk.reports";
import { writeStatusChange } from "../orders/order-status-change";
import {
  cashMismatchMessage,
  notOutForDeliveryMessage,
  RIDER_API_MESSAGES,
  type DeliveredInput,
} from "./rider.schemas";
import { orderLabel } from "../activity/order-activity";

export interface Rider {
  id: string;
  name: string;
}

const OUT = "Out for Delivery";
/** Far more than a rider carries at once: a bound on the answer, never reached in a day. */
const MAX_DELIVERIES = 200;

export function toDelivery(row: OrderRow): Delivery {
  const slip = toSlip(row);
  return {
    orderId: slip.orderId,
    orderNumber: slip.orderNumber,
    status: slip.status,
    customer: { name: slip.customer.name, phone: slip.customer.phone },
    address: {
      street: slip.address.street,
      barangay: slip.address.barangay,
      city: slip.address.city,
      ...(slip.address.landmark ? { landmark: slip.address.landmark } : {}),
    },
    ...(slip.riderNote ? { riderNote: slip.riderNote } : {}),
    items: slip.items.map((i) => ({ name: i.name, quantity: i.quantity })),
    total: slip.total,
    cashToCollect: slip.cashToCollect,
    changeFor: slip.changeFor,
    deliveredAt: row.actualDeliveryTime?.toISOString() ?? null,
    cashCollected:
      row.cashCollectedCentavos === null ? null : fromCentavos(row.cashCollectedCentavos),
  };
}

/**
 * GET /api/rider/deliveries: the rider's orders Out for Delivery (oldest first: the first to
 * go), then those they delivered today (Asia/Manila), newest first.
 */
export async function listDeliveries(db: Database, riderId: string): Promise<Delivery[]> {
  const todayStart = manilaDayStart(manilaDayOf(new Date()));
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.riderId, riderId),
        or(
          eq(orders.status, OUT),
          and(eq(orders.status, "Delivered"), gte(orders.actualDeliveryTime, todayStart)),
        ),
      ),
    )
    .orderBy(
      desc(sql`${orders.status} = ${OUT}`),
      asc(sql`CASE WHEN ${orders.status} = ${OUT} THEN ${orders.updatedAt} END`),
      desc(orders.actualDeliveryTime),
      asc(orders.id),
    )
    .limit(MAX_DELIVERIES);
  return rows.map(toDelivery);
}

async function riderOrder(db: Database, riderId: string, orderId: string) {
  if (!isUuid(orderId)) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.riderId, riderId)))
    .limit(1);
  return row ?? null;
}

/** The tap with this key was already applied to this order. */
const sameTap = (row: OrderRow, key: string) =>
  row.status === "Delivered" && row.deliveryKey === key;

/**
 * POST /api/rider/deliveries/{orderId}/delivered: Delivered, the cash and the key, the order
 * event and the activity line in one transaction. The same key again answers the same
 * without writing; another rider's order is 404 (its existence is not told).
 */
export async function markDelivered(
  db: Database,
  rider: Rider,
  orderId: string,
  input: DeliveredInput,
): Promise<Delivery> {
  const current = await riderOrder(db, rider.id, orderId);
  if (!current) throw notFound(RIDER_API_MESSAGES.NOT_FOUND);
  if (sameTap(current, input.key)) return toDelivery(current);
  if (current.status !== OUT) throw conflict(notOutForDeliveryMessage(current.status));
  const due = current.isPaid ? 0 : current.amountCentavos;
  const cash = toCentavos(input.cashCollected);
  if (cash !== due) throw badRequest(cashMismatchMessage(fromCentavos(due)));

  const updated = await writeStatusChange(db, current, {
    status: "Delivered",
    notes: "",
    actorType: "seller",
    actorId: rider.id,
    actorName: rider.name,
    also: {
      set: { cashCollectedCentavos: cash, deliveryKey: input.key },
      write: (tx, row) =>
        recordActivity(tx, {
          actor: { type: "seller", id: rider.id, name: rider.name },
          kind: "order",
          action: "order.delivered",
          subjectId: row.id,
          subjectLabel: orderLabel(row.id),
          changes: { cashCollected: fromCentavos(cash) },
        }),
    },
  });
  if (updated) return toDelivery(updated);
  // Someone changed the order first: the same tap sent twice at once, the desk, a reassignment.
  const now = await riderOrder(db, rider.id, orderId);
  if (!now) throw notFound(RIDER_API_MESSAGES.NOT_FOUND);
  if (sameTap(now, input.key)) return toDelivery(now);
  throw conflict(notOutForDeliveryMessage(now.status));
}
