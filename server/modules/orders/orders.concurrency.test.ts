import { randomUUID } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, orderStatusHistory } from "../../db/schema";
import { createProduct } from "../../test/factories";
import { createTestContext, DB_KIND, loginAsSeller, type TestContext } from "../../test/harness";
import { lines, placeOrder, type Shopper } from "../../test/shopper";
import type { OrderBody } from "../../test/api-bodies";
import { announcementOf } from "../order-events/order-events.record";
import { quickShopper, stockOf } from "./test-order-helpers";

/**
 * The order's writes go to the database together; these hold the concurrency story: every
 * accepted order once, keys honoured, stock exact, one event each with the bus message the
 * streams expect, and no deadlock with the seller's status changes on the same hour's orders.
 */
describe(`orders placed together (${DB_KIND})`, () => {
  let t: TestContext;
  let seller: { token: string };
  beforeAll(async () => {
    t = await createTestContext();
    seller = await loginAsSeller(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const tracked = (stockCount: number, name: string) =>
    createProduct(t.db, { price: 200, name, stockCount });

  it("50 shoppers, each sending its order twice at once with one key, for the last 20 units: 20 orders, each once", async () => {
    const last = await tracked(20, "Last Twenty Pandesal");
    const plenty = await tracked(1000, "Plenty Sardines");
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 50; i++) shoppers.push(await quickShopper(t));
    const keys = shoppers.map(() => randomUUID());
    const send = (s: Shopper, i: number) =>
      placeOrder(t, s, lines([last, 1], [plenty, 2]), s.addressId, {
        "Idempotency-Key": keys[i]!,
      });
    const results = await Promise.all(shoppers.flatMap((s, i) => [send(s, i), send(s, i)]));

    const accepted = new Map<string, string>(); // key → order id
    results.forEach((r, n) => {
      const key = keys[Math.floor(n / 2)]!;
      if (r.status !== 201 && r.status !== 200) {
        expect(r.status, JSON.stringify(r.body)).toBe(409);
        return;
      }
      const id = r.body.order._id;
      // Both answers of one key name the same order.
      expect(accepted.get(key) ?? id).toBe(id);
      accepted.set(key, id);
    });
    expect(accepted.size).toBe(20);
    // A key's second answer is the replay of its first, never a second order.
    expect(results.filter((r) => r.status === 201)).toHaveLength(20);

    const ids = [...accepted.values()];
    const held = await t.db
      .select({ id: orders.id, key: orders.idempotencyKey })
      .from(orders)
      .where(inArray(orders.idempotencyKey, keys));
    expect(held.map((o) => o.id).sort()).toEqual([...ids].sort());
    expect(await stockOf(t.db, last.id)).toEqual({ stockCount: 0, inStock: false });
    expect(await stockOf(t.db, plenty.id)).toEqual({ stockCount: 1000 - 40, inStock: true });
    const events = await t.db
      .select({ orderId: orderStatusHistory.orderId, type: orderStatusHistory.type })
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, ids));
    expect(events.map((e) => e.orderId).sort()).toEqual([...ids].sort());
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(["order.created"]));
  });

  it("an order's bus message is the text the streams read, its seq put in by the database", async () => {
    const heard: string[] = [];
    const stop = await t.database.listen("order_events", (payload) => heard.push(payload));
    try {
      const s = await quickShopper(t);
      const p = await tracked(10, "Announced Coffee");
      const res = await placeOrder(t, s, lines([p, 3]));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, res.body.order._id));
      const [event] = await t.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, row!.id));
      const expected = announcementOf(event!.seq, event!.createdAt, {
        orderId: row!.id,
        type: "order.created",
        status: row!.status,
        actorType: "customer",
        actorId: s.userId,
        order: row!,
      });
      for (let i = 0; i < 50 && !heard.includes(expected); i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(heard).toContain(expected);
      expect(JSON.parse(expected).data.seq).toBe(event!.seq);
    } finally {
      await stop();
    }
  });

  it("the seller moving this hour's orders while shoppers place more: no deadlock, every change kept", async () => {
    const p = await tracked(500, "Busy Hour Rice");
    const first: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await placeOrder(t, await quickShopper(t), lines([p, 1]));
      first.push(res.body.order._id);
    }
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 20; i++) shoppers.push(await quickShopper(t));
    const results = await Promise.all([
      ...shoppers.map((s) => placeOrder(t, s, lines([p, 1]))),
      ...first.map((orderId) =>
        t.call<OrderBody>("POST", "/api/order/update-status", {
          token: seller.token,
          json: { orderId, status: "Confirmed" },
        }),
      ),
    ]);
    expect(results.map((r) => r.status)).toEqual([...Array(20).fill(201), ...Array(10).fill(200)]);
    expect(await stockOf(t.db, p.id)).toEqual({ stockCount: 470, inStock: true });
    const timeline = await t.db
      .select({ seq: orderStatusHistory.seq })
      .from(orderStatusHistory)
      .orderBy(asc(orderStatusHistory.seq));
    expect(new Set(timeline.map((e) => e.seq)).size).toBe(timeline.length);
  });
});
