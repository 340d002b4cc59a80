import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users, type ProductRow } from "../../db/schema";
import { AUTH_MESSAGES } from "../../http/auth";
import { createProduct } from "../../test/factories";
import { expectDbUnchanged } from "../../test/db-snapshot";
import {
  createTestContext,
  DB_KIND,
  loginAsSeller,
  registerCustomer,
  type TestContext,
} from "../../test/harness";
import { cookieHeaders, expectRefused } from "../../test/shopper";
import type { CartBody, UserBody } from "../../test/api-bodies";

type Customer = Awaited<ReturnType<typeof registerCustomer>>;

describe(`POST /api/cart/update (${DB_KIND})`, () => {
  let t: TestContext;
  let shopper: Customer;
  let a: ProductRow;
  let b: ProductRow;
  let soldOut: ProductRow;
  beforeAll(async () => {
    t = await createTestContext();
    shopper = await registerCustomer(t);
    a = await createProduct(t.db, { name: "Sardines" });
    b = await createProduct(t.db, { name: "Noodles" });
    soldOut = await createProduct(t.db, { name: "Sold Out", inStock: false });
  });
  afterAll(async () => {
    await t.close();
  });

  const update = (cartItems: unknown, token = shopper.token) =>
    t.call<CartBody>("POST", "/api/cart/update", { token, json: { cartItems } });
  const storedCart = async (userId = shopper.userId) =>
    (await t.db.select({ cart: users.cartItems }).from(users).where(eq(users.id, userId)))[0]?.cart;
  const isAuthCart = async (token = shopper.token) =>
    (await t.call<UserBody>("GET", "/api/user/is-auth", { token })).body.user.cartItems;

  it("stores the cart as the user's cart and is-auth returns it", async () => {
    const res = await update({ [a.id]: 2, [b.id]: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      cartItems: { [a.id]: 2, [b.id]: 1 },
      message: "Cart Updated",
    });
    expect(await isAuthCart()).toEqual({ [a.id]: 2, [b.id]: 1 });
  });

  it("replaces the whole cart on each update", async () => {
    await update({ [a.id]: 2, [b.id]: 1 });
    await update({ [b.id]: 5 });
    expect(await isAuthCart()).toEqual({ [b.id]: 5 });
  });

  it("drops lines with quantity 0, and an empty map clears the cart", async () => {
    const res = await update({ [a.id]: 0, [b.id]: 3 });
    expect(res.body.cartItems).toEqual({ [b.id]: 3 });
    expect(await storedCart()).toEqual({ [b.id]: 3 });
    await update({});
    expect(await isAuthCart()).toEqual({});
  });

  it("keeps out-of-stock products (the order refuses them by name)", async () => {
    const res = await update({ [soldOut.id]: 1 });
    expect(res.status).toBe(200);
    expect(await storedCart()).toEqual({ [soldOut.id]: 1 });
  });

  it("accepts the limits exactly: 99 of a line, 100 lines", async () => {
    const many = await Promise.all(
      Array.from({ length: 100 }, (_, i) => createProduct(t.db, { name: `Bulk ${i}` })),
    );
    const cart = Object.fromEntries(many.map((p) => [p.id, 99]));
    const res = await update(cart);
    expect(res.status).toBe(200);
    expect(Object.keys((await storedCart()) ?? {})).toHaveLength(100);
  });

  it("refuses unknown product ids, naming them, and keeps the stored cart", async () => {
    await update({ [a.id]: 1 });
    const missing = "00000000-0000-4000-8000-000000000000";
    await expectDbUnchanged(t.db, async () => {
      const res = await update({ [a.id]: 2, [missing]: 1, "no-such-thing": 3 });
      expectRefused(res, 400);
      expect(res.body.message).toBe(`Product not found: ${missing}, no-such-thing`);
      expect(res.body.unknownProductIds).toEqual([missing, "no-such-thing"]);
    });
    expect(await storedCart()).toEqual({ [a.id]: 1 });
  });

  it("names at most five unknown ids and counts the rest", async () => {
    const ids = Array.from({ length: 7 }, (_, i) => `ghost-${i}`);
    const res = await update(Object.fromEntries(ids.map((id) => [id, 1])));
    expect(res.body.message).toBe(
      "Product not found: ghost-0, ghost-1, ghost-2, ghost-3, ghost-4 and 2 more",
    );
  });

  it("a customer only ever changes their own cart", async () => {
    const other = await registerCustomer(t);
    await update({ [a.id]: 4 });
    await update({ [b.id]: 7 }, other.token);
    expect(await storedCart()).toEqual({ [a.id]: 4 });
    expect(await storedCart(other.userId)).toEqual({ [b.id]: 7 });
  });

  describe("credentials", () => {
    it("refuses strangers (401), invalid tokens (401 invalid) and sellers (403)", async () => {
      const seller = await loginAsSeller(t);
      await expectDbUnchanged(t.db, async () => {
        const none = await t.call<CartBody>("POST", "/api/cart/update", {
          json: { cartItems: { [a.id]: 1 } },
        });
        expectRefused(none, 401);
        expect(none.body.message).toBe(AUTH_MESSAGES.LOGIN_REQUIRED);
        const bad = await update({ [a.id]: 1 }, "not-a-real-token-but-long-enough-xx");
        expectRefused(bad, 401);
        expect(bad.body.message).toBe(AUTH_MESSAGES.TOKEN_INVALID);
        const asSeller = await update({ [a.id]: 1 }, seller.token);
        expectRefused(asSeller, 403);
        expect(asSeller.body.message).toBe(AUTH_MESSAGES.CUSTOMER_ONLY);
      });
    });

    it("cookie calls need a matching X-XSRF-TOKEN; Bearer calls do not", async () => {
      const json = { cartItems: { [b.id]: 2 } };
      await expectDbUnchanged(t.db, async () => {
        for (const xsrf of ["missing", "wrong"] as const) {
          const res = await t.call<CartBody>("POST", "/api/cart/update", {
            json,
            headers: cookieHeaders(shopper.token, { xsrf }),
          });
          expectRefused(res, 403);
          expect(res.body.message).toBe(AUTH_MESSAGES.CSRF_FAILED);
        }
      });
      expect(
        (await t.call("POST", "/api/cart/update", { json, headers: cookieHeaders(shopper.token) }))
          .status,
      ).toBe(200);
      expect(
        (
          await t.call("POST", "/api/cart/update", {
            json: { cartItems: {} },
            token: shopper.token,
          })
        ).status,
      ).toBe(200);
    });
  });

  describe("malformed requests get a 4xx with a message and change nothing", () => {
    const cases: [string, () => unknown, number, string?][] = [
      ["non-JSON text", () => "cartItems=1", 400, "Request body must be valid JSON"],
      ["an empty body", () => "", 400, "Request body must be valid JSON"],
      ["JSON null", () => "null", 400],
      [
        "no cartItems",
        () => ({}),
        400,
        "cartItems: cartItems must be an object mapping product ids to quantities",
      ],
      ["cartItems null", () => ({ cartItems: null }), 400],
      ["cartItems as a list", () => ({ cartItems: [{ product: "x", quantity: 1 }] }), 400],
      ["cartItems as a string", () => ({ cartItems: "{}" }), 400],
      [
        "a quantity as a string",
        () => ({ cartItems: { [a.id]: "2" } }),
        400,
        "cartItems.$A: Quantity must be a number",
      ],
      ["a quantity of null", () => ({ cartItems: { [a.id]: null } }), 400],
      [
        "a fractional quantity",
        () => ({ cartItems: { [a.id]: 1.5 } }),
        400,
        "cartItems.$A: Quantity must be a whole number",
      ],
      [
        "a negative quantity",
        () => ({ cartItems: { [a.id]: -1 } }),
        400,
        "cartItems.$A: Quantity cannot be negative",
      ],
      [
        "quantity 100",
        () => ({ cartItems: { [a.id]: 100 } }),
        400,
        "cartItems.$A: Quantity must be at most 99",
      ],
      ["quantity 1e308", () => `{"cartItems":{"${a.id}":1e308}}`, 400],
      ["quantity 1e400 (Infinity)", () => `{"cartItems":{"${a.id}":1e400}}`, 400],
      [
        "101 lines",
        () => ({
          cartItems: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`id-${i}`, 1])),
        }),
        400,
        "cartItems: A cart can hold at most 100 different products",
      ],
      [
        "a 65-character id",
        () => ({ cartItems: { ["x".repeat(65)]: 1 } }),
        400,
        "cartItems: Product ids must be 1 to 64 characters",
      ],
      [
        "an empty id",
        () => ({ cartItems: { "": 1 } }),
        400,
        "cartItems: Product ids must be 1 to 64 characters",
      ],
      [
        "a __proto__ key",
        () => `{"cartItems":{"__proto__":1}}`,
        400,
        "cartItems: Product not found: __proto__",
      ],
      [
        "an unknown id",
        () => ({ cartItems: { "00000000-0000-4000-8000-000000000000": 1 } }),
        400,
        "Product not found: 00000000-0000-4000-8000-000000000000",
      ],
      [
        "a body over 64 KB",
        () => ({ cartItems: {}, pad: "x".repeat(70_000) }),
        413,
        "Request body is too large",
      ],
    ];
    it.each(cases)("%s", async (_name, make, status, message) => {
      await update({ [a.id]: 1 });
      await expectDbUnchanged(t.db, async () => {
        const json = make();
        const res = await t.call<CartBody>("POST", "/api/cart/update", {
          token: shopper.token,
          json: typeof json === "string" ? json : JSON.stringify(json),
        });
        expectRefused(res, status);
        if (message) expect(res.body.message).toBe(message.replace("$A", a.id));
      });
    });
  });
});
