import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { shortOrderNumber } from "@domain/cash-change";
import { manilaDayEnd, manilaDayOf, manilaDayStart } from "@domain/manila-time";
import { ORDER_STATUSES } from "@domain/order-status";
import { orders, users } from "../../db/schema";
import { dbFingerprint } from "../../test/db-snapshot";
import { createProduct } from "../../test/factories";
import { DB_KIND } from "../../test/harness";
import { expectRefused, lines, placeOrder, shopperWithAddress } from "../../test/shopper";
import { SseReader } from "../order-events/sse-client";
import { insertOrder } from "./test-orders";
import { list, rows, seller, setUpBulkOrders, t, walk } from "./test-bulk-orders";
import type { Page, Row } from "./test-bulk-orders";

describe(`order desk: search, paging, counts, acknowledgement, slip, day report (${DB_KIND})`, () => {
  setUpBulkOrders();

  it("without parameters answers as before: every order, newest first", async () => {
    const res = await t.call<Page>("GET", "/api/order/seller", { token: seller.token });
    expect(res.status).toBe(200);
    expect(res.body.orders.map((o) => o._id)).toEqual(rows.map((r) => r.id));
    expect("nextCursor" in res.body).toBe(false);
    expect(res.body.orders[0]).toHaveProperty("acknowledgedAt", null);
  });

  it("pages through all 10,000 orders exactly once, in order, 20 by default", async () => {
    const first = await list("limit=");
    expectRefused(first, 400);
    const page = await list("q=");
    expect(page.body.orders).toHaveLength(20);
    expect(await walk("limit=100")).toEqual(rows.map((r) => r.id));
  }, 120_000);

  it("finds orders by customer name, phone (any form) and order number", async () => {
    const byName = await walk("q=marites&limit=100");
    expect(byName).toEqual(rows.filter((r) => r.name === "Marites").map((r) => r.id));
    expect(byName).toHaveLength(10);

    const target = rows.find((r) => r.phone === "09170000123")!;
    for (const q of ["0917 000 0123", "+63 917 000 0123", "639170000123", "(0917) 000-0123"]) {
      expect(await walk(`q=${encodeURIComponent(q)}&limit=100`), q).toEqual([target.id]);
    }

    const numbered = rows[4321]!;
    for (const q of [shortOrderNumber(numbered.id), `#${shortOrderNumber(numbered.id)}`]) {
      const found = await walk(`q=${encodeURIComponent(q)}`);
      expect(found).toContain(numbered.id);
      expect(found.length).toBeLessThanOrEqual(2);
    }

    const rosaDelivered = await walk(
      "q=ROSA%20dela&limit=50",
      `/api/order/by-status/${encodeURIComponent("Delivered")}`,
    );
    expect(rosaDelivered).toEqual(
      rows.filter((r) => r.name === "Rosa" && r.status === "Delivered").map((r) => r.id),
    );
    expect(await walk("q=%25")).toEqual([]);
    expect(await walk("q=_")).toEqual([]);
  }, 120_000);

  it("filters by Manila days, inclusive, alone and with a search and a status", async () => {
    const day = manilaDayOf(rows[3000]!.createdAt);
    const inDay = (r: Row, from: string, to: string) =>
      r.createdAt >= manilaDayStart(from) && r.createdAt < manilaDayEnd(to);
    const oneDay = await walk(`from=${day}&to=${day}&limit=100`);
    expect(oneDay).toEqual(rows.filter((r) => inDay(r, day, day)).map((r) => r.id));
    expect(oneDay.length).toBeGreaterThan(100);

    const to = manilaDayOf(rows[2000]!.createdAt);
    const range = await walk(`from=${day}&to=${to}&q=juan&limit=100`);
    expect(range).toEqual(
      rows.filter((r) => inDay(r, day, to) && r.name === "Juan").map((r) => r.id),
    );

    const since = await walk(`from=${to}`, "/api/order/by-status/Cancelled");
    expect(since).toEqual(
      rows
        .filter((r) => r.createdAt >= manilaDayStart(to) && r.status === "Cancelled")
        .map((r) => r.id),
    );

    const counts = await t.call<{
      byStatus: Record<string, number>;
      total: number;
      unacknowledged: number;
    }>("GET", `/api/order/seller/counts?from=${day}&to=${to}&q=juan`, { token: seller.token });
    expect(counts.status).toBe(200);
    const matching = rows.filter((r) => inDay(r, day, to) && r.name === "Juan");
    expect(counts.body.total).toBe(matching.length);
    for (const status of ORDER_STATUSES)
      expect(counts.body.byStatus[status], status).toBe(
        matching.filter((r) => r.status === status).length,
      );
    expect(counts.body.unacknowledged).toBe(rows.filter((r) => r.status === "Order Placed").length);
  }, 120_000);

  it("refuses a malformed cursor, date, limit or status with 400, changing nothing", async () => {
    const before = await dbFingerprint(t.db);
    const bad = [
      "cursor=not-a-cursor",
      `cursor=${Buffer.from("o1:00000000-0000-4000-8000-000000000000").toString("base64url")}`,
      "from=2026-02-30",
      "to=24-11-2026",
      "from=2026-11-25&to=2026-11-24",
      "limit=0",
      "limit=101",
      "limit=ten",
    ];
    for (const query of bad) {
      const res = await list(query);
      expectRefused(res, 400);
      expect(res.body.message, query).toMatch(/cursor|from|to|limit/);
    }
    expectRefused(await list("limit=5", "/api/order/by-status/Lost"), 400);
    expectRefused(
      await t.call("GET", "/api/order/seller/counts?from=yesterday", { token: seller.token }),
      400,
    );
    expectRefused(
      await t.call("GET", "/api/order/summary?date=2026-13-01", { token: seller.token }),
      400,
    );
    expectRefused(
      await t.call("GET", "/api/order/report?format=pdf", { token: seller.token }),
      400,
    );
    expect(await dbFingerprint(t.db)).toBe(before);
  });

  it("acknowledges once (idempotent), counts it, and tells the other desks", async () => {
    const desk = new SseReader(
      await t.app.request("/api/events/seller", {
        headers: { authorization: `Bearer ${seller.token}` },
      }),
    );
    await desk.until(() => desk.messages.some((m) => m.event === "ready"), 5_000, "ready");
    const waiting = rows.find((r) => r.status === "Order Placed")!;
    const countOf = async () =>
      (
        await t.call<{ unacknowledged: number }>("GET", "/api/order/seller/counts", {
          token: seller.token,
        })
      ).body.unacknowledged;
    const before = await countOf();
    const first = await t.call<{ order: { acknowledgedAt: string | null } }>(
      "POST",
      "/api/order/acknowledge",
      {
        token: seller.token,
        json: { orderId: waiting.id },
      },
    );
    expect(first.status).toBe(200);
    expect(first.body.order.acknowledgedAt).toEqual(expect.any(String));
    const again = await t.call<{ order: { acknowledgedAt: string | null } }>(
      "POST",
      "/api/order/acknowledge",
      {
        token: seller.token,
        json: { orderId: waiting.id },
      },
    );
    expect(again.body.order.acknowledgedAt).toBe(first.body.order.acknowledgedAt);
    expect(await countOf()).toBe(before - 1);
    await desk.until(
      () => desk.messages.some((m) => m.event === "order.acknowledged"),
      5_000,
      "the acknowledgement",
    );
    const acks = desk.messages.filter((m) => m.event === "order.acknowledged");
    expect(acks).toHaveLength(1);
    expect(JSON.parse(acks[0]!.data)).toMatchObject({ orderId: waiting.id });
    await desk.close();

    const fingerprint = await dbFingerprint(t.db);
    expectRefused(
      await t.call("POST", "/api/order/acknowledge", {
        token: seller.token,
        json: { orderId: "00000000-0000-4000-8000-000000000000" },
      }),
      404,
    );
    expectRefused(
      await t.call("POST", "/api/order/acknowledge", { token: seller.token, json: {} }),
      400,
    );
    expect(await dbFingerprint(t.db)).toBe(fingerprint);
  });

  it("the delivery slip carries the order's figures, cash to collect and change for ₱500 and ₱1,000", async () => {
    const shopper = await shopperWithAddress(t, { firstName: "Lorna", lastName: "Reyes" });
    const product = await createProduct(t.db, { name: "Slip Sardines", price: 32.5 });
    const placed = await placeOrder(t, shopper, lines([product, 6]));
    expect(placed.status).toBe(201);
    const order = placed.body.order;
    const res = await t.call<{ slip: Record<string, unknown> & { changeFor: unknown[] } }>(
      "GET",
      `/api/order/slip/${order._id}`,
      { token: seller.token },
    );
    expect(res.status).toBe(200);
    const slip = res.body.slip;
    expect(slip).toMatchObject({
      store: { name: "Sorsogon MiniMart", phone: "+63 917 555 0142" },
      orderNumber: shortOrderNumber(order._id),
      customer: { name: "Lorna Reyes", phone: order.address.phone },
      address: { barangay: order.address.barangay, zone: order.deliveryZone },
      items: [{ name: "Slip Sardines", quantity: 6, price: 32.5, lineTotal: 195 }],
      subtotal: 195,
      deliveryFee: order.deliveryCharge,
      tax: order.taxAmount,
      total: order.amount,
      cashToCollect: order.amount,
    });
    expect(slip.changeFor).toEqual([
      { bill: 500, change: Math.round((500 - order.amount) * 100) / 100 },
      { bill: 1000, change: Math.round((1000 - order.amount) * 100) / 100 },
    ]);
    expect(slip.placedAtText).toMatch(/\d{4}/);

    const customer = await t.call("GET", `/api/order/slip/${order._id}`, { token: shopper.token });
    expectRefused(customer, 403);
    expectRefused(
      await t.call("GET", "/api/order/slip/00000000-0000-4000-8000-000000000000", {
        token: seller.token,
      }),
      404,
    );
  });

  it("summarises a Manila day and reports its orders as JSON and CSV", async () => {
    const day = "2026-03-10";
    const [owner] = await t.db
      .insert(users)
      .values({ name: "Day Buyer", email: "day@example.com", passwordHash: "unused" })
      .returning();
    const at = (hhmm: string) => new Date(`${day}T${hhmm}:00+08:00`);
    const made = [
      await insertOrder(t.db, owner!.id, { createdAt: at("00:05") }),
      await insertOrder(t.db, owner!.id, { createdAt: at("09:00") }),
      await insertOrder(t.db, owner!.id, { createdAt: at("12:00") }),
      await insertOrder(t.db, owner!.id, { createdAt: at("23:59") }),
    ];
    // Outside the day on either side (Manila midnight is 16:00 UTC).
    await insertOrder(t.db, owner!.id, { createdAt: new Date("2026-03-09T15:59:59Z") });
    await insertOrder(t.db, owner!.id, { createdAt: new Date("2026-03-10T16:00:00Z") });
    const deliver = (id: string, at: Date) =>
      t.db
        .update(orders)
        .set({ status: "Delivered", actualDeliveryTime: at, isPaid: true })
        .where(eq(orders.id, id));
    await deliver(made[0]!.id, at("00:45")); // 40 minutes
    await deliver(made[1]!.id, at("10:00")); // 60 minutes
    await t.db.update(orders).set({ status: "Cancelled" }).where(eq(orders.id, made[2]!.id));

    const res = await t.call<{ summary: Record<string, unknown> }>(
      "GET",
      `/api/order/summary?date=${day}`,
      {
        token: seller.token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.summary).toMatchObject({
      date: day,
      orders: 4,
      byStatus: { Delivered: 2, Cancelled: 1, "Order Placed": 1 },
      cashCollected: 458,
      stillToDeliver: 1,
      cashToCollect: 229,
      medianMinutesToDeliver: 50,
    });

    const report = await t.call<{ report: { orders: { orderId: string }[] } }>(
      "GET",
      `/api/order/report?date=${day}`,
      { token: seller.token },
    );
    expect(report.body.report.orders.map((o) => o.orderId)).toEqual(made.map((o) => o.id));

    const csv = await t.request("GET", `/api/order/report?date=${day}&format=csv`, {
      token: seller.token,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="orders-${day}.csv"`);
    const text = (await csv.text()).replace(/^\uFEFF/, "");
    const csvLines = text.trim().split("\r\n");
    expect(csvLines).toHaveLength(5);
    expect(csvLines[0]).toMatch(/^Order number,Placed \(Asia\/Manila\),Status,Customer,Phone/);
    expect(csvLines[1]).toContain(shortOrderNumber(made[0]!.id));
    expect(csvLines[1]).toContain(",Delivered,");
    expect(csvLines[1]).toContain(",229,");
  });
});
