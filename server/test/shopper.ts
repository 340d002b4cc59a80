import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../db/client";
import { orders } from "../db/schema";
import type { OrderBody } from "./api-bodies";
import { USER_COOKIE, XSRF_COOKIE, XSRF_HEADER } from "../http/auth";
import { addressInput, type AddressOverrides } from "./factories";
import { registerCustomer, type TestContext } from "./harness";

/** A registered customer with one saved (valid) address. */
export async function shopperWithAddress(t: TestContext, address: AddressOverrides = {}) {
  const shopper = await registerCustomer(t);
  const res = await t.call<{ address: { _id: string } }>("POST", "/api/address/add", {
    token: shopper.token,
    json: { address: addressInput(address) },
  });
  if (res.status !== 201)
    throw new Error(`address add failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...shopper, addressId: res.body.address._id };
}

export type Shopper = Awaited<ReturnType<typeof shopperWithAddress>>;

/** POST /api/order/cod as the shopper, to their saved address unless another is given. */
export function placeOrder(
  t: TestContext,
  shopper: Shopper,
  items: unknown,
  address: unknown = shopper.addressId,
  headers?: Record<string, string>,
) {
  return t.call<OrderBody>("POST", "/api/order/cod", {
    token: shopper.token,
    json: { items, address },
    headers,
  });
}

/** The rows of a user's orders, read straight from the database. */
export const ordersOfUser = (db: Database, userId: string) =>
  db.select().from(orders).where(eq(orders.userId, userId));

/** Headers of a browser call authenticated by the session cookie, with or without the XSRF header. */
export function cookieHeaders(
  token: string,
  options: { xsrf?: "match" | "missing" | "wrong" } = {},
) {
  const xsrf = "test-xsrf-value-123456";
  const headers: Record<string, string> = {
    cookie: `${USER_COOKIE}=${token}; ${XSRF_COOKIE}=${xsrf}`,
  };
  const mode = options.xsrf ?? "match";
  if (mode === "match") headers[XSRF_HEADER] = xsrf;
  if (mode === "wrong") headers[XSRF_HEADER] = "another-value-654321xx";
  return headers;
}

/** A refusal as SPEC §7 shapes it: the given 4xx status, success false and a message. */
export function expectRefused(res: { status: number; body: unknown }, status?: number) {
  const body = res.body as { success?: unknown; message?: unknown };
  if (status !== undefined) expect(res.status, JSON.stringify(body)).toBe(status);
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe("string");
  expect((body.message as string).length).toBeGreaterThan(0);
}

/** Lines for an order body from [product, quantity] pairs. */
export const lines = (...pairs: [{ id: string }, number][]) =>
  pairs.map(([product, quantity]) => ({ product: product.id, quantity }));
