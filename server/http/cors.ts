import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { errorBody } from "./errors";

/**
 * Cross-origin clients. Origins listed in ALLOWED_ORIGINS may call the
 * API with credentials; every other origin gets no CORS headers (the browser keeps the answer
 * from its page) and a refused preflight.
 */
export const XSRF_RESPONSE_HEADER = "X-XSRF-TOKEN";

const ALLOWED_METHODS = "GET, POST, PUT, PATCH, DELETE";
const ALLOWED_HEADERS =
  "Content-Type, Authorization, X-XSRF-TOKEN, seller-token, Idempotency-Key, X-Request-Id, If-None-Match";
const EXPOSED_HEADERS = "X-XSRF-TOKEN, Retry-After, X-Request-Id, ETag";

/**
 * The request's Origin when it is one of ALLOWED_ORIGINS. (c.get, not c.var, on every call's
 * path: each read of c.var copies all the request's variables into a new object.)
 */
export function allowedOrigin(c: Context<AppEnv>): string | undefined {
  const origin = c.req.header("origin");
  if (!origin) return undefined;
  return c.get("deps").env.ALLOWED_ORIGINS.includes(origin) ? origin : undefined;
}

/** The origin this request was addressed to (PUBLIC_URL's, or the Host the client used). */
export function ownOrigin(c: Context<AppEnv>): string {
  const publicUrl = c.get("deps").env.PUBLIC_URL;
  if (publicUrl) return new URL(publicUrl).origin;
  return new URL(c.req.url).origin;
}

/**
 * True when some allowed origin is on another site than the store: its page's credentialed
 * calls then carry our cookies only if they are SameSite=None (and so Secure). Without a
 * public-suffix list, "same site" here means the same host name (ports aside).
 */
export function crossSiteOriginsAllowed(c: Context<AppEnv>): boolean {
  const origins = c.get("deps").env.ALLOWED_ORIGINS;
  if (origins.length === 0) return false;
  const host = new URL(ownOrigin(c)).hostname;
  return origins.some((o) => new URL(o).hostname !== host);
}

/** With no ALLOWED_ORIGINS a call has nothing to do here, except a preflight to refuse. */
export const cors: MiddlewareHandler<AppEnv> = (c, next) =>
  c.get("deps").env.ALLOWED_ORIGINS.length === 0 && c.req.method !== "OPTIONS"
    ? next()
    : corsLayer(c, next);

const corsLayer: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = allowedOrigin(c);
  const preflight = c.req.method === "OPTIONS" && c.req.header("access-control-request-method");
  if (preflight) {
    if (!origin) return c.json(errorBody("This origin may not call the store's API"), 403);
    return new Response(null, {
      status: 204,
      headers: {
        "Access-Control-Allow-Origin": origin,
        "Access-Control-Allow-Credentials": "true",
        "Access-Control-Allow-Methods": ALLOWED_METHODS,
        "Access-Control-Allow-Headers": ALLOWED_HEADERS,
        "Access-Control-Max-Age": "600",
        Vary: "Origin",
      },
    });
  }
  await next();
  if (c.get("deps").env.ALLOWED_ORIGINS.length === 0) return;
  // The answer's own headers, not c.header (which would wrap a finished answer anew).
  const headers = c.res.headers;
  headers.append("Vary", "Origin");
  if (origin) {
    headers.set("Access-Control-Allow-Origin", origin);
    headers.set("Access-Control-Allow-Credentials", "true");
    headers.set("Access-Control-Expose-Headers", EXPOSED_HEADERS);
  }
};

/**
 * Logout and other state-changing GETs: refused when the browser says another site started
 * the request (Sec-Fetch-Site), or, for browsers that do not send it, when Origin names a
 * foreign origin; allowed origins and the store itself pass.
 */
export const refuseCrossSite: MiddlewareHandler<AppEnv> = async (c, next) => {
  const site = c.req.header("sec-fetch-site");
  const origin = c.req.header("origin");
  const fromAllowed = allowedOrigin(c) !== undefined;
  const foreignSite = site === "cross-site" || site === "same-site";
  const foreignOrigin = !site && origin !== undefined && origin !== ownOrigin(c);
  if ((foreignSite || foreignOrigin) && !fromAllowed)
    return c.json(errorBody("Logging out from another site is not allowed"), 403);
  await next();
};
