import { and, eq } from "drizzle-orm";
import { MESSAGES, minimumOrderMessage } from "@domain/messages";
import { ESTIMATED_DELIVERY_MINUTES, INITIAL_ORDER_STATUS } from "@domain/order-status";
import { toCentavos } from "@domain/pricing";
import type { Database, Tx } from "../../db/client";
import { orders, users, type OrderRow } from "../../db/schema";
import { badRequest, HttpError } from "../../http/errors";
import { getOwnedAddress, toAddressSnapshot } from "../addresses/addresses.service";
import { outOfStockMessage } from "../cart/cart.limits";
import { recordOrderEvent } from "./order-events";
import { toApiOrder, type ApiOrder } from "./orders.mapper";
import { priceItems, summarize, toCalculation } from "./orders.pricing";
import type { OrderRequest } from "./orders.schemas";

export const ORDER_MESSAGES = {
  CALCULATED: "Order summary calculated",
  LISTED: "Orders fetched",
  HISTORY: "Order status history fetched",
  NOT_FOUND: "Order not found",
} as const;

/** POST /api/order/calculate: the Order Summary, priced from the database. */
export async function calculateOrder(db: Database, userId: string, request: OrderRequest) {
  if (request.items.length === 0) throw badRequest(MESSAGES.CART_EMPTY);
  const address = request.address ? await getOwnedAddress(db, userId, request.address) : null;
  const priced = await priceItems(db, request.items);
  return toCalculation(priced, summarize(priced.subtotalCentavos, address));
}

async function findByIdempotencyKey(
  db: Database | Tx,
  userId: string,
  key: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}

export interface PlacedOrder {
  order: ApiOrder;
  /** True when an earlier request with the same Idempotency-Key had already placed it. */
  replayed: boolean;
}

/**
 * POST /api/order/cod. Checks run in SPEC §5's order (address chosen, cart not empty,
 * minimum order, then the COD address check), after the products are looked up. Everything
 * is written in one transaction: the order with its item and address snapshots, its first
 * status-history entry, and the emptied cart.
 *
 * With an Idempotency-Key, a key already used by this user returns the order it placed.
 * Two requests racing with one key meet at the unique index (user_id, idempotency_key):
 * the second INSERT waits for the first to commit, inserts nothing, and returns that order.
 */
export async function placeCodOrder(
  db: Database,
  userId: string,
  request: OrderRequest,
  idempotencyKey?: string,
): Promise<PlacedOrder> {
  if (!request.address) throw badRequest(MESSAGES.PLEASE_SELECT_ADDRESS);
  if (request.items.length === 0) throw badRequest(MESSAGES.CART_EMPTY);
  const addressId = request.address;

  if (idempotencyKey) {
    const earlier = await findByIdempotencyKey(db, userId, idempotencyKey);
    if (earlier) return { order: toApiOrder(earlier), replayed: true };
  }

  return db.transaction(async (tx) => {
    const address = await getOwnedAddress(tx, userId, addressId);
    const priced = await priceItems(tx, request.items, true);
    if (priced.outOfStock.length > 0) {
      throw new HttpError(409, outOfStockMessage(priced.outOfStock.map((p) => p.name)), {
        outOfStock: priced.outOfStock,
      });
    }
    const { totals, cod } = summarize(priced.subtotalCentavos, address);
    if (!totals.minimumMet) {
      throw badRequest(minimumOrderMessage(totals.subtotal), { shortfall: totals.shortfall });
    }
    if (!cod.ok) throw badRequest(cod.message, { reason: cod.reason });

    const now = new Date();
    const [row] = await tx
      .insert(orders)
      .values({
        userId,
        items: priced.lines.map((line) => line.snapshot),
        address: toAddressSnapshot(address),
        paymentType: "COD",
        subtotalCentavos: priced.subtotalCentavos,
        deliveryChargeCentavos: toCentavos(totals.deliveryFee),
        taxAmountCentavos: toCentavos(totals.taxAmount),
        amountCentavos: toCentavos(totals.total),
        deliveryZone: totals.zone,
        isPaid: false,
        status: INITIAL_ORDER_STATUS,
        idempotencyKey: idempotencyKey ?? null,
        createdAt: now,
        updatedAt: now,
        estimatedDeliveryTime: new Date(now.getTime() + ESTIMATED_DELIVERY_MINUTES * 60_000),
      })
      .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
      .returning();

    if (!row) {
      // Only an idempotency key can conflict: a concurrent request placed this order first.
      const earlier = idempotencyKey
        ? await findByIdempotencyKey(tx, userId, idempotencyKey)
        : undefined;
      if (!earlier) throw new Error("order insert conflicted without an earlier order");
      return { order: toApiOrder(earlier), replayed: true };
    }

    await tx.update(users).set({ cartItems: {}, updatedAt: now }).where(eq(users.id, userId));
    await recordOrderEvent(tx, {
      orderId: row.id,
      type: "order.created",
      status: INITIAL_ORDER_STATUS,
      actorType: "customer",
      actorId: userId,
      createdAt: now,
    });
    return { order: toApiOrder(row), replayed: false };
  });
}
