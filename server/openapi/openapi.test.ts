import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "../test/factories";
import {
  createTestContext,
  DB_KIND,
  loginAsSeller,
  registerCustomer,
  type TestContext,
} from "../test/harness";
import { mountedApiRoutes } from "../test/api-routes";
import { shopperWithAddress } from "../test/shopper";
import { ErrorSchema } from "./common";
import { API_OPERATIONS } from "./operations";

/** "GET /api/order/status-history/:orderId" for the document's "/api/order/status-history/{orderId}". */
const routeKeyOf = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`;

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, unknown> };
};

describe(`GET /api/openapi.json (${DB_KIND})`, () => {
  let t: TestContext;
  let doc: Doc;
  beforeAll(async () => {
    t = await createTestContext();
    const res = await t.call<Doc>("GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    doc = res.body;
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  it("names every mounted /api route, and nothing else", () => {
    const documented = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => routeKeyOf(m, path)))
      .sort();
    expect(documented).toEqual(mountedApiRoutes(t.app));
  });

  it("describes each call: path parameters, body, security and the success answer", () => {
    expect(doc.openapi).toBe("3.1.0");
    for (const op of API_OPERATIONS) {
      const entry = doc.paths[op.path]?.[op.method] as {
        parameters: { name: string; in: string }[];
        requestBody?: { content: Record<string, { schema: unknown }> };
        responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
        security?: unknown[];
      };
      const label = `${op.method} ${op.path}`;
      expect(entry, label).toBeDefined();
      for (const [, name] of op.path.matchAll(/\{(\w+)\}/g))
        expect(
          entry.parameters.some((p) => p.in === "path" && p.name === name),
          label,
        ).toBe(true);
      if (op.body) expect(entry.requestBody, label).toBeDefined();
      else expect(entry.requestBody, label).toBeUndefined();
      if (op.access === "public") expect(entry.security, label).toEqual([]);
      else expect(entry.security?.length, label).toBeGreaterThan(0);
      const success = entry.responses[String(op.successStatus ?? 200)];
      expect(
        success?.content?.[op.responseType ?? "application/json"]?.schema,
        label,
      ).toBeDefined();
      expect(entry.responses["400"], label).toBeDefined();
    }
    // A body field, a query parameter and a named component, as a client generator reads them.
    const register = doc.paths["/api/user/register"]!.post!.requestBody as {
      content: { "application/json": { schema: { required: string[] } } };
    };
    expect(register.content["application/json"].schema.required).toEqual(
      expect.arrayContaining(["name", "email", "password"]),
    );
    const list = doc.paths["/api/product/list"]!.get!.parameters as { name: string }[];
    expect(list.map((p) => p.name)).toEqual(expect.arrayContaining(["search", "sort", "limit"]));
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(["Product", "Order", "Address", "Error"]),
    );
  });

  it("real answers match their documented schemas", async () => {
    const schemaOf = (method: string, path: string) => {
      const op = API_OPERATIONS.find((o) => o.method === method && o.path === path);
      if (!op?.response) throw new Error(`no documented answer for ${method} ${path}`);
      return op.response;
    };
    const expectDocumented = (method: string, path: string, body: unknown) => {
      const parsed = schemaOf(method, path).safeParse(body);
      expect(parsed.success, `${method} ${path}: ${JSON.stringify(parsed.error?.issues)}`).toBe(
        true,
      );
    };
    const product = await createProduct(t.db, { name: "Documented Rice", price: 120 });
    const shopper = await shopperWithAddress(t);
    const seller = await loginAsSeller(t);

    const list = await t.call("GET", "/api/product/list");
    expectDocumented("get", "/api/product/list", list.body);
    const page = await t.call("GET", "/api/product/list?limit=2&sort=price-asc");
    expectDocumented("get", "/api/product/list", page.body);

    const customer = await registerCustomer(t);
    const me = await t.call("GET", "/api/user/is-auth", { token: customer.token });
    expectDocumented("get", "/api/user/is-auth", me.body);

    const json = { items: [{ product: product.id, quantity: 2 }], address: shopper.addressId };
    const calc = await t.call("POST", "/api/order/calculate", { token: shopper.token, json });
    expect(calc.status).toBe(200);
    expectDocumented("post", "/api/order/calculate", calc.body);
    const placed = await t.call<{ order: { _id: string } }>("POST", "/api/order/cod", {
      token: shopper.token,
      json,
    });
    expect(placed.status).toBe(201);
    expectDocumented("post", "/api/order/cod", placed.body);
    const mine = await t.call("GET", "/api/order/user", { token: shopper.token });
    expectDocumented("get", "/api/order/user", mine.body);
    const history = await t.call("GET", `/api/order/status-history/${placed.body.order._id}`, {
      token: seller.token,
    });
    expectDocumented("get", "/api/order/status-history/{orderId}", history.body);
    const addresses = await t.call("GET", "/api/address/get", { token: shopper.token });
    expectDocumented("get", "/api/address/get", addresses.body);
    const all = await t.call("GET", "/api/order/seller", { token: seller.token });
    expectDocumented("get", "/api/order/seller", all.body);

    // Refusals use the documented error envelope.
    for (const refused of [
      await t.call("GET", "/api/order/user"),
      await t.call("POST", "/api/user/login", { json: { email: "x" } }),
    ]) {
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(ErrorSchema.safeParse(refused.body).success).toBe(true);
    }
  });
});
