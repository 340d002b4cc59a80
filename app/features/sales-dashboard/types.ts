// The sales dashboard as GET /api/seller/dashboard sends it (money in pesos).

export type DashboardPreset = "today" | "7d" | "30d";

/** What the range picker asks for: a quick pick, or a range of Manila days. */
export type DashboardQuery = { range: DashboardPreset } | { from: string; to: string };

export interface ProductSales {
  productId: string;
  name: string;
  quantity: number;
  revenue: number;
}

export interface SalesDashboard {
  range: { from: string; to: string; days: number; preset: DashboardPreset | "custom" };
  orders: number;
  deliveredOrders: number;
  deliveredRevenue: number;
  averageOrderValue: number | null;
  cancellations: number;
  medianMinutesToDeliver: number | null;
  ordersByHour: { hour: number; orders: number }[];
  topProductsByQuantity: ProductSales[];
  topProductsByRevenue: ProductSales[];
  byZone: { zone: number | null; label: string; orders: number; revenue: number }[];
  byBarangay: { barangay: string; orders: number; revenue: number }[];
  riders: { riderId: string; name: string; deliveries: number; cashCollected: number }[];
}
