import { shortOrderNumber } from "@domain/cash-change";
import type { OrderRow } from "../../db/schema";
import type { ActivityActor, ActivityEntry } from "./activity.record";

/** The label an order has on the trail: its number as staff and shoppers see it. */
export function orderLabel(orderId: string): string {
  return `Order ${shortOrderNumber(orderId)}`;
}

/** The shopper as the actor of their own change, named as on the order's address. */
export function customerActor(userId: string, order: Pick<OrderRow, "address">): ActivityActor {
  const name = `${order.address.firstName ?? ""} ${order.address.lastName ?? ""}`.trim();
  return { type: "customer", id: userId, name: name || "Customer" };
}

/** An order moved from one status to another, with the note given, if any. */
export function orderStatusChanged(
  actor: ActivityActor,
  before: Pick<OrderRow, "id" | "status">,
  status: string,
  notes: string,
): ActivityEntry {
  return {
    actor,
    kind: "order",
    action: "order.status",
    subjectId: before.id,
    subjectLabel: orderLabel(before.id),
    changes: { status: { from: before.status, to: status }, ...(notes ? { notes } : {}) },
  };
}
