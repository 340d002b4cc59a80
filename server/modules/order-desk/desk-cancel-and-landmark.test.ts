// The order desk sees a shopper's cancel (who, the reason, their words) in its list, on the
// slip and in the live event; and its search finds orders by landmark and note to the rider.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema";
import { createProduct } from "../../test/factories";
import { createTestContext, DB_KIND, loginAsSeller, type TestContext } from "../../test/harness";
import { lines, shopperWithAddress, type Shopper } from "../../test/shopper";
import type { OrderBody } from "../../test/api-bodies";
import { openSseStream, type SseReader } from "../order-events/sse-client";
import {
  eventOfAnnouncement,
  latestEventSeq,
  readEventsAfter,
} from "../order-events/order-events.service";

type Cancellation = { by: string; reason: string; details?: string };
type DeskOrder = { _id: string; status: string; cancellation?: Cancellation; riderNote?: string };
type PageBody = { success: boolean; orders: DeskOrder[]; nextCursor: string | null };
type CountsBody = { total: number; byStatus: Record<string, number> };
type SlipBody = { slip: { status: string; cancellation?: Cancellation } };

describe(`the order desk: a shopper's cancel and the search by landmark and note (${DB_KIND})`, () => {
  let t: TestContext;
  let seller: string;
  let rice: { id: string };
  const open: SseReader[] = [];
  beforeAll(async () => {
    t = await createTestContext();
    seller = (await loginAsSeller(t)).token;
    rice = await createProduct(t.db, { name: "Dinorado Rice 2kg", price: 160 });
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((r) => r.close()));
  });
  afterAll(async () => {
    await t.close();
  });

  async function order(s: Shopper, extra: Record<string, unknown> = {}) {
    const res = await t.call<OrderBody>("POST", "/api/order/cod", {
      token: s.token,
      json: { items: lines([rice, 1]), address: s.addressId, ...extra },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.order._id;
  }
  const cancel = (s: Shopper, json: Record<string, unknown>) =>
    t.call<OrderBody>("POST", "/api/order/cancel", { token: s.token, json });
  const page = (query: string) =>
    t.call<PageBody>("GET", `/api/order/seller?${query}`, { token: seller });
  const search = async (q: string) =>
    (await page(`q=${encodeURIComponent(q)}&limit=100`)).body.orders.map((o) => o._id);

  it("the seller's list and slip carry who cancelled and why: the shopper's reason and words", async () => {
    const s = await shopperWithAddress(t);
    const withWords = await order(s);
    const reasonOnly = await order(s);
    const byStore = await order(s);
    const stillOpen = await order(s);
    expect(
      (await cancel(s, { orderId: withWords, reason: "other", details: ' Wrong "size" ' })).status,
    ).toBe(200);
    expect((await cancel(s, { orderId: reasonOnly, reason: "too-slow" })).status).toBe(200);
    const storeCancel = await t.call("POST", "/api/order/update-status", {
      token: seller,
      json: { orderId: byStore, status: "Cancelled", notes: "Out of rice, called her" },
    });
    expect(storeCancel.status).toBe(200);

    const paged = await page("limit=100");
    expect(paged.status).toBe(200);
    const byId = new Map(paged.body.orders.map((o) => [o._id, o]));
    expect(byId.get(withWords)!.cancellation).toEqual({
      by: "customer",
      reason: "Another reason",
      details: 'Wrong "size"',
    });
    expect(byId.get(reasonOnly)!.cancellation).toEqual({
      by: "customer",
      reason: "It is taking too long",
    });
    expect(byId.get(byStore)!.cancellation).toEqual({
      by: "seller",
      reason: "Out of rice, called her",
    });
    // An order that is not cancelled answers exactly as before: no key at all.
    expect(byId.get(stillOpen)).not.toHaveProperty("cancellation");

    // SPEC §7's unpaged list and the by-status list carry it too.
    const all = await t.call<PageBody>("GET", "/api/order/seller", { token: seller });
    expect(all.body.orders.find((o) => o._id === reasonOnly)!.cancellation).toMatchObject({
      by: "customer",
    });
    const cancelled = await t.call<PageBody>("GET", "/api/order/by-status/Cancelled", {
      token: seller,
    });
    expect(cancelled.body.orders.find((o) => o._id === withWords)!.cancellation).toMatchObject({
      details: 'Wrong "size"',
    });

    const slip = await t.call<SlipBody>("GET", `/api/order/slip/${withWords}`, { token: seller });
    expect(slip.status).toBe(200);
    expect(slip.body.slip).toMatchObject({
      status: "Cancelled",
      cancellation: { by: "customer", reason: "Another reason", details: 'Wrong "size"' },
    });
    const openSlip = await t.call<SlipBody>("GET", `/api/order/slip/${stillOpen}`, {
      token: seller,
    });
    expect(openSlip.body.slip).not.toHaveProperty("cancellation");
  });

  it("the live event of a shopper's cancel carries it, on the bus and read back from the log alike", async () => {
    const s = await shopperWithAddress(t);
    const orderId = await order(s);
    const from = await latestEventSeq(t.db);
    const messages: string[] = [];
    const stop = await t.deps.platform.bus.subscribe("order_events", (p) => messages.push(p));
    const desk = await openSseStream(
      t.app,
      "/api/events/seller",
      { authorization: `Bearer ${seller}` },
      open,
    );
    try {
      const res = await cancel(s, {
        orderId,
        reason: "ordered-by-mistake",
        details: "Ordered twice",
      });
      expect(res.status).toBe(200);
      await desk.until(
        () => desk.orderEvents().some((e) => e.orderId === orderId && e.status === "Cancelled"),
        5_000,
        "the cancel event",
      );
      const expected = { by: "customer", reason: "I ordered by mistake", details: "Ordered twice" };
      expect(desk.orderEvents().find((e) => e.orderId === orderId)).toMatchObject({
        type: "order.status",
        status: "Cancelled",
        cancellation: expected,
      });
      await expect.poll(() => messages.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
      const logged = await readEventsAfter(t.db, from);
      expect(logged.map((e) => e.data.cancellation)).toEqual([expected]);
      expect(messages.map(eventOfAnnouncement)).toEqual(logged);
    } finally {
      await stop();
    }
    // A bus message whose cancellation is malformed is read from the log instead.
    const bad = {
      v: 1,
      userId: "u",
      data: {
        seq: 1,
        type: "order.status",
        orderId,
        status: "Cancelled",
        total: 1,
        customerFirstName: "",
        createdAt: new Date().toISOString(),
        acknowledged: false,
        cancellation: { by: "hacker", reason: 1 },
      },
    };
    expect(eventOfAnnouncement(JSON.stringify(bad))).toBeNull();
  });

  it("the search finds orders by the address's landmark and by the note to the rider", async () => {
    const chapel = await shopperWithAddress(t, { landmark: "Across the San Rafael chapel" });
    const plain = await shopperWithAddress(t);
    const byLandmark = await order(chapel, { riderNote: "Call at the gate" });
    const byNote = await order(plain, { riderNote: "Leave it with the sari-sari store, 50% off" });
    const neither = await order(plain);

    expect(await search("rafael chapel")).toEqual([byLandmark]);
    expect(await search("SAN RAFAEL")).toEqual([byLandmark]);
    expect(await search("sari-sari")).toEqual([byNote]);
    // LIKE's own characters are plain text: "50%" finds the note, "%" alone finds no other.
    expect(await search("50% off")).toEqual([byNote]);
    expect(await search("_")).toEqual([]);
    // No term runs from one field into the next (the name's end and the landmark's start).
    const [row] = await t.db.select().from(orders).where(eq(orders.id, byLandmark));
    expect(await search(`${row!.address.phone.slice(-4)} across`)).toEqual([]);
    expect(await search("chapel call")).toEqual([]);
    expect(await search("call at the gate")).toEqual([byLandmark]);
    expect(await search("chapel")).not.toContain(neither);

    // The counts follow the same search.
    const counts = await t.call<CountsBody>("GET", "/api/order/seller/counts?q=sari-sari", {
      token: seller,
    });
    expect(counts.status).toBe(200);
    expect(counts.body.total).toBe(1);
    // The name and number searches are as they were.
    expect(await search(byNote.slice(-8).toUpperCase())).toEqual([byNote]);
  });

  it("a search term stays bounded: over 100 characters is refused before any query", async () => {
    const res = await page(`q=${"a".repeat(101)}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("q must be at most 100 characters");
  });
});
