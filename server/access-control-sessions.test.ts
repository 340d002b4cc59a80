// Access control, part two: cookie writes need the XSRF header, one customer never reaches
// another's data, and logging out ends only its own role's session (access-control.test.ts
// has the route-by-route refusals).
import { eq, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sellers, sessions, users } from "./db/schema";
import { AUTH_MESSAGES, SELLER_COOKIE, USER_COOKIE, XSRF_COOKIE, XSRF_HEADER } from "./http/auth";
import { VALIDATION_MESSAGES } from "./http/validate";
import type {
  AddressesBody,
  CalculationBody,
  HistoryBody,
  OrdersBody,
  UserBody,
} from "./test/api-bodies";
import { expectDbUnchanged } from "./test/db-snapshot";
import { DB_KIND, loginAsSeller, registerCustomer } from "./test/harness";
import { expectRefused } from "./test/shopper";
import {
  isWrite,
  ROUTES,
  PROTECTED,
  XSRF,
  t,
  a,
  b,
  seller,
  orderOfA,
  productId,
  send,
  sellerTokenFor,
  setUpAccessMatrix,
} from "./access-control-helpers";

setUpAccessMatrix();

describe(`access control of every /api route (${DB_KIND})`, () => {
  describe("a write authenticated by cookie needs the X-XSRF-TOKEN header (403 otherwise)", () => {
    it.each(PROTECTED.filter(isWrite))("$method $path", async (route) => {
      const cookieName = route.access === "seller" ? SELLER_COOKIE : USER_COOKIE;
      // "Log out of all devices" ends every session of its account: it gets an account of its own.
      const own = route.path.endsWith("/logout-all")
        ? route.access === "seller"
          ? await loginAsSeller(t)
          : await registerCustomer(t)
        : undefined;
      const token = own?.token ?? (route.access === "seller" ? sellerTokenFor(route) : a.token);
      const cookie = `${cookieName}=${token}; ${XSRF_COOKIE}=${XSRF}`;
      await expectDbUnchanged(t.db, async () => {
        const withoutMatchingHeader: Record<string, string>[] = [
          { cookie },
          { cookie, [XSRF_HEADER]: "another-value-entirely-00000" },
          { cookie, [XSRF_HEADER]: XSRF.slice(0, -1) },
          { cookie: `${cookieName}=${token}`, [XSRF_HEADER]: XSRF },
          { cookie: `${cookieName}=${token}; ${XSRF_COOKIE}=`, [XSRF_HEADER]: "" },
          // Same length in characters, not in bytes (once a 500 from timingSafeEqual).
          { cookie: `${cookieName}=${token}; ${XSRF_COOKIE}=a`, [XSRF_HEADER]: "é" },
          { cookie: `${cookieName}=${token}; ${XSRF_COOKIE}=%C3%A9`, [XSRF_HEADER]: "ab" },
        ];
        for (const headers of withoutMatchingHeader) {
          const res = await send(route, headers);
          expectRefused(res, 403);
          expect(res.body.message).toBe(AUTH_MESSAGES.CSRF_FAILED);
        }
      });
      // With the header echoing the cookie, the call gets past the checks (its `{}` body is
      // then refused, or accepted, on its own merits).
      const passed = await send(route, { cookie, [XSRF_HEADER]: XSRF });
      expect([401, 403]).not.toContain(passed.status);
    });

    it.each(PROTECTED.filter((r) => !isWrite(r)))(
      "$method $path reads by cookie without the header",
      async (route) => {
        const cookieName = route.access === "seller" ? SELLER_COOKIE : USER_COOKIE;
        const token = route.access === "seller" ? sellerTokenFor(route) : a.token;
        const res = await send(route, { cookie: `${cookieName}=${token}` });
        expect(res.status).toBe(200);
      },
    );

    it.each(ROUTES.filter((r) => r.access === "public" && isWrite(r)))(
      "$method $path (sets a session cookie) refuses a body a cross-site form could send",
      async (route) => {
        const body =
          route.path === "/api/user/register"
            ? { name: "Forged", email: "forged@example.com", password: "secret123" }
            : {
                email: route.path.startsWith("/api/seller") ? seller.email : a.email,
                password: route.path.startsWith("/api/seller") ? seller.password : a.password,
              };
        await expectDbUnchanged(t.db, async () => {
          for (const contentType of [
            "text/plain",
            "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=x",
          ]) {
            const res = await t.call(route.method, route.path, {
              body: JSON.stringify(body),
              headers: { "content-type": contentType },
            });
            expectRefused(res, 415);
            expect(res.body.message).toBe(VALIDATION_MESSAGES.NOT_JSON_CONTENT_TYPE);
            expect(res.res.headers.getSetCookie().some((c) => /minimart_/.test(c))).toBe(false);
          }
        });
      },
    );
  });

  describe("one customer never reaches another's data (404, as for an unknown id)", () => {
    it("addresses: B's list holds only B's; A's address id is unknown to B's calculate and order", async () => {
      const listed = await t.call<AddressesBody>("GET", "/api/address/get", { token: b.token });
      expect(listed.body.addresses.map((x) => x._id)).toEqual([b.addressId]);
      await expectDbUnchanged(t.db, async () => {
        for (const path of ["/api/order/calculate", "/api/order/cod"]) {
          const res = await t.call<CalculationBody>("POST", path, {
            token: b.token,
            json: { items: [{ product: productId, quantity: 2 }], address: a.addressId },
          });
          expectRefused(res, 404);
          expect(res.body.message).toBe("Address not found");
        }
      });
    });

    it("orders: B's list lacks A's order, and A's timeline answers B exactly like an unknown order", async () => {
      const listed = await t.call<OrdersBody>("GET", "/api/order/user", { token: b.token });
      expect(listed.body.orders.map((o) => o._id)).not.toContain(orderOfA);
      const foreign = await t.call<HistoryBody>("GET", `/api/order/status-history/${orderOfA}`, {
        token: b.token,
      });
      const unknown = await t.call<HistoryBody>(
        "GET",
        "/api/order/status-history/00000000-0000-4000-8000-000000000000",
        {
          token: b.token,
        },
      );
      expectRefused(foreign, 404);
      expect(foreign.body).toEqual(unknown.body);
      expect(foreign.body).toEqual({ success: false, message: "Order not found" });
      // Its owner, and any seller, may read it.
      for (const token of [a.token, seller.token]) {
        const res = await t.call<HistoryBody>("GET", `/api/order/status-history/${orderOfA}`, {
          token,
        });
        expect(res.status).toBe(200);
        expect(res.body.orderId).toBe(orderOfA);
      }
    });

    it("cart and profile: B's calls change only B's row", async () => {
      const before = await t.db.select().from(users).where(eq(users.id, a.userId));
      expect(
        (
          await t.call("POST", "/api/cart/update", {
            token: b.token,
            json: { cartItems: { [productId]: 3 } },
          })
        ).status,
      ).toBe(200);
      expect(
        (await t.call("PUT", "/api/user/update", { token: b.token, json: { name: "Bea B." } }))
          .status,
      ).toBe(200);
      expect(await t.db.select().from(users).where(eq(users.id, a.userId))).toEqual(before);
      const me = await t.call<UserBody>("GET", "/api/user/is-auth", { token: b.token });
      expect(me.body.user).toMatchObject({
        _id: b.userId,
        name: "Bea B.",
        cartItems: { [productId]: 3 },
      });
    });
  });

  describe("logging out ends only the session of its own role", () => {
    it("a seller token sent to the customer logout (and the reverse) stays alive", async () => {
      const s = await loginAsSeller(t);
      const c = await registerCustomer(t);
      await t.call("GET", "/api/user/logout", { token: s.token });
      await t.call("GET", "/api/seller/logout", { token: c.token });
      expect((await t.call("GET", "/api/seller/is-auth", { token: s.token })).status).toBe(200);
      expect((await t.call("GET", "/api/user/is-auth", { token: c.token })).status).toBe(200);
      const [sellerRow] = await t.db.select().from(sellers).where(eq(sellers.email, s.email));
      const alive = await t.db
        .select()
        .from(sessions)
        .where(or(eq(sessions.sellerId, sellerRow!.id), eq(sessions.userId, c.userId)));
      expect(alive).toHaveLength(2);
    });
  });
});
