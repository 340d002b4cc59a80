import { createHash } from "node:crypto";
import { asc, eq, gt, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { orderStatusHistory, sessions, type ProductRow } from "../../db/schema";
import type { HistoryBody } from "../../test/api-bodies";
import { createProduct } from "../../test/factories";
import {
  createTestContext,
  DB_KIND,
  loginAsSeller,
  registerCustomer,
  type TestContext,
} from "../../test/harness";
import {
  expectRefused,
  lines,
  placeOrder,
  shopperWithAddress,
  type Shopper,
} from "../../test/shopper";
import { openEventStreamCount, orderEventHub } from "./order-events.hub";
import { eventOfAnnouncement, readEventsAfter } from "./order-events.service";
import { openSseStream, type SseReader } from "./sse-client";

type EventData = {
  seq: number;
  type: string;
  orderId: string;
  status: string;
  total: number;
  customerFirstName: string;
  createdAt: string;
  acknowledged: boolean;
};

describe(`live order streams (${DB_KIND})`, () => {
  let t: TestContext;
  let seller: Awaited<ReturnType<typeof loginAsSeller>>;
  let product: ProductRow;
  const open: SseReader[] = [];

  const stream = (path: string, headers: Record<string, string>) =>
    openSseStream(t.app, path, headers, open);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function order(shopper: Shopper): Promise<string> {
    const res = await placeOrder(t, shopper, lines([product, 2]));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.order._id;
  }
  async function move(orderId: string, status: string, app = t) {
    const res = await app.call("POST", "/api/order/update-status", {
      token: seller.token,
      json: { orderId, status },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const logSeqsAfter = async (seq: number) =>
    (
      await t.db
        .select({ seq: orderStatusHistory.seq })
        .from(orderStatusHistory)
        .where(gt(orderStatusHistory.seq, seq))
        .orderBy(asc(orderStatusHistory.seq))
    ).map((r) => Number(r.seq));

  beforeAll(async () => {
    t = await createTestContext();
    seller = await loginAsSeller(t);
    product = await createProduct(t.db, { name: "Stream Rice 5kg", price: 100 });
  }, 240_000);

  afterEach(async () => {
    await Promise.all(open.splice(0).map((r) => r.close()));
  });

  afterAll(async () => {
    await t.close();
  });

  it("refuses a guest (401), a customer on the seller stream (403), a seller on the customer's (403), a bad Last-Event-ID (400)", async () => {
    const customer = await registerCustomer(t);
    expectRefused(await t.call("GET", "/api/events/seller"), 401);
    expectRefused(await t.call("GET", "/api/events/user"), 401);
    expectRefused(await t.call("GET", "/api/events/seller", { token: customer.token }), 403);
    expectRefused(await t.call("GET", "/api/events/user", { token: seller.token }), 403);
    for (const bad of ["-1", "abc", "1.5", "99999999999999999"]) {
      const res = await t.call("GET", "/api/events/seller", {
        token: seller.token,
        headers: { "last-event-id": bad },
      });
      expectRefused(res, 400);
      expect(res.body.message).toMatch(/Last-Event-ID/);
      expectRefused(
        await t.call("GET", `/api/events/user?lastEventId=${encodeURIComponent(bad)}`, {
          token: customer.token,
        }),
        400,
      );
    }
    expect(openEventStreamCount()).toBe(0);
  });

  it("streams with the SSE headers, a retry hint and a ready event, and carries created and status events with their data", async () => {
    const shopper = await shopperWithAddress(t, { firstName: "Lorna" });
    const desk = await stream("/api/events/seller", bearer(seller.token));
    expect(desk.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(desk.response.headers.get("cache-control")).toBe("no-cache");
    expect(desk.response.headers.get("x-accel-buffering")).toBe("no");
    expect(desk.messages[0]?.retry).toBeGreaterThan(0);
    const mine = await stream("/api/events/user", bearer(shopper.token));

    const placed = await placeOrder(t, shopper, lines([product, 2]));
    expect(placed.status).toBe(201);
    const orderId = placed.body.order._id;
    await move(orderId, "Confirmed");
    await desk.until(() => desk.orderEvents().length >= 2, 5_000, "two events");
    await mine.until(() => mine.orderEvents().length >= 2, 5_000, "two events");

    const [created, confirmed] = desk.orderEvents<EventData>();
    expect(created).toMatchObject({
      type: "order.created",
      orderId,
      status: "Order Placed",
      total: placed.body.order.amount,
      customerFirstName: "Lorna",
      acknowledged: false,
    });
    expect(confirmed).toMatchObject({ type: "order.status", orderId, status: "Confirmed" });
    expect(confirmed!.seq).toBeGreaterThan(created!.seq);
    const eventMessages = desk.messages.filter((m) => m.event.startsWith("order."));
    expect(eventMessages.map((m) => [m.event, Number(m.id)])).toEqual([
      ["order.created", created!.seq],
      ["order.status", confirmed!.seq],
    ]);
    expect(mine.orderEvents().map((e) => e.seq)).toEqual([created!.seq, confirmed!.seq]);
    expect(openEventStreamCount()).toBe(2);
  });

  it("the bus message of an order event carries the event exactly as the log reads it back", async () => {
    const messages: string[] = [];
    const stop = await t.deps.platform.bus.subscribe("order_events", (p) => messages.push(p));
    try {
      const shopper = await shopperWithAddress(t, { firstName: "Nenita" });
      const from = (await logSeqsAfter(0)).at(-1) ?? 0;
      const orderId = await order(shopper);
      await move(orderId, "Confirmed");
      await expect.poll(() => messages.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
      const announced = messages.map(eventOfAnnouncement);
      const logged = await readEventsAfter(t.db, from);
      expect(logged.map((e) => e.data.type)).toEqual(["order.created", "order.status"]);
      expect(announced).toEqual(logged);
      expect(logged[0]!.userId).toBe(shopper.userId);
      expect(logged[1]!.data).toMatchObject({ status: "Confirmed", customerFirstName: "Nenita" });
    } finally {
      await stop();
    }
    // Anything else on the channel is read from the log instead.
    for (const other of ["12", "{", '{"v":2}', '{"v":1,"userId":"u","data":{"seq":"1"}}'])
      expect(eventOfAnnouncement(other)).toBeNull();
  });

  it("an event announced with a gap before it (a rolled-back id) still reaches the streams, once", async () => {
    const desk = await stream("/api/events/seller", bearer(seller.token));
    const hub = orderEventHub(t.deps);
    // An id taken by a write that rolled back: the next event comes one id later.
    await t.db.execute(sql`SELECT nextval(pg_get_serial_sequence('order_status_history', 'seq'))`);
    const shopper = await shopperWithAddress(t);
    const orderId = await order(shopper);
    await desk.until(() => desk.orderEvents().length >= 1, 5_000, "the created event");
    // A repeated message changes nothing.
    const [created] = desk.orderEvents<EventData>();
    expect(created).toMatchObject({ orderId, type: "order.created" });
    hub.announced(JSON.stringify({ v: 1, userId: "x", data: { ...created, seq: created!.seq } }));
    await move(orderId, "Confirmed");
    await desk.until(() => desk.orderEvents().length >= 2, 5_000, "the status event");
    expect(desk.orderEvents<EventData>().map((e) => e.orderId)).toEqual([orderId, orderId]);
  });

  it("a stream dropped after event n and reopened with Last-Event-ID n receives exactly the later events, none twice", async () => {
    const shopper = await shopperWithAddress(t);
    const first = await stream("/api/events/seller", bearer(seller.token));
    const a = await order(shopper);
    await move(a, "Confirmed");
    await first.until(() => first.orderEvents().length >= 2, 5_000, "two events");
    const n = first.orderEvents()[1]!.seq;
    await first.close();

    // While it is away: more events, some of them of other orders.
    const b = await order(shopper);
    await move(a, "Preparing");
    await move(b, "Cancelled");
    const expected = await logSeqsAfter(n);
    expect(expected).toHaveLength(3);

    const again = await stream("/api/events/seller", {
      ...bearer(seller.token),
      "last-event-id": String(n),
    });
    // The replay comes before `ready`: it is all there once the stream is open.
    expect(again.orderEvents().map((e) => e.seq)).toEqual(expected);
    const c = await order(shopper);
    await again.until(() => again.orderEvents().some((e) => e.orderId === c), 5_000, "live");
    const later = await logSeqsAfter(expected.at(-1)!);
    expect(again.orderEvents().map((e) => e.seq)).toEqual([...expected, ...later]);

    const viaQuery = await stream(`/api/events/seller?lastEventId=${n}`, bearer(seller.token));
    expect(viaQuery.orderEvents().map((e) => e.seq)).toEqual(await logSeqsAfter(n));
  });

  it("a fresh stream's ready id resumes exactly where it started", async () => {
    const shopper = await shopperWithAddress(t);
    const first = await stream("/api/events/seller", bearer(seller.token));
    const readyId = first.messages.find((m) => m.event === "ready")!.id!;
    await first.close();
    const missed = await order(shopper);
    const again = await stream("/api/events/seller", {
      ...bearer(seller.token),
      "last-event-id": readyId,
    });
    expect(again.orderEvents().map((e) => e.orderId)).toEqual([missed]);
  });

  it("customer B's stream never carries customer A's events, live or replayed", async () => {
    const a = await shopperWithAddress(t);
    const b = await shopperWithAddress(t);
    const streamA = await stream("/api/events/user", bearer(a.token));
    const streamB = await stream("/api/events/user", bearer(b.token));
    const since = Number(streamB.messages.find((m) => m.event === "ready")!.id);
    const orderA = await order(a);
    await move(orderA, "Confirmed");
    const orderB = await order(b);
    await move(orderB, "Cancelled");
    await streamA.until(() => streamA.orderEvents().length >= 2, 5_000, "A's events");
    await streamB.until(() => streamB.orderEvents().length >= 2, 5_000, "B's events");
    // Give a stray event time to arrive before asserting it did not.
    await new Promise((r) => setTimeout(r, 300));
    expect(streamA.orderEvents().map((e) => e.orderId)).toEqual([orderA, orderA]);
    expect(streamB.orderEvents().map((e) => e.orderId)).toEqual([orderB, orderB]);

    const replay = await stream("/api/events/user", {
      ...bearer(b.token),
      "last-event-id": String(since),
    });
    expect(replay.orderEvents().map((e) => e.orderId)).toEqual([orderB, orderB]);
  });

  it("a stream ends when its session is logged out, or found expired at a heartbeat", async () => {
    const shopper = await registerCustomer(t);
    const customerStream = await stream("/api/events/user", bearer(shopper.token));
    const other = await loginAsSeller(t);
    const sellerStream = await stream("/api/events/seller", bearer(other.token));
    const keeps = await stream("/api/events/seller", bearer(seller.token));

    await t.call("GET", "/api/user/logout", { token: shopper.token });
    await customerStream.untilEnded(5_000);
    expect(customerStream.ended).toBe(true);

    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.tokenHash, createHash("sha256").update(other.token).digest("hex")));
    await orderEventHub(t.deps).heartbeat();
    await sellerStream.untilEnded(5_000);
    expect(sellerStream.ended).toBe(true);
    expect(keeps.ended).toBe(false);
    expect(keeps.comments).toContain("ping");
  });

  it("the status history carries the timeline with type and seq, to the owner and sellers only", async () => {
    const owner = await shopperWithAddress(t);
    const stranger = await registerCustomer(t);
    const orderId = await order(owner);
    await move(orderId, "Confirmed");
    for (const token of [owner.token, seller.token]) {
      const res = await t.call<HistoryBody>("GET", `/api/order/status-history/${orderId}`, {
        token,
      });
      expect(res.status).toBe(200);
      expect(res.body.history.map((h) => [h.type, h.status])).toEqual([
        ["order.created", "Order Placed"],
        ["order.status", "Confirmed"],
      ]);
      expect(res.body.history[1]!.seq).toBeGreaterThan(res.body.history[0]!.seq);
    }
    expectRefused(
      await t.call("GET", `/api/order/status-history/${orderId}`, { token: stranger.token }),
      404,
    );
    expectRefused(await t.call("GET", `/api/order/status-history/${orderId}`), 401);
  });
});
