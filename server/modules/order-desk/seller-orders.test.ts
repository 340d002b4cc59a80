import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  canTransition,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  transitionRefusedMessage,
} from "@domain/order-status";
import { orders } from "../../db/schema";
import { createTestContext, registerCustomer, type TestContext } from "../../test/harness";
import { expectDbUnchanged } from "../../test/db-snapshot";
import { unknownStatusMessage } from "./order-desk.schemas";
import { alreadyInStatusMessage } from "./order-desk.service";
import { insertOrder, orderTools, staffMember, type ListBody } from "./test-orders";

let t: TestContext;
let staffA: { token: string; id: string };
let staffB: { token: string; id: string };
let customerId: string;
let tools: ReturnType<typeof orderTools>;

beforeAll(async () => {
  t = await createTestContext();
  staffA = await staffMember(t, "owner@minimart.test");
  staffB = await staffMember(t, "staff@minimart.test");
  customerId = (await registerCustomer(t)).userId;
  tools = orderTools(t);
});
afterAll(() => t.close());

const updateStatus = (body: Record<string, unknown>, token = staffA.token) =>
  tools.updateStatus(body, token);
const history = (orderId: string) => tools.history(orderId);
const orderRow = (orderId: string) => tools.orderRow(orderId);

describe("GET /api/order/seller", () => {
  it("lists every customer's orders, newest first, with items, address, amounts, payment and dates", async () => {
    await t.db.delete(orders);
    const other = (await registerCustomer(t)).userId;
    const base = Date.now() - 3 * 3600_000;
    const oldest = await insertOrder(t.db, customerId, {
      createdAt: new Date(base),
      name: "Oldest",
    });
    const middle = await insertOrder(t.db, other, {
      createdAt: new Date(base + 3600_000),
      status: "Delivered",
    });
    const newest = await insertOrder(t.db, customerId, {
      createdAt: new Date(base + 7200_000),
      status: "Out for Delivery",
    });
    const res = await t.call<ListBody>("GET", "/api/order/seller", { token: staffA.token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.orders.map((o) => o._id)).toEqual([newest.id, middle.id, oldest.id]);
    expect(res.body.orders[2]).toEqual({
      _id: oldest.id,
      userId: customerId,
      items: [
        {
          productId: expect.any(String),
          product: {
            image: ["/media/0123456789abcdef0123456789abcdef.webp"],
            name: "Oldest",
            category: ["Canned"],
            price: 32.5,
          },
          quantity: 4,
        },
        {
          productId: expect.any(String),
          product: { image: [], name: "Gardenia Bread", category: ["Bakery"], price: 75 },
          quantity: 1,
        },
      ],
      address: {
        _id: "addr-1",
        firstName: "Maria",
        lastName: "Dela Cruz",
        email: "maria@example.com",
        street: "123 Rizal Street",
        barangay: "Pangpang",
        city: "Sorsogon City",
        state: "Sorsogon",
        country: "Philippines",
        phone: "09171234567",
      },
      paymentType: "COD",
      amount: 229,
      subtotal: 205,
      deliveryCharge: 20,
      taxAmount: 4,
      deliveryZone: 1,
      isPaid: false,
      status: "Order Placed",
      createdAt: new Date(base).toISOString(),
      updatedAt: new Date(base).toISOString(),
      estimatedDeliveryTime: new Date(base + 3600_000).toISOString(),
      actualDeliveryTime: null,
      // The order desk's field (issue #9): nobody has acknowledged it yet.
      acknowledgedAt: null,
    });
  });
});

describe("GET /api/order/by-status/{status}", () => {
  it("lists the orders of one status; the status comes URL-encoded", async () => {
    await t.db.delete(orders);
    const made = new Map<string, string>();
    for (const [i, status] of ORDER_STATUSES.entries()) {
      made.set(
        status,
        (
          await insertOrder(t.db, customerId, {
            status,
            createdAt: new Date(Date.now() - i * 1000),
          })
        ).id,
      );
    }
    const second = await insertOrder(t.db, customerId, {
      status: "Out for Delivery",
      createdAt: new Date(Date.now() + 1000),
    });
    const res = await t.call<ListBody>("GET", "/api/order/by-status/Out%20for%20Delivery", {
      token: staffA.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.orders.map((o) => o._id)).toEqual([second.id, made.get("Out for Delivery")]);
    for (const status of ORDER_STATUSES) {
      const each = await t.call<ListBody>(
        "GET",
        `/api/order/by-status/${encodeURIComponent(status)}`,
        { token: staffA.token },
      );
      expect(each.status).toBe(200);
      expect(each.body.orders.every((o) => o.status === status)).toBe(true);
      expect(each.body.orders.length).toBeGreaterThan(0);
    }
  });

  it.each(["Shipped", "out%20for%20delivery", "All%20Orders", "%20"])(
    "answers 400 for the unknown status %s",
    async (status) => {
      const res = await t.call<ListBody>("GET", `/api/order/by-status/${status}`, {
        token: staffA.token,
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        message: unknownStatusMessage(decodeURIComponent(status)),
      });
    },
  );
});

describe("POST /api/order/update-status", () => {
  it.each(ORDER_TRANSITIONS.map((tr) => [tr.from, tr.to] as const))(
    "allows %s → %s, appending to the history",
    async (from, to) => {
      const order = await insertOrder(t.db, customerId, { status: from });
      const res = await updateStatus({ orderId: order.id, status: to, notes: "  rider: Jun  " });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        message: `Order status updated to "${to}"`,
        order: { _id: order.id, status: to },
      });
      const row = await orderRow(order.id);
      expect(row.status).toBe(to);
      expect(row.version).toBe(order.version + 1);
      if (to === "Delivered") {
        expect(row.isPaid).toBe(true);
        expect(row.actualDeliveryTime).toBeInstanceOf(Date);
        expect(res.body.order).toMatchObject({
          isPaid: true,
          actualDeliveryTime: row.actualDeliveryTime!.toISOString(),
        });
      } else {
        expect(row.isPaid).toBe(false);
        expect(row.actualDeliveryTime).toBeNull();
      }
      const entries = await history(order.id);
      expect(entries).toHaveLength(2);
      expect(entries[1]).toMatchObject({
        status: to,
        notes: "rider: Jun",
        actorType: "seller",
        actorId: staffA.id,
      });
      expect(entries[1]!.createdAt).toBeInstanceOf(Date);
    },
  );

  it("takes an order from placed to delivered; notes default to an empty string", async () => {
    const order = await insertOrder(t.db, customerId);
    for (const status of ["Confirmed", "Preparing", "Out for Delivery", "Delivered"]) {
      const res = await updateStatus({ orderId: order.id, status }, staffB.token);
      expect(res.status).toBe(200);
    }
    const entries = await history(order.id);
    expect(entries.map((e) => [e.status, e.notes, e.actorType])).toEqual([
      ["Order Placed", "", "customer"],
      ["Confirmed", "", "seller"],
      ["Preparing", "", "seller"],
      ["Out for Delivery", "", "seller"],
      ["Delivered", "", "seller"],
    ]);
    expect((await orderRow(order.id)).version).toBe(5);
  });

  const refusals = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.filter((to) => !canTransition(from, to)).map((to) => [from, to] as const),
  );

  it("refuses exactly 31 of the 36 moves", () => {
    expect(refusals).toHaveLength(31);
  });

  it.each(refusals)(
    "refuses %s → %s with a message naming both, changing nothing",
    async (from, to) => {
      const order = await insertOrder(t.db, customerId, { status: from });
      await expectDbUnchanged(t.db, async () => {
        const res = await updateStatus({ orderId: order.id, status: to, notes: "try" });
        // Asking for the status the order already has means it moved there meanwhile: a conflict.
        expect(res.status).toBe(from === to ? 409 : 400);
        expect(res.body.success).toBe(false);
        expect(res.body.message).toBe(
          from === to ? alreadyInStatusMessage(from) : transitionRefusedMessage(from, to),
        );
        expect(res.body.message).toContain(`"${from}"`);
        expect(res.body.message).toContain(`"${to}"`);
      });
    },
  );

  it("refuses bad requests: unknown order, unknown status, missing fields, long notes", async () => {
    const order = await insertOrder(t.db, customerId);
    await expectDbUnchanged(t.db, async () => {
      const unknown = await updateStatus({ orderId: crypto.randomUUID(), status: "Confirmed" });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe("Order not found");
      const notAnId = await updateStatus({ orderId: "nope", status: "Confirmed" });
      expect(notAnId.status).toBe(404);
      const badStatus = await updateStatus({ orderId: order.id, status: "Shipped" });
      expect(badStatus.status).toBe(400);
      expect(badStatus.body.message).toBe(`status: ${unknownStatusMessage("Shipped")}`);
      const noStatus = await updateStatus({ orderId: order.id });
      expect(noStatus.body.message).toBe("status: status is required");
      const noId = await updateStatus({ status: "Confirmed" });
      expect(noId.body.message).toBe("orderId: orderId is required");
      const longNotes = await updateStatus({
        orderId: order.id,
        status: "Confirmed",
        notes: "x".repeat(501),
      });
      expect(longNotes.body.message).toBe("notes: notes must be at most 500 characters");
      const notJson = await t.call("POST", "/api/order/update-status", {
        token: staffA.token,
        body: "orderId=1",
        headers: { "content-type": "application/json" },
      });
      expect(notJson.status).toBe(400);
    });
  });
});
