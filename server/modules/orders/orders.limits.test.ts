import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, type ProductRow } from "../../db/schema";
import { parseEnv } from "../../env";
import { expectDbUnchanged } from "../../test/db-snapshot";
import { createProduct } from "../../test/factories";
import { createTestContext, DB_KIND, type TestContext } from "../../test/harness";
import { expectRefused, lines, ordersOfUser, placeOrder } from "../../test/shopper";
import { hourlyLimitMessage, openOrdersLimitMessage } from "./order-limits";
import { deliverAll, quickShopper } from "./test-order-helpers";

describe(`POST /api/order/cod: per-customer order limits (${DB_KIND})`, () => {
  let t: TestContext;
  let product: ProductRow;
  beforeAll(async () => {
    t = await createTestContext();
    product = await createProduct(t.db, { price: 200, name: "Limit Rice" });
  });
  afterAll(async () => {
    await t.close();
  });

  const order = (s: Awaited<ReturnType<typeof quickShopper>>) =>
    placeOrder(t, s, lines([product, 1]));

  it("the settings default to 5 open orders and 20 an hour, and can be changed", () => {
    const defaults = parseEnv({});
    expect(defaults.MAX_OPEN_ORDERS_PER_CUSTOMER).toBe(5);
    expect(defaults.MAX_ORDERS_PER_HOUR).toBe(20);
    const set = parseEnv({ MAX_OPEN_ORDERS_PER_CUSTOMER: "2", MAX_ORDERS_PER_HOUR: "7" });
    expect([set.MAX_OPEN_ORDERS_PER_CUSTOMER, set.MAX_ORDERS_PER_HOUR]).toEqual([2, 7]);
    expect(() => parseEnv({ MAX_ORDERS_PER_HOUR: "0" })).toThrow(/MAX_ORDERS_PER_HOUR/);
    expect(() => parseEnv({ MAX_OPEN_ORDERS_PER_CUSTOMER: "lots" })).toThrow(
      /MAX_OPEN_ORDERS_PER_CUSTOMER/,
    );
  });

  it("a 6th order while 5 are neither delivered nor cancelled is refused; nothing changes", async () => {
    const s = await quickShopper(t);
    for (let i = 0; i < 5; i++) expect((await order(s)).status).toBe(201);
    await expectDbUnchanged(t.db, async () => {
      const res = await order(s);
      expectRefused(res, 409);
      expect(res.body.message).toBe(openOrdersLimitMessage(5));
      expect(res.body.message).toBe(
        "You already have 5 orders that are not yet delivered or cancelled, the most we accept at once. Please wait until one of them is delivered before placing another order.",
      );
      expect(res.body.reason).toBe("open-orders-limit");
    });
    // Another customer is not affected.
    expect((await order(await quickShopper(t))).status).toBe(201);
    // One delivered and one cancelled order free two places.
    const rows = await ordersOfUser(t.db, s.userId);
    await t.db.update(orders).set({ status: "Delivered" }).where(eq(orders.id, rows[0]!.id));
    await t.db.update(orders).set({ status: "Cancelled" }).where(eq(orders.id, rows[1]!.id));
    expect((await order(s)).status).toBe(201);
    expect((await order(s)).status).toBe(201);
    expectRefused(await order(s), 409);
  });

  it("a 21st order within an hour is refused with when to try again; older orders do not count", async () => {
    const s = await quickShopper(t);
    // Two orders from over an hour ago count for neither limit once delivered.
    for (let i = 0; i < 2; i++) expect((await order(s)).status).toBe(201);
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000), status: "Delivered" })
      .where(eq(orders.userId, s.userId));
    for (let i = 0; i < 20; i++) {
      const res = await order(s);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      await deliverAll(t.db, s.userId);
    }
    await expectDbUnchanged(t.db, async () => {
      const res = await order(s);
      expectRefused(res, 429);
      expect(res.body.reason).toBe("hourly-order-limit");
      const wait = res.body.retryAfterSeconds as number;
      expect(wait).toBeGreaterThan(55 * 60);
      expect(wait).toBeLessThanOrEqual(60 * 60);
      expect(res.body.message).toBe(hourlyLimitMessage(20, Math.ceil(wait / 60)));
      expect(res.body.message).toMatch(
        /^You have placed 20 orders in the last hour, the most we accept\. Please try again in \d+ minutes\.$/,
      );
    });
  });

  it("10 simultaneous orders from one customer place exactly 5", async () => {
    const s = await quickShopper(t);
    const results = await Promise.all(Array.from({ length: 10 }, () => order(s)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    for (const r of results.filter((r) => r.status !== 201)) {
      expectRefused(r, 409);
      expect(r.body.message).toBe(openOrdersLimitMessage(5));
    }
    expect(await ordersOfUser(t.db, s.userId)).toHaveLength(5);
  });

  it("applies the configured settings", async () => {
    const s = await quickShopper(t);
    const env = t.deps.env;
    const saved = { open: env.MAX_OPEN_ORDERS_PER_CUSTOMER, hour: env.MAX_ORDERS_PER_HOUR };
    try {
      env.MAX_OPEN_ORDERS_PER_CUSTOMER = 1;
      expect((await order(s)).status).toBe(201);
      const open = await order(s);
      expectRefused(open, 409);
      expect(open.body.message).toBe(openOrdersLimitMessage(1));
      env.MAX_OPEN_ORDERS_PER_CUSTOMER = 100;
      env.MAX_ORDERS_PER_HOUR = 2;
      expect((await order(s)).status).toBe(201);
      const hourly = await order(s);
      expectRefused(hourly, 429);
      expect(hourly.body.message).toMatch(/^You have placed 2 orders in the last hour/);
    } finally {
      env.MAX_OPEN_ORDERS_PER_CUSTOMER = saved.open;
      env.MAX_ORDERS_PER_HOUR = saved.hour;
    }
  });

  it("an Idempotency-Key retry of a placed order is answered even at the limit", async () => {
    const s = await quickShopper(t);
    for (let i = 0; i < 4; i++) expect((await order(s)).status).toBe(201);
    const headers = { "Idempotency-Key": "limit-retry-1" };
    const first = await placeOrder(t, s, lines([product, 1]), s.addressId, headers);
    expect(first.status).toBe(201);
    const retry = await placeOrder(t, s, lines([product, 1]), s.addressId, headers);
    expect(retry.status).toBe(200);
    expect(retry.body.order._id).toBe(first.body.order._id);
  });
});
