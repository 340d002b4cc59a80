import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sellers } from "../../db/schema";
import {
  AUTH_MESSAGES,
  requireSeller,
  SELLER_COOKIE,
  USER_COOKIE,
  XSRF_COOKIE,
  XSRF_HEADER,
} from "../../http/auth";
import { LOGIN_THROTTLE } from "../../http/login-throttle";
import { verifyPassword } from "../../lib/passwords";
import {
  cookieFrom,
  createTestContext,
  loginAsSeller,
  registerCustomer,
  type TestContext,
} from "../../test/harness";
import { ACCOUNT_MESSAGES, upsertSeller } from "./accounts.service";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** Every call only a seller may make (SPEC §6, §7). Login and logout are open by nature. */
const SOME_ORDER_ID = "00000000-0000-4000-8000-000000000000";

const SELLER_CALLS = [
  ["GET", "/api/seller/is-auth"],
  ["POST", "/api/product/add"],
  ["POST", "/api/product/update"],
  ["POST", "/api/product/stock"],
  ["POST", "/api/product/delete"],
  ["POST", "/api/product/bulk-import"],
  ["GET", "/api/order/seller"],
  ["GET", "/api/order/by-status/Order%20Placed"],
  ["POST", "/api/order/update-status"],
  // Beyond SPEC §7: the order desk, the seller list at scale, the seller's own account.
  ["GET", "/api/events/seller"],
  ["POST", "/api/order/acknowledge"],
  ["GET", "/api/order/seller/counts"],
  ["GET", `/api/order/slip/${SOME_ORDER_ID}`],
  ["GET", "/api/order/summary"],
  ["GET", "/api/order/report"],
  ["GET", "/api/product/seller-list"],
  ["PUT", "/api/seller/password"],
  ["POST", "/api/seller/logout-all"],
  ["GET", "/api/product/import/template"],
  ["GET", "/api/product/export"],
  ["POST", "/api/product/import/preview"],
  ["POST", "/api/product/import"],
  // The shop's people: who is signed in, and the owner's staff screen.
  ["GET", "/api/seller/me"],
  ["GET", "/api/seller/staff"],
  ["POST", "/api/seller/staff"],
  ["POST", "/api/seller/staff/role"],
  ["POST", "/api/seller/staff/active"],
  ["POST", "/api/seller/staff/password"],
  // The owner's sales dashboard and activity trail; a product's own history.
  ["GET", "/api/seller/dashboard"],
  ["GET", "/api/seller/dashboard.csv"],
  ["GET", "/api/seller/activity"],
  ["GET", "/api/seller/activity/people"],
  ["GET", `/api/seller/products/${SOME_ORDER_ID}/activity`],
  // Riders: the desk's picker and reassignment, a rider's own list, stream and Delivered tap.
  ["GET", "/api/order/riders"],
  ["POST", "/api/order/assign-rider"],
  ["GET", "/api/events/rider"],
  ["GET", "/api/rider/deliveries"],
  ["POST", `/api/rider/deliveries/${SOME_ORDER_ID}/delivered`],
] as const;

describe("seller accounts", () => {
  it("are stored with argon2id hashes; a second upsert sets a new password", async () => {
    await upsertSeller(t.db, "  Owner@Store.Test ", "first-password");
    const [row] = await t.db.select().from(sellers).where(eq(sellers.email, "owner@store.test"));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash, "first-password")).toBe(true);
    await upsertSeller(t.db, "owner@store.test", "second-password");
    const [again] = await t.db.select().from(sellers).where(eq(sellers.email, "owner@store.test"));
    expect(again?.id).toBe(row?.id);
    expect(await verifyPassword(again!.passwordHash, "first-password")).toBe(false);
    expect(await verifyPassword(again!.passwordHash, "second-password")).toBe(true);
  });
});

