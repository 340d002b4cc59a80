/** The routes, accounts and calls of the access-control matrix (access-control*.test.ts). */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { MESSAGES } from "@domain/messages";
import { AUTH_MESSAGES } from "./http/auth";
import { sellers } from "./db/schema";
import { API_ROUTES, fillPath, type ApiRoute } from "./test/api-routes";
import type { OrderBody } from "./test/api-bodies";
import { createProduct } from "./test/factories";
import { createTestContext, loginAsSeller, type TestContext } from "./test/harness";
import { shopperWithAddress } from "./test/shopper";

export type Shopper = Awaited<ReturnType<typeof shopperWithAddress>>;

export const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");
export const isWrite = (route: ApiRoute) => route.method !== "GET";
export const ROUTES: readonly ApiRoute[] = API_ROUTES;
export const PROTECTED = ROUTES.filter((r) => r.access !== "public");
/** The routes a customer credential opens (the timeline also opens to a seller). */
export const CUSTOMER_ROUTES = ROUTES.filter(
  (r) => r.access === "customer" || r.access === "customer-or-seller",
);
export const XSRF = "xsrf-value-for-the-matrix-123";

/** The refusal a caller without any usable credential gets (SPEC §5 words it for /order/cod). */
export const loginRequiredMessage = (route: ApiRoute) =>
  route.path === "/api/order/cod" ? MESSAGES.LOGIN_TO_PLACE_ORDER : AUTH_MESSAGES.LOGIN_REQUIRED;

/** The refusal of a valid credential of the other role. */
export const wrongRoleMessage = (route: ApiRoute) =>
  route.access === "seller" ? AUTH_MESSAGES.SELLER_ONLY : AUTH_MESSAGES.CUSTOMER_ONLY;

export let t: TestContext;
export let a: Shopper;
export let b: Shopper;
export let seller: Awaited<ReturnType<typeof loginAsSeller>>;
/** A rider: the seller session that opens a rider's own routes (the owner gets 403 there). */
export let rider: Awaited<ReturnType<typeof loginAsSeller>>;
export let orderOfA: string;
export let productId: string;

/** The seller session a route opens to: a rider's for a rider's own routes, else the owner's. */
export const sellerTokenFor = (route: ApiRoute) =>
  route.role === "rider" ? rider.token : seller.token;

/** Sends a route's call: a JSON `{}` body for writes (the refusals come before it is read). */
export const send = (route: ApiRoute, headers: Record<string, string>) =>
  t.call(
    route.method,
    fillPath(route.path, { orderId: orderOfA, status: "Order%20Placed", id: productId }),
    {
      headers,
      ...(isWrite(route) ? { json: {} } : {}),
    },
  );

/** The accounts of the matrix: shoppers a and b (an order of a's), a seller, a product. */
export function setUpAccessMatrix() {
  beforeAll(async () => {
    t = await createTestContext();
    a = await shopperWithAddress(t);
    b = await shopperWithAddress(t);
    seller = await loginAsSeller(t);
    rider = await loginAsSeller(t, "matrix-rider@example.com");
    await t.db.update(sellers).set({ role: "rider" }).where(eq(sellers.email, rider.email));
    productId = (await createProduct(t.db, { name: "Access Rice", price: 80 })).id;
    const placed = await t.call<OrderBody>("POST", "/api/order/cod", {
      token: a.token,
      json: { items: [{ product: productId, quantity: 2 }], address: a.addressId },
    });
    if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
    orderOfA = placed.body.order._id;
  }, 60_000);

  afterAll(async () => {
    await t.close();
  });
}
