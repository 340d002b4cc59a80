// What the rider's calls answer (GET /api/rider/deliveries). Written out here: UI code does
// not import server modules.

export interface Delivery {
  orderId: string;
  orderNumber: string;
  status: string;
  customer: { name: string; phone: string };
  address: { street: string; barangay: string; city: string; landmark?: string };
  riderNote?: string;
  items: { name: string; quantity: number }[];
  total: number;
  /** Pesos to take from the customer (0 when already paid). */
  cashToCollect: number;
  changeFor: { bill: number; change: number }[];
  deliveredAt: string | null;
  cashCollected: number | null;
}

export interface DeliveriesReply {
  deliveries: Delivery[];
  rider: { id: string; name: string } | null;
}
