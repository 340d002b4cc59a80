import { and, eq, gt, notInArray, or, sql } from "drizzle-orm";
import { FINAL_STATUSES } from "@domain/order-status";
import type { Tx } from "../../db/client";
import { orders } from "../../db/schema";
import { HttpError } from "../../http/errors";

const HOUR_MS = 60 * 60_000;

/** How many orders a customer may have open and place per hour (server/env.ts). */
export interface OrderLimits {
  maxOpenOrders: number;
  maxOrdersPerHour: number;
}

export const DEFAULT_ORDER_LIMITS: OrderLimits = { maxOpenOrders: 5, maxOrdersPerHour: 20 };

export function openOrdersLimitMessage(max: number): string {
  return `You already have ${max} orders that are not yet delivered or cancelled, the most we accept at once. Please wait until one of them is delivered before placing another order.`;
}

export function hourlyLimitMessage(max: number, minutes: number): string {
  return `You have placed ${max} orders in the last hour, the most we accept. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/**
 * Refuses an order over the customer's limits. Run inside the placing
 * transaction after the customer's row is locked FOR UPDATE, so two of one customer's
 * orders are never counted at the same time.
 */
export async function enforceOrderLimits(
  tx: Tx,
  userId: string,
  limits: OrderLimits,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS);
  const [counts] = await tx
    .select({
      open: sql<number>`count(*) filter (where ${notInArray(orders.status, [...FINAL_STATUSES])})::int`,
      lastHour: sql<number>`count(*) filter (where ${gt(orders.createdAt, since)})::int`,
      oldestInHour: sql<
        Date | string | null
      >`min(${orders.createdAt}) filter (where ${gt(orders.createdAt, since)})`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        or(notInArray(orders.status, [...FINAL_STATUSES]), gt(orders.createdAt, since)),
      ),
    );
  const open = Number(counts?.open ?? 0);
  const lastHour = Number(counts?.lastHour ?? 0);
  if (open >= limits.maxOpenOrders) {
    throw new HttpError(409, openOrdersLimitMessage(limits.maxOpenOrders), {
      reason: "open-orders-limit",
      openOrders: open,
      maxOpenOrders: limits.maxOpenOrders,
    });
  }
  if (lastHour >= limits.maxOrdersPerHour) {
    const oldest = counts?.oldestInHour ? new Date(counts.oldestInHour) : now;
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((oldest.getTime() + HOUR_MS - now.getTime()) / 1000),
    );
    throw new HttpError(
      429,
      hourlyLimitMessage(limits.maxOrdersPerHour, Math.ceil(retryAfterSeconds / 60)),
      {
        reason: "hourly-order-limit",
        retryAfterSeconds,
        maxOrdersPerHour: limits.maxOrdersPerHour,
      },
    );
  }
}
