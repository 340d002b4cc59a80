// An order as GET /api/order/seller answers it (SPEC §3 names). Written out here: UI code
// does not import server modules, and the load context carries no order service.
export interface SellerOrderItem {
  productId?: string;
  product: { image: string[]; name: string; category: string[] | string; price: number };
  quantity: number;
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
}
