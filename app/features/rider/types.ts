// What the rider's calls answer (GET /api/rider/deliveries); one delivery's shape is the
// domain's contract, shared with the server.
import type { Delivery } from "@domain/rider-delivery";

export type { Delivery };

export interface DeliveriesReply {
  deliveries: Delivery[];
  rider: { id: string; name: string } | null;
}
