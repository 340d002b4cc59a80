import type { Context, MiddlewareHandler } from "hono";
import { createHash } from "node:crypto";
import type { AppEnv } from "./app-env";

/**
 * PUBLIC_URL: a client on another origin cannot use "/media/…" as it is,
 * so JSON answers of the API carry media URLs made absolute. Stored URLs stay relative (the
 * store may move); pages rendered by the store keep them relative too. A body already
 * compressed by its route is passed through untouched (such a route must apply PUBLIC_URL
 * itself).
 */
/** The same rewrite for a JSON body a route compresses and caches itself. */
export function withAbsoluteMedia(json: Buffer, base: string | undefined): Buffer {
  if (!base || !json.includes('"/media/')) return json;
  return Buffer.from(json.toString("utf8").replaceAll('"/media/', `"${base}/media/`));
}

/** A strong validator over the bytes sent (the catalogue's ETags have the same form). */
function strongEtag(bytes: Buffer): string {
  return `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
}

const matches = (header: string | undefined, etag: string) =>
  !!header &&
  header.split(",").some((t) => {
    const tag = t.trim();
    return tag === "*" || tag === etag || tag === `W/${etag}`;
  });

/**
 * Hono copies the previous answer's headers onto one assigned over it, which would put back
 * the route's length and ETag: the previous answer is dropped first.
 */
function replaceResponse(c: Context<AppEnv>, res: Response) {
  c.res = undefined;
  c.res = res;
}

/** Without PUBLIC_URL a call is handed on at once. */
export const absoluteMediaUrls: MiddlewareHandler<AppEnv> = (c, next) =>
  c.get("deps").env.PUBLIC_URL ? rewriteMediaUrls(c, next) : next();

const rewriteMediaUrls: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const base = c.get("deps").env.PUBLIC_URL;
  if (!base) return;
  const res = c.res;
  // A 304 or a HEAD answer has no body to rewrite, and a 304 may not be given one.
  if (res.body === null || res.status === 204 || res.status === 304) return;
  if (!/^application\/json/.test(res.headers.get("content-type") ?? "")) return;
  if (res.headers.get("content-encoding")) return;
  const sent = Buffer.from(await res.arrayBuffer());
  const rewritten = withAbsoluteMedia(sent, base);
  const headers = new Headers(res.headers);
  // The length stays known, so compression keeps its threshold and a small body its strong ETag.
  headers.set("content-length", String(rewritten.length));
  if (!rewritten.equals(sent) && headers.has("etag")) {
    // A route that tags its answer without applying PUBLIC_URL itself: the tag must name the
    // bytes the client gets, and a client holding them is answered 304.
    const etag = strongEtag(rewritten);
    headers.set("etag", etag);
    if (matches(c.req.header("if-none-match"), etag)) {
      headers.delete("content-length");
      replaceResponse(c, new Response(null, { status: 304, headers }));
      return;
    }
  }
  replaceResponse(
    c,
    new Response(rewritten as unknown as BodyInit, {
      status: res.status,
      statusText: res.statusText,
      headers,
    }),
  );
};

/**
 * Media answer `Cross-Origin-Resource-Policy: cross-origin` when other origins are allowed, so
 * their pages may show product images; otherwise the default same-origin stays. Registered
 * outside secureHeaders, whose same-origin default it replaces.
 */
export const mediaCrossOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.get("deps").env.ALLOWED_ORIGINS.length > 0)
    c.res.headers.set("Cross-Origin-Resource-Policy", "cross-origin");
};
