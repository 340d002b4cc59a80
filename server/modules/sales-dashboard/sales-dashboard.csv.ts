// The dashboard as a spreadsheet: one block per figure or chart, each with its own header row,
// blank lines between. Cells go through the day report's csvCell (quoting, and the apostrophe
// before anything a spreadsheet would run), since product and barangay names come from people.
import { csvCell } from "../order-desk/order-desk.reports";
import type { ProductSales, SalesDashboard } from "@domain/sales-dashboard";

type Row = readonly unknown[];

function productBlock(title: string, list: readonly ProductSales[]): Row[] {
  return [
    [title],
    ["Rank", "Product", "Units", "Revenue (PHP)", "Product id"],
    ...list.map((p, i) => [i + 1, p.name, p.quantity, p.revenue, p.productId]),
  ];
}

export function dashboardCsv(d: SalesDashboard): string {
  const blocks: Row[][] = [
    [
      ["Sales dashboard", `${d.range.from} to ${d.range.to} (Asia/Manila)`],
      ["Figure", "Value"],
      ["Orders placed", d.orders],
      ["Delivered orders", d.deliveredOrders],
      ["Delivered revenue (PHP)", d.deliveredRevenue],
      ["Average order value (PHP)", d.averageOrderValue ?? ""],
      ["Cancellations", d.cancellations],
      ["Median minutes placed to delivered", d.medianMinutesToDeliver ?? ""],
    ],
    [
      ["Orders by hour (Asia/Manila)"],
      ["Hour", "Orders"],
      ...d.ordersByHour.map((h) => [h.hour, h.orders]),
    ],
    productBlock("Top products by units (delivered orders)", d.topProductsByQuantity),
    productBlock("Top products by revenue (delivered orders)", d.topProductsByRevenue),
    [
      ["Sales by delivery zone"],
      ["Zone", "Orders placed", "Delivered revenue (PHP)"],
      ...d.byZone.map((z) => [z.label, z.orders, z.revenue]),
    ],
    [
      ["Sales by barangay"],
      ["Barangay", "Orders placed", "Delivered revenue (PHP)"],
      ...d.byBarangay.map((b) => [b.barangay || "(no barangay)", b.orders, b.revenue]),
    ],
    [
      ["Cash collected per rider"],
      ["Rider", "Deliveries", "Cash collected (PHP)"],
      ...d.riders.map((r) => [r.name, r.deliveries, r.cashCollected]),
    ],
  ];
  const lines = blocks.map((block) => block.map((row) => row.map(csvCell).join(",")).join("\r\n"));
  return `${lines.join("\r\n\r\n")}\r\n`;
}
