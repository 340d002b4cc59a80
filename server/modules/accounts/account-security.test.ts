import { vi, afterAll, beforeAll, describe, expect, it } from "vitest";
import { SELLER_COOKIE, USER_COOKIE, XSRF_COOKIE, XSRF_HEADER } from "../../http/auth";
import {
  cookieFrom,
  createTestContext,
  DB_KIND,
  loginAsSeller,
  registerCustomer,
  type TestContext,
} from "../../test/harness";
import { expectDbUnchanged } from "../../test/db-snapshot";
import { createProduct } from "../../test/factories";
import { PASSWORD_MESSAGES } from "./accounts.service";

const STORE = "http://localhost";
const PARTNER = "https://partner.example.net";

describe(`password change, log out everywhere, cross-site logout (${DB_KIND})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ env: { ALLOWED_ORIGINS: PARTNER } });
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  const login = (email: string, password: string) =>
    t.call<{ token: string }>("POST", "/api/user/login", { json: { email, password } });

  it("a customer changes the password with the current one; other sessions end, this one stays", async () => {
    const c = await registerCustomer(t, { password: "old-password" });
    const other = (await login(c.email, "old-password")).body.token;
    const wrong = await t.call("PUT", "/api/user/password", {
      token: c.token,
      json: { currentPassword: "not-it", newPassword: "new-password" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      success: false,
      message: PASSWORD_MESSAGES.WRONG_CURRENT,
    });
    const short = await t.call("PUT", "/api/user/password", {
      token: c.token,
      json: { currentPassword: "old-password", newPassword: "123" },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("newPassword: New password must be at least 6 characters");

    const ok = await t.call("PUT", "/api/user/password", {
      token: c.token,
      json: { currentPassword: "old-password", newPassword: "new-password" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, message: PASSWORD_MESSAGES.CHANGED });
    expect((await t.call("GET", "/api/user/is-auth", { token: c.token })).status).toBe(200);
    expect((await t.call("GET", "/api/user/is-auth", { token: other })).status).toBe(401);
    expect((await login(c.email, "old-password")).status).toBe(401);
    expect((await login(c.email, "new-password")).status).toBe(200);
  });

  it("a refused password change changes nothing", async () => {
    const c = await registerCustomer(t, { password: "old-password" });
    await expectDbUnchanged(t.db, async () => {
      const res = await t.call("PUT", "/api/user/password", {
        token: c.token,
        json: { currentPassword: "nope-nope", newPassword: "new-password" },
      });
      expect(res.status).toBe(400);
    });
  });

  it("a seller changes the password and logs out of all devices", async () => {
    const s = await loginAsSeller(t, "staff@store.test", "seller-old-pass");
    const second = await t.call<{ token: string }>("POST", "/api/seller/login", {
      json: { email: s.email, password: "seller-old-pass" },
    });
    const changed = await t.call("PUT", "/api/seller/password", {
      token: s.token,
      json: { currentPassword: "seller-old-pass", newPassword: "seller-new-pass" },
    });
    expect(changed.status).toBe(200);
    expect((await t.call("GET", "/api/seller/is-auth", { token: second.body.token })).status).toBe(
      401,
    );
    const third = await t.call<{ token: string }>("POST", "/api/seller/login", {
      json: { email: s.email, password: "seller-new-pass" },
    });
    expect(third.status).toBe(200);
    const all = await t.call("POST", "/api/seller/logout-all", { token: s.token });
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      success: true,
      ended: 2,
      message: PASSWORD_MESSAGES.LOGGED_OUT_ALL,
    });
    for (const token of [s.token, third.body.token])
      expect((await t.call("GET", "/api/seller/is-auth", { token })).status).toBe(401);
  });

  it("a customer logs out of all devices by cookie (with the XSRF header); other accounts keep theirs", async () => {
    const c = await registerCustomer(t);
    const other = await registerCustomer(t);
    const phone = (await login(c.email, c.password)).body.token;
    const cookie = `${USER_COOKIE}=${c.token}; ${XSRF_COOKIE}=x-token-123`;
    const noXsrf = await t.call("POST", "/api/user/logout-all", { headers: { cookie } });
    expect(noXsrf.status).toBe(403);
    const res = await t.call("POST", "/api/user/logout-all", {
      headers: { cookie, [XSRF_HEADER]: "x-token-123" },
    });
    expect(res.status).toBe(200);
    expect(cookieFrom(res.res, USER_COOKIE)).toBe("");
    for (const token of [c.token, phone])
      expect((await t.call("GET", "/api/user/is-auth", { token })).status).toBe(401);
    expect((await t.call("GET", "/api/user/is-auth", { token: other.token })).status).toBe(200);
  });

  it("logout refuses a cross-site request, and works from the store and from allowed origins", async () => {
    const c = await registerCustomer(t);
    const s = await loginAsSeller(t);
    for (const [path, cookie, token] of [
      ["/api/user/logout", USER_COOKIE, c.token],
      ["/api/seller/logout", SELLER_COOKIE, s.token],
    ] as const) {
      const check = path.includes("seller") ? "/api/seller/is-auth" : "/api/user/is-auth";
      const foreign: Record<string, string>[] = [
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
        { origin: "https://evil.example" }, // an older browser: no Sec-Fetch-Site
      ];
      for (const headers of foreign) {
        const refused = await t.call("GET", path, {
          headers: { ...headers, cookie: `${cookie}=${token}` },
        });
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({
          success: false,
          message: "Logging out from another site is not allowed",
        });
        expect((await t.call("GET", check, { token })).status).toBe(200);
      }
      const fromPartner = await t.call("GET", path, {
        headers: { "sec-fetch-site": "cross-site", origin: PARTNER, cookie: `${cookie}=${token}` },
      });
      expect(fromPartner.status).toBe(200);
      expect((await t.call("GET", check, { token })).status).toBe(401);
    }
    const fromStore = await registerCustomer(t);
    const own = await t.call("GET", "/api/user/logout", {
      headers: {
        "sec-fetch-site": "same-origin",
        origin: STORE,
        cookie: `${USER_COOKIE}=${fromStore.token}`,
      },
    });
    expect(own.status).toBe(200);
    expect((await t.call("GET", "/api/user/is-auth", { token: fromStore.token })).status).toBe(401);
  });
});

describe(`cross-origin clients (${DB_KIND})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({
      env: {
        ALLOWED_ORIGINS: `${PARTNER},http://localhost:5173`,
        PUBLIC_URL: "https://shop.example.ph",
      },
    });
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  it("answers preflights from allowed origins only", async () => {
    const ask = (origin: string) =>
      t.request("OPTIONS", "/api/cart/update", {
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type, x-xsrf-token",
        },
      });
    const ok = await ask(PARTNER);
    expect(ok.status).toBe(204);
    expect(ok.headers.get("access-control-allow-origin")).toBe(PARTNER);
    expect(ok.headers.get("access-control-allow-credentials")).toBe("true");
    expect(ok.headers.get("access-control-allow-headers")).toMatch(/X-XSRF-TOKEN/i);
    const refused = await ask("https://evil.example");
    expect(refused.status).toBe(403);
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("credentialed calls from an allowed origin get CORS headers and the XSRF token; others do not", async () => {
    const ok = await t.request("GET", "/api/product/list", { headers: { origin: PARTNER } });
    expect(ok.headers.get("access-control-allow-origin")).toBe(PARTNER);
    expect(ok.headers.get("access-control-expose-headers")).toMatch(/X-XSRF-TOKEN/);
    const xsrf = ok.headers.get(XSRF_HEADER);
    expect(xsrf).toBeTruthy();
    expect(cookieFrom(ok, XSRF_COOKIE)).toBe(xsrf);
    // Cross-site origin: cookies must be SameSite=None; Secure to travel with its calls.
    expect(ok.headers.getSetCookie().join("\n")).toMatch(/SameSite=None/i);
    expect(ok.headers.getSetCookie().join("\n")).toMatch(/Secure/);
    const other = await t.request("GET", "/api/product/list", {
      headers: { origin: "https://evil.example" },
    });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    expect(other.headers.get(XSRF_HEADER)).toBeNull();
  });

  it("the XSRF double submit works for an allowed origin's page", async () => {
    const c = await registerCustomer(t);
    const first = await t.request("GET", "/api/health", { headers: { origin: PARTNER } });
    const xsrf = first.headers.get(XSRF_HEADER)!;
    const cookie = `${USER_COOKIE}=${c.token}; ${XSRF_COOKIE}=${xsrf}`;
    const res = await t.call("PUT", "/api/user/update", {
      headers: { origin: PARTNER, cookie, [XSRF_HEADER]: xsrf },
      json: { name: "From Partner" },
    });
    expect(res.status).toBe(200);
    const forged = await t.call("PUT", "/api/user/update", {
      headers: { origin: PARTNER, cookie },
      json: { name: "Forged" },
    });
    expect(forged.status).toBe(403);
  });

  it("PUBLIC_URL makes media URLs absolute in API answers", async () => {
    await createProduct(t.db, {
      name: "Pictured Rice",
      image: ["/media/" + "a".repeat(32) + ".webp"],
    });
    // The cached list is dropped when the change's NOTIFY arrives (after the commit, over the
    // listening connection on PostgreSQL): wait for it, as a second reader would.
    await vi.waitFor(
      async () => {
        const res = await t.call<{ products: { name: string; image: string[] }[] }>(
          "GET",
          "/api/product/list",
        );
        const rice = res.body.products.find((p) => p.name === "Pictured Rice");
        expect(rice?.image).toEqual([`https://shop.example.ph/media/${"a".repeat(32)}.webp`]);
      },
      { timeout: 5_000, interval: 100 },
    );
  });
});

describe("without ALLOWED_ORIGINS", () => {
  it("sends no CORS headers, keeps SameSite=Lax, and media stay same-origin", async () => {
    const t = await createTestContext();
    try {
      const res = await t.request("GET", "/api/health", { headers: { origin: PARTNER } });
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
      expect(res.headers.getSetCookie().join("\n")).toMatch(/SameSite=Lax/i);
      const media = await t.request("GET", "/media/nothing.webp");
      expect(media.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    } finally {
      await t.close();
    }
  }, 300_000);
});
