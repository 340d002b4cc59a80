import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderStatusHistory } from "../../db/schema";
import { createProduct } from "../../test/factories";
import { expectDbUnchanged } from "../../test/db-snapshot";
import { createTestContext, DB_KIND, type TestContext } from "../../test/harness";
import {
  expectRefused,
  lines,
  shopperWithAddress,
  ordersOfUser,
  type Shopper,
} from "../../test/shopper";
import type { ProductRow } from "../../db/schema";
import type { OrderBody } from "../../test/api-bodies";

describe(`POST /api/order/cod: Idempotency-Key (${DB_KIND})`, () => {
  let t: TestContext;
  let shopper: Shopper;
  let product: ProductRow;
  beforeAll(async () => {
    t = await createTestContext();
    shopper = await shopperWithAddress(t);
    product = await createProduct(t.db, { name: "Cooking Oil 1L", price: 160 });
  });
  afterAll(async () => {
    await t.close();
  });

  const body = () => ({ items: lines([product, 1]), address: shopper.addressId });
  const ordersOf = (userId: string) => ordersOfUser(t.db, userId);

  describe("Idempotency-Key", () => {
    it("a retried order with the same key returns the first order and places nothing new", async () => {
      const s = await shopperWithAddress(t);
      const key = "b1f3c6a8-retry-0001";
      const first = await t.call<OrderBody>("POST", "/api/order/cod", {
        token: s.token,
        json: { items: lines([product, 1]), address: s.addressId },
        headers: { "Idempotency-Key": key },
      });
      expect(first.status).toBe(201);
      expect(first.res.headers.get("Idempotent-Replayed")).toBeNull();
      // The same request again (a lost answer, a double click): the first order stands. A
      // different body with the same key is refused (orders.safety.test.ts).
      await expectDbUnchanged(t.db, async () => {
        const again = await t.call<OrderBody>("POST", "/api/order/cod", {
          token: s.token,
          json: { items: lines([product, 1]), address: s.addressId },
          headers: { "Idempotency-Key": key },
        });
        expect(again.status).toBe(200);
        expect(again.res.headers.get("Idempotent-Replayed")).toBe("true");
        expect(again.body.message).toBe("Order placed successfully!");
        expect(again.body.order).toEqual(first.body.order);
      });
    });

    it("simultaneous double submissions with one key place exactly one order", async () => {
      const s = await shopperWithAddress(t);
      const key = "double-click-42";
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          t.call<OrderBody>("POST", "/api/order/cod", {
            token: s.token,
            json: { items: lines([product, 1]), address: s.addressId },
            headers: { "Idempotency-Key": key },
          }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
      expect(new Set(results.map((r) => r.body.order._id)).size).toBe(1);
      const stored = await ordersOf(s.userId);
      expect(stored).toHaveLength(1);
      const history = await t.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, stored[0]!.id));
      expect(history).toHaveLength(1);
    });

    it("keys are per customer, and orders without a key are never merged", async () => {
      const a = await shopperWithAddress(t);
      const b = await shopperWithAddress(t);
      const key = "shared-key";
      for (const s of [a, b]) {
        const res = await t.call<OrderBody>("POST", "/api/order/cod", {
          token: s.token,
          json: { items: lines([product, 1]), address: s.addressId },
          headers: { "Idempotency-Key": key },
        });
        expect(res.status).toBe(201);
      }
      expect(await ordersOf(a.userId)).toHaveLength(1);
      expect(await ordersOf(b.userId)).toHaveLength(1);
      await t.call("POST", "/api/order/cod", {
        token: a.token,
        json: { items: lines([product, 1]), address: a.addressId },
      });
      await t.call("POST", "/api/order/cod", {
        token: a.token,
        json: { items: lines([product, 1]), address: a.addressId },
      });
      expect(await ordersOf(a.userId)).toHaveLength(3);
    });

    it("a key whose first attempt was refused can be used again once the problem is fixed", async () => {
      const s = await shopperWithAddress(t);
      const cheap = await createProduct(t.db, { price: 100 });
      const key = "fix-and-retry";
      const refused = await t.call<OrderBody>("POST", "/api/order/cod", {
        token: s.token,
        json: { items: lines([cheap, 1]), address: s.addressId },
        headers: { "Idempotency-Key": key },
      });
      expect(refused.status).toBe(400);
      const ok = await t.call<OrderBody>("POST", "/api/order/cod", {
        token: s.token,
        json: { items: lines([cheap, 2]), address: s.addressId },
        headers: { "Idempotency-Key": key },
      });
      expect(ok.status).toBe(201);
    });

    it.each([["has spaces"], ["x".repeat(101)], ["tab\tkey"], ["ünïcode"]])(
      "refuses a malformed key %j",
      async (key) => {
        await expectDbUnchanged(t.db, async () => {
          const res = await t.call<OrderBody>("POST", "/api/order/cod", {
            token: shopper.token,
            json: body(),
            headers: { "Idempotency-Key": key },
          });
          expectRefused(res, 400);
          expect(res.body.message).toBe(
            "Idempotency-Key must be 1 to 100 printable characters without spaces",
          );
        });
      },
    );
  });
});
