import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "./db/schema";
import { createTestContext, type TestContext } from "./test/harness";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

describe("the HTTP edge", () => {
  it("answers the health check quickly with success", async () => {
    const { status, body } = await t.call("GET", "/api/health");
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
  });

  it("sends API answers a tiny fixed policy and the headers JSON needs", async () => {
    const res = await t.request("GET", "/api/health");
    expect(res.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers.get("permissions-policy")).toBeNull();
    expect(res.headers.get("cross-origin-opener-policy")).toBeNull();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-request-id")).toMatch(/[0-9a-f-]{36}/);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("issues the XSRF-TOKEN cookie readable by the page", async () => {
    const res = await t.request("GET", "/api/health");
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("XSRF-TOKEN="));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("answers unknown API paths with a JSON 404, never a page", async () => {
    const { status, body } = await t.call("GET", "/api/nope");
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, message: "No API route for GET /api/nope" });
  });

  it("refuses media paths that try to leave the media folder", async () => {
    const res = await t.request("GET", "/media/..%2f..%2fpackage.json");
    expect(res.status).toBe(404);
    const res2 = await t.request("GET", "/media/../package.json");
    expect(res2.status).toBe(404);
  });

  it("compresses JSON for clients that accept gzip", async () => {
    await t.db.insert(products).values(
      Array.from({ length: 20 }, (_, i) => ({
        name: `Compression test product ${i}`,
        category: ["Canned"],
        priceCentavos: 2500 + i,
        description: ["A line long enough to make the list worth compressing."],
      })),
    );
    const res = await t.request("GET", "/api/product/list", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const plain = await t.request("GET", "/api/product/list");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(((await plain.json()) as { products: unknown[] }).products).toHaveLength(20);
  });
});

describe("static files", () => {
  it("serves media with immutable caching and site images with a day's cache", async () => {
    const { writeFileSync, mkdirSync } = await import("node:fs");
    const { join } = await import("node:path");
    writeFileSync(join(t.deps.mediaDir, "abcdef0123456789abcdef0123456789.webp"), "RIFF....WEBP");
    mkdirSync(join(t.deps.imagesDir, "banners"), { recursive: true });
    writeFileSync(join(t.deps.imagesDir, "banners", "fresh-640.webp"), "RIFF....WEBP");
    const media = await t.request("GET", "/media/abcdef0123456789abcdef0123456789.webp");
    expect(media.status).toBe(200);
    expect(media.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const image = await t.request("GET", "/images/banners/fresh-640.webp");
    expect(image.status).toBe(200);
    expect(image.headers.get("cache-control")).toBe("public, max-age=86400");
    const missing = await t.request("GET", "/media/0000000000000000.webp");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBeNull();
  });
});
