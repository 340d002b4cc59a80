import { z } from "zod";
import type { ApiOperation } from "../../openapi/registry";
import { ok } from "../../openapi/common";
import { DASHBOARD_PRESETS } from "@domain/sales-dashboard";
import { DashboardQuerySchema } from "./sales-dashboard.schemas";

const pesos = z.number().describe("Pesos");
const product = z.object({
  productId: z.string(),
  name: z
    .string()
    .describe("The name on the latest delivered order line of this product in the range"),
  quantity: z.number().int().describe("Units on the Delivered orders' lines"),
  revenue: pesos.describe("Pesos: Σ line price × units, as each order priced it"),
});

const DashboardSchema = z.object({
  range: z.object({
    from: z.string(),
    to: z.string(),
    days: z.number().int(),
    preset: z.enum([...DASHBOARD_PRESETS, "custom"]),
  }),
  orders: z.number().int().describe("Orders placed in the range (Asia/Manila days), every status"),
  deliveredOrders: z.number().int().describe("Of those, the ones now Delivered"),
  deliveredRevenue: pesos.describe("Σ totals (items, delivery fee, tax) of the Delivered orders"),
  averageOrderValue: pesos
    .nullable()
    .describe("deliveredRevenue ÷ deliveredOrders; null when none"),
  cancellations: z.number().int().describe("Orders placed in the range that are now Cancelled"),
  medianMinutesToDeliver: z.number().nullable().describe("Median placed → delivered, minutes"),
  ordersByHour: z.array(z.object({ hour: z.number().int(), orders: z.number().int() })),
  topProductsByQuantity: z.array(product),
  topProductsByRevenue: z.array(product),
  byZone: z.array(
    z.object({
      zone: z.number().int().nullable(),
      label: z.string(),
      orders: z.number().int(),
      revenue: pesos,
    }),
  ),
  byBarangay: z.array(z.object({ barangay: z.string(), orders: z.number().int(), revenue: pesos })),
  riders: z.array(
    z.object({
      riderId: z.string(),
      name: z.string(),
      deliveries: z.number().int(),
      cashCollected: pesos.describe(
        "Σ the cash the rider reported on marking each order Delivered",
      ),
    }),
  ),
});

const rangeDescription =
  "An order belongs to the range when it was placed on one of its Manila calendar days. range (today, 7d, 30d) or from and to (at most 366 days); default today. Owner only (reports.view).";

export const salesDashboardOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/seller/dashboard",
    summary:
      "The owner's sales dashboard: figures, orders by hour, top products, zones, barangays, riders",
    description: rangeDescription,
    tags: ["Sales dashboard"],
    access: "seller",
    query: DashboardQuerySchema as unknown as z.ZodObject,
    response: ok({ dashboard: DashboardSchema }),
  },
  {
    method: "get",
    path: "/api/seller/dashboard.csv",
    summary: "The sales dashboard as a CSV download (one block per figure or chart)",
    description: rangeDescription,
    tags: ["Sales dashboard"],
    access: "seller",
    query: DashboardQuerySchema as unknown as z.ZodObject,
    responseType: "text/csv",
    response: z.string(),
  },
];
