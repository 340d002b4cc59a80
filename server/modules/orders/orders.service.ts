import { createHash, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { MESSAGES, minimumOrderMessage } from "@domain/messages";
import { ESTIMATED_DELIVERY_MINUTES, INITIAL_ORDER_STATUS } from "@domain/order-status";
import { formatPeso, toCentavos } from "@domain/pricing";
import { DEFAULT_SUBSTITUTION } from "@domain/delivery-notes";
import type { Database, Tx } from "../../db/client";
import { orders, users, type OrderRow } from "../../db/schema";
import { badRequest, HttpError } from "../../http/errors";
import { getOwnedAddress, toAddressSnapshot } from "../addresses/addresses.service";
import { findProducts, outOfStockMessage } from "../cart/cart.limits";
import { recordOrderEvent } from "../order-events/order-events.record";
import { toApiOrder, type ApiOrder } from "./orders.mapper";
import { DEFAULT_ORDER_LIMITS, enforceOrderLimits, type OrderLimits } from "./order-limits";
import { insufficientStockError, takeStock } from "./order-stock";
import { mergeItems, priceFound, priceItems, summarize, toCalculation } from "./orders.pricing";
import type { CodOrderRequest, OrderRequest } from "./orders.schemas";

export const ORDER_MESSAGES = {
  CALCULATED: "Order summary calculated",
  LISTED: "Orders fetched",
  HISTORY: "Order status history fetched",
  NOT_FOUND: "Order not found",
} as const;

export const ORDER_SAFETY_MESSAGES = {
  KEY_REUSED:
    "This Idempotency-Key was already used for a different order. Send a new key for a new order, or the same request to retry the first one.",
} as const;

/** The 409 of a changed total: both amounts, and what to do. */
export function totalChangedMessage(expected: number, total: number): string {
  return `The total changed: it is now ${formatPeso(total)}, not ${formatPeso(expected)}. Please check your order and confirm the new total to place it.`;
}

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
 * The fingerprint of what an order request asks for: its lines merged and sorted by product,
 * and the address. `expectedTotal` is a precondition, not part of the order, and is left out.
 */
export function orderRequestHash(request: OrderRequest & { riderNote?: string | null }): string {
  const lines = mergeItems(request.items)
    .map((item) =>
      // A line's choice joins it only when stated, so requests without one hash as before.
      item.substitution
        ? [item.product, item.quantity, item.substitution]
        : [item.product, item.quantity],
    )
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0));
  const canonical = JSON.stringify({
    v: 1,
    items: lines,
    address: request.address,
    ...(request.riderNote ? { riderNote: request.riderNote } : {}),
  });
  return createHash("sha256").update(canonical).digest("hex");
}

function replay(earlier: OrderRow, hash: string): PlacedOrder {
  // Orders stored before the hash existed carry none: they are replayed as before.
  if (earlier.idempotencyHash && earlier.idempotencyHash !== hash) {
    throw new HttpError(422, ORDER_SAFETY_MESSAGES.KEY_REUSED, {
      reason: "idempotency-key-reused",
    });
  }
  return { order: toApiOrder(earlier), replayed: true };
}

/** Thrown inside the transaction when a concurrent request placed this key's order first. */
class KeyTakenMeanwhile extends Error {}

/** The value of a settled read, or its error thrown: reads run together, refusals keep their order. */
function take<T>(result: PromiseSettledResult<T>): T {
  if (result.status === "rejected") throw result.reason;
  return result.value;
}

/**
 * POST /api/order/cod. Checks run in SPEC §5's order (address chosen, cart not empty,
 * minimum order, then the COD address check), after the products are looked up. Everything
 * is written in one transaction: the order with its item and address snapshots, the stock
 * it takes, the emptied cart, and last its first event.
 *
 * The transaction starts by locking the customer's row FOR UPDATE: one customer's orders are
 * placed one at a time, so the limits (checked after SPEC §5's checks) and the
 * Idempotency-Key check see every earlier order. With an Idempotency-Key, a key already used by
 * this user returns the order it placed, or 422 when the request differs. The products are
 * locked FOR UPDATE in id order, so concurrent orders take stock one after another.
 * With `expectedTotal`, a different server total refuses the order (409) with the new totals.
 *
 * Round trips are what an order waits on while it holds its locks (the products'; the
 * dashboard's rollup rows of the hour are taken only at COMMIT, by a deferred trigger), so
 * statements that do not depend on each other go to the database together: the reads after
 * the customer's lock (their snapshots are taken after it), then the order, its stock and the
 * emptied cart; the event (its own lock, insert and bus message in one statement) comes after
 * the order's insert, as in every change to an order, so the locks are always taken in one
 * order: the event's, then at COMMIT the rollups'.
 */
