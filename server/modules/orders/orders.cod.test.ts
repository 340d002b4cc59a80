import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, orderStatusHistory, products, users } from "../../db/schema";
import { createProduct } from "../../test/factories";
import { expectDbUnchanged } from "../../test/db-snapshot";
import { createTestContext, DB_KIND, type TestContext } from "../../test/harness";
import {
  expectRefused,
  lines,
  shopperWithAddress,
  placeOrder,
  type Shopper,
} from "../../test/shopper";
import type { CalculationBody, OrderBody, OrdersBody } from "../../test/api-bodies";

describe(`POST /api/order/cod: amounts, snapshots and prices (${DB_KIND})`, () => {
  let t: TestContext;
  let zone1: Shopper; // Pangpang, Zone 1
  beforeAll(async () => {
    t = await createTestContext();
    zone1 = await shopperWithAddress(t, { barangay: "Pangpang" });
  });
  afterAll(async () => {
    await t.close();
  });

  const order = (s: Shopper, items: unknown, address?: unknown, headers?: Record<string, string>) =>
    placeOrder(t, s, items, address, headers);

  // price × quantity, zone → subtotal, fee, tax (2% rounded down), total. Boundaries of SPEC §9:
  // minimum 150, free delivery from 500, zone 1/2 fees, tax rounding.
  it.each([
    { price: 150, qty: 1, zone: 1, subtotal: 150, fee: 20, tax: 3, total: 173 },
    { price: 150, qty: 1, zone: 2, subtotal: 150, fee: 35, tax: 3, total: 188 },
    { price: 50, qty: 3, zone: 1, subtotal: 150, fee: 20, tax: 3, total: 173 },
    { price: 199.99, qty: 1, zone: 1, subtotal: 199.99, fee: 20, tax: 3, total: 222.99 },
    { price: 200, qty: 1, zone: 1, subtotal: 200, fee: 20, tax: 4, total: 224 },
    { price: 249.99, qty: 1, zone: 2, subtotal: 249.99, fee: 35, tax: 4, total: 288.99 },
    { price: 250, qty: 1, zone: 2, subtotal: 250, fee: 35, tax: 5, total: 290 },
    { price: 499, qty: 1, zone: 1, subtotal: 499, fee: 20, tax: 9, total: 528 },
    { price: 499.99, qty: 1, zone: 2, subtotal: 499.99, fee: 35, tax: 9, total: 543.99 },
    { price: 500, qty: 1, zone: 1, subtotal: 500, fee: 0, tax: 10, total: 510 },
    { price: 500, qty: 1, zone: 2, subtotal: 500, fee: 0, tax: 10, total: 510 },
    { price: 125.25, qty: 4, zone: 2, subtotal: 501, fee: 0, tax: 10, total: 511 },
    { price: 1000, qty: 1, zone: 2, subtotal: 1000, fee: 0, tax: 20, total: 1020 },
  ])(
    "₱$price × $qty in zone $zone → subtotal $subtotal, fee $fee, tax $tax, total $total",
    async (c) => {
      // A shopper per case: one customer may have only 5 open orders.
      const shopper = await shopperWithAddress(t, {
        barangay: c.zone === 1 ? "Pangpang" : "Abuyog",
      });
      const product = await createProduct(t.db, { price: c.price });
      const items = lines([product, c.qty]);
      const calc = await t.call<CalculationBody>("POST", "/api/order/calculate", {
        token: shopper.token,
        json: { items, address: shopper.addressId },
      });
      expect(calc.body).toMatchObject({
        subtotal: c.subtotal,
        zone: c.zone,
        deliveryFee: c.fee,
        taxAmount: c.tax,
        total: c.total,
        canPlaceOrder: true,
      });
      const res = await order(shopper, items);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.order).toMatchObject({
        subtotal: c.subtotal,
        deliveryCharge: c.fee,
        taxAmount: c.tax,
        amount: c.total,
        deliveryZone: c.zone,
      });
    },
  );

  // SPEC §5, word for word (written out here, not rebuilt with the helper that makes them).
  it.each([
    {
      price: 149,
      qty: 1,
      message:
        "Minimum order amount is ₱150. Your current order is ₱149.00. Please add ₱1.00 more to proceed.",
    },
    {
      price: 149.99,
      qty: 1,
      message:
        "Minimum order amount is ₱150. Your current order is ₱149.99. Please add ₱0.01 more to proceed.",
    },
    {
      price: 49.99,
      qty: 3,
      message:
        "Minimum order amount is ₱150. Your current order is ₱149.97. Please add ₱0.03 more to proceed.",
    },
    {
      price: 0.1,
      qty: 99,
      message:
        "Minimum order amount is ₱150. Your current order is ₱9.90. Please add ₱140.10 more to proceed.",
    },
    {
      price: 0,
      qty: 1,
      message:
        "Minimum order amount is ₱150. Your current order is ₱0.00. Please add ₱150.00 more to proceed.",
    },
  ])(
    "₱$price × $qty is refused with the minimum-order message",
    async ({ price, qty, message }) => {
      const product = await createProduct(t.db, { price });
      await expectDbUnchanged(t.db, async () => {
        const res = await order(zone1, lines([product, qty]));
        expectRefused(res, 400);
        expect(res.body.message).toBe(message);
      });
    },
  );

  it("stores the item and address snapshots, amounts in centavos, the first history entry, and empties the cart", async () => {
    const noodles = await createProduct(t.db, {
      name: "Pancit Canton",
      price: 15.75,
      category: ["Instant"],
      image: ["/media/a.webp", "/media/b.webp"],
    });
    const milk = await createProduct(t.db, {
      name: "Fresh Milk 1L",
      price: 98.5,
      category: ["Dairy"],
    });
    const shopper = await shopperWithAddress(t, { barangay: "sto. nino", firstName: "Ana" });
    await t.call("POST", "/api/cart/update", {
      token: shopper.token,
      json: { cartItems: { [noodles.id]: 4, [milk.id]: 1 } },
    });

    const res = await order(shopper, lines([noodles, 4], [milk, 1]));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Order placed successfully!");
    const placed = res.body.order;
    expect(placed).toMatchObject({
      status: "Order Placed",
      isPaid: false,
      paymentType: "COD",
      subtotal: 161.5,
      deliveryCharge: 20,
      taxAmount: 3,
      amount: 184.5,
      actualDeliveryTime: null,
    });
    expect(placed.items).toEqual([
      {
        productId: noodles.id,
        product: {
          image: ["/media/a.webp", "/media/b.webp"],
          name: "Pancit Canton",
          category: ["Instant"],
          price: 15.75,
        },
        quantity: 4,
        // No choice sent: the line keeps the shopper's default "If out of stock" choice.
        substitution: "remove",
      },
      {
        productId: milk.id,
        product: { image: milk.image, name: "Fresh Milk 1L", category: ["Dairy"], price: 98.5 },
        quantity: 1,
        substitution: "remove",
      },
    ]);
    expect(placed.address).toEqual({
      _id: shopper.addressId,
      firstName: "Ana",
      lastName: "Dela Cruz",
      email: "maria@example.com",
      street: "123 Rizal Street",
      barangay: "Santo Niño",
      city: "Sorsogon City",
      state: "Sorsogon",
      country: "Philippines",
      phone: "09171234567",
    });
    expect(Date.parse(placed.estimatedDeliveryTime ?? "") - Date.parse(placed.createdAt)).toBe(
      60 * 60_000,
    );

    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed._id));
    expect(row).toMatchObject({
      userId: shopper.userId,
      subtotalCentavos: 16150,
      deliveryChargeCentavos: 2000,
      taxAmountCentavos: 300,
      amountCentavos: 18450,
      deliveryZone: 1,
    });
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, placed._id));
    expect(history).toEqual([
      expect.objectContaining({
        status: "Order Placed",
        actorType: "customer",
        actorId: shopper.userId,
        notes: "",
      }),
    ]);
    const [user] = await t.db
      .select({ cartItems: users.cartItems })
      .from(users)
      .where(eq(users.id, shopper.userId));
    expect(user?.cartItems).toEqual({});

    // Later price changes do not touch the stored order.
    await t.db.update(products).set({ priceCentavos: 99_999 }).where(eq(products.id, milk.id));
    const list = await t.call<OrdersBody>("GET", "/api/order/user", { token: shopper.token });
    expect(list.body.orders[0]!.items[1]!.product.price).toBe(98.5);
  });

  it("prices every line from the database, whatever price the client sends", async () => {
    const soap = await createProduct(t.db, { name: "Bath Soap", price: 80 });
    const tampered = [
      { product: soap.id, quantity: 2, price: 0.01, product_price: 0.01, name: "free" },
    ];
    const res = await t.call<OrderBody>("POST", "/api/order/cod", {
      token: zone1.token,
      json: {
        items: tampered,
        address: zone1.addressId,
        amount: 1,
        subtotal: 1,
        deliveryCharge: 0,
        taxAmount: 0,
        isPaid: true,
        status: "Delivered",
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({
      subtotal: 160,
      deliveryCharge: 20,
      taxAmount: 3,
      amount: 183,
      isPaid: false,
      status: "Order Placed",
    });
    expect(res.body.order.items[0]!.product.price).toBe(80);
  });
});
