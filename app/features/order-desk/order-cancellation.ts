// Who cancelled an order and why, as the desk's card and the slip read it (issue 29): the
// seller's list, the slip and the live "Cancelled" event all carry `cancellation`.
import type { OrderCancellation } from "./types";

const BY_LABELS: Record<OrderCancellation["by"], string> = {
  customer: "Cancelled by the customer",
  seller: "Cancelled by the store",
  system: "Cancelled by the system",
};

/** "Cancelled by the customer" (or the store, or the system). */
export function cancelledByLabel(by: OrderCancellation["by"]): string {
  return BY_LABELS[by];
}

/**
 * A cancellation as the server sent it (a list's order, a slip, a stream event), checked:
 * null when absent or not one (a newer or older server degrades to no line, never a crash).
 */
export function readCancellation(x: unknown): OrderCancellation | null {
  if (!x || typeof x !== "object") return null;
  const c = x as Record<string, unknown>;
  if (c.by !== "customer" && c.by !== "seller" && c.by !== "system") return null;
  const reason = typeof c.reason === "string" ? c.reason.trim() : "";
  const details = typeof c.details === "string" ? c.details.trim() : "";
  return { by: c.by, reason, ...(details ? { details } : {}) };
}