describe("POST /api/seller/login", () => {
  it("answers a token and sets the httpOnly seller cookie", async () => {
    await upsertSeller(t.db, "login@store.test", "right-password");
    const res = await t.call<{ success: boolean; token: string; message: string }>(
      "POST",
      "/api/seller/login",
      {
        json: { email: "LOGIN@store.test", password: "right-password" },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: "Seller login successful!" });
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(cookieFrom(res.res, SELLER_COOKIE)).toBe(res.body.token);
    expect(res.res.headers.getSetCookie().find((c) => c.startsWith(SELLER_COOKIE))).toMatch(
      /HttpOnly/i,
    );
  });

  it("refuses a wrong password, an unknown email and a customer's credentials alike", async () => {
    await upsertSeller(t.db, "refuse@store.test", "right-password");
    const customer = await registerCustomer(t, { password: "customer-pass" });
    for (const json of [
      { email: "refuse@store.test", password: "wrong-password" },
      { email: "nobody@store.test", password: "right-password" },
      { email: customer.email, password: "customer-pass" },
    ]) {
      const res = await t.call("POST", "/api/seller/login", { json });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: ACCOUNT_MESSAGES.BAD_CREDENTIALS });
    }
    const missing = await t.call("POST", "/api/seller/login", { json: { password: "x" } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("email: Email is required");
  });

  it("is rate-limited per email, and per address", async () => {
    const limited = await createTestContext({ throttle: {} });
    try {
      await upsertSeller(limited.db, "target@store.test", "right-password");
      const attempt = (email: string, password = "wrong-password") =>
        limited.call("POST", "/api/seller/login", { json: { email, password } });
      for (let i = 0; i < LOGIN_THROTTLE.sellerLogin.pairLimit; i++)
        expect((await attempt("target@store.test")).status).toBe(401);
      const blocked = await attempt("target@store.test", "right-password");
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe("Too many attempts. Please wait 15 minutes and try again.");
      expect(Number(blocked.res.headers.get("retry-after"))).toBeGreaterThan(0);
      // The per-address rule stops a sweep over many emails too.
      const remaining =
        LOGIN_THROTTLE.sellerLogin.addressLimit - LOGIN_THROTTLE.sellerLogin.pairLimit - 1;
      for (let i = 0; i < remaining; i++)
        expect((await attempt(`other${i}@store.test`)).status).toBe(401);
      expect((await attempt("fresh@store.test")).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("the seller token", () => {
  it("is accepted as the seller cookie, as Authorization: Bearer, and in the seller-token header", async () => {
    const { token } = await loginAsSeller(t);
    const viaCookie = await t.call("GET", "/api/seller/is-auth", {
      headers: { cookie: `${SELLER_COOKIE}=${token}` },
    });
    const viaBearer = await t.call("GET", "/api/seller/is-auth", { token });
    const viaHeader = await t.call("GET", "/api/seller/is-auth", {
      headers: { "seller-token": token },
    });
    for (const res of [viaCookie, viaBearer, viaHeader]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
    }
  });

  it("needs the XSRF header on writes when it comes as a cookie", async () => {
    const { token } = await loginAsSeller(t);
    const cookie = `${SELLER_COOKIE}=${token}; ${XSRF_COOKIE}=xsrf-token-value`;
    const refused = await t.call("POST", "/api/product/stock", {
      headers: { cookie },
      json: { id: "x", inStock: true },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(AUTH_MESSAGES.CSRF_FAILED);
    const passed = await t.call("POST", "/api/product/stock", {
      headers: { cookie, [XSRF_HEADER]: "xsrf-token-value" },
      json: { id: "x", inStock: true },
    });
    expect(passed.status).toBe(404); // past the checks: no such product
  });

  it("dies at logout, whichever way it was sent", async () => {
    for (const send of [
      (token: string) => ({ headers: { cookie: `${SELLER_COOKIE}=${token}` } }),
      (token: string) => ({ token }),
      (token: string) => ({ headers: { "seller-token": token } }),
    ]) {
      const { token } = await loginAsSeller(t);
      const out = await t.call("GET", "/api/seller/logout", send(token));
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ success: true, message: "Successfully logged out" });
      expect(out.res.headers.getSetCookie().some((c) => c.startsWith(`${SELLER_COOKIE}=;`))).toBe(
        true,
      );
      const after = await t.call("GET", "/api/seller/is-auth", { token });
      expect(after.status).toBe(401);
      expect(after.body.message).toBe(AUTH_MESSAGES.TOKEN_INVALID);
    }
  });

  it("is refused on customer calls (403)", async () => {
    const { token } = await loginAsSeller(t);
    const res = await t.call("GET", "/api/user/is-auth", { token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(AUTH_MESSAGES.CUSTOMER_ONLY);
  });
});

describe("every seller call", () => {
  it("is in the list below: the list matches every route guarded by requireSeller", () => {
    const guarded = t.app.routes
      .filter((r) => r.handler === requireSeller)
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    const listed = SELLER_CALLS.map(
      ([m, p]) =>
        `${m} ${p.replace("Order%20Placed", ":status").replace(`products/${SOME_ORDER_ID}`, "products/:id").replace(SOME_ORDER_ID, ":orderId")}`,
    ).sort();
    expect(guarded).toEqual(listed);
  });

  it.each(SELLER_CALLS)("%s %s answers 401 to a guest", async (method, path) => {
    const res = await t.call(method, path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: AUTH_MESSAGES.LOGIN_REQUIRED });
  });

  it.each(SELLER_CALLS)("%s %s answers 401 to a dead or made-up token", async (method, path) => {
    const res = await t.call(method, path, { token: "A".repeat(43) });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(AUTH_MESSAGES.TOKEN_INVALID);
  });

  it.each(SELLER_CALLS)(
    "%s %s answers 403 to a customer (Bearer, seller-token header or cookie)",
    async (method, path) => {
      const customer = await registerCustomer(t);
      const variants: Record<string, string>[] = [
        { authorization: `Bearer ${customer.token}` },
        { "seller-token": customer.token },
        { cookie: `${USER_COOKIE}=${customer.token}` },
      ];
      for (const headers of variants) {
        const res = await t.call(method, path, { headers });
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect(res.body).toEqual({ success: false, message: AUTH_MESSAGES.SELLER_ONLY });
      }
    },
  );
});
