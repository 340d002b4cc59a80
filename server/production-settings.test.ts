import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { XSRF_COOKIE } from "./http/auth";
import { pngFile, productForm } from "./modules/products/test-helpers";
import { createTestContext, DB_KIND, loginAsSeller, type TestContext } from "./test/harness";

// The settings a deployed store runs with (docs/deploy.md), all at once: what each does alone
// is tested beside its code; here they must not break one another (a 304 under PUBLIC_URL
// once answered 500).

const PUBLIC_URL = "https://shop.example.ph";
const PARTNER = "https://partner.example.com";
const STRANGER = "https://evil.example.net";
const METRICS_TOKEN = "metrics-token-0123456789abcdef";
const SETTINGS = {
  PUBLIC_URL,
  TRUST_PROXY_HOPS: "1",
  ALLOWED_ORIGINS: PARTNER,
  COOKIE_SECURE: "true",
  METRICS_TOKEN,
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: "1",
};
/** What nginx writes as the one trusted hop: the client it saw. */
const PROXY_SAW = "198.51.100.20";

let t: TestContext;
let seller: { token: string };
let productName: string;
let mediaUrl: string;

const STRONG_ETAG = /^"[^"]+"$/;

/** GET twice: a 200 with a strong ETag, then the same ETag back answers 304 with no body. */
async function expectRevalidates(path: string, headers: Record<string, string> = {}) {
  const first = await t.request("GET", path, { headers });
  expect(first.status, path).toBe(200);
  const etag = first.headers.get("etag");
  expect(etag, path).toMatch(STRONG_ETAG);
  await first.arrayBuffer();
  const again = await t.request("GET", path, { headers: { ...headers, "If-None-Match": etag! } });
  expect(again.status, path).toBe(304);
  expect(again.headers.get("etag"), path).toBe(etag);
  expect((await again.arrayBuffer()).byteLength, path).toBe(0);
  return first;
}

