import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog, orders, type OrderRow } from "../../db/schema";
import { createTestContext, DB_KIND, registerCustomer, type TestContext } from "../../test/harness";
import { expectRefused } from "../../test/shopper";
import { insertOrder, orderTools } from "../order-desk/test-orders";
import type { Delivery } from "@domain/rider-delivery";
import { cashMismatchMessage, notOutForDeliveryMessage, RIDER_API_MESSAGES } from "./rider.schemas";
import { personWithRole, type Person } from "./test-riders";

type ListBody = { success: boolean; message: string; deliveries: Delivery[] };
type DeliveredBody = { success: boolean; message: string; delivery: Delivery };

describe(`a rider's deliveries (${DB_KIND})`, () => {
  let t: TestContext;
  let ana: Person;
  let ben: Person;
  let owner: Person;
  let customer: Awaited<ReturnType<typeof registerCustomer>>;
  let tools: ReturnType<typeof orderTools>;

  /** An order already given to a rider, in the given status. */
  async function orderOf(rider: Person | null, status = "Out for Delivery", extra = {}) {
    const row = await insertOrder(t.db, customer.userId, { status: "Preparing" });
    const [updated] = await t.db
      .update(orders)
      .set({ status, riderId: rider?.id ?? null, ...extra })
      .where(eq(orders.id, row.id))
      .returning();
    return updated!;
  }
  const deliveredCall = (who: Person, orderId: string, json: unknown) =>
    t.call<DeliveredBody>("POST", `/api/rider/deliveries/${orderId}/delivered`, {
      token: who.token,
      json,
    });
  const deliveredLines = (orderId: string) =>
    t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, orderId), eq(activityLog.action, "order.delivered")))
      .orderBy(asc(activityLog.id));
  const expectUntouched = async (order: OrderRow) => {
    const now = await tools.orderRow(order.id);
    expect(now.status).toBe(order.status);
    expect(now.version).toBe(order.version);
    expect(now.cashCollectedCentavos).toBeNull();
    expect(await tools.history(order.id)).toHaveLength(1);
    expect(await deliveredLines(order.id)).toHaveLength(0);
  };

  beforeAll(async () => {
    t = await createTestContext();
    ana = await personWithRole(t, "rider", "Ana Rider");
    ben = await personWithRole(t, "rider", "Ben Rider");
    owner = await personWithRole(t, "owner", "Olivia Owner");
    customer = await registerCustomer(t);
    tools = orderTools(t);
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  it("lists only the rider's own orders out for delivery and delivered today", async () => {
    const out = await orderOf(ana);
    const address = { ...out.address, landmark: "Near the blue chapel" };
    await t.db
      .update(orders)
      .set({ address, riderNote: "Gate is green" })
      .where(eq(orders.id, out.id));
    const today = await orderOf(ana, "Delivered", { actualDeliveryTime: new Date() });
    await orderOf(ana, "Delivered", { actualDeliveryTime: new Date(Date.now() - 3 * 86_400_000) });
    await orderOf(ben);
    await orderOf(null, "Preparing");

    const res = await t.call<ListBody>("GET", "/api/rider/deliveries", { token: ana.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(RIDER_API_MESSAGES.LISTED);
    expect(res.body.deliveries.map((d) => d.orderId)).toEqual([out.id, today.id]);
    expect(res.body.deliveries[0]).toEqual({
      orderId: out.id,
      orderNumber: out.id.replace(/-/g, "").slice(-8).toUpperCase(),
      status: "Out for Delivery",
      customer: { name: "Maria Dela Cruz", phone: "09171234567" },
      address: {
        street: "123 Rizal Street",
        barangay: "Pangpang",
        city: "Sorsogon City",
        landmark: "Near the blue chapel",
      },
      riderNote: "Gate is green",
      items: [
        { name: "Ligo Sardines", quantity: 4 },
        { name: "Gardenia Bread", quantity: 1 },
      ],
      total: 229,
      cashToCollect: 229,
      changeFor: [
        { bill: 500, change: 271 },
        { bill: 1000, change: 771 },
      ],
      deliveredAt: null,
      cashCollected: null,
    });
  });

  it("only riders may call it", async () => {
    expectRefused(await t.call("GET", "/api/rider/deliveries", { token: owner.token }), 403);
    expectRefused(await t.call("GET", "/api/rider/deliveries", { token: customer.token }), 403);
    expectRefused(await t.call("GET", "/api/rider/deliveries"), 401);
    const order = await orderOf(ana);
    const body = { cashCollected: 229, key: "owner-tap-0001" };
    expectRefused(await deliveredCall(owner, order.id, body), 403);
    await expectUntouched(order);
  });

  it("refuses bad cash and keys with a clear message, changing nothing", async () => {
    const order = await orderOf(ana);
    const key = "bad-cash-key-01";
    const cases: [unknown, string][] = [
      [{ key }, RIDER_API_MESSAGES.BAD_CASH],
      [{ cashCollected: "229", key }, RIDER_API_MESSAGES.BAD_CASH],
      [{ cashCollected: -1, key }, RIDER_API_MESSAGES.BAD_CASH],
      [{ cashCollected: 229.001, key }, RIDER_API_MESSAGES.BAD_CASH],
      [{ cashCollected: 1e9, key }, RIDER_API_MESSAGES.BAD_CASH],
      [{ cashCollected: 200, key }, cashMismatchMessage(229)],
      [{ cashCollected: 229 }, RIDER_API_MESSAGES.BAD_KEY],
      [{ cashCollected: 229, key: "short" }, RIDER_API_MESSAGES.BAD_KEY],
      [{ cashCollected: 229, key: "spaces are not ok" }, RIDER_API_MESSAGES.BAD_KEY],
    ];
    for (const [json, message] of cases) {
      const res = await deliveredCall(ana, order.id, json);
      expectRefused(res, 400);
      expect(res.body.message, JSON.stringify(json)).toContain(message);
    }
    await expectUntouched(order);
  });

  it("another rider's order is 404, as is an unknown one; one not out is 409", async () => {
    const bens = await orderOf(ben);
    const body = { cashCollected: 229, key: "ana-tries-bens" };
    const res = await deliveredCall(ana, bens.id, body);
    expectRefused(res, 404);
    expect(res.body.message).toBe(RIDER_API_MESSAGES.NOT_FOUND);
    await expectUntouched(bens);
    expectRefused(await deliveredCall(ana, "00000000-0000-4000-8000-000000000000", body), 404);
    expectRefused(await deliveredCall(ana, "not-an-order", body), 404);

    const preparing = await orderOf(ana, "Preparing");
    const early = await deliveredCall(ana, preparing.id, body);
    expectRefused(early, 409);
    expect(early.body.message).toBe(notOutForDeliveryMessage("Preparing"));
    await expectUntouched(preparing);
  });

  it("marks delivered once: the cash, the event and the activity line; the same key answers the same", async () => {
    const order = await orderOf(ana);
    const body = { cashCollected: 229, key: "tap-3f9a0c21-01" };
    const first = await deliveredCall(ana, order.id, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe(RIDER_API_MESSAGES.DELIVERED);
    expect(first.body.delivery).toMatchObject({ status: "Delivered", cashCollected: 229 });
    const row = await tools.orderRow(order.id);
    expect(row).toMatchObject({ status: "Delivered", cashCollectedCentavos: 22900, isPaid: true });
    expect(row.actualDeliveryTime).not.toBeNull();
    const history = await tools.history(order.id);
    expect(history.map((h) => [h.status, h.actorType, h.actorId])).toEqual([
      ["Order Placed", "customer", customer.userId],
      ["Delivered", "seller", ana.id],
    ]);
    const [line] = await deliveredLines(order.id);
    expect(line).toMatchObject({
      actorId: ana.id,
      actorName: "Ana Rider",
      kind: "order",
      changes: { cashCollected: 229 },
    });

    const again = await deliveredCall(ana, order.id, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const otherTap = await deliveredCall(ana, order.id, { ...body, key: "tap-another-02" });
    expectRefused(otherTap, 409);
    expect(otherTap.body.message).toBe(notOutForDeliveryMessage("Delivered"));
    expect(await tools.history(order.id)).toHaveLength(2);
    expect(await deliveredLines(order.id)).toHaveLength(1);
    expect((await tools.orderRow(order.id)).version).toBe(row.version);
  });

  it("the same tap sent twice at once is applied once", async () => {
    const order = await orderOf(ana);
    const body = { cashCollected: 229, key: "tap-twice-at-once" };
    const [a, b] = await Promise.all([
      deliveredCall(ana, order.id, body),
      deliveredCall(ana, order.id, body),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    expect(await tools.history(order.id)).toHaveLength(2);
    expect(await deliveredLines(order.id)).toHaveLength(1);
  });

  it("a paid order collects nothing", async () => {
    const order = await orderOf(ana, "Out for Delivery", { isPaid: true });
    const list = await t.call<ListBody>("GET", "/api/rider/deliveries", { token: ana.token });
    const shown = list.body.deliveries.find((d) => d.orderId === order.id);
    expect(shown).toMatchObject({ cashToCollect: 0, changeFor: [] });
    const wrong = await deliveredCall(ana, order.id, { cashCollected: 229, key: "paid-order-1" });
    expectRefused(wrong, 400);
    const res = await deliveredCall(ana, order.id, { cashCollected: 0, key: "paid-order-1" });
    expect(res.status).toBe(200);
    expect((await tools.orderRow(order.id)).cashCollectedCentavos).toBe(0);
  });
});
