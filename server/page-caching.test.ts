import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { createTestContext, type TestContext } from "./test/harness";

// Pages depend on who is asking; built files do not. A shared cache must never keep a page,
// and a static file answer must never hand its public caching to a page.
let t: TestContext;
let clientDir: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestContext();
  clientDir = mkdtempSync(join(tmpdir(), "minimart-client-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "assets", "entry-abc123.js"), "console.log(1)");
  writeFileSync(join(clientDir, "robots.txt"), "User-agent: *");
  app = createApp(t.deps, {
    clientDir,
    pageHandler: async (request) => {
      const url = new URL(request.url);
      if (url.pathname === "/resources/no-store") {
        return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
      }
      if (url.pathname === "/go") return Response.redirect("http://localhost/products", 302);
      return new Response(`<p>page ${url.pathname}</p>`, {
        headers: { "Content-Type": "text/html", "Cache-Control": "public, max-age=3600" },
      });
    },
  });
});
afterAll(async () => {
  rmSync(clientDir, { recursive: true, force: true });
  await t.close();
});

describe("caching of pages and built files", () => {
  it("serves built assets as immutable and other built files for an hour", async () => {
    const asset = await app.request("/assets/entry-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const robots = await app.request("/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it.each(["/", "/profile", "/orders", "/orders.data", "/products?search=rice"])(
    "marks the page %s private and uncached, varying by cookie",
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-cache");
      expect(res.headers.get("vary")).toContain("Cookie");
    },
  );

  it("keeps a stricter no-store a route asked for, and works for redirects", async () => {
    const res = await app.request("/resources/no-store");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const redirect = await app.request("/go");
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe("http://localhost/products");
    expect(redirect.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("gives pages the XSRF-TOKEN cookie the page's script echoes on writes", async () => {
    const res = await app.request("/");
    expect(res.headers.getSetCookie().some((c) => c.startsWith("XSRF-TOKEN="))).toBe(true);
  });
});
