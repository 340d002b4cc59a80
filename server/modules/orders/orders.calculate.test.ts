import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../http/auth";
import type { ProductRow } from "../../db/schema";
import { createAddress, createProduct } from "../../test/factories";
import { expectDbUnchanged } from "../../test/db-snapshot";
import {
  createTestContext,
  DB_KIND,
  loginAsSeller,
  registerCustomer,
  type TestContext,
} from "../../test/harness";
import { expectRefused, lines, shopperWithAddress, type Shopper } from "../../test/shopper";
import type { CalculationBody } from "../../test/api-bodies";

describe(`POST /api/order/calculate (${DB_KIND})`, () => {
  let t: TestContext;
  let shopper: Shopper;
  let rice: ProductRow;
  beforeAll(async () => {
    t = await createTestContext();
    shopper = await shopperWithAddress(t, { barangay: "Bibincahan" }); // Zone 2
    rice = await createProduct(t.db, {
      name: "Rice 1kg",
      price: 55.5,
      image: ["/media/rice.webp"],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const calculate = (json: unknown, token = shopper.token) =>
    t.call<CalculationBody>("POST", "/api/order/calculate", { token, json });

  it("answers the whole Order Summary, priced from the database, and writes nothing", async () => {
    await expectDbUnchanged(t.db, async () => {
      const res = await calculate({
        items: [{ product: rice.id, quantity: 3, price: 1 }],
        address: shopper.addressId,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        items: [
          {
            productId: rice.id,
            name: "Rice 1kg",
            image: ["/media/rice.webp"],
            price: 55.5,
            quantity: 3,
            lineTotal: 166.5,
            inStock: true,
          },
        ],
        subtotal: 166.5,
        zone: 2,
        zoneLabel: "Zone 2 (2-5 km)",
        deliveryFee: 35,
        freeDelivery: false,
        taxAmount: 3,
        total: 204.5,
        minimumOrderAmount: 150,
        minimumMet: true,
        shortfall: 0,
        minimumOrderMessage: null,
        codAvailable: true,
        codMessage: "Address verified for COD delivery",
        outOfStock: [],
        insufficientStock: [],
        stockMessage: null,
        canPlaceOrder: true,
        blockers: [],
        message: "Order summary calculated",
      });
    });
  });

  it("reports an unmet minimum with the exact message of SPEC §5", async () => {
    const res = await calculate({ items: lines([rice, 2]), address: shopper.addressId });
    expect(res.body).toMatchObject({
      subtotal: 111,
      minimumMet: false,
      shortfall: 39,
      minimumOrderMessage:
        "Minimum order amount is ₱150. Your current order is ₱111.00. Please add ₱39.00 more to proceed.",
      canPlaceOrder: false,
      blockers: ["minimum-order"],
    });
  });

  it("reports free delivery from ₱500", async () => {
    const res = await calculate({ items: lines([rice, 9]), address: shopper.addressId }); // 499.50
    expect(res.body).toMatchObject({
      subtotal: 499.5,
      deliveryFee: 35,
      freeDelivery: false,
      taxAmount: 9,
      total: 543.5,
    });
    const free = await calculate({ items: lines([rice, 10]), address: shopper.addressId }); // 555
    expect(free.body).toMatchObject({
      subtotal: 555,
      deliveryFee: 0,
      freeDelivery: true,
      taxAmount: 11,
      total: 566,
    });
  });

  it("without an address: zone unknown, fee 0, and the check's first message", async () => {
    for (const json of [
      { items: lines([rice, 3]) },
      { items: lines([rice, 3]), address: null },
      { items: lines([rice, 3]), address: "" },
    ]) {
      const res = await calculate(json);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        zone: null,
        zoneLabel: "Outside delivery zones",
        deliveryFee: 0,
        codAvailable: false,
        codMessage: "Please select a delivery address",
        canPlaceOrder: false,
        blockers: ["cod-address"],
      });
    }
  });

  it.each([
    [{ barangay: "Pangpang" }, 1, 20, true, "Address verified for COD delivery"],
    [{ barangay: "Abuyog" }, 2, 35, true, "Address verified for COD delivery"],
    [
      { barangay: "Atlantis" },
      null,
      0,
      false,
      "COD is not available in Atlantis. We only deliver to barangays within Sorsogon City.",
    ],
    [
      { barangay: "" },
      null,
      0,
      false,
      "Please specify your barangay for COD delivery verification",
    ],
    [{ country: "Japan" }, 1, 20, false, "COD is only available within the Philippines"],
    [{ state: "Albay" }, 1, 20, false, "COD is only available within Sorsogon province"],
    [{ city: "Legazpi City" }, 1, 20, false, "COD is only available within Sorsogon City"],
  ])("address %j → zone %s, fee %s, COD %s: %s", async (overrides, zone, fee, ok, message) => {
    const address = await createAddress(t.db, shopper.userId, overrides);
    const res = await calculate({ items: lines([rice, 3]), address: address.id });
    expect(res.body).toMatchObject({
      zone,
      deliveryFee: fee,
      codAvailable: ok,
      codMessage: message,
      canPlaceOrder: ok,
    });
  });

  it("lists out-of-stock products and blocks the order", async () => {
    const gone = await createProduct(t.db, { name: "Sold Out Soda", price: 20, inStock: false });
    const res = await calculate({ items: lines([rice, 3], [gone, 1]), address: shopper.addressId });
    expect(res.body).toMatchObject({
      subtotal: 186.5,
      outOfStock: [{ productId: gone.id, name: "Sold Out Soda" }],
      canPlaceOrder: false,
      blockers: ["out-of-stock"],
    });
    expect(res.body.items[1]).toMatchObject({ productId: gone.id, inStock: false });
  });

  it("answers another customer's address with 404, and refuses sellers and strangers", async () => {
    const other = await registerCustomer(t);
    const foreign = await calculate(
      { items: lines([rice, 3]), address: shopper.addressId },
      other.token,
    );
    expectRefused(foreign, 404);
    expect(foreign.body.message).toBe("Address not found");
    const seller = await loginAsSeller(t);
    const asSeller = await calculate({ items: lines([rice, 3]) }, seller.token);
    expectRefused(asSeller, 403);
    const anonymous = await t.call<CalculationBody>("POST", "/api/order/calculate", {
      json: { items: lines([rice, 3]) },
    });
    expectRefused(anonymous, 401);
    expect(anonymous.body.message).toBe(AUTH_MESSAGES.LOGIN_REQUIRED);
  });

  describe("malformed requests get a 4xx with a message and change nothing", () => {
    const uuid = "00000000-0000-4000-8000-000000000000";
    const cases: [string, () => unknown, number, string?][] = [
      ["non-JSON text", () => "items", 400, "Request body must be valid JSON"],
      ["JSON null", () => "null", 400],
      ["no items", () => ({}), 400, "Your cart is empty"],
      ["empty items", () => ({ items: [] }), 400, "Your cart is empty"],
      ["items as a string", () => ({ items: "x" }), 400],
      ["quantity as a string", () => ({ items: [{ product: rice.id, quantity: "3" }] }), 400],
      ["quantity 0", () => ({ items: lines([rice, 0]) }), 400],
      ["quantity 100", () => ({ items: lines([rice, 100]) }), 400],
      ["quantity 2.5", () => ({ items: lines([rice, 2.5]) }), 400],
      [
        "101 lines",
        () => ({ items: Array.from({ length: 101 }, () => ({ product: rice.id, quantity: 1 })) }),
        400,
      ],
      [
        "an unknown product id",
        () => ({ items: [{ product: uuid, quantity: 1 }] }),
        400,
        `Product not found: ${uuid}`,
      ],
      [
        "an unknown address id",
        () => ({ items: lines([rice, 3]), address: uuid }),
        404,
        "Address not found",
      ],
      ["address as a number", () => ({ items: lines([rice, 3]), address: 12 }), 400],
      ["a body over 64 KB", () => ({ items: lines([rice, 3]), pad: "x".repeat(66_000) }), 413],
    ];
    it.each(cases)("%s", async (_name, make, status, message) => {
      await expectDbUnchanged(t.db, async () => {
        const json = make();
        const res = await calculate(typeof json === "string" ? json : JSON.stringify(json));
        expectRefused(res, status);
        if (message) expect(res.body.message).toBe(message);
      });
    });
  });
});
