import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, DB_KIND, type TestContext } from "../../test/harness";
import { addressInput, createProduct } from "../../test/factories";
import type {
  AddressBody,
  AddressesBody,
  ApiBody,
  CalculationBody,
  CartBody,
  HistoryBody,
  OrderBody,
  OrdersBody,
  ProductsBody,
  UserBody,
} from "../../test/api-bodies";

/** A shopper's whole journey with nothing but HTTP calls (issue #3). */
describe(`shopper journey (${DB_KIND})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => {
    await t.close();
  });

  it("register → cart → address → calculate → order → orders list → history", async () => {
    const sardines = await createProduct(t.db, { name: "Sardines in Tomato Sauce", price: 25.5 });
    const rice = await createProduct(t.db, { name: "Dinorado Rice 2kg", price: 130 });

    const register = await t.call<UserBody>("POST", "/api/user/register", {
      json: { name: "Juan Dela Cruz", email: "juan@example.com", password: "secret123" },
    });
    expect(register.status).toBe(201);
    const token: string = register.body.token;

    const list = await t.call<ProductsBody>("GET", "/api/product/list");
    expect(list.body.products.map((p) => p._id).sort()).toEqual([sardines.id, rice.id].sort());

    const cartItems = { [sardines.id]: 2, [rice.id]: 1 };
    const cart = await t.call<CartBody>("POST", "/api/cart/update", { token, json: { cartItems } });
    expect(cart.status).toBe(200);
    expect(cart.body.message).toBe("Cart Updated");

    const me = await t.call<UserBody>("GET", "/api/user/is-auth", { token });
    expect(me.body.user).toMatchObject({
      name: "Juan Dela Cruz",
      email: "juan@example.com",
      cartItems,
    });

    const added = await t.call<AddressBody>("POST", "/api/address/add", {
      token,
      json: { address: addressInput({ barangay: "Polvorista" }) },
    });
    expect(added.status).toBe(201);
    const addresses = await t.call<AddressesBody>("GET", "/api/address/get", { token });
    expect(addresses.body.addresses).toHaveLength(1);
    const addressId: string = addresses.body.addresses[0]!._id;

    const items = Object.entries(me.body.user.cartItems).map(([product, quantity]) => ({
      product,
      quantity,
    }));
    const calc = await t.call<CalculationBody>("POST", "/api/order/calculate", {
      token,
      json: { items, address: addressId },
    });
    expect(calc.status).toBe(200);
    // 2 × 25.50 + 130 = 181; zone 1 fee 20; tax floor(3.62) = 3
    expect(calc.body).toMatchObject({
      success: true,
      subtotal: 181,
      zone: 1,
      deliveryFee: 20,
      taxAmount: 3,
      total: 204,
      minimumMet: true,
      codAvailable: true,
      codMessage: "Address verified for COD delivery",
      canPlaceOrder: true,
    });

    const placed = await t.call<OrderBody>("POST", "/api/order/cod", {
      token,
      json: { items, address: addressId },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.message).toBe("Order placed successfully!");
    expect(placed.body.order).toMatchObject({
      amount: 204,
      status: "Order Placed",
      isPaid: false,
      paymentType: "COD",
    });

    const after = await t.call<UserBody>("GET", "/api/user/is-auth", { token });
    expect(after.body.user.cartItems).toEqual({});

    const orders = await t.call<OrdersBody>("GET", "/api/order/user", { token });
    expect(orders.body.orders).toHaveLength(1);
    expect(orders.body.orders[0]).toMatchObject({
      _id: placed.body.order._id,
      subtotal: 181,
      deliveryCharge: 20,
      taxAmount: 3,
      amount: 204,
      address: { _id: addressId, barangay: "Polvorista" },
    });
    expect(orders.body.orders[0]!.items).toHaveLength(2);

    const history = await t.call<HistoryBody>(
      "GET",
      `/api/order/status-history/${placed.body.order._id}`,
      { token },
    );
    expect(history.status).toBe(200);
    expect(history.body.history).toEqual([
      expect.objectContaining({ status: "Order Placed", actorType: "customer" }),
    ]);

    const logout = await t.call<ApiBody>("GET", "/api/user/logout", { token });
    expect(logout.body.message).toBe("Successfully logged out");
    expect((await t.call("GET", "/api/order/user", { token })).status).toBe(401);
  });
});
