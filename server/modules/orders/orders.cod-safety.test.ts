import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema";
import { AUTH_MESSAGES } from "../../http/auth";
import { createProduct } from "../../test/factories";
import { expectDbUnchanged } from "../../test/db-snapshot";
import { createTestContext, DB_KIND, loginAsSeller, type TestContext } from "../../test/harness";
import {
  cookieHeaders,
  expectRefused,
  lines,
  shopperWithAddress,
  ordersOfUser,
  type Shopper,
} from "../../test/shopper";
import type { ProductRow } from "../../db/schema";
import type { OrderBody } from "../../test/api-bodies";

describe(`POST /api/order/cod: access and malformed requests (${DB_KIND})`, () => {
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

  describe("who may order", () => {
    it("without credentials: 401 Please login to place order", async () => {
      await expectDbUnchanged(t.db, async () => {
        const res = await t.call<OrderBody>("POST", "/api/order/cod", { json: body() });
        expectRefused(res, 401);
        expect(res.body.message).toBe("Please login to place order");
      });
    });

    it("with a revoked or expired token: 401 saying the token is invalid", async () => {
      const s = await shopperWithAddress(t);
      await t.call("GET", "/api/user/logout", { token: s.token });
      const revoked = await t.call<OrderBody>("POST", "/api/order/cod", {
        token: s.token,
        json: { items: lines([product, 1]), address: s.addressId },
      });
      expectRefused(revoked, 401);
      expect(revoked.body.message).toBe(AUTH_MESSAGES.TOKEN_INVALID);
      const e = await shopperWithAddress(t);
      await t.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, e.userId));
      const expired = await t.call<OrderBody>("POST", "/api/order/cod", {
        token: e.token,
        json: { items: lines([product, 1]), address: e.addressId },
      });
      expect(expired.status).toBe(401);
      expect(expired.body.message).toMatch(/invalid/i);
      expect(await ordersOf(e.userId)).toHaveLength(0);
    });

    it("a seller's credentials are refused (403)", async () => {
      const seller = await loginAsSeller(t);
      await expectDbUnchanged(t.db, async () => {
        const res = await t.call<OrderBody>("POST", "/api/order/cod", {
          token: seller.token,
          json: body(),
        });
        expectRefused(res, 403);
        expect(res.body.message).toBe(AUTH_MESSAGES.CUSTOMER_ONLY);
      });
    });

    it("cookie-authenticated orders need the XSRF header; Bearer ones do not", async () => {
      const s = await shopperWithAddress(t);
      const json = { items: lines([product, 1]), address: s.addressId };
      await expectDbUnchanged(t.db, async () => {
        for (const xsrf of ["missing", "wrong"] as const) {
          const res = await t.call<OrderBody>("POST", "/api/order/cod", {
            json,
            headers: cookieHeaders(s.token, { xsrf }),
          });
          expectRefused(res, 403);
          expect(res.body.message).toBe(AUTH_MESSAGES.CSRF_FAILED);
        }
      });
      expect(
        (await t.call("POST", "/api/order/cod", { json, headers: cookieHeaders(s.token) })).status,
      ).toBe(201);
      expect((await t.call("POST", "/api/order/cod", { json, token: s.token })).status).toBe(201);
    });
  });

  describe("malformed requests get a 4xx with a message and change nothing", () => {
    const uuid = "00000000-0000-4000-8000-000000000000";
    const cases: [string, () => unknown, number, string?][] = [
      ["non-JSON text", () => "items=1&address=2", 400, "Request body must be valid JSON"],
      ["truncated JSON", () => '{"items": [', 400, "Request body must be valid JSON"],
      ["a JSON array", () => [], 400],
      ["JSON null", () => null, 400],
      ["a JSON string", () => JSON.stringify("order"), 400],
      [
        "items as a string",
        () => ({ ...body(), items: "many" }),
        400,
        "items: items must be a list of {product, quantity}",
      ],
      ["items as an object", () => ({ ...body(), items: { [product.id]: 1 } }), 400],
      [
        "a line that is a number",
        () => ({ ...body(), items: [1] }),
        400,
        "items.0: Each item must be an object with product and quantity",
      ],
      [
        "a line without product",
        () => ({ ...body(), items: [{ quantity: 1 }] }),
        400,
        "items.0.product: Product id must be text",
      ],
      [
        "a line without quantity",
        () => ({ ...body(), items: [{ product: product.id }] }),
        400,
        "items.0.quantity: Quantity must be a number",
      ],
      ["product as a number", () => ({ ...body(), items: [{ product: 7, quantity: 1 }] }), 400],
      [
        "product as an object",
        () => ({ ...body(), items: [{ product: { _id: product.id, price: 1 }, quantity: 1 }] }),
        400,
      ],
      ["an empty product id", () => ({ ...body(), items: [{ product: "", quantity: 1 }] }), 400],
      [
        "a 65-character product id",
        () => ({ ...body(), items: [{ product: "a".repeat(65), quantity: 1 }] }),
        400,
      ],
      [
        "quantity 0",
        () => ({ ...body(), items: lines([product, 0]) }),
        400,
        "items.0.quantity: Quantity must be at least 1",
      ],
      ["quantity -1", () => ({ ...body(), items: lines([product, -1]) }), 400],
      [
        "quantity 1.5",
        () => ({ ...body(), items: lines([product, 1.5]) }),
        400,
        "items.0.quantity: Quantity must be a whole number",
      ],
      [
        "quantity as a string",
        () => ({ ...body(), items: [{ product: product.id, quantity: "2" }] }),
        400,
      ],
      [
        "quantity 100",
        () => ({ ...body(), items: lines([product, 100]) }),
        400,
        "items.0.quantity: Quantity must be at most 99",
      ],
      [
        "quantity 1e308",
        () =>
          '{"items":[{"product":"' +
          product.id +
          '","quantity":1e308}],"address":"' +
          shopper.addressId +
          '"}',
        400,
      ],
      [
        "quantity 1e400 (Infinity)",
        () =>
          '{"items":[{"product":"' +
          product.id +
          '","quantity":1e400}],"address":"' +
          shopper.addressId +
          '"}',
        400,
      ],
      [
        "101 lines",
        () => ({
          ...body(),
          items: Array.from({ length: 101 }, () => ({ product: product.id, quantity: 1 })),
        }),
        400,
        "items: A cart can hold at most 100 different products",
      ],
      [
        "address as a number",
        () => ({ ...body(), address: 5 }),
        400,
        "address: address must be the id of a saved address",
      ],
      ["address as an object", () => ({ ...body(), address: { street: "x" } }), 400],
      ["a 65-character address id", () => ({ ...body(), address: "a".repeat(65) }), 400],
      ["an unknown address id", () => ({ ...body(), address: uuid }), 404, "Address not found"],
      [
        "an unknown product id",
        () => ({ ...body(), items: [{ product: uuid, quantity: 1 }] }),
        400,
        `Product not found: ${uuid}`,
      ],
      [
        "a body over 64 KB",
        () => ({ ...body(), filler: "x".repeat(70 * 1024) }),
        413,
        "Request body is too large",
      ],
    ];
    it.each(cases)("%s", async (_name, make, status, message) => {
      await expectDbUnchanged(t.db, async () => {
        const json = make();
        const res = await t.call<OrderBody>("POST", "/api/order/cod", {
          token: shopper.token,
          json: typeof json === "string" ? json : JSON.stringify(json),
        });
        expectRefused(res, status);
        if (message) expect(res.body.message).toBe(message);
      });
    });
  });
});
