import { asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { selfCancelRefusedMessage } from "@domain/order-cancel";
import { orders, orderStatusHistory } from "../../db/schema";
import { expectDbUnchanged } from "../../test/db-snapshot";
import { createProduct } from "../../test/factories";
import { createTestContext, DB_KIND, loginAsSeller, type TestContext } from "../../test/harness";
import { expectRefused, lines, placeOrder, type Shopper } from "../../test/shopper";
import type { HistoryBody, OrderBody } from "../../test/api-bodies";
import { openSseStream, type SseReader } from "../order-events/sse-client";
import { quickShopper, setStock, stockOf } from "./test-order-helpers";

describe(`POST /api/order/cancel: a shopper cancels their own order (${DB_KIND})`, () => {
  let t: TestContext;
  let seller: { token: string };
  const open: SseReader[] = [];
  beforeAll(async () => {
    t = await createTestContext();
    seller = await loginAsSeller(t);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((r) => r.close()));
  });
  afterAll(async () => {
    await t.close();
  });

  const cancel = (json: unknown, token: string) =>
    t.call<OrderBody>("POST", "/api/order/cancel", { token, json });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const orderRow = async (id: string) =>
    (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const history = (id: string) =>
    t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.seq));

  async function placed(s: Shopper, stock = 10) {
    const oil = await createProduct(t.db, { name: "Cooking Oil 1L", price: 120 });
    await setStock(t.db, oil.id, stock);
    const res = await placeOrder(t, s, lines([oil, 3]));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { oil, orderId: res.body.order._id };
  }

  it("cancels in one go: status, stock back, the reason in the timeline, seen live by the desk and the shopper", async () => {
    const s = await quickShopper(t);
    const { oil, orderId } = await placed(s, 3);
    expect(await stockOf(t.db, oil.id)).toEqual({ stockCount: 0, inStock: false });
    const desk = await openSseStream(t.app, "/api/events/seller", bearer(seller.token), open);
    const mine = await openSseStream(t.app, "/api/events/user", bearer(s.token), open);

    const res = await cancel(
      { orderId, reason: "ordered-by-mistake", details: "  Ordered twice  " },
      s.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: "Your order has been cancelled",
      order: { _id: orderId, status: "Cancelled" },
    });
    expect(await orderRow(orderId)).toMatchObject({ status: "Cancelled", version: 2 });
    // The units went back exactly as a seller's cancel puts them back.
    expect(await stockOf(t.db, oil.id)).toEqual({ stockCount: 3, inStock: true });
    const entries = await history(orderId);
    expect(entries.map((e) => [e.status, e.actorType])).toEqual([
      ["Order Placed", "customer"],
      ["Cancelled", "customer"],
    ]);
    expect(entries[1]).toMatchObject({
      type: "order.status",
      actorId: s.userId,
      notes: 'Cancelled by the customer: I ordered by mistake. "Ordered twice"',
    });
    for (const stream of [desk, mine]) {
      await stream.until(
        () => stream.orderEvents().some((e) => e.orderId === orderId && e.status === "Cancelled"),
        5_000,
        "the cancel event",
      );
    }
    expect(desk.orderEvents().find((e) => e.orderId === orderId)).toMatchObject({
      type: "order.status",
      seq: Number(entries[1]!.seq),
    });
    // The shopper's timeline call shows who cancelled and why.
    const timeline = await t.call<HistoryBody>("GET", `/api/order/status-history/${orderId}`, {
      token: s.token,
    });
    expect(timeline.body.history[1]).toMatchObject({
      status: "Cancelled",
      actorType: "customer",
      notes: 'Cancelled by the customer: I ordered by mistake. "Ordered twice"',
    });
  });

  it("a reason without words is enough", async () => {
    const s = await quickShopper(t);
    const { orderId } = await placed(s);
    const res = await cancel({ orderId, reason: "changed-mind" }, s.token);
    expect(res.status).toBe(200);
    expect((await history(orderId))[1]!.notes).toBe("Cancelled by the customer: I changed my mind");
  });

  it.each(["Confirmed", "Preparing", "Out for Delivery", "Delivered", "Cancelled"])(
    "once %s it is refused with 409 and nothing changes",
    async (status) => {
      const s = await quickShopper(t);
      const { orderId } = await placed(s);
      await t.db.update(orders).set({ status }).where(eq(orders.id, orderId));
      await expectDbUnchanged(t.db, async () => {
        const res = await cancel({ orderId, reason: "changed-mind" }, s.token);
        expectRefused(res, 409);
        expect(res.body.message).toBe(selfCancelRefusedMessage(status));
        expect(res.body).toMatchObject({ reason: "not-cancellable", status });
      });
    },
  );

  it("after the seller confirmed through the desk: refused, and the stock stays taken", async () => {
    const s = await quickShopper(t);
    const { oil, orderId } = await placed(s);
    const confirm = await t.call("POST", "/api/order/update-status", {
      token: seller.token,
      json: { orderId, status: "Confirmed" },
    });
    expect(confirm.status).toBe(200);
    const res = await cancel({ orderId, reason: "changed-mind" }, s.token);
    expectRefused(res, 409);
    expect(res.body.message).toBe(
      'This order is already "Confirmed", so it can no longer be cancelled here. Please call the store if you need to change it.',
    );
    expect(await stockOf(t.db, oil.id)).toEqual({ stockCount: 7, inStock: true });
  });

  it("someone else's order, a missing one or a junk id: 404, nothing changes", async () => {
    const owner = await quickShopper(t);
    const other = await quickShopper(t);
    const { orderId } = await placed(owner);
    await expectDbUnchanged(t.db, async () => {
      for (const id of [orderId, "00000000-0000-4000-8000-000000000000", "nope"]) {
        const res = await cancel({ orderId: id, reason: "changed-mind" }, other.token);
        expectRefused(res, 404);
        expect(res.body.message).toBe("Order not found");
      }
    });
    expect((await orderRow(orderId)).status).toBe("Order Placed");
  });

  it("bad reason input is refused with a clear message and changes nothing", async () => {
    const s = await quickShopper(t);
    const { orderId } = await placed(s);
    const reasons =
      "reason: reason must be one of: changed-mind, ordered-by-mistake, wrong-items, wrong-address, too-slow, other";
    const cases: [unknown, string][] = [
      [{ orderId }, reasons],
      [{ orderId, reason: "because" }, reasons],
      [{ orderId, reason: 3 }, reasons],
      [
        { orderId, reason: "other" },
        'details: Please say why you are cancelling (reason "other" needs details)',
      ],
      [
        { orderId, reason: "other", details: "   " },
        'details: Please say why you are cancelling (reason "other" needs details)',
      ],
      [
        { orderId, reason: "too-slow", details: "x".repeat(201) },
        "details: details must be at most 200 characters",
      ],
      [{ orderId, reason: "too-slow", details: 42 }, "details: details must be text"],
      [
        { orderId, reason: "too-slow", details: "line\nbreak" },
        "details: details must not contain control characters",
      ],
      [{ reason: "too-slow" }, "orderId: orderId is required"],
    ];
    await expectDbUnchanged(t.db, async () => {
      for (const [json, message] of cases) {
        const res = await cancel(json, s.token);
        expectRefused(res, 400);
        expect(res.body.message).toBe(message);
      }
      expectRefused(await cancel({ orderId, reason: "changed-mind" }, seller.token), 403);
      expectRefused(
        await t.call("POST", "/api/order/cancel", { json: { orderId, reason: "changed-mind" } }),
        401,
      );
    });
    // 200 characters exactly is fine.
    const ok = await cancel({ orderId, reason: "other", details: "y".repeat(200) }, s.token);
    expect(ok.status).toBe(200);
  });
});
