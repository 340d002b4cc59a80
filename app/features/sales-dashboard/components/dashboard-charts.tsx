// The dashboard's charts, drawn by Recharts. Loaded with React.lazy once the figures have
// arrived, so the chart library is fetched on this page only, after the numbers are on screen.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatPeso } from "@domain/money";
import type { SalesDashboard } from "../types";
import { ChartFigure } from "./chart-figure";

const BRAND = "var(--color-brand-600, #15803d)";
const AXIS = { fontSize: 11, fill: "#4b5563" };
const peso = (n: number) => formatPeso(n);
const shortPeso = (n: number) => (n >= 1000 ? `₱${Math.round(n / 100) / 10}k` : `₱${n}`);
const hourLabel = (h: number) => `${h % 12 === 0 ? 12 : h % 12}${h < 12 ? "am" : "pm"}`;

/** A horizontal bar chart of named values (products, barangays, riders, zones). */
function Bars({
  rows,
  money = false,
}: {
  rows: { name: string; value: number }[];
  money?: boolean;
}) {
  return (
    <ResponsiveContainer width="100%" height={Math.max(120, rows.length * 30 + 30)}>
      <BarChart
        accessibilityLayer={false}
        data={rows}
        layout="vertical"
        margin={{ left: 0, right: 12, top: 4, bottom: 4 }}
      >
        <CartesianGrid horizontal={false} stroke="#e5e7eb" />
        <XAxis
          type="number"
          tick={AXIS}
          tickFormatter={money ? shortPeso : undefined}
          allowDecimals={false}
        />
        <YAxis type="category" dataKey="name" tick={AXIS} width={120} interval={0} />
        <Tooltip formatter={(v) => (money ? peso(Number(v)) : String(v))} />
        <Bar
          dataKey="value"
          fill={BRAND}
          radius={[0, 4, 4, 0]}
          maxBarSize={22}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

export default function DashboardCharts({ d }: { d: SalesDashboard }) {
  const busyHours = d.ordersByHour.filter((h) => h.orders > 0);
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <ChartFigure
          title="Orders by hour of day (Manila)"
          rows={d.orders ? d.ordersByHour : []}
          columns={[
            { header: "Hour", cell: (h) => `${hourLabel(h.hour)}–${hourLabel((h.hour + 1) % 24)}` },
            { header: "Orders", cell: (h) => h.orders, numeric: true },
          ]}
          empty="No orders in this range."
        >
          <ResponsiveContainer width="100%" height={200}>
            <BarChart
              accessibilityLayer={false}
              data={d.ordersByHour}
              margin={{ left: -20, right: 4, top: 4, bottom: 0 }}
            >
              <CartesianGrid vertical={false} stroke="#e5e7eb" />
              <XAxis
                dataKey="hour"
                tick={AXIS}
                tickFormatter={hourLabel}
                interval={busyHours.length ? 2 : 0}
              />
              <YAxis tick={AXIS} allowDecimals={false} />
              <Tooltip labelFormatter={(h) => hourLabel(Number(h))} />
              <Bar
                dataKey="orders"
                name="Orders"
                fill={BRAND}
                radius={[3, 3, 0, 0]}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </ChartFigure>
      </div>
      <ChartFigure
        title="Top 10 products by units (delivered)"
        rows={d.topProductsByQuantity}
        columns={[
          { header: "Product", cell: (p) => p.name },
          { header: "Units", cell: (p) => p.quantity, numeric: true },
          { header: "Revenue", cell: (p) => peso(p.revenue), numeric: true },
        ]}
        empty="No delivered orders in this range."
      >
        <Bars
          rows={d.topProductsByQuantity.map((x) => ({
            name: x.name || "(none)",
            value: x.quantity,
          }))}
        />
      </ChartFigure>
      <ChartFigure
        title="Top 10 products by revenue (delivered)"
        rows={d.topProductsByRevenue}
        columns={[
          { header: "Product", cell: (p) => p.name },
          { header: "Revenue", cell: (p) => peso(p.revenue), numeric: true },
          { header: "Units", cell: (p) => p.quantity, numeric: true },
        ]}
        empty="No delivered orders in this range."
      >
        <Bars
          rows={d.topProductsByRevenue.map((x) => ({ name: x.name || "(none)", value: x.revenue }))}
          money
        />
      </ChartFigure>
      <ChartFigure
        title="Sales by delivery zone"
        rows={d.byZone}
        columns={[
          { header: "Zone", cell: (z) => z.label },
          { header: "Orders placed", cell: (z) => z.orders, numeric: true },
          { header: "Delivered revenue", cell: (z) => peso(z.revenue), numeric: true },
        ]}
        empty="No orders in this range."
      >
        <Bars rows={d.byZone.map((x) => ({ name: x.label || "(none)", value: x.revenue }))} money />
      </ChartFigure>
      <ChartFigure
        title="Sales by barangay"
        rows={d.byBarangay}
        columns={[
          { header: "Barangay", cell: (b) => b.barangay || "(no barangay)" },
          { header: "Orders placed", cell: (b) => b.orders, numeric: true },
          { header: "Delivered revenue", cell: (b) => peso(b.revenue), numeric: true },
        ]}
        empty="No orders in this range."
      >
        <Bars
          rows={d.byBarangay
            .slice(0, 10)
            .map((x) => ({ name: x.barangay || "(none)", value: x.revenue }))}
          money
        />
        {d.byBarangay.length > 10 && (
          <p className="mt-1 text-xs text-gray-500">
            Top 10 drawn; “Show as table” lists all {d.byBarangay.length}.
          </p>
        )}
      </ChartFigure>
      <div className="lg:col-span-2">
        <ChartFigure
          title="Cash collected per rider"
          rows={d.riders}
          columns={[
            { header: "Rider", cell: (r) => r.name },
            { header: "Deliveries", cell: (r) => r.deliveries, numeric: true },
            { header: "Cash collected", cell: (r) => peso(r.cashCollected), numeric: true },
          ]}
          empty="No rider has marked a delivery in this range."
        >
          <Bars
            rows={d.riders.map((x) => ({ name: x.name || "(none)", value: x.cashCollected }))}
            money
          />
        </ChartFigure>
      </div>
    </div>
  );
}
