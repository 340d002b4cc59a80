// What the order desk's calls and streams answer (issue 9). Written out here: UI code does
// not import server modules.

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
    landmark?: string;
  };
  items: {
    name: string;
    quantity: number;
    unitPrice: number;
    lineTotal: number;
    substitution?: string;
  }[];
  riderNote?: string;
  subtotal: number;
  deliveryCharge: number;
  taxAmount: number;
  total: number;
  cashToCollect: number;
  status: string;
  paymentType: string;
  estimatedDeliveryTime: string | null;
  rider?: { id: string; name: string };
}

// An order as GET /api/order/seller answers it (SPEC §3 names): the load context carries no
// order service.
export interface SellerOrderItem {
  productId?: string;
  product: { image: string[]; name: string; category: string[] | string; price: number };
  quantity: number;
  /** "If out of stock": remove, call or similar; absent on older orders. */
  substitution?: string;
}

export interface SellerOrderAddress {
  firstName: string;
  lastName: string;
  email?: string;
  street: string;
  barangay?: string | null;
  city: string;
  state: string;
  country: string;
  phone: string;
  landmark?: string;
}

export interface SellerOrder {
  _id: string;
  items: SellerOrderItem[];
  address: SellerOrderAddress;
  paymentType: string;
  amount: number;
  isPaid: boolean;
  status: string;
  createdAt: string;
  estimatedDeliveryTime: string | null;
  actualDeliveryTime: string | null;
  /** When a staff member acknowledged the new order (issue 9); null while it still rings. */
  acknowledgedAt?: string | null;
  subtotal?: number;
  deliveryCharge?: number;
  taxAmount?: number;
  /** The shopper's note to the rider, when given. */
  riderNote?: string;
  /** Only on a cancelled order: who cancelled it and why. */
  cancellation?: OrderCancellation;
  /** The rider the desk gave the order to, when it has one. */
  rider?: RiderRef;
}

/** One of the store's riders (GET /api/order/riders). */
export interface RiderRef {
  id: string;
  name: string;
}

/** Who cancelled an order and why: the shopper's reason and words, or the staff's notes. */
export interface OrderCancellation {
  by: "customer" | "seller" | "system";
  /** The shopper's reason ("I ordered by mistake"), or the staff's notes ("" when none). */
  reason: string;
  /** The shopper's own words, when they wrote some. */
  details?: string;
}