export async function placeCodOrder(
  db: Database,
  userId: string,
  request: CodOrderRequest,
  idempotencyKey?: string,
  limits: OrderLimits = DEFAULT_ORDER_LIMITS,
): Promise<PlacedOrder> {
  if (!request.address) throw badRequest(MESSAGES.PLEASE_SELECT_ADDRESS);
  if (request.items.length === 0) throw badRequest(MESSAGES.CART_EMPTY);
  const addressId = request.address;
  const hash = orderRequestHash(request);
  const merged = mergeItems(request.items);

  try {
    return await db.transaction(async (tx) => {
      const [customer] = await tx
        .select({ substitutionDefault: users.substitutionDefault })
        .from(users)
        .where(eq(users.id, userId))
        .for("update");
      const now = new Date();
      const reads = await Promise.allSettled([
        idempotencyKey ? findByIdempotencyKey(tx, userId, idempotencyKey) : undefined,
        getOwnedAddress(tx, userId, addressId),
        findProducts(
          tx,
          merged.map((item) => item.product),
          true,
        ),
        enforceOrderLimits(tx, userId, limits, now),
      ]);
      const earlier = take(reads[0]);
      if (earlier) return replay(earlier, hash);
      const address = take(reads[1]);
      const priced = priceFound(
        merged,
        take(reads[2]),
        customer?.substitutionDefault ?? DEFAULT_SUBSTITUTION,
      );
      if (priced.outOfStock.length > 0) {
        throw new HttpError(409, outOfStockMessage(priced.outOfStock.map((p) => p.name)), {
          outOfStock: priced.outOfStock,
        });
      }
      if (priced.shortages.length > 0) throw insufficientStockError(priced.shortages);
      const summary = summarize(priced.subtotalCentavos, address);
      const { totals, cod } = summary;
      if (!totals.minimumMet) {
        throw badRequest(minimumOrderMessage(totals.subtotal), { shortfall: totals.shortfall });
      }
      if (!cod.ok) throw badRequest(cod.message, { reason: cod.reason });
      // The store's own limits come after SPEC §5's checks, which keep their words first.
      take(reads[3]);
      if (
        request.expectedTotal !== null &&
        toCentavos(request.expectedTotal) !== toCentavos(totals.total)
      ) {
        throw new HttpError(409, totalChangedMessage(request.expectedTotal, totals.total), {
          reason: "total-changed",
          expectedTotal: request.expectedTotal,
          ...toCalculation(priced, summary),
        });
      }

      const items = priced.lines.map((line) => line.snapshot);
      const writes = await Promise.allSettled([
        tx
          .insert(orders)
          .values({
            id: randomUUID(),
            userId,
            items,
            address: toAddressSnapshot(address),
            paymentType: "COD",
            subtotalCentavos: priced.subtotalCentavos,
            deliveryChargeCentavos: toCentavos(totals.deliveryFee),
            taxAmountCentavos: toCentavos(totals.taxAmount),
            amountCentavos: toCentavos(totals.total),
            deliveryZone: totals.zone,
            riderNote: request.riderNote,
            isPaid: false,
            status: INITIAL_ORDER_STATUS,
            idempotencyKey: idempotencyKey ?? null,
            idempotencyHash: idempotencyKey ? hash : null,
            createdAt: now,
            updatedAt: now,
            estimatedDeliveryTime: new Date(now.getTime() + ESTIMATED_DELIVERY_MINUTES * 60_000),
          })
          .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
          .returning(),
        takeStock(tx, items),
        tx.update(users).set({ cartItems: {}, updatedAt: now }).where(eq(users.id, userId)),
      ]);
      const [row] = take(writes[0]);
      // Only an idempotency key can conflict: a concurrent request placed this order first.
      // Its stock and cart writes are undone with the transaction.
      if (!row) throw new KeyTakenMeanwhile();
      take(writes[1]);
      take(writes[2]);
      await recordOrderEvent(tx, {
        orderId: row.id,
        type: "order.created",
        status: INITIAL_ORDER_STATUS,
        actorType: "customer",
        actorId: userId,
        createdAt: now,
        order: row,
      });
      return { order: toApiOrder(row), replayed: false };
    });
  } catch (err) {
    if (!(err instanceof KeyTakenMeanwhile)) throw err;
    const earlier = await findByIdempotencyKey(db, userId, idempotencyKey!);
    if (!earlier) throw new Error("order insert conflicted without an earlier order");
    return replay(earlier, hash);
  }
}
