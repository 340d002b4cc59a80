import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "../test/factories";
import {
  createTestContext,
  DB_KIND,
  loginAsSeller,
  registerCustomer,
  type TestContext,
} from "../test/harness";
import { addressInput } from "../test/factories";
import { lines, placeOrder, shopperWithAddress } from "../test/shopper";
import { setStock } from "../modules/orders/test-order-helpers";
import { bulkImportCall, bulkProduct, productForm } from "../modules/products/test-helpers";

// Every field a refusal carries is in the document, for the call and status that sent it: a
// client generated from /api/openapi.json can read `shortfall`, `reason` or `errors` typed.

type Json = Record<string, unknown>;
type Doc = {
  paths: Record<string, Record<string, { responses: Record<string, Json> }>>;
  components: { schemas: Record<string, Json> };
};

/** The property names a schema documents, through $ref and allOf. */
function documentedNames(doc: Doc, schema: Json | undefined): Set<string> {
  const names = new Set<string>();
  const visit = (s: Json | undefined) => {
    if (!s) return;
    if (typeof s.$ref === "string") visit(doc.components.schemas[s.$ref.split("/").pop()!]);
    for (const part of (s.allOf ?? []) as Json[]) visit(part);
    for (const name of Object.keys((s.properties ?? {}) as Json)) names.add(name);
  };
  visit(schema);
  return names;
}

let t: TestContext;
let doc: Doc;

/** Asserts the refusal's every field is documented for this call and status. */
function expectDocumented(method: string, path: string, res: { status: number; body: unknown }) {
  expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
  const answer = doc.paths[path]?.[method]?.responses[String(res.status)] as
    { content?: { "application/json"?: { schema?: Json } } } | undefined;
  expect(answer, `${method} ${path} documents ${res.status}`).toBeDefined();
  const names = documentedNames(doc, answer?.content?.["application/json"]?.schema);
  const missing = Object.keys(res.body as Json).filter((k) => !names.has(k));
  expect(missing, `${method} ${path} ${res.status}: ${JSON.stringify(res.body)}`).toEqual([]);
}

beforeAll(async () => {
  t = await createTestContext({
    env: { MAX_OPEN_ORDERS_PER_CUSTOMER: "2", MAX_ORDERS_PER_HOUR: "3" },
  });
  doc = (await t.call<Doc>("GET", "/api/openapi.json")).body;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe(`refusals carry only documented fields (${DB_KIND})`, () => {
  it("orders: minimum, unknown products, stock, changed total, limits and a reused key", async () => {
    const shopper = await shopperWithAddress(t);
    const cheap = await createProduct(t.db, { price: 20 });
    const rice = await createProduct(t.db, { price: 200 });
    const gone = await createProduct(t.db, { price: 200, inStock: false });
    const few = await createProduct(t.db, { price: 200 });
    await setStock(t.db, few.id, 1);

    const minimum = await placeOrder(t, shopper, lines([cheap, 1]));
    expect(minimum.body).toHaveProperty("shortfall");
    expectDocumented("post", "/api/order/cod", minimum);

    const unknown = await placeOrder(t, shopper, [{ product: "no-such-id", quantity: 1 }]);
    expect(unknown.body).toHaveProperty("unknownProductIds");
    expectDocumented("post", "/api/order/cod", unknown);
    const calc = await t.call("POST", "/api/order/calculate", {
      token: shopper.token,
      json: { items: [{ product: "no-such-id", quantity: 1 }], address: shopper.addressId },
    });
    expectDocumented("post", "/api/order/calculate", calc);

    const outOfStock = await placeOrder(t, shopper, lines([gone, 1]));
    expect(outOfStock.body).toHaveProperty("outOfStock");
    expectDocumented("post", "/api/order/cod", outOfStock);
    const short = await placeOrder(t, shopper, lines([few, 2]));
    expect(short.body).toMatchObject({ reason: "insufficient-stock" });
    expectDocumented("post", "/api/order/cod", short);

    const changed = await t.call("POST", "/api/order/cod", {
      token: shopper.token,
      json: { items: lines([rice, 1]), address: shopper.addressId, expectedTotal: 1 },
    });
    expect(changed.body).toMatchObject({ reason: "total-changed" });
    expectDocumented("post", "/api/order/cod", changed);

    const key = { "Idempotency-Key": "order-key-1" };
    expect((await placeOrder(t, shopper, lines([rice, 1]), undefined, key)).status).toBe(201);
    const reused = await placeOrder(t, shopper, lines([rice, 2]), undefined, key);
    expect(reused.body).toMatchObject({ reason: "idempotency-key-reused" });
    expectDocumented("post", "/api/order/cod", reused);

    expect((await placeOrder(t, shopper, lines([rice, 1]))).status).toBe(201);
    const open = await placeOrder(t, shopper, lines([rice, 1]));
    expect(open.body).toMatchObject({ reason: "open-orders-limit" });
    expectDocumented("post", "/api/order/cod", open);
  });

  it("cart, addresses and accounts", async () => {
    const customer = await registerCustomer(t);
    const cart = await t.call("POST", "/api/cart/update", {
      token: customer.token,
      json: { cartItems: { "no-such-id": 1 } },
    });
    expect(cart.body).toHaveProperty("unknownProductIds");
    expectDocumented("post", "/api/cart/update", cart);

    const address = await t.call("POST", "/api/address/add", {
      token: customer.token,
      json: { address: addressInput({ barangay: "Nowhere At All" }) },
    });
    expect(address.body).toHaveProperty("reason");
    expectDocumented("post", "/api/address/add", address);

    const password = await t.call("PUT", "/api/user/password", {
      token: customer.token,
      json: { currentPassword: "not-the-password", newPassword: "a-new-password-1" },
    });
    expect(password.body).toMatchObject({ code: "WRONG_PASSWORD" });
    expectDocumented("put", "/api/user/password", password);

    const expired = await t.call("GET", "/api/user/is-auth", { token: "not-a-session-token" });
    expect(expired.body).toMatchObject({ code: "TOKEN_INVALID" });
    expectDocumented("get", "/api/user/is-auth", expired);
  });

  it("products: a picture that is not one, a bulk file with errors, a sheet with bad rows", async () => {
    const seller = await loginAsSeller(t);
    const notAPicture = new File([new Uint8Array([1, 2, 3, 4])], "notes.png", {
      type: "image/png",
    });
    const add = await t.call("POST", "/api/product/add", {
      token: seller.token,
      body: productForm({ name: "Rice", description: ["5 kg"], category: ["Rice"], price: 250 }, [
        notAPicture,
      ]),
    });
    expect(add.body).toHaveProperty("file");
    expectDocumented("post", "/api/product/add", add);

    const bulk = await bulkImportCall(t, seller.token)(
      [bulkProduct("", ["a.png"], { price: -1 })],
      [notAPicture],
    );
    expect(bulk.body).toHaveProperty("errors");
    expectDocumented("post", "/api/product/bulk-import", bulk);

    const sheet = new File(
      [
        "SKU,Name,Brand,Price,Category,Description,Images,Stock count,In stock,Bestseller\r\nA-1,,,-5,,,,,,\r\n",
      ],
      "products.csv",
      { type: "text/csv" },
    );
    const form = new FormData();
    form.append("file", sheet);
    const imported = await t.call("POST", "/api/product/import", {
      token: seller.token,
      body: form,
    });
    expect(imported.body).toHaveProperty("errors");
    expectDocumented("post", "/api/product/import", imported);
  });
});
