import { and, eq } from "drizzle-orm";
import { canSelfCancel, selfCancelNotes, selfCancelRefusedMessage } from "@domain/order-cancel";
import type { Database } from "../../db/client";
import { orders, type OrderRow } from "../../db/schema";
import { HttpError, notFound } from "../../http/errors";
import { isUuid } from "../../lib/ids";
import { toApiOrder, type ApiOrder } from "./orders.mapper";
import type { CancelOrderInput } from "./order-habits.schemas";
import { writeStatusChange } from "./order-status-change";
import { ORDER_MESSAGES } from "./orders.service";

/** One of the shopper's own orders; someone else's is not found, exactly like a missing one. */
async function findOwnOrder(db: Database, userId: string, orderId: string) {
  if (!isUuid(orderId)) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** 409 with the order's status now: the store moved it on (confirmed it, say) first. */
function refused(status: string): HttpError {
  return new HttpError(409, selfCancelRefusedMessage(status), {
    reason: "not-cancellable",
    status,
  });
}

/**
 * POST /api/order/cancel: the shopper cancels their own order while it is "Order Placed".
 * The change goes through writeStatusChange, the seller's own path: one transaction moves the
 * status (optimistically, on the version read here), puts the units back and writes the
 * event the desk and the shopper's streams show. When the seller confirms at the same moment
 * exactly one of the two lands; the shopper's loses with 409 naming the new status.
 */
export async function cancelOwnOrder(
  db: Database,
  userId: string,
  input: CancelOrderInput,
): Promise<ApiOrder> {
  const current: OrderRow | null = await findOwnOrder(db, userId, input.orderId);
  if (!current) throw notFound(ORDER_MESSAGES.NOT_FOUND);
  if (!canSelfCancel(current.status)) throw refused(current.status);
  const updated = await writeStatusChange(db, current, {
    status: "Cancelled",
    notes: selfCancelNotes(input.reason, input.details),
    actorType: "customer",
    actorId: userId,
  });
  if (!updated) {
    const now = await findOwnOrder(db, userId, input.orderId);
    throw refused(now?.status ?? current.status);
  }
  return toApiOrder(updated);
}
