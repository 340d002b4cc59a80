import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, products, type ProductRow } from "../../db/schema";
import { expectDbUnchanged } from "../../test/db-snapshot";
import { createProduct } from "../../test/factories";
import { createTestContext, DB_KIND, loginAsSeller, type TestContext } from "../../test/harness";
import { expectRefused, lines, placeOrder, type Shopper } from "../../test/shopper";
import type { CalculationBody, OrderBody } from "../../test/api-bodies";
import { stockShortageMessage } from "./order-stock";
import { quickShopper, setStock, stockOf } from "./test-order-helpers";

describe(`stock counts on orders (${DB_KIND})`, () => {
  let t: TestContext;
  let seller: { token: string };
  beforeAll(async () => {
    t = await createTestContext();
    seller = await loginAsSeller(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const tracked = (stockCount: number | null, name?: string, price = 200) =>
    createProduct(t.db, { price, stockCount, ...(name ? { name } : {}) });
  const cancel = (orderId: string) =>
    t.call<OrderBody>("POST", "/api/order/update-status", {
      token: seller.token,
      json: { orderId, status: "Cancelled" },
    });

  it("placing an order takes its units from a tracked count; untracked products are untouched", async () => {
    const s = await quickShopper(t);
    const oil = await tracked(10, "Cooking Oil 1L");
    const rice = await tracked(null);
    const res = await placeOrder(t, s, lines([oil, 3], [rice, 2]));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await stockOf(t.db, oil.id)).toEqual({ stockCount: 7, inStock: true });
    expect(await stockOf(t.db, rice.id)).toEqual({ stockCount: null, inStock: true });
    // The bookkeeping flag stays out of the answer.
    expect(res.body.order.items[0]).not.toHaveProperty("stockTracked");
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.body.order._id));
    expect(row!.items.map((i) => i.stockTracked ?? false)).toEqual([true, false]);
  });

  it("refuses an order taking more than is left, naming the product and what is left; nothing changes", async () => {
    const s = await quickShopper(t);
    const oil = await tracked(2, "Coconut Oil 500ml");
    await expectDbUnchanged(t.db, async () => {
      const res = await placeOrder(t, s, lines([oil, 3]));
      expectRefused(res, 409);
      expect(res.body.message).toBe(
        "Not enough stock: only 2 left of Coconut Oil 500ml. Please lower the quantity to place your order.",
      );
      expect(res.body.insufficientStock).toEqual([
        { productId: oil.id, name: "Coconut Oil 500ml", requested: 3, available: 2 },
      ]);
    });
  });

  it("duplicate lines of one product count together against the stock", async () => {
    const s = await quickShopper(t);
    const p = await tracked(4, "Sardines");
    const res = await placeOrder(t, s, [
      { product: p.id, quantity: 3 },
      { product: p.id, quantity: 2 },
    ]);
    expectRefused(res, 409);
    expect(res.body.message).toContain("only 4 left of Sardines");
    expect(await stockOf(t.db, p.id)).toEqual({ stockCount: 4, inStock: true });
  });

  it("the last units turn the product out of stock by itself; then it is refused as out of stock", async () => {
    const s = await quickShopper(t);
    const p = await tracked(2, "Evaporated Milk");
    expect((await placeOrder(t, s, lines([p, 2]))).status).toBe(201);
    expect(await stockOf(t.db, p.id)).toEqual({ stockCount: 0, inStock: false });
    const again = await placeOrder(t, await quickShopper(t), lines([p, 1]));
    expectRefused(again, 409);
    expect(again.body.message).toContain("Out of stock: Evaporated Milk");
  });

  it("a count of 0 with the toggle on still refuses, saying none is left", async () => {
    const p = await tracked(0, "Corned Beef");
    const res = await placeOrder(t, await quickShopper(t), lines([p, 1]));
    expectRefused(res, 409);
    expect(res.body.message).toBe(
      "Not enough stock: none left of Corned Beef. Please lower the quantity to place your order.",
    );
  });

  it("50 concurrent shoppers buying the last 5 units sell exactly 5", async () => {
    const p = await tracked(5, "Last Five Bread");
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 50; i++) shoppers.push(await quickShopper(t));
    const results = await Promise.all(shoppers.map((s) => placeOrder(t, s, lines([p, 1]))));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    for (const r of results.filter((r) => r.status === 409)) {
      expect(r.body.message).toMatch(/Out of stock: Last Five Bread|none left of Last Five Bread/);
    }
    expect(await stockOf(t.db, p.id)).toEqual({ stockCount: 0, inStock: false });
    const placed = await t.db.select({ items: orders.items }).from(orders);
    const sold = placed
      .flatMap((o) => o.items)
      .filter((i) => i.productId === p.id)
      .reduce((n, i) => n + i.quantity, 0);
    expect(sold).toBe(5);
  });

  it("concurrent orders of the same products in opposite line order do not deadlock", async () => {
    const a = await tracked(100, "Product A");
    const b = await tracked(100, "Product B");
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 10; i++) shoppers.push(await quickShopper(t));
    const results = await Promise.all(
      shoppers.map((s, i) =>
        placeOrder(t, s, i % 2 ? lines([a, 1], [b, 2]) : lines([b, 2], [a, 1])),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(await stockOf(t.db, a.id)).toEqual({ stockCount: 90, inStock: true });
    expect(await stockOf(t.db, b.id)).toEqual({ stockCount: 80, inStock: true });
  });

  describe("cancelling puts the units back", () => {
    it("restocks and turns a product that ran out back in stock", async () => {
      const s = await quickShopper(t);
      const p = await tracked(3, "Instant Noodles Pack");
      const order = await placeOrder(t, s, lines([p, 3]));
      expect(await stockOf(t.db, p.id)).toEqual({ stockCount: 0, inStock: false });
      const res = await cancel(order.body.order._id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await stockOf(t.db, p.id)).toEqual({ stockCount: 3, inStock: true });
    });

    it("keeps the seller's manual out-of-stock toggle when units were left", async () => {
      const s = await quickShopper(t);
      const p = await tracked(5, "Toggle Soap");
      const order = await placeOrder(t, s, lines([p, 2]));
      await t.call("POST", "/api/product/stock", {
        token: seller.token,
        json: { id: p.id, inStock: false },
      });
      await cancel(order.body.order._id);
      expect(await stockOf(t.db, p.id)).toEqual({ stockCount: 5, inStock: false });
    });

    it("leaves untracked products and lines placed before tracking alone", async () => {
      const s = await quickShopper(t);
      const p = await tracked(null, "Later Tracked");
      const order = await placeOrder(t, s, lines([p, 2]));
      await setStock(t.db, p.id, 7);
      await cancel(order.body.order._id);
      expect(await stockOf(t.db, p.id)).toEqual({ stockCount: 7, inStock: true });
    });

    it("a refused cancel (already cancelled) restocks nothing more", async () => {
      const s = await quickShopper(t);
      const p = await tracked(4, "Once Only");
      const order = await placeOrder(t, s, lines([p, 4]));
      const both = await Promise.all([cancel(order.body.order._id), cancel(order.body.order._id)]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await stockOf(t.db, p.id)).toEqual({ stockCount: 4, inStock: true });
    });
  });

  describe("POST /api/order/calculate", () => {
    it("reports a cart asking for more than is left, with the same message", async () => {
      const s = await quickShopper(t);
      const p = await tracked(2, "Calc Coffee");
      const res = await t.call<CalculationBody>("POST", "/api/order/calculate", {
        token: s.token,
        json: { items: lines([p, 5]), address: s.addressId },
      });
      expect(res.status).toBe(200);
      const shortage = { productId: p.id, name: "Calc Coffee", requested: 5, available: 2 };
      expect(res.body.insufficientStock).toEqual([shortage]);
      expect(res.body.stockMessage).toBe(stockShortageMessage([shortage]));
      expect(res.body.canPlaceOrder).toBe(false);
      expect(res.body.blockers).toContain("insufficient-stock");
      const ok = await t.call<CalculationBody>("POST", "/api/order/calculate", {
        token: s.token,
        json: { items: lines([p, 2]), address: s.addressId },
      });
      expect(ok.body.insufficientStock).toEqual([]);
      expect(ok.body.stockMessage).toBeNull();
      expect(ok.body.canPlaceOrder).toBe(true);
    });
  });

  it("the database itself never lets a count go negative", async () => {
    const p: ProductRow = await tracked(1);
    await expect(
      t.db.update(products).set({ stockCount: -1 }).where(eq(products.id, p.id)),
    ).rejects.toThrow();
  });
});
