import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyAgainMessage } from "@domain/buy-again";
import { products, type ProductRow } from "../../db/schema";
import { expectDbUnchanged } from "../../test/db-snapshot";
import { createProduct } from "../../test/factories";
import { createTestContext, DB_KIND, type TestContext } from "../../test/harness";
import { expectRefused, type Shopper } from "../../test/shopper";
import type { ApiBody, CalculationBody } from "../../test/api-bodies";
import type { BuyAgainResult } from "./buy-again";
import { quickShopper, setStock } from "./test-order-helpers";
import { orderOf, setCart, storedCart } from "./test-habit-helpers";

type BuyAgainBody = ApiBody & BuyAgainResult;

describe(`POST /api/order/buy-again (${DB_KIND})`, () => {
  let t: TestContext;
  let shopper: Shopper;
  beforeAll(async () => {
    t = await createTestContext();
    shopper = await quickShopper(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const buyAgain = (json: unknown, token = shopper.token) =>
    t.call<BuyAgainBody>("POST", "/api/order/buy-again", { token, json });
  const reprice = (p: ProductRow, pesos: number) =>
    t.db
      .update(products)
      .set({ priceCentavos: Math.round(pesos * 100) })
      .where(eq(products.id, p.id));

  it("puts the order's products back in the cart at today's prices", async () => {
    const s = await quickShopper(t);
    const sardines = await createProduct(t.db, { name: "Ligo Sardines", price: 30 });
    const bread = await createProduct(t.db, { name: "Gardenia Bread", price: 75 });
    const order = await orderOf(t.db, s.userId, [
      [sardines, 4],
      [bread, 1],
    ]);
    await reprice(sardines, 32.5);
    const res = await buyAgain({ orderId: order.id }, s.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.added).toEqual([
      {
        productId: sardines.id,
        name: "Ligo Sardines",
        price: 32.5,
        quantity: 4,
        requested: 4,
        capped: null,
        available: null,
      },
      {
        productId: bread.id,
        name: "Gardenia Bread",
        price: 75,
        quantity: 1,
        requested: 1,
        capped: null,
        available: null,
      },
    ]);
    expect(res.body.notAdded).toEqual([]);
    expect(res.body.message).toBe("Added 2 products to your cart.");
    expect(res.body.cartItems).toEqual({ [sardines.id]: 4, [bread.id]: 1 });
    expect(await storedCart(t.db, s.userId)).toEqual({ [sardines.id]: 4, [bread.id]: 1 });
    // The cart is priced today: 4 × 32.50 + 75, not the order's 4 × 30 + 75.
    const calc = await t.call<CalculationBody>("POST", "/api/order/calculate", {
      token: s.token,
      json: {
        items: Object.entries(res.body.cartItems).map(([product, quantity]) => ({
          product,
          quantity,
        })),
      },
    });
    expect(calc.body.subtotal).toBe(205);
  });

  it("adds to what the cart holds, and reports products gone, switched off or sold out by name", async () => {
    const s = await quickShopper(t);
    const kept = await createProduct(t.db, { name: "Lucky Me Pancit Canton", price: 16 });
    const gone = await createProduct(t.db, { name: "Discontinued Soap" });
    const off = await createProduct(t.db, { name: "Seasonal Mangoes" });
    const soldOut = await createProduct(t.db, { name: "Bear Brand 300g" });
    const order = await orderOf(t.db, s.userId, [
      [kept, 3],
      [gone, 1],
      [off, 2],
      [soldOut, 1],
    ]);
    await t.db.delete(products).where(eq(products.id, gone.id));
    await setStock(t.db, off.id, null, false);
    await setStock(t.db, soldOut.id, 0, true);
    await setCart(t.db, s.userId, { [kept.id]: 2 });

    const res = await buyAgain({ orderId: order.id }, s.token);
    expect(res.status).toBe(200);
    expect(res.body.added.map((l) => [l.name, l.quantity])).toEqual([
      ["Lucky Me Pancit Canton", 3],
    ]);
    expect(res.body.notAdded).toEqual([
      { productId: gone.id, name: "Discontinued Soap", requested: 1, reason: "gone" },
      { productId: off.id, name: "Seasonal Mangoes", requested: 2, reason: "out-of-stock" },
      { productId: soldOut.id, name: "Bear Brand 300g", requested: 1, reason: "out-of-stock" },
    ]);
    expect(res.body.message).toBe(
      "Added 1 product to your cart. Not added: Discontinued Soap (no longer sold), Seasonal Mangoes (out of stock), Bear Brand 300g (out of stock).",
    );
    expect(await storedCart(t.db, s.userId)).toEqual({ [kept.id]: 5 });
  });

  it("caps quantities to today's stock (units in the cart count) and to 99 a line", async () => {
    const s = await quickShopper(t);
    const oil = await createProduct(t.db, { name: "Cooking Oil 1L" });
    const rice = await createProduct(t.db, { name: "Dinorado Rice 1kg" });
    const eggs = await createProduct(t.db, { name: "Eggs (dozen)" });
    const water = await createProduct(t.db, { name: "Water 500ml" });
    await setStock(t.db, oil.id, 3);
    await setStock(t.db, eggs.id, 2);
    const order = await orderOf(t.db, s.userId, [
      [oil, 5],
      [rice, 10],
      [eggs, 1],
      [water, 3],
    ]);
    await setCart(t.db, s.userId, { [rice.id]: 95, [eggs.id]: 2, [water.id]: 99 });

    const res = await buyAgain({ orderId: order.id }, s.token);
    expect(res.status).toBe(200);
    expect(res.body.added).toEqual([
      expect.objectContaining({
        name: "Cooking Oil 1L",
        quantity: 3,
        requested: 5,
        capped: "stock",
        available: 3,
      }),
      expect.objectContaining({
        name: "Dinorado Rice 1kg",
        quantity: 4,
        requested: 10,
        capped: "line-limit",
        available: null,
      }),
    ]);
    expect(res.body.notAdded).toEqual([
      { productId: eggs.id, name: "Eggs (dozen)", requested: 1, reason: "stock-in-cart" },
      { productId: water.id, name: "Water 500ml", requested: 3, reason: "line-limit" },
    ]);
    expect(res.body.message).toBe(buyAgainMessage(res.body.added, res.body.notAdded));
    expect(res.body.message).toContain("Cooking Oil 1L (only 3 of 5: that is all we have)");
    expect(await storedCart(t.db, s.userId)).toEqual({
      [oil.id]: 3,
      [rice.id]: 99,
      [eggs.id]: 2,
      [water.id]: 99,
    });
  });

  it("a full cart (100 products) takes no new product, only more of one it holds", async () => {
    const s = await quickShopper(t);
    const many = await Promise.all(
      Array.from({ length: 100 }, (_, i) => createProduct(t.db, { name: `Shelf ${i}` })),
    );
    const extra = await createProduct(t.db, { name: "One Too Many" });
    await setCart(t.db, s.userId, Object.fromEntries(many.map((p) => [p.id, 1])));
    const order = await orderOf(t.db, s.userId, [
      [extra, 1],
      [many[0]!, 2],
    ]);
    const res = await buyAgain({ orderId: order.id }, s.token);
    expect(res.body.notAdded).toEqual([
      { productId: extra.id, name: "One Too Many", requested: 1, reason: "cart-full" },
    ]);
    expect(res.body.added.map((l) => l.quantity)).toEqual([2]);
    const cart = (await storedCart(t.db, s.userId))!;
    expect(Object.keys(cart)).toHaveLength(100);
    expect(cart[many[0]!.id]).toBe(3);
  });

  it("starts from the cart the screen sends, dropping products that no longer exist", async () => {
    const s = await quickShopper(t);
    const milk = await createProduct(t.db, { name: "Alaska Milk" });
    const onScreen = await createProduct(t.db, { name: "Skyflakes" });
    const order = await orderOf(t.db, s.userId, [[milk, 2]]);
    await setCart(t.db, s.userId, { [milk.id]: 7 });
    const missing = "00000000-0000-4000-8000-00000000abcd";
    const res = await buyAgain(
      { orderId: order.id, cartItems: { [onScreen.id]: 1, [missing]: 4, [milk.id]: 1 } },
      s.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.cartItems).toEqual({ [onScreen.id]: 1, [milk.id]: 3 });
    expect(await storedCart(t.db, s.userId)).toEqual({ [onScreen.id]: 1, [milk.id]: 3 });
  });

  it("nothing to add: says so and leaves the cart as it was", async () => {
    const s = await quickShopper(t);
    const gone = await createProduct(t.db, { name: "Old Brand Coffee" });
    const order = await orderOf(t.db, s.userId, [[gone, 1]]);
    await t.db.delete(products).where(eq(products.id, gone.id));
    const res = await buyAgain({ orderId: order.id }, s.token);
    expect(res.status).toBe(200);
    expect(res.body.added).toEqual([]);
    expect(res.body.message).toBe(
      "Nothing from this order could be added to your cart. Not added: Old Brand Coffee (no longer sold).",
    );
    expect(await storedCart(t.db, s.userId)).toEqual({});
  });

  it("someone else's order, a missing one or a junk id: 404, nothing changes", async () => {
    const owner = await quickShopper(t);
    const p = await createProduct(t.db, { name: "Not Yours" });
    const theirs = await orderOf(t.db, owner.userId, [[p, 1]]);
    await setCart(t.db, shopper.userId, {});
    await expectDbUnchanged(t.db, async () => {
      for (const orderId of [theirs.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
        const res = await buyAgain({ orderId });
        expectRefused(res, 404);
        expect(res.body.message).toBe("Order not found");
      }
    });
  });

  it("bad input is refused with a clear message and changes nothing", async () => {
    const p = await createProduct(t.db);
    const mine = await orderOf(t.db, shopper.userId, [[p, 1]]);
    const cases: [unknown, string][] = [
      [{}, "orderId: orderId is required"],
      [{ orderId: 42 }, "orderId: orderId must be text"],
      [
        { orderId: mine.id, cartItems: { [p.id]: 100 } },
        `cartItems.${p.id}: Quantity must be at most 99`,
      ],
      [
        { orderId: mine.id, cartItems: [] },
        "cartItems: cartItems must be an object mapping product ids to quantities",
      ],
    ];
    await expectDbUnchanged(t.db, async () => {
      for (const [json, message] of cases) {
        const res = await buyAgain(json);
        expectRefused(res, 400);
        expect(res.body.message).toBe(message);
      }
      const guest = await t.call<ApiBody>("POST", "/api/order/buy-again", {
        json: { orderId: mine.id },
      });
      expectRefused(guest, 401);
    });
  });
});
