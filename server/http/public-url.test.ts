import { createHash } from "node:crypto";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppDeps, AppEnv } from "./app-env";
import { compress } from "./compress";
import { absoluteMediaUrls } from "./public-url";

const BASE = "https://shop.example.ph";
const JSON_TYPE = { "Content-Type": "application/json; charset=UTF-8" };

/** The middleware between compression and a route, as server/app.ts stacks them. */
function appWith(route: (c: { req: { header(n: string): string | undefined } }) => Response) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("deps", { env: { PUBLIC_URL: BASE } } as unknown as AppDeps);
    await next();
  });
  app.use(compress());
  app.use(absoluteMediaUrls);
  app.on(["GET", "HEAD"], "/x", (c) => route(c));
  return app;
}

const sha = (text: string) =>
  `"${createHash("sha256").update(text).digest("base64url").slice(0, 27)}"`;

describe("absolute media URLs (PUBLIC_URL)", () => {
  it("passes a route's 304 through untouched: no body, the same strong ETag", async () => {
    const app = appWith(
      () => new Response(null, { status: 304, headers: { ...JSON_TYPE, ETag: '"v1"' } }),
    );
    const res = await app.request("/x", {
      headers: { "If-None-Match": '"v1"', "Accept-Encoding": "gzip" },
    });
    expect(res.status).toBe(304);
    expect(res.headers.get("etag")).toBe('"v1"');
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it("keeps a small body's length, so compression leaves it and its ETag strong", async () => {
    const body = JSON.stringify({ image: [`${BASE}/media/a.webp`] });
    const app = appWith(
      () =>
        new Response(body, {
          headers: { ...JSON_TYPE, ETag: '"v2"', "Content-Length": String(body.length) },
        }),
    );
    const res = await app.request("/x", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("etag")).toBe('"v2"');
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("content-length")).toBe(String(body.length));
    expect(await res.text()).toBe(body);
  });

  it("tags a body it rewrites by the bytes sent, and answers 304 to a client holding them", async () => {
    const app = appWith(
      () =>
        new Response('{"image":["/media/b.webp"]}', { headers: { ...JSON_TYPE, ETag: '"route"' } }),
    );
    const res = await app.request("/x");
    const text = await res.text();
    expect(text).toBe(`{"image":["${BASE}/media/b.webp"]}`);
    expect(res.headers.get("etag")).toBe(sha(text));
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
    const again = await app.request("/x", { headers: { "If-None-Match": sha(text) } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(sha(text));
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });

  it("leaves a HEAD answer and a body its route compressed as they are", async () => {
    const head = appWith(
      () =>
        new Response(null, { headers: { ...JSON_TYPE, ETag: '"h"', "Content-Length": "5000" } }),
    );
    const res = await head.request("/x", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe("5000");
    expect(res.headers.get("etag")).toBe('"h"');
    const zipped = new Uint8Array([31, 139, 8, 0]);
    const encoded = appWith(
      () =>
        new Response(zipped, {
          headers: { ...JSON_TYPE, "Content-Encoding": "gzip", ETag: '"z"' },
        }),
    );
    const out = await encoded.request("/x", { headers: { "Accept-Encoding": "gzip" } });
    expect(new Uint8Array(await out.arrayBuffer())).toEqual(zipped);
    expect(out.headers.get("etag")).toBe('"z"');
  });
});
