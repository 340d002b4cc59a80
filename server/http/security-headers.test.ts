import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createTestContext, type TestContext } from "../test/harness";

// Documents carry the whole policy; assets and images only what protects them alone.
let t: TestContext;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestContext();
  app = createApp(t.deps, {
    pageHandler: async (_request, context) =>
      new Response(`<!doctype html><script nonce="${context.cspNonce}"></script>`, {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      }),
  });
});
afterAll(async () => {
  await t.close();
});

describe("security headers by kind of answer", () => {
  it("gives an HTML page the Content-Security-Policy with its nonce and the rest", async () => {
    const res = await app.request("/about");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=_-]+'/);
    expect(csp).toContain("https://*.tile.opentopomap.org");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(await res.text()).toContain(`nonce="${nonce}"`);
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-viewer")).toBe("guest");
  });

  it("keeps only nosniff and resource policy on a non-HTML answer outside the API", async () => {
    const res = await app.request("/media/missing.webp");
    expect(res.headers.get("content-security-policy")).toBeNull();
    expect(res.headers.get("permissions-policy")).toBeNull();
    expect(res.headers.get("x-frame-options")).toBeNull();
    expect(res.headers.get("referrer-policy")).toBeNull();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });
});
