import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema";
import { AUTH_MESSAGES, USER_COOKIE } from "../../http/auth";
import { expectDbUnchanged } from "../../test/db-snapshot";
import {
  createTestContext,
  DB_KIND,
  loginAsSeller,
  registerCustomer,
  type TestContext,
} from "../../test/harness";
import { cookieHeaders, expectRefused } from "../../test/shopper";
import type { ApiBody, UserBody } from "../../test/api-bodies";

describe(`/api/user: is-auth, logout, update (${DB_KIND})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => {
    await t.close();
  });

  const setCookieLine = (res: Response, name: string) =>
    res.headers.getSetCookie().find((l) => l.startsWith(`${name}=`)) ?? "";

  describe("GET /api/user/is-auth", () => {
    it("answers the user (name, email, cartItems) for a Bearer token or the session cookie", async () => {
      const c = await registerCustomer(t, { name: "Cookie Monster" });
      const expected = {
        success: true,
        user: { _id: c.userId, name: "Cookie Monster", email: c.email, cartItems: {} },
        message: "Authenticated",
      };
      expect((await t.call<UserBody>("GET", "/api/user/is-auth", { token: c.token })).body).toEqual(
        expected,
      );
      expect(
        (
          await t.call<UserBody>("GET", "/api/user/is-auth", {
            headers: { cookie: `${USER_COOKIE}=${c.token}` },
          })
        ).body,
      ).toEqual(expected);
    });

    it("answers no credentials with 401, and an unknown, revoked or expired token with 401 saying it is invalid", async () => {
      const none = await t.call<UserBody>("GET", "/api/user/is-auth");
      expectRefused(none, 401);
      expect(none.body.message).toBe(AUTH_MESSAGES.LOGIN_REQUIRED);

      const unknown = await t.call<UserBody>("GET", "/api/user/is-auth", { token: "A".repeat(43) });
      expectRefused(unknown, 401);
      expect(unknown.body.message).toBe(AUTH_MESSAGES.TOKEN_INVALID);
      expect(unknown.body.message).toMatch(/invalid/i);

      const revoked = await registerCustomer(t);
      await t.call("GET", "/api/user/logout", { token: revoked.token });
      const afterLogout = await t.call<UserBody>("GET", "/api/user/is-auth", {
        token: revoked.token,
      });
      expect(afterLogout.status).toBe(401);
      expect(afterLogout.body.message).toBe(AUTH_MESSAGES.TOKEN_INVALID);

      const expired = await registerCustomer(t);
      await t.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(sessions.userId, expired.userId));
      for (const o of [
        { token: expired.token },
        { headers: { cookie: `${USER_COOKIE}=${expired.token}` } },
      ]) {
        const res = await t.call<UserBody>("GET", "/api/user/is-auth", o);
        expect(res.status).toBe(401);
        expect(res.body.message).toBe(AUTH_MESSAGES.TOKEN_INVALID);
      }
    });

    it("never takes seller credentials for a customer's, nor the reverse (403)", async () => {
      const seller = await loginAsSeller(t);
      const c = await registerCustomer(t);
      const sellerAsUser = await t.call<UserBody>("GET", "/api/user/is-auth", {
        token: seller.token,
      });
      expectRefused(sellerAsUser, 403);
      expect(sellerAsUser.body.message).toBe(AUTH_MESSAGES.CUSTOMER_ONLY);
      const userAsSeller = await t.call<ApiBody>("GET", "/api/seller/is-auth", { token: c.token });
      expectRefused(userAsSeller, 403);
      expect(userAsSeller.body.message).toBe(AUTH_MESSAGES.SELLER_ONLY);
      expectRefused(
        await t.call("GET", "/api/seller/is-auth", {
          headers: { cookie: `${USER_COOKIE}=${c.token}` },
        }),
        403,
      );
    });
  });

  describe("GET /api/user/logout", () => {
    it("revokes only the token used, and answers the spec's message", async () => {
      const c = await registerCustomer(t, { password: "secret123" });
      const second = await t.call<UserBody>("POST", "/api/user/login", {
        json: { email: c.email, password: "secret123" },
      });
      const res = await t.call<ApiBody>("GET", "/api/user/logout", { token: c.token });
      expect(res.body).toEqual({ success: true, message: "Successfully logged out" });
      expect((await t.call("GET", "/api/user/is-auth", { token: c.token })).status).toBe(401);
      expect((await t.call("GET", "/api/user/is-auth", { token: second.body.token })).status).toBe(
        200,
      );
    });

    it("by cookie: clears the cookie and kills the session", async () => {
      const c = await registerCustomer(t);
      const res = await t.call<ApiBody>("GET", "/api/user/logout", {
        headers: { cookie: `${USER_COOKIE}=${c.token}` },
      });
      expect(res.status).toBe(200);
      expect(setCookieLine(res.res, USER_COOKIE)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
      expect((await t.call("GET", "/api/user/is-auth", { token: c.token })).status).toBe(401);
    });

    it("always succeeds for the browser, and never ends a seller's session", async () => {
      expect((await t.call<ApiBody>("GET", "/api/user/logout")).body).toEqual({
        success: true,
        message: "Successfully logged out",
      });
      const seller = await loginAsSeller(t);
      await t.call("GET", "/api/user/logout", { token: seller.token });
      expect((await t.call("GET", "/api/seller/is-auth", { token: seller.token })).status).toBe(
        200,
      );
    });
  });

  describe("PUT /api/user/update", () => {
    it("changes the name only, with the spec's message", async () => {
      const c = await registerCustomer(t);
      const res = await t.call<ApiBody>("PUT", "/api/user/update", {
        token: c.token,
        json: { name: "  New Name " },
      });
      expect(res.body).toEqual({ success: true, message: "Profile updated successfully!" });
      const me = await t.call<UserBody>("GET", "/api/user/is-auth", { token: c.token });
      expect(me.body.user).toMatchObject({ name: "New Name", email: c.email });
    });

    it.each([
      [
        "an email",
        { name: "X", email: "new@example.com" },
        "Only your name can be changed; the email is not editable",
      ],
      ["a blank name", { name: " " }, "name: Name is required"],
      ["no name", {}, "name: Name is required"],
      [
        "a 101-character name",
        { name: "n".repeat(101) },
        "name: Name must be at most 100 characters",
      ],
      ["non-JSON", "name", "Request body must be valid JSON"],
    ])("refuses %s and changes nothing", async (_name, json, message) => {
      const c = await registerCustomer(t);
      await expectDbUnchanged(t.db, async () => {
        const res = await t.call<ApiBody>("PUT", "/api/user/update", {
          token: c.token,
          json: typeof json === "string" ? json : JSON.stringify(json),
        });
        expectRefused(res, 400);
        expect(res.body.message).toBe(message);
      });
    });

    it("cookie calls need the XSRF header; Bearer calls do not; strangers and sellers are refused", async () => {
      const c = await registerCustomer(t);
      const seller = await loginAsSeller(t);
      await expectDbUnchanged(t.db, async () => {
        for (const xsrf of ["missing", "wrong"] as const) {
          const res = await t.call<ApiBody>("PUT", "/api/user/update", {
            json: { name: "Hacked" },
            headers: cookieHeaders(c.token, { xsrf }),
          });
          expectRefused(res, 403);
          expect(res.body.message).toBe(AUTH_MESSAGES.CSRF_FAILED);
        }
        expectRefused(await t.call("PUT", "/api/user/update", { json: { name: "Nobody" } }), 401);
        expectRefused(
          await t.call("PUT", "/api/user/update", {
            json: { name: "Seller" },
            token: seller.token,
          }),
          403,
        );
      });
      expect(
        (
          await t.call("PUT", "/api/user/update", {
            json: { name: "Via Cookie" },
            headers: cookieHeaders(c.token),
          })
        ).status,
      ).toBe(200);
      expect(
        (await t.call("PUT", "/api/user/update", { json: { name: "Via Bearer" }, token: c.token }))
          .status,
      ).toBe(200);
    });
  });
});
