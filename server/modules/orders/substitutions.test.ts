import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { createProduct } from "../../test/factories";
import { expectDbUnchanged } from "../../test/db-snapshot";
import {
  createTestContext,
  DB_KIND,
  loginAsSeller,
  registerCustomer,
  type TestContext,
} from "../../test/harness";
import { expectRefused, ordersOfUser, shopperWithAddress, type Shopper } from "../../test/shopper";
import type { OrderBody, OrdersBody } from "../../test/api-bodies";
import { insertOrder } from "../order-desk/test-orders";

type PreferencesBody = { success: boolean; message: string; preferences: { substitution: string } };
type SlipBody = { slip: Record<string, unknown> & { items: Record<string, unknown>[] } };

const UNKNOWN_CHOICE =
  "If out of stock must be one of: remove, call, similar (Remove it / Call me / Use a similar item)";

describe(`"If out of stock" per line, with a default per shopper (${DB_KIND})`, () => {
  let t: TestContext;
  let seller: string;
  let rice: { id: string };
  let oil: { id: string };
  beforeAll(async () => {
    t = await createTestContext();
    seller = (await loginAsSeller(t)).token;
    rice = await createProduct(t.db, { name: "Rice 2kg", price: 120 });
    oil = await createProduct(t.db, { name: "Cooking Oil 1L", price: 90 });
  });
  afterAll(async () => {
    await t.close();
  });

  const cod = (s: Shopper, items: unknown[], key?: string) =>
    t.call<OrderBody>("POST", "/api/order/cod", {
      token: s.token,
      json: { items, address: s.addressId },
      headers: key ? { "idempotency-key": key } : undefined,
    });
  const prefs = (token: string) =>
    t.call<PreferencesBody>("GET", "/api/user/preferences", { token });
  const setDefault = (token: string, substitution: unknown) =>
    t.call<PreferencesBody>("PUT", "/api/user/preferences", { token, json: { substitution } });
  const choices = (order: OrderBody["order"]) =>
    Object.fromEntries(order.items.map((i) => [i.product.name, i.substitution]));

  it("keeps each line's choice on the order's snapshot, for the shopper, the desk and the slip", async () => {
    const s = await shopperWithAddress(t);
    const res = await cod(s, [
      { product: rice.id, quantity: 1, substitution: "similar" },
      { product: oil.id, quantity: 1, substitution: "call" },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(choices(res.body.order)).toEqual({ "Rice 2kg": "similar", "Cooking Oil 1L": "call" });
    const [row] = await ordersOfUser(t.db, s.userId);
    expect(row!.items.map((i) => i.substitution)).toEqual(["similar", "call"]);
    const mine = await t.call<OrdersBody>("GET", "/api/order/user", { token: s.token });
    expect(choices(mine.body.orders[0]!)).toEqual(choices(res.body.order));
    const desk = await t.call<OrdersBody>("GET", "/api/order/seller", { token: seller });
    expect(choices(desk.body.orders.find((o) => o._id === res.body.order._id)!)).toEqual(
      choices(res.body.order),
    );
    const slip = await t.call<SlipBody>("GET", `/api/order/slip/${res.body.order._id}`, {
      token: seller,
    });
    expect(slip.body.slip.items.map((i) => [i.name, i.substitution])).toEqual([
      ["Rice 2kg", "similar"],
      ["Cooking Oil 1L", "call"],
    ]);
  });

  it("a new account's default is Remove it; a line without a choice gets the default", async () => {
    const s = await shopperWithAddress(t);
    const before = await prefs(s.token);
    expect(before.body).toEqual({
      success: true,
      message: "Preferences fetched",
      preferences: { substitution: "remove" },
    });
    const res = await cod(s, [{ product: rice.id, quantity: 2 }]);
    expect(res.status).toBe(201);
    expect(res.body.order.items[0]!.substitution).toBe("remove");
  });

  it("the default the shopper sets is kept on the account and applied to lines without a choice", async () => {
    const s = await shopperWithAddress(t);
    const other = await shopperWithAddress(t);
    const saved = await setDefault(s.token, "call");
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      success: true,
      message: "Default saved",
      preferences: { substitution: "call" },
    });
    expect((await prefs(s.token)).body.preferences.substitution).toBe("call");
    const [row] = await t.db.select().from(users).where(eq(users.id, s.userId));
    expect(row!.substitutionDefault).toBe("call");
    // Another shopper's default is their own.
    expect((await prefs(other.token)).body.preferences.substitution).toBe("remove");

    const res = await cod(s, [
      { product: rice.id, quantity: 1 },
      { product: oil.id, quantity: 1, substitution: "similar" },
    ]);
    expect(res.status).toBe(201);
    expect(choices(res.body.order)).toEqual({ "Rice 2kg": "call", "Cooking Oil 1L": "similar" });
    const theirs = await cod(other, [{ product: rice.id, quantity: 2, substitution: null }]);
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
    expect(theirs.body.order.items[0]!.substitution).toBe("remove");
  });

  it.each([
    ["an unknown word", "replace"],
    ["a label instead of the key", "Call me"],
    ["another case", "CALL"],
    ["a number", 2],
    ["blank", ""],
  ])("refuses a line choice of %s with 400 and places nothing", async (_, value) => {
    const s = await shopperWithAddress(t);
    await expectDbUnchanged(t.db, async () => {
      const res = await cod(s, [
        { product: rice.id, quantity: 1 },
        { product: oil.id, quantity: 1, substitution: value },
      ]);
      expectRefused(res, 400);
      expect(res.body.message).toBe(`items.1.substitution: ${UNKNOWN_CHOICE}`);
    });
    expect(await ordersOfUser(t.db, s.userId)).toEqual([]);
    const calc = await t.call("POST", "/api/order/calculate", {
      token: s.token,
      json: { items: [{ product: rice.id, quantity: 1, substitution: value }] },
    });
    expectRefused(calc, 400);
  });

  it("refuses an unknown default with 400 and keeps the one saved", async () => {
    const s = await registerCustomer(t);
    await setDefault(s.token, "similar");
    for (const bad of ["nothing", null, 1, undefined]) {
      await expectDbUnchanged(t.db, async () => {
        const res = await setDefault(s.token, bad);
        expectRefused(res, 400);
        expect(res.body.message).toBe(`substitution: ${UNKNOWN_CHOICE}`);
      });
    }
    expect((await prefs(s.token)).body.preferences.substitution).toBe("similar");
  });

  it("preferences are the customer's own: strangers and sellers are refused", async () => {
    await expectDbUnchanged(t.db, async () => {
      expectRefused(await t.call("GET", "/api/user/preferences"), 401);
      expectRefused(
        await t.call("PUT", "/api/user/preferences", { json: { substitution: "call" } }),
        401,
      );
      expectRefused(await prefs(seller), 403);
      expectRefused(await setDefault(seller, "call"), 403);
    });
  });

  it("merged duplicate lines keep the first choice stated; the choice counts for the Idempotency-Key", async () => {
    const s = await shopperWithAddress(t);
    const items = [
      { product: rice.id, quantity: 1 },
      { product: rice.id, quantity: 1, substitution: "call" },
      { product: rice.id, quantity: 1, substitution: "similar" },
    ];
    const res = await cod(s, items, "subst-key-1");
    expect(res.status).toBe(201);
    expect(res.body.order.items).toHaveLength(1);
    expect(res.body.order.items[0]).toMatchObject({ quantity: 3, substitution: "call" });
    expect((await cod(s, items, "subst-key-1")).status).toBe(200);
    await expectDbUnchanged(t.db, async () => {
      const changed = await cod(
        s,
        [{ product: rice.id, quantity: 3, substitution: "similar" }],
        "subst-key-1",
      );
      expectRefused(changed, 422);
    });
  });

  it("orders from before (no landmark, note or choices) read exactly as before", async () => {
    const s = await registerCustomer(t);
    const old = await insertOrder(t.db, s.userId);
    const mine = await t.call<OrdersBody>("GET", "/api/order/user", { token: s.token });
    const order = mine.body.orders.find((o) => o._id === old.id)!;
    expect(Object.keys(order).sort()).toEqual(
      [
        "_id",
        "userId",
        "items",
        "address",
        "paymentType",
        "amount",
        "subtotal",
        "deliveryCharge",
        "taxAmount",
        "deliveryZone",
        "isPaid",
        "status",
        "createdAt",
        "updatedAt",
        "estimatedDeliveryTime",
        "actualDeliveryTime",
      ].sort(),
    );
    expect(order.items.map((i) => Object.keys(i).sort())).toEqual([
      ["product", "productId", "quantity"],
      ["product", "productId", "quantity"],
    ]);
    expect(order.address).toEqual(old.address);
    const slip = await t.call<SlipBody>("GET", `/api/order/slip/${old.id}`, { token: seller });
    expect(slip.body.slip).not.toHaveProperty("riderNote");
    expect(slip.body.slip.address).not.toHaveProperty("landmark");
    expect(slip.body.slip.items.map((i) => Object.keys(i).sort())).toEqual([
      ["lineTotal", "name", "price", "quantity"],
      ["lineTotal", "name", "price", "quantity"],
    ]);
  });
});
