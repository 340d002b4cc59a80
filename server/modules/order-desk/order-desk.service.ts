import { desc, eq } from "drizzle-orm";
import { canTransition, transitionRefusedMessage, type OrderStatus } from "@domain/order-status";
import type { Database } from "../../db/client";
import { orders, type OrderRow } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../http/errors";
import { isUuid } from "../../lib/ids";
import { findSellerOrders, toSellerOrders, type SellerOrder } from "./order-desk.queries";
import type { SellerOrderQuery } from "./order-desk.schemas";
import { writeStatusChange } from "../orders/order-status-change";
import { toApiOrder, type ApiOrder } from "../orders/orders.mapper";
import { SELLER_ORDER_MESSAGES, type UpdateStatusInput } from "./order-desk.schemas";
import { riderForMove, type DeskActor } from "./order-desk.riders";

/** GET /api/order/seller and /api/order/by-status/{status}: newest first, every order. */
export async function listOrdersForSeller(
  db: Database,
  status?: OrderStatus,
): Promise<SellerOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(status ? eq(orders.status, status) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return toSellerOrders(db, rows);
}

/**
 * The same lists with any of q, from, to, cursor, limit (issue #9): one page, keyset on
 * (createdAt, id), and the cursor of the next page.
 */
export function findOrdersForSeller(
  db: Database,
  query: SellerOrderQuery,
  status?: OrderStatus,
): ReturnType<typeof findSellerOrders> {
  return findSellerOrders(db, { ...query, status });
}

async function findOrder(db: Database, orderId: string): Promise<OrderRow | null> {
  if (!isUuid(orderId)) return null;
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ?? null;
}

export function changedMeanwhileMessage(current: string, wanted: string): string {
  return `This order is now "${current}": someone else changed it, so it cannot be changed to "${wanted}". Please reload the orders.`;
}

export function alreadyInStatusMessage(status: string): string {
  return `${transitionRefusedMessage(status, status)}: the order is already "${status}"`;
}

/**
 * POST /api/order/update-status. Only the moves of SPEC §4.3 pass. The write is optimistic
 * (writeStatusChange, which the shopper's own cancel shares): it applies only if the order
 * still has the version and status that were checked, so of two changing one order at once
 * exactly one succeeds and the other gets 409. Going "Out for Delivery", the order gets its
 * rider in the same transaction (required while the store has riders).
 */
export async function changeOrderStatus(
  db: Database,
  actor: DeskActor,
  input: UpdateStatusInput,
): Promise<ApiOrder> {
  const current = await findOrder(db, input.orderId);
  if (!current) throw notFound(SELLER_ORDER_MESSAGES.ORDER_NOT_FOUND);
  if (input.expectedStatus && input.expectedStatus !== current.status) {
    throw conflict(changedMeanwhileMessage(current.status, input.status));
  }
  // Nobody asks for the status they are looking at: the order moved there meanwhile.
  if (current.status === input.status) throw conflict(alreadyInStatusMessage(current.status));
  if (!canTransition(current.status, input.status)) {
    throw badRequest(transitionRefusedMessage(current.status, input.status));
  }
  const also = await riderForMove(db, current, input.status, input.riderId, actor);

  const updated = await writeStatusChange(db, current, {
    status: input.status,
    notes: input.notes,
    actorType: "seller",
    actorId: actor.id,
    actorName: actor.name,
    also,
  });
  if (!updated) {
    const now = await findOrder(db, input.orderId);
    throw conflict(changedMeanwhileMessage(now?.status ?? current.status, input.status));
  }
  return toApiOrder(updated);
}
