import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

/**
 * PUBLIC_URL (docs/decisions/061): a client on another origin cannot use "/media/…" as it is,
 * so JSON answers of the API carry media URLs made absolute. Stored URLs stay relative (the
 * store may move); pages rendered by the store keep them relative too. A body already
 * compressed by its route is passed through untouched (such a route must apply PUBLIC_URL
 * itself).
 */
/** The same rewrite for a JSON body a route compresses and caches itself. */
export function withAbsoluteMedia(json: Buffer, base: string | undefined): Buffer {
  if (!base) return json;
  return Buffer.from(json.toString("utf8").replaceAll('"/media/', `"${base}/media/`));
}

export const absoluteMediaUrls: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const base = c.var.deps.env.PUBLIC_URL;
  if (!base) return;
  const res = c.res;
  if (!/^application\/json/.test(res.headers.get("content-type") ?? "")) return;
  if (res.headers.get("content-encoding")) return;
  const text = await res.text();
  const rewritten = text.replaceAll('"/media/', `"${base}/media/`);
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  c.res = new Response(rewritten, { status: res.status, statusText: res.statusText, headers });
};

/**
 * Media answer `Cross-Origin-Resource-Policy: cross-origin` when other origins are allowed, so
 * their pages may show product images; otherwise the default same-origin stays. Registered
 * outside secureHeaders, whose same-origin default it replaces.
 */
export const mediaCrossOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.var.deps.env.ALLOWED_ORIGINS.length > 0)
    c.res.headers.set("Cross-Origin-Resource-Policy", "cross-origin");
};
