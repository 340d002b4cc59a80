import { and, asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { activityLog, type OrderRow } from "../../db/schema";
import { createTestContext, DB_KIND, registerCustomer, type TestContext } from "../../test/harness";
import { expectRefused } from "../../test/shopper";
import { openSseStream, type SseReader } from "../order-events/sse-client";
import { RIDER_MESSAGES } from "../orders/rider-assignment";
import { deskCalls, disable, personWithRole, type Person } from "../rider/test-riders";
import { riderChangeOnlyWhileOutMessage } from "./order-desk.riders";
import { insertOrder, orderTools } from "./test-orders";

describe(`the desk gives orders to riders (${DB_KIND})`, () => {
  let t: TestContext;
  let owner: Person;
  let staff: Person;
  let customerId: string;
  const open: SseReader[] = [];
  let tools: ReturnType<typeof orderTools>;
  let desk: ReturnType<typeof deskCalls>;

  const preparing = () => insertOrder(t.db, customerId, { status: "Preparing" });
  const assignedLines = (orderId: string) =>
    t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, orderId), eq(activityLog.action, "order.assigned")))
      .orderBy(asc(activityLog.id));
  const unchanged = async (order: OrderRow) => {
    const now = await tools.orderRow(order.id);
    expect(now.status).toBe(order.status);
    expect(now.riderId).toBe(order.riderId);
    expect(now.version).toBe(order.version);
    expect(await tools.history(order.id)).toHaveLength(1);
    expect(await assignedLines(order.id)).toHaveLength(0);
  };

  beforeAll(async () => {
    t = await createTestContext();
    owner = await personWithRole(t, "owner", "Olivia Owner");
    staff = await personWithRole(t, "staff", "Sam Staff");
    customerId = (await registerCustomer(t)).userId;
    tools = orderTools(t);
    desk = deskCalls(t, staff.token);
  }, 300_000);
  afterEach(async () => {
    await Promise.all(open.splice(0).map((r) => r.close()));
  });
  afterAll(async () => {
    await t.close();
  });

  it("a shop without riders sends orders out without one, as before", async () => {
    const order = await preparing();
    const notRider = await desk.move(order.id, "Out for Delivery", staff.id);
    expectRefused(notRider, 400);
    expect(notRider.body.message).toBe(RIDER_MESSAGES.NOT_A_RIDER);
    await unchanged(order);

    const res = await desk.move(order.id, "Out for Delivery");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Order status updated to "Out for Delivery"');
    expect((await tools.orderRow(order.id)).riderId).toBeNull();
    expect(await assignedLines(order.id)).toHaveLength(0);
  });

  describe("with riders", () => {
    let ana: Person;
    let ben: Person;
    let gone: Person;
    beforeAll(async () => {
      ana = await personWithRole(t, "rider", "Ana Rider");
      ben = await personWithRole(t, "rider", "Ben Rider");
      gone = await personWithRole(t, "rider", "Gone Rider");
      await disable(t, gone.id);
    });

    it("lists the active riders for the desk (orders.manage only)", async () => {
      const res = await t.call<{ riders: { id: string; name: string }[] }>(
        "GET",
        "/api/order/riders",
        { token: staff.token },
      );
      expect(res.status).toBe(200);
      expect(res.body.riders).toEqual([
        { id: ana.id, name: "Ana Rider" },
        { id: ben.id, name: "Ben Rider" },
      ]);
      expectRefused(await t.call("GET", "/api/order/riders", { token: ana.token }), 403);
      expectRefused(await t.call("GET", "/api/order/riders"), 401);
    });

    it("requires an active rider for Out for Delivery, and changes nothing when refused", async () => {
      const order = await preparing();
      const cases: [string | undefined, string][] = [
        [undefined, RIDER_MESSAGES.RIDER_REQUIRED],
        [staff.id, RIDER_MESSAGES.NOT_A_RIDER],
        [gone.id, RIDER_MESSAGES.NOT_A_RIDER],
        ["not-an-id", RIDER_MESSAGES.NOT_A_RIDER],
      ];
      for (const [riderId, message] of cases) {
        const res = await desk.move(order.id, "Out for Delivery", riderId);
        expectRefused(res, 400);
        expect(res.body.message).toBe(message);
      }
      const other = await insertOrder(t.db, customerId, { status: "Order Placed" });
      const wrongMove = await desk.move(other.id, "Confirmed", ana.id);
      expectRefused(wrongMove, 400);
      expect(wrongMove.body.message).toBe(RIDER_MESSAGES.RIDER_ONLY_OUT_FOR_DELIVERY);
      await unchanged(order);
      await unchanged(other);
    });

    it("moves, assigns and records in one go; the desk's list and slip show the rider", async () => {
      const order = await preparing();
      const res = await desk.move(order.id, "Out for Delivery", ana.id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const row = await tools.orderRow(order.id);
      expect(row.status).toBe("Out for Delivery");
      expect(row.riderId).toBe(ana.id);
      expect(await tools.history(order.id)).toHaveLength(2);
      const [line] = await assignedLines(order.id);
      expect(line).toMatchObject({
        actorType: "seller",
        actorId: staff.id,
        actorName: "Sam Staff",
        kind: "order",
        changes: { rider: { from: null, to: "Ana Rider" } },
      });

      const list = await t.call<{ orders: { _id: string; rider?: unknown }[] }>(
        "GET",
        "/api/order/seller?limit=100",
        { token: owner.token },
      );
      const shown = list.body.orders.find((o) => o._id === order.id);
      expect(shown?.rider).toEqual({ id: ana.id, name: "Ana Rider" });
      const slip = await t.call<{ slip: { rider?: unknown } }>(
        "GET",
        `/api/order/slip/${order.id}`,
        { token: owner.token },
      );
      expect(slip.body.slip.rider).toEqual({ id: ana.id, name: "Ana Rider" });
    });

    it("reassigns while Out for Delivery, records it, and refuses it otherwise", async () => {
      const order = await preparing();
      expect((await desk.move(order.id, "Out for Delivery", ana.id)).status).toBe(200);
      const res = await desk.reassign(order.id, ben.id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.order.rider).toEqual({ id: ben.id, name: "Ben Rider" });
      expect((await tools.orderRow(order.id)).riderId).toBe(ben.id);
      const lines = await assignedLines(order.id);
      expect(lines.map((l) => l.changes)).toEqual([
        { rider: { from: null, to: "Ana Rider" } },
        { rider: { from: "Ana Rider", to: "Ben Rider" } },
      ]);
      // The same rider again: nothing to record.
      expect((await desk.reassign(order.id, ben.id)).status).toBe(200);
      expect(await assignedLines(order.id)).toHaveLength(2);
      // Reassigning writes no order event: the shopper's timeline stays as it was.
      expect(await tools.history(order.id)).toHaveLength(2);

      expectRefused(await desk.reassign(order.id, gone.id), 400);
      const early = await preparing();
      const notOut = await desk.reassign(early.id, ana.id);
      expectRefused(notOut, 409);
      expect(notOut.body.message).toBe(riderChangeOnlyWhileOutMessage("Preparing"));
      await unchanged(early);
      expectRefused(await desk.reassign("00000000-0000-4000-8000-000000000000", ana.id), 404);
      expectRefused(
        await t.call("POST", "/api/order/assign-rider", {
          token: staff.token,
          json: { orderId: order.id },
        }),
        400,
      );
      expectRefused(
        await t.call("POST", "/api/order/assign-rider", {
          token: ana.token,
          json: { orderId: order.id, riderId: ana.id },
        }),
        403,
      );
      expect((await tools.orderRow(order.id)).riderId).toBe(ben.id);
    });

    it("the rider's stream hears an order given to them and taken away; others hear nothing", async () => {
      const stream = async (who: Person) => {
        const s = await openSseStream(
          t.app,
          "/api/events/rider",
          { authorization: `Bearer ${who.token}` },
          open,
        );
        await s.until(() => s.messages.some((m) => m.event === "ready"));
        return s;
      };
      const anaStream = await stream(ana);
      const benStream = await stream(ben);
      const order = await preparing();
      expect((await desk.move(order.id, "Out for Delivery", ana.id)).status).toBe(200);
      const about = (s: SseReader, event: string) =>
        s.messages.filter((m) => m.event === event && m.data.includes(order.id));
      const outForDelivery = (s: SseReader) =>
        about(s, "order.status").filter((m) => m.data.includes('"Out for Delivery"'));
      await anaStream.until(
        () =>
          about(anaStream, "order.assigned").length === 1 && outForDelivery(anaStream).length === 1,
      );
      expect(JSON.parse(about(anaStream, "order.assigned")[0]!.data)).toEqual({
        orderId: order.id,
        rider: { id: ana.id, name: "Ana Rider" },
        previousRiderId: null,
      });

      expect((await desk.reassign(order.id, ben.id)).status).toBe(200);
      await benStream.until(() => about(benStream, "order.assigned").length === 1);
      await anaStream.until(() => about(anaStream, "order.assigned").length === 2);
      expect(JSON.parse(about(anaStream, "order.assigned")[1]!.data)).toMatchObject({
        rider: { id: ben.id },
        previousRiderId: ana.id,
      });
      // Ben never got Ana's earlier status event; an order of nobody's reaches neither.
      expect(about(benStream, "order.status")).toHaveLength(0);
      const nobodys = await insertOrder(t.db, customerId, { status: "Order Placed" });
      expect((await desk.move(nobodys.id, "Confirmed")).status).toBe(200);
      await new Promise((r) => setTimeout(r, 200));
      for (const s of [anaStream, benStream])
        expect(s.messages.some((m) => m.data.includes(nobodys.id))).toBe(false);
      // A desk member may not open a rider's stream.
      expectRefused(await t.call("GET", "/api/events/rider", { token: staff.token }), 403);
    });
  });
});