beforeAll(async () => {
  t = await createTestContext({ env: SETTINGS, throttle: {} });
  seller = await loginAsSeller(t);
  productName = "Sinandomeng Rice 5 kg";
  const added = await t.call<{ product: { image: string[] } }>("POST", "/api/product/add", {
    token: seller.token,
    body: productForm(
      { name: productName, description: ["Well milled"], category: ["Rice"], price: 265 },
      [await pngFile(7, "rice.png")],
    ),
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  mediaUrl = added.body.product.image[0]!;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe(`production settings together (${DB_KIND})`, () => {
  describe("conditional requests", () => {
    it.each([
      ["without compression", {}],
      ["with gzip", { "Accept-Encoding": "gzip" }],
      ["with brotli", { "Accept-Encoding": "br, gzip" }],
    ])("the full product list revalidates %s", async (_label, headers) => {
      const first = await expectRevalidates("/api/product/list", headers);
      const encoding = (headers as Record<string, string>)["Accept-Encoding"];
      expect(first.headers.get("content-encoding")).toBe(encoding ? encoding.split(",")[0] : null);
    });

    it("a product (a list searched for it) revalidates", async () => {
      const path = `/api/product/list?search=${encodeURIComponent("Sinandomeng")}`;
      const first = await expectRevalidates(path);
      const body = (await (await t.request("GET", path)).json()) as {
        products: { name: string }[];
      };
      expect(body.products.map((p) => p.name)).toEqual([productName]);
      expect(first.headers.get("cache-control")).toBe("no-store");
    });

    it("a HEAD of the list answers its ETag and no body", async () => {
      const get = await t.request("GET", "/api/product/list");
      const head = await t.request("HEAD", "/api/product/list");
      expect(head.status).toBe(200);
      expect(head.headers.get("etag")).toBe(get.headers.get("etag"));
      expect((await head.arrayBuffer()).byteLength).toBe(0);
    });

    it("a product image revalidates (its name is its ETag)", async () => {
      const path = new URL(mediaUrl).pathname;
      const first = await expectRevalidates(path);
      expect(first.headers.get("content-type")).toBe("image/webp");
      // Another origin's pages may show it: ALLOWED_ORIGINS is set.
      expect(first.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    });
  });

  it("media URLs in API answers are absolute under PUBLIC_URL, stored ones stay relative", async () => {
    expect(mediaUrl).toMatch(new RegExp(`^${PUBLIC_URL}/media/[\\w-]+\\.webp$`));
    const list = (await (await t.request("GET", "/api/product/list")).json()) as {
      products: { image: string[] }[];
    };
    const images = list.products.flatMap((p) => p.image);
    expect(images.length).toBeGreaterThan(0);
    for (const url of images) expect(url.startsWith(`${PUBLIC_URL}/media/`), url).toBe(true);
    const text = await (await t.request("GET", "/api/product/list?limit=5")).text();
    expect(text).not.toContain('"/media/');
  });

  describe("cookies", () => {
    it("session and XSRF cookies are Secure, and SameSite=None for a cross-site allowed origin", async () => {
      const is = await t.request("GET", "/api/seller/is-auth", { token: seller.token });
      const cookies = is.headers.getSetCookie();
      const xsrf = cookies.find((c) => c.startsWith(`${XSRF_COOKIE}=`));
      expect(xsrf).toBeDefined();
      expect(xsrf).toMatch(/;\s*Secure/i);
      expect(xsrf).toMatch(/;\s*SameSite=None/i);
      expect(xsrf).not.toMatch(/HttpOnly/i);
    });

    it("a login's session cookie is HttpOnly, Secure, SameSite=None, for the whole site", async () => {
      const email = `cookie-${Date.now()}@example.com`;
      const password = "secret-123456";
      const res = await t.request("POST", "/api/user/register", {
        json: { name: "Cookie Shopper", email, password },
        headers: { "X-Forwarded-For": "198.51.100.77" },
      });
      expect(res.status).toBe(201);
      const session = res.headers.getSetCookie().find((c) => c.startsWith("minimart_token="));
      expect(session).toMatch(/;\s*HttpOnly/i);
      expect(session).toMatch(/;\s*Secure/i);
      expect(session).toMatch(/;\s*SameSite=None/i);
      expect(session).toMatch(/;\s*Path=\//i);
    });

    it("with only same-site origins allowed, COOKIE_SECURE keeps Secure on SameSite=Lax cookies", async () => {
      const sameSite = createApp({
        ...t.deps,
        env: { ...t.deps.env, ALLOWED_ORIGINS: ["https://shop.example.ph:8443"] },
      });
      const res = await sameSite.request("/api/product/list?limit=1");
      const xsrf = res.headers.getSetCookie().find((c) => c.startsWith(`${XSRF_COOKIE}=`));
      expect(xsrf).toMatch(/;\s*Secure/i);
      expect(xsrf).toMatch(/;\s*SameSite=Lax/i);
    });
  });

  describe("CORS", () => {
    const preflight = (origin: string) =>
      t.request("OPTIONS", "/api/cart/update", {
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type, x-xsrf-token",
        },
      });

    it("an allowed origin's preflight is answered with credentials allowed", async () => {
      const res = await preflight(PARTNER);
      expect(res.status).toBe(204);
      expect(res.headers.get("access-control-allow-origin")).toBe(PARTNER);
      expect(res.headers.get("access-control-allow-credentials")).toBe("true");
      expect(res.headers.get("access-control-allow-methods")).toContain("POST");
      expect(res.headers.get("access-control-allow-headers")).toMatch(/X-XSRF-TOKEN/i);
    });

    it("another origin's preflight is refused in the error envelope", async () => {
      const res = await preflight(STRANGER);
      expect(res.status).toBe(403);
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
      expect(await res.json()).toEqual({
        success: false,
        message: "This origin may not call the store's API",
      });
    });

    it("an allowed origin's credentialed call may read the answer, its ETag and XSRF token", async () => {
      const res = await t.request("GET", "/api/product/list", { headers: { Origin: PARTNER } });
      expect(res.status).toBe(200);
      expect(res.headers.get("access-control-allow-origin")).toBe(PARTNER);
      expect(res.headers.get("access-control-allow-credentials")).toBe("true");
      expect(res.headers.get("access-control-expose-headers")).toMatch(/ETag/);
      expect(res.headers.get("x-xsrf-token")).toBeTruthy();
      expect(res.headers.get("vary")).toMatch(/Origin/);
      expect(res.headers.get("etag")).toMatch(STRONG_ETAG);
    });

    it("another origin's call gets no CORS headers, so its page cannot read the answer", async () => {
      const res = await t.request("GET", "/api/product/list", { headers: { Origin: STRANGER } });
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
      expect(res.headers.get("access-control-allow-credentials")).toBeNull();
      expect(res.headers.get("x-xsrf-token")).toBeNull();
    });
  });

  it("X-Forwarded-For is honoured for the one trusted hop only", async () => {
    const register = (forwardedFor: string) =>
      t.call("POST", "/api/user/register", {
        json: {
          name: "Proxy Shopper",
          email: `proxy-${Math.random().toString(36).slice(2)}@example.com`,
          password: "secret-123456",
        },
        headers: { "X-Forwarded-For": forwardedFor },
      });
    // One registration an hour per address: the address is the entry nginx wrote (the last).
    expect((await register(`203.0.113.1, ${PROXY_SAW}`)).status).toBe(201);
    // A client that writes another address in front is still the same client.
    const forged = await register(`203.0.113.2, ${PROXY_SAW}`);
    expect(forged.status).toBe(429);
    expect(forged.body).toMatchObject({ success: false });
    // Another client behind the proxy is counted on its own.
    expect((await register("198.51.100.21")).status).toBe(201);
  });

  describe("/metrics over a real socket", () => {
    let server: ServerType;
    let base: string;
    beforeAll(async () => {
      server = await new Promise<ServerType>((ready) => {
        const s = serve({ fetch: t.app.fetch, hostname: "127.0.0.1", port: 0 }, () => ready(s));
      });
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise<void>((done) => {
        if (server) server.close(() => done());
        else done();
      });
    });

    it("is refused without the token for a client behind the proxy, even on loopback", async () => {
      const relayedOrNot: Record<string, string>[] = [{ "X-Forwarded-For": "203.0.113.9" }, {}];
      for (const headers of relayedOrNot) {
        const res = await fetch(`${base}/metrics`, { headers });
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ success: false, message: "Forbidden" });
      }
      const wrong = await fetch(`${base}/metrics`, {
        headers: {
          Authorization: "Bearer wrong-token-0123456789abcd",
          "X-Forwarded-For": "203.0.113.9",
        },
      });
      expect(wrong.status).toBe(403);
    });

    it("opens with the token", async () => {
      const res = await fetch(`${base}/metrics`, {
        headers: { Authorization: `Bearer ${METRICS_TOKEN}`, "X-Forwarded-For": "203.0.113.9" },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(await res.text()).toMatch(/^# HELP /m);
    });
  });
});
