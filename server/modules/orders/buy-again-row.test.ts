import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema";
import { createProduct } from "../../test/factories";
import { createTestContext, DB_KIND, loginAsSeller, type TestContext } from "../../test/harness";
import { expectRefused } from "../../test/shopper";
import type { ProductsBody } from "../../test/api-bodies";
import { quickShopper, setStock } from "./test-order-helpers";
import { orderOf } from "./test-habit-helpers";

describe(`GET /api/order/buy-again: the home page's "Buy again" row (${DB_KIND})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => {
    await t.close();
  });

  const row = (token: string) => t.call<ProductsBody>("GET", "/api/order/buy-again", { token });
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

  it("lists the shopper's most-ordered products by units, only those for sale today", async () => {
    const s = await quickShopper(t);
    const [rice, eggs, milk, soap, gone, off, cancelledOnly] = await Promise.all(
      ["Rice", "Eggs", "Milk", "Soap", "Gone", "Switched Off", "Cancelled Only"].map((name) =>
        createProduct(t.db, { name }),
      ),
    );
    await orderOf(
      t.db,
      s.userId,
      [
        [rice!, 2],
        [eggs!, 1],
        [gone!, 9],
      ],
      {
        status: "Delivered",
        createdAt: minutesAgo(300),
      },
    );
    await orderOf(
      t.db,
      s.userId,
      [
        [rice!, 3],
        [milk!, 4],
        [off!, 8],
      ],
      {
        createdAt: minutesAgo(200),
      },
    );
    await orderOf(
      t.db,
      s.userId,
      [
        [soap!, 1],
        [eggs!, 3],
      ],
      { createdAt: minutesAgo(100) },
    );
    // A cancelled order does not count.
    await orderOf(t.db, s.userId, [[cancelledOnly!, 50]], { status: "Cancelled" });
    await t.db.delete(products).where(eq(products.id, gone!.id));
    await setStock(t.db, off!.id, 0, false);

    const res = await row(s.token);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    // Rice 5, then Eggs 4 (ordered most recently) before Milk 4, then Soap 1.
    expect(res.body.products.map((p) => p.name)).toEqual(["Rice", "Eggs", "Milk", "Soap"]);
    expect(res.body.products[0]).toMatchObject({ _id: rice!.id, inStock: true, price: 50 });
  });

  it("shows at most six, and today's price", async () => {
    const s = await quickShopper(t);
    const many = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createProduct(t.db, { name: `Item ${i}` })),
    );
    await orderOf(
      t.db,
      s.userId,
      many.map((p, i) => [p, 10 - i]),
    );
    await t.db.update(products).set({ priceCentavos: 9900 }).where(eq(products.id, many[0]!.id));
    const res = await row(s.token);
    expect(res.body.products.map((p) => p.name)).toEqual([
      "Item 0",
      "Item 1",
      "Item 2",
      "Item 3",
      "Item 4",
      "Item 5",
    ]);
    expect(res.body.products[0]!.price).toBe(99);
  });

  it("is empty for a shopper with no orders, and only ever shows the shopper's own", async () => {
    const someone = await quickShopper(t);
    const p = await createProduct(t.db, { name: "Someone Else's" });
    await orderOf(t.db, someone.userId, [[p, 5]]);
    const fresh = await quickShopper(t);
    const res = await row(fresh.token);
    expect(res.status).toBe(200);
    expect(res.body.products).toEqual([]);
  });

  it("is for customers: a guest gets 401, a seller 403", async () => {
    expectRefused(await t.call("GET", "/api/order/buy-again"), 401);
    const seller = await loginAsSeller(t);
    expectRefused(await row(seller.token), 403);
  });
});
