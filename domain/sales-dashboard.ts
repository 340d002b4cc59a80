// The owner's sales dashboard as the server computes it and the back-office draws it (GET
// /api/seller/dashboard): one contract for both sides. Money in pesos.

/** The quick picks of the range picker: today, the last 7 or 30 Manila days (today included). */
export const DASHBOARD_PRESETS = ["today", "7d", "30d"] as const;
export type DashboardPreset = (typeof DASHBOARD_PRESETS)[number];

export interface DashboardRange {
  from: string;
  to: string;
  days: number;
  /** The quick pick asked for, or "custom" for a from/to range. */
  preset: DashboardPreset | "custom";
}

export interface ProductSales {
  productId: string;
  /** The name on the latest Delivered order line of this product in the range. */
  name: string;
  quantity: number;
  /** Pesos: Σ line price × quantity, as the order snapshot priced it. */
  revenue: number;
}

export interface SalesDashboard {
  range: DashboardRange;
  /** Orders placed in the range, every status. */
  orders: number;
  /** Of those, the ones now Delivered. */
  deliveredOrders: number;
  /** Pesos: Σ totals (items, delivery fee, tax) of the Delivered orders. */
  deliveredRevenue: number;
  /** Pesos: deliveredRevenue ÷ deliveredOrders, to the centavo; null when none delivered. */
  averageOrderValue: number | null;
  /** Orders placed in the range that are now Cancelled. */
  cancellations: number;
  /** Median of (delivered − placed) in minutes over the Delivered orders, to 0.1; null when none. */
  medianMinutesToDeliver: number | null;
  /** Orders placed per Manila hour of the day, 0–23, every hour present. */
  ordersByHour: { hour: number; orders: number }[];
  /** The Delivered orders' lines: the 10 products with most units, and with most revenue. */
  topProductsByQuantity: ProductSales[];
  topProductsByRevenue: ProductSales[];
  /** Orders placed (every status) and delivered revenue, per delivery zone and per barangay. */
  byZone: { zone: number | null; label: string; orders: number; revenue: number }[];
  byBarangay: { barangay: string; orders: number; revenue: number }[];
  /** Delivered orders carried by each rider and the cash they reported collecting. */
  riders: { riderId: string; name: string; deliveries: number; cashCollected: number }[];
}
