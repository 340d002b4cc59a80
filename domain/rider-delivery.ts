// One order on a rider's phone, as GET /api/rider/deliveries sends it and the rider's page draws
// it: one contract for both sides.
import type { ChangeForBill } from "./cash-change";

/** One order on the rider's phone. Money in pesos. */
export interface Delivery {
  orderId: string;
  orderNumber: string;
  status: string;
  customer: { name: string; phone: string };
  address: { street: string; barangay: string; city: string; landmark?: string };
  riderNote?: string;
  items: { name: string; quantity: number }[];
  total: number;
  /** The cash to take from the customer: the total, or 0 when already paid. */
  cashToCollect: number;
  /** Change to prepare for a ₱500 and a ₱1,000 bill (each bill the amount is below). */
  changeFor: ChangeForBill[];
  deliveredAt: string | null;
  cashCollected: number | null;
}
