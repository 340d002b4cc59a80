// The rider's calls: their deliveries, "Delivered" with the cash, and signing out.
import { http } from "~/lib/http";
import type { DeliveriesReply, Delivery } from "./types";

type Reply = Record<string, unknown>;

/** GET /api/rider/deliveries (quiet: the screen shows its own states). */
export async function fetchDeliveries(signal?: AbortSignal): Promise<DeliveriesReply> {
  const reply = await http.get<Reply>("/api/rider/deliveries", { signal, quiet: true });
  const rider = reply.rider as DeliveriesReply["rider"] | undefined;
  return {
    deliveries: Array.isArray(reply.deliveries) ? (reply.deliveries as Delivery[]) : [],
    rider: rider && typeof rider.name === "string" ? rider : null,
  };
}

/** POST /api/rider/deliveries/{orderId}/delivered: the same key answers the same, once. */
export const postDelivered = (tap: { orderId: string; cashCollected: number; key: string }) =>
  http.post<{ success: boolean; message?: string }>(
    `/api/rider/deliveries/${encodeURIComponent(tap.orderId)}/delivered`,
    { cashCollected: tap.cashCollected, key: tap.key },
    { quiet: true },
  );

export const riderSignOut = () =>
  http.get<{ success: boolean; message?: string }>("/api/seller/logout", { quiet: true });
