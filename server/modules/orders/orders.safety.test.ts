import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductRow } from "../../db/schema";
import { expectDbUnchanged } from "../../test/db-snapshot";
import { createProduct } from "../../test/factories";
import { createTestContext, DB_KIND, loginAsSeller, type TestContext } from "../../test/harness";
import { expectRefused, lines, ordersOfUser } from "../../test/shopper";
import type { CalculationBody, OrderBody } from "../../test/api-bodies";
import { EXPECTED_TOTAL_MESSAGE } from "./orders.schemas";
import { ORDER_SAFETY_MESSAGES, orderRequestHash } from "./orders.service";
import { quickShopper } from "./test-order-helpers";

describe(`POST /api/order/cod: reused keys and changed totals (${DB_KIND})`, () => {
  let t: TestContext;
  let oil: ProductRow;
  let rice: ProductRow;
  beforeAll(async () => {
    t = await createTestContext();
    oil = await createProduct(t.db, { name: "Cooking Oil 1L", price: 160 });
    rice = await createProduct(t.db, { name: "Rice 2kg", price: 120 });
  });
  afterAll(async () => {
    await t.close();
  });

  const cod = (
    s: Awaited<ReturnType<typeof quickShopper>>,
    json: Record<string, unknown>,
    key?: string,
  ) =>
    t.call<OrderBody & CalculationBody>("POST", "/api/order/cod", {
      token: s.token,
      json,
      headers: key ? { "Idempotency-Key": key } : undefined,
    });

  describe("Idempotency-Key reused with a different body", () => {
    it("is refused with 422 and places nothing, for other items, quantities or address", async () => {
      const s = await quickShopper(t);
      const other = await quickShopper(t); // only for a second address id of a real address
      const key = "reuse-key-1";
      const first = await cod(s, { items: lines([oil, 1]), address: s.addressId }, key);
      expect(first.status).toBe(201);
      for (const body of [
        { items: lines([oil, 2]), address: s.addressId },
        { items: lines([oil, 1], [rice, 1]), address: s.addressId },
        { items: lines([rice, 2]), address: s.addressId },
        { items: lines([oil, 1]), address: other.addressId },
      ]) {
        await expectDbUnchanged(t.db, async () => {
          const res = await cod(s, body, key);
          expectRefused(res, 422);
          expect(res.body.message).toBe(ORDER_SAFETY_MESSAGES.KEY_REUSED);
        });
      }
      expect(await ordersOfUser(t.db, s.userId)).toHaveLength(1);
    });

    it("the same order written differently (line order, split lines, expectedTotal) is a replay", async () => {
      const s = await quickShopper(t);
      const key = "reuse-key-2";
      const first = await cod(s, { items: lines([oil, 2], [rice, 1]), address: s.addressId }, key);
      expect(first.status).toBe(201);
      for (const items of [
        lines([rice, 1], [oil, 2]),
        [...lines([oil, 1], [rice, 1]), ...lines([oil, 1])],
      ]) {
        const again = await cod(s, { items, address: s.addressId, expectedTotal: 999 }, key);
        expect(again.status).toBe(200);
        expect(again.body.order._id).toBe(first.body.order._id);
      }
    });

    it("the fingerprint ignores line order and splits but not quantities or address", () => {
      const a = orderRequestHash({ items: lines([oil, 2], [rice, 1]), address: "x" });
      expect(orderRequestHash({ items: lines([rice, 1], [oil, 1], [oil, 1]), address: "x" })).toBe(
        a,
      );
      expect(orderRequestHash({ items: lines([oil, 2], [rice, 1]), address: "y" })).not.toBe(a);
      expect(orderRequestHash({ items: lines([oil, 1], [rice, 1]), address: "x" })).not.toBe(a);
    });
  });

  describe("expectedTotal", () => {
    // 2 × ₱160 = ₱320, zone fee ₱20 (Pangpang), tax 2% of 320 = ₱6.40 → ₱346.40
    it("places the order when it matches the server's total", async () => {
      const s = await quickShopper(t);
      const calc = await t.call<CalculationBody>("POST", "/api/order/calculate", {
        token: s.token,
        json: { items: lines([oil, 2]), address: s.addressId },
      });
      const res = await cod(s, {
        items: lines([oil, 2]),
        address: s.addressId,
        expectedTotal: calc.body.total,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.order.amount).toBe(calc.body.total);
    });

    it("a price changed by the seller → 409 with the new totals, nothing placed; confirming places it", async () => {
      const s = await quickShopper(t);
      const seller = await loginAsSeller(t);
      const soap = await createProduct(t.db, { name: "Bath Soap", price: 100 });
      const items = lines([soap, 2]);
      const before = await t.call<CalculationBody>("POST", "/api/order/calculate", {
        token: s.token,
        json: { items, address: s.addressId },
      });
      const seen = before.body.total;
      const update = await t.call("POST", "/api/product/update", {
        token: seller.token,
        json: { id: soap.id, price: 125 },
      });
      expect(update.status, JSON.stringify(update.body)).toBe(200);
      let refused!: Awaited<ReturnType<typeof cod>>;
      await expectDbUnchanged(t.db, async () => {
        refused = await cod(s, { items, address: s.addressId, expectedTotal: seen });
      });
      expectRefused(refused, 409);
      const now = await t.call<CalculationBody>("POST", "/api/order/calculate", {
        token: s.token,
        json: { items, address: s.addressId },
      });
      expect(refused.body.reason).toBe("total-changed");
      expect(refused.body.expectedTotal).toBe(seen);
      // The calculate answer's shape and values, beside the refusal.
      const { success: _s, message: _m, ...calculation } = now.body;
      expect(refused.body).toMatchObject(calculation);
      expect(refused.body.total).not.toBe(seen);
      expect(refused.body.message).toBe(
        `The total changed: it is now ₱${now.body.total.toFixed(2)}, not ₱${seen.toFixed(2)}. Please check your order and confirm the new total to place it.`,
      );
      const confirmed = await cod(s, {
        items,
        address: s.addressId,
        expectedTotal: refused.body.total,
      });
      expect(confirmed.status).toBe(201);
      expect(confirmed.body.order.amount).toBe(now.body.total);
    });

    it("without expectedTotal the order is placed at the server's total, as the spec's client does", async () => {
      const s = await quickShopper(t);
      const res = await cod(s, { items: lines([oil, 1]), address: s.addressId });
      expect(res.status).toBe(201);
      const nulled = await cod(s, {
        items: lines([oil, 1]),
        address: s.addressId,
        expectedTotal: null,
      });
      expect(nulled.status).toBe(201);
    });

    it.each([["346.40"], [-1], [10_000_001], [1.234], [true], [{}], [[346.4]]])(
      "refuses expectedTotal %j with 400; nothing changes",
      async (expectedTotal) => {
        const s = await quickShopper(t);
        await expectDbUnchanged(t.db, async () => {
          const res = await cod(s, { items: lines([oil, 2]), address: s.addressId, expectedTotal });
          expectRefused(res, 400);
          expect(res.body.message).toBe(`expectedTotal: ${EXPECTED_TOTAL_MESSAGE}`);
        });
      },
    );
  });
});
