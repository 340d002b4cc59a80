/**
 * Who may call what, for every route of the API table (server/test/api-routes.ts): a guest,
 * the wrong role, a dead token and a cookie write without the XSRF header are refused before
 * anything is read or written, and one customer never reaches another's data. Seller routes'
 * answers to a guest, a made-up token and a customer credential are asserted route by route in
 * modules/accounts/seller-auth.test.ts and are not repeated here. The XSRF, cross-customer and
 * logout cases are in access-control-sessions.test.ts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "./db/schema";
import { AUTH_MESSAGES, SELLER_COOKIE, USER_COOKIE, XSRF_COOKIE, XSRF_HEADER } from "./http/auth";
import { describedApiRoutes, mountedApiRoutes, routeKey } from "./test/api-routes";
import { dbSnapshot, expectDbUnchanged } from "./test/db-snapshot";
import { DB_KIND, loginAsSeller, registerCustomer } from "./test/harness";
import { expectRefused } from "./test/shopper";
import {
  sha256,
  PROTECTED,
  CUSTOMER_ROUTES,
  XSRF,
  loginRequiredMessage,
  wrongRoleMessage,
  t,
  seller,
  send,
  setUpAccessMatrix,
} from "./access-control-helpers";

setUpAccessMatrix();

describe(`access control of every /api route (${DB_KIND})`, () => {
  it("covers every mounted API route", () => {
    expect(mountedApiRoutes(t.app)).toEqual(describedApiRoutes());
  });

  describe.each(CUSTOMER_ROUTES)("$method $path (customer)", (route) => {
    it("refuses a guest with 401, changing nothing", async () => {
      await expectDbUnchanged(t.db, async () => {
        const res = await send(route, {});
        expectRefused(res, 401);
        expect(res.body.message).toBe(loginRequiredMessage(route));
      });
    });

    it("refuses a made-up token with 401 saying the token is invalid", async () => {
      const madeUp: Record<string, string>[] = [
        { authorization: `Bearer ${"A".repeat(43)}` },
        { cookie: `${USER_COOKIE}=${"B".repeat(43)}` },
      ];
      for (const headers of madeUp) {
        const res = await send(route, headers);
        expectRefused(res, 401);
        expect(res.body).toMatchObject({
          message: AUTH_MESSAGES.TOKEN_INVALID,
          code: "TOKEN_INVALID",
        });
      }
    });

    if (route.access === "customer") {
      it("refuses a seller (Bearer or cookie) with 403; a seller-token header alone is no customer credential (401)", async () => {
        await expectDbUnchanged(t.db, async () => {
          const sellerCredentials: Record<string, string>[] = [
            { authorization: `Bearer ${seller.token}` },
            {
              cookie: `${SELLER_COOKIE}=${seller.token}; ${XSRF_COOKIE}=${XSRF}`,
              [XSRF_HEADER]: XSRF,
            },
          ];
          for (const headers of sellerCredentials) {
            const res = await send(route, headers);
            expectRefused(res, 403);
            expect(res.body.message).toBe(wrongRoleMessage(route));
          }
          const headerOnly = await send(route, { "seller-token": seller.token });
          expectRefused(headerOnly, 401);
          expect(headerOnly.body.message).toBe(loginRequiredMessage(route));
        });
      });
    }
  });

  describe("a revoked or expired token answers 401 with the invalid-token message, on every protected route", () => {
    it.each(PROTECTED)("$method $path", async (route) => {
      const forSeller = route.access === "seller";
      const revoked = forSeller ? await loginAsSeller(t) : await registerCustomer(t);
      await t.call("GET", forSeller ? "/api/seller/logout" : "/api/user/logout", {
        token: revoked.token,
      });
      const expired = forSeller ? await loginAsSeller(t) : await registerCustomer(t);
      await t.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.tokenHash, sha256(expired.token)));
      const cookieName = forSeller ? SELLER_COOKIE : USER_COOKIE;
      await expectDbUnchanged(t.db, async () => {
        for (const token of [revoked.token, expired.token]) {
          const ways: Record<string, string>[] = [
            { authorization: `Bearer ${token}` },
            { cookie: `${cookieName}=${token}; ${XSRF_COOKIE}=${XSRF}`, [XSRF_HEADER]: XSRF },
            ...(forSeller ? [{ "seller-token": token }] : []),
          ];
          for (const headers of ways) {
            const res = await send(route, headers);
            expectRefused(res, 401);
            expect(res.body).toEqual({
              success: false,
              message: AUTH_MESSAGES.TOKEN_INVALID,
              code: "TOKEN_INVALID",
            });
          }
        }
      });
    });
  });

  it("refusals are never cached and set no session cookie", async () => {
    const snapshot = await dbSnapshot(t.db);
    for (const route of PROTECTED) {
      const res = await send(route, {});
      expect(res.res.headers.get("cache-control"), routeKey(route)).toBe("no-store");
      expect(
        res.res.headers.getSetCookie().some((c) => /^minimart_/.test(c)),
        routeKey(route),
      ).toBe(false);
    }
    expect(await dbSnapshot(t.db)).toEqual(snapshot);
  });
});
