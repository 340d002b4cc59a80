import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, orderStatusHistory } from "../../db/schema";
import { AUTH_MESSAGES, SELLER_COOKIE } from "../../http/auth";
import type { ProductRow } from "../../db/schema";
import type { ApiOrder } from "./orders.mapper";
import { createProduct } from "../../test/factories";
import {
  createTestContext,
  DB_KIND,
  loginAsSeller,
  registerCustomer,
  type TestContext,
} from "../../test/harness";
import {
  cookieHeaders,
  expectRefused,
  lines,
  shopperWithAddress,
  type Shopper,
} from "../../test/shopper";
import type { HistoryBody, OrderBody, OrdersBody } from "../../test/api-bodies";

describe(`GET /api/order/user and /api/order/status-history/:orderId (${DB_KIND})`, () => {
  let t: TestContext;
  let alice: Shopper;
  let bob: Shopper;
  let product: ProductRow;
  const placed: Record<"alice" | "bob", ApiOrder[]> = { alice: [], bob: [] };

  beforeAll(async () => {
    t = await createTestContext();
    alice = await shopperWithAddress(t, { firstName: "Alice" });
    bob = await shopperWithAddress(t, { firstName: "Bob" });
    product = await createProduct(t.db, { price: 75 });
    for (const [name, s, qty] of [
      ["alice", alice, 2],
      ["bob", bob, 3],
      ["alice", alice, 4],
    ] as const) {
      const res = await t.call<OrderBody>("POST", "/api/order/cod", {
        token: s.token,
        json: { items: lines([product, qty]), address: s.addressId },
      });
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      placed[name].push(res.body.order);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  describe("GET /api/order/user", () => {
    it("lists only the caller's orders, newest first, with items, address and amounts", async () => {
      const res = await t.call<OrdersBody>("GET", "/api/order/user", { token: alice.token });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.orders.map((o) => o._id)).toEqual([
        placed.alice[1]!._id,
        placed.alice[0]!._id,
      ]);
      expect(res.body.orders[0]).toMatchObject({
        items: [{ productId: product.id, quantity: 4, product: { price: 75 } }],
        address: { _id: alice.addressId, firstName: "Alice" },
        subtotal: 300,
        deliveryCharge: 20,
        taxAmount: 6,
        amount: 326,
        status: "Order Placed",
        isPaid: false,
      });
      const bobs = await t.call<OrdersBody>("GET", "/api/order/user", { token: bob.token });
      expect(bobs.body.orders.map((o) => o._id)).toEqual([placed.bob[0]!._id]);
    });

    it("answers a customer with no orders with an empty list", async () => {
      const fresh = await registerCustomer(t);
      const res = await t.call<OrdersBody>("GET", "/api/order/user", { token: fresh.token });
      expect(res.body).toMatchObject({ success: true, orders: [] });
    });

    it("works with the session cookie (no XSRF needed to read)", async () => {
      const res = await t.call<OrdersBody>("GET", "/api/order/user", {
        headers: cookieHeaders(alice.token, { xsrf: "missing" }),
      });
      expect(res.status).toBe(200);
      expect(res.body.orders).toHaveLength(2);
    });

    it("refuses strangers (401), bad tokens (401 invalid) and sellers (403)", async () => {
      expectRefused(await t.call("GET", "/api/order/user"), 401);
      const bad = await t.call<OrdersBody>("GET", "/api/order/user", { token: "x".repeat(43) });
      expectRefused(bad, 401);
      expect(bad.body.message).toBe(AUTH_MESSAGES.TOKEN_INVALID);
      const seller = await loginAsSeller(t);
      const asSeller = await t.call<OrdersBody>("GET", "/api/order/user", { token: seller.token });
      expectRefused(asSeller, 403);
      expect(asSeller.body.message).toBe(AUTH_MESSAGES.CUSTOMER_ONLY);
    });
  });

  describe("GET /api/order/status-history/:orderId", () => {
    const history = (orderId: string, o: Parameters<TestContext["call"]>[2] = {}) =>
      t.call<HistoryBody>("GET", `/api/order/status-history/${orderId}`, o);

    it("gives the owner the timeline, oldest entry first", async () => {
      const orderId = placed.alice[0]!._id;
      // A later move (written as the seller-orders module would) appears after the first entry.
      const later = new Date(Date.now() + 1000);
      await t.db.update(orders).set({ status: "Confirmed" }).where(eq(orders.id, orderId));
      await t.db.insert(orderStatusHistory).values({
        orderId,
        status: "Confirmed",
        notes: "On it",
        actorType: "seller",
        createdAt: later,
      });
      const res = await history(orderId, { token: alice.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, orderId, status: "Confirmed" });
      expect(res.body.history.map((h) => [h.status, h.actorType, h.notes])).toEqual([
        ["Order Placed", "customer", ""],
        ["Confirmed", "seller", "On it"],
      ]);
    });

    it("answers another customer's order as if it did not exist (404)", async () => {
      const res = await history(placed.alice[0]!._id, { token: bob.token });
      expectRefused(res, 404);
      expect(res.body.message).toBe("Order not found");
    });

    it.each([["00000000-0000-4000-8000-000000000000"], ["not-an-id"], ["%27%20OR%201%3D1--"]])(
      "answers an unknown id %s with 404",
      async (id) => {
        const res = await history(id, { token: alice.token });
        expectRefused(res, 404);
        expect(res.body.message).toBe("Order not found");
      },
    );

    it("lets a seller read any order's timeline, by Bearer token or seller cookie", async () => {
      const seller = await loginAsSeller(t);
      const byBearer = await history(placed.bob[0]!._id, { token: seller.token });
      expect(byBearer.status).toBe(200);
      expect(byBearer.body.history).toHaveLength(1);
      const byCookie = await history(placed.bob[0]!._id, {
        headers: { cookie: `${SELLER_COOKIE}=${seller.token}` },
      });
      expect(byCookie.status).toBe(200);
      expect(
        (await history("00000000-0000-4000-8000-000000000000", { token: seller.token })).status,
      ).toBe(404);
    });

    it("refuses strangers and revoked tokens", async () => {
      const none = await history(placed.alice[0]!._id);
      expectRefused(none, 401);
      expect(none.body.message).toBe(AUTH_MESSAGES.LOGIN_REQUIRED);
      const s = await shopperWithAddress(t);
      await t.call("GET", "/api/user/logout", { token: s.token });
      const revoked = await history(placed.alice[0]!._id, { token: s.token });
      expectRefused(revoked, 401);
      expect(revoked.body.message).toBe(AUTH_MESSAGES.TOKEN_INVALID);
    });
  });
});
