// What the order desk's calls and streams answer (issue 9). Written out here: UI code does
// not import server modules.

/** One message of /api/events/seller or /api/events/user (the SSE `data:` JSON). */
export interface OrderEvent {
  /** order.acknowledged: a staff member acknowledged the order (no id, not replayed). */
  type: "order.created" | "order.status" | "order.acknowledged";
  seq: number;
  orderId: string;
  status: string;
  total?: number;
  customerFirstName?: string;
  /** When the event happened. */
  createdAt?: string;
  /** The order has been acknowledged by a staff member. */
  acknowledged?: boolean;
  /** order.acknowledged: when. */
  acknowledgedAt?: string;
}

/** GET /api/order/seller/counts: orders per status (+ all and not yet acknowledged). */
export interface OrderCounts {
  all: number;
  unacknowledged: number;
  byStatus: Record<string, number>;
}

/** GET /api/order/summary?date=: one Manila day's figures. */
export interface DaySummary {
  date: string;
  totalOrders: number;
  byStatus: Record<string, number>;
  cashCollected: number;
  toDeliver: number;
  /** The totals of the orders still to deliver: cash still to come in. */
  cashToCollect: number;
  medianMinutesToDeliver: number | null;
}

/** One line of GET /api/order/report?date= (JSON): an order of the day. */
export interface ReportLine {
  orderId: string;
  orderNumber: string;
  placedAt: string;
  status: string;
  customerName: string;
  phone: string;
  barangay: string;
  items: number;
  total: number;
}

/** GET /api/order/slip/{orderId}: everything printed on the rider's slip. */
export interface DeliverySlip {
  orderId: string;
  orderNumber: string;
  createdAt: string;
  store: { name: string; phone: string };
  customer: { name: string; phone: string };
  address: {
    street: string;
    barangay: string | null;
    zone: string | number | null;
    city: string;
    state: string;
    country: string;
  };
  items: { name: string; quantity: number; unitPrice: number; lineTotal: number }[];
  subtotal: number;
  deliveryCharge: number;
  taxAmount: number;
  total: number;
  cashToCollect: number;
  status: string;
  paymentType: string;
  estimatedDeliveryTime: string | null;
}

/** GET /api/order/status-history/{orderId}: one timeline entry. */
export interface TimelineEntry {
  _id: string;
  status: string;
  notes: string;
  actorType: string;
  createdAt: string;
}
