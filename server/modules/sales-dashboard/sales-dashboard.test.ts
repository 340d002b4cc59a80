import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, manilaDayOf, manilaDayStart } from "@domain/manila-time";
import { ROLE_MESSAGES } from "@domain/staff-roles";
import { sellers } from "../../db/schema";
import {
  createTestContext,
  DB_KIND,
  loginAsSeller,
  registerCustomer,
  type TestContext,
} from "../../test/harness";
import {
  generateOrders,
  insertDashboardOrders,
  insertRider,
  referenceDashboard,
  type DashboardOrder,
} from "./dashboard-test-data";
import { DASHBOARD_MESSAGES } from "./sales-dashboard.schemas";
import type { SalesDashboard } from "@domain/sales-dashboard";

type Body = { success: boolean; message: string; dashboard: SalesDashboard };
const MARCH = Array.from({ length: 14 }, (_, i) => `2026-03-${String(i + 5).padStart(2, "0")}`);

describe(`GET /api/seller/dashboard (${DB_KIND})`, () => {
  let t: TestContext;
  let owner: string;
  const riderNames: Record<string, string> = {};
  const all: DashboardOrder[] = [];

  beforeAll(async () => {
    t = await createTestContext();
    owner = (await loginAsSeller(t)).token;
    for (const name of ["Rider Ana", "Rider Ben"]) riderNames[await insertRider(t.db, name)] = name;
    const riderIds = Object.keys(riderNames);
    const line = (n: string, price: number, quantity: number) => ({
      productId: "00000000-0000-4000-8000-0000000000ff",
      name: n,
      price,
      quantity,
    });
    const place = { feeCentavos: 2000, zone: 1, barangay: "Pangpang" };
    // Manila-day edges: 16:00 UTC is the next Manila midnight.
    const edges: DashboardOrder[] = [
      {
        ...place,
        createdAt: new Date("2026-03-09T15:59:59.000Z"),
        status: "Delivered",
        lines: [line("Edge Soap", 40, 2)],
        deliveredAt: new Date("2026-03-09T16:30:00Z"),
      },
      {
        ...place,
        createdAt: new Date("2026-03-09T16:00:00.000Z"),
        status: "Delivered",
        lines: [line("Edge Soap", 40, 3)],
        deliveredAt: new Date("2026-03-09T16:45:00Z"),
        riderId: riderIds[0],
        cashCentavos: 100_000,
      },
      {
        ...place,
        createdAt: new Date("2026-03-12T15:59:00.000Z"),
        status: "Delivered",
        lines: [line("Edge Soap (renamed)", 40, 1)],
        deliveredAt: new Date("2026-03-12T17:00:00Z"),
        riderId: riderIds[1],
        cashCentavos: 6_000,
      },
      {
        ...place,
        createdAt: new Date("2026-03-12T16:00:00.000Z"),
        status: "Delivered",
        lines: [line("Later name", 40, 9)],
        deliveredAt: new Date("2026-03-12T16:10:00Z"),
      },
      // A formula-looking barangay (from an older address) must reach the CSV as text.
      {
        ...place,
        barangay: "=HYPERLINK(1)",
        createdAt: new Date("2026-03-11T02:00:00Z"),
        status: "Cancelled",
        lines: [line("Edge Soap", 40, 5)],
      },
    ];
    all.push(...edges, ...generateOrders(28, MARCH, riderIds, 70));
    await insertDashboardOrders(t.db, all);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const get = (query: string, token = owner) =>
    t.call<Body>("GET", `/api/seller/dashboard${query}`, { token });

  it.each([
    ["2026-03-10", "2026-03-12"],
    ["2026-03-09", "2026-03-09"],
    ["2026-03-01", "2026-03-31"],
  ])("gives every number equal to the reference, %s to %s", async (from, to) => {
    const { status, body } = await get(`?from=${from}&to=${to}`);
    expect(status).toBe(200);
    expect(body.message).toBe(DASHBOARD_MESSAGES.FETCHED);
    const { range, ...numbers } = body.dashboard;
    expect(range).toMatchObject({ from, to, preset: "custom" });
    expect(numbers).toEqual(referenceDashboard(all, from, to, riderNames));
  });

  it("places an order in the Manila day of its placing time (16:00 UTC starts the next day)", async () => {
    const day9 = (await get("?from=2026-03-09&to=2026-03-09")).body.dashboard;
    const day10 = (await get("?from=2026-03-10&to=2026-03-10")).body.dashboard;
    const expected9 = all.filter((o) => manilaDayOf(o.createdAt) === "2026-03-09").length;
    expect(day9.orders).toBe(expected9);
    expect(day10.orders).toBe(all.filter((o) => manilaDayOf(o.createdAt) === "2026-03-10").length);
    // The 15:59:59 UTC order is 11:59 PM on the 9th; the 16:00 one midnight on the 10th.
    expect(day9.ordersByHour[23]!.orders).toBeGreaterThanOrEqual(1);
    expect(day10.ordersByHour[0]!.orders).toBeGreaterThanOrEqual(1);
    const renamed = (await get("?from=2026-03-10&to=2026-03-12")).body.dashboard
      .topProductsByQuantity;
    expect(renamed.find((p) => p.productId.endsWith("ff"))?.name).toBe("Edge Soap (renamed)");
  });

  it("an empty range: zeros, no averages, every hour present", async () => {
    const { body } = await get("?from=2025-01-01&to=2025-01-31");
    expect(body.dashboard).toMatchObject({
      orders: 0,
      deliveredRevenue: 0,
      averageOrderValue: null,
      medianMinutesToDeliver: null,
      topProductsByQuantity: [],
      riders: [],
    });
    expect(body.dashboard.ordersByHour).toHaveLength(24);
  });

  it("today, 7 and 30 days end today (Asia/Manila); the default is today", async () => {
    const today = manilaDayOf(new Date());
    const at = (day: string) => new Date(manilaDayStart(day).getTime() + 60_000);
    const recent: DashboardOrder[] = [0, -6, -7, -29, -30].map((n) => ({
      createdAt: at(addDays(today, n)),
      status: "Order Placed",
      lines: [{ productId: "p", name: "Rice", price: 50, quantity: 1 }],
      feeCentavos: 0,
      zone: 2,
      barangay: "Cambulaga",
    }));
    await insertDashboardOrders(t.db, recent);
    all.push(...recent);
    for (const [query, days] of [
      ["", 1],
      ["?range=today", 1],
      ["?range=7d", 7],
      ["?range=30d", 30],
    ] as const) {
      const { body } = await get(query);
      const from = addDays(today, 1 - days);
      expect(body.dashboard.range).toEqual({
        from,
        to: today,
        days,
        preset: days === 1 ? "today" : `${days}d`,
      });
      expect(body.dashboard.orders).toBe(referenceDashboard(all, from, today, riderNames).orders);
    }
  });

  it("CSV: the same numbers, formula-safe, as a download", async () => {
    const [from, to] = ["2026-03-05", "2026-03-18"];
    const ref = referenceDashboard(all, from, to, riderNames);
    const res = await t.request("GET", `/api/seller/dashboard.csv?from=${from}&to=${to}`, {
      token: owner,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toContain(`sales-${from}-to-${to}.csv`);
    const text = (await res.text()).replace(/^\uFEFF/, "");
    const rows = text.split("\r\n");
    const value = (label: string) => rows.find((r) => r.startsWith(`${label},`))?.split(",")[1];
    expect(value("Orders placed")).toBe(String(ref.orders));
    expect(value("Delivered revenue (PHP)")).toBe(String(ref.deliveredRevenue));
    expect(value("Average order value (PHP)")).toBe(String(ref.averageOrderValue));
    expect(value("Cancellations")).toBe(String(ref.cancellations));
    expect(value("Median minutes placed to delivered")).toBe(String(ref.medianMinutesToDeliver));
    for (const r of ref.riders)
      expect(rows).toContain(`${r.name},${r.deliveries},${r.cashCollected}`);
    for (const b of ref.byBarangay.filter((x) => !x.barangay.startsWith("=")))
      expect(rows).toContain(`${b.barangay},${b.orders},${b.revenue}`);
    expect(rows).toContain(`'=HYPERLINK(1),1,0`);
    expect(rows.some((r) => r.startsWith("="))).toBe(false);
    const hourRows = rows.slice(rows.indexOf("Hour,Orders") + 1, rows.indexOf("Hour,Orders") + 25);
    expect(hourRows).toEqual(ref.ordersByHour.map((h) => `${h.hour},${h.orders}`));
  });

  it("is the owner's: staff, riders and customers get 403, a guest 401", async () => {
    for (const role of ["staff", "rider"] as const) {
      const { token, email } = await loginAsSeller(t);
      await t.db.update(sellers).set({ role }).where(eq(sellers.email, email));
      for (const path of ["/api/seller/dashboard", "/api/seller/dashboard.csv"]) {
        const res = await t.call<{ message: string; code: string }>("GET", path, { token });
        expect(res.status, `${role} ${path}`).toBe(403);
        expect(res.body).toMatchObject({
          message: ROLE_MESSAGES.FORBIDDEN,
          code: "FORBIDDEN_ROLE",
        });
      }
    }
    const customer = await registerCustomer(t);
    expect((await get("", customer.token)).status).toBe(403);
    expect((await t.call("GET", "/api/seller/dashboard")).status).toBe(401);
  });

  it.each([
    ["?range=week", 'range must be "today", "7d" or "30d"'],
    ["?from=2026-03-01", DASHBOARD_MESSAGES.FROM_AND_TO],
    ["?to=2026-03-01", DASHBOARD_MESSAGES.FROM_AND_TO],
    ["?from=2026-03-02&to=2026-03-01", DASHBOARD_MESSAGES.FROM_AFTER_TO],
    ["?from=2025-01-01&to=2026-01-02", DASHBOARD_MESSAGES.TOO_LONG],
    ["?range=7d&from=2026-03-01&to=2026-03-02", DASHBOARD_MESSAGES.RANGE_OR_DAYS],
    ["?from=2026-02-30&to=2026-03-02", "from must be a real date written YYYY-MM-DD"],
  ])("refuses %s with 400 and a clear message", async (query, message) => {
    for (const path of ["/api/seller/dashboard", "/api/seller/dashboard.csv"]) {
      const res = await t.call<{ success: boolean; message: string }>("GET", `${path}${query}`, {
        token: owner,
      });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toContain(message);
    }
  });

  it("accepts a full 366-day range", async () => {
    expect((await get("?from=2025-03-01&to=2026-03-01")).status).toBe(200);
  });
});
