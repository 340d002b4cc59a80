import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { HYBRID_LABEL_TILES } from "@domain/map-types";
import { tileTemplateOrigin } from "../env";
import type { AppDeps, AppEnv } from "./app-env";

/** Keyless open map tiles the store finder draws (domain/map-types.ts). */
const MAP_TILE_HOSTS = [
  "https://tile.openstreetmap.org",
  "https://*.tile.openstreetmap.org",
  "https://*.tile.opentopomap.org",
];

/** What a JSON answer keeps of the policy: it loads nothing and is never framed. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Headers that only mean something on an HTML document. API answers keep the last six
 * (Referrer-Policy, X-Frame-Options, …) beside nosniff, CORP and HSTS; assets keep none.
 */
const DOCUMENT_ONLY_HEADERS = [
  "Content-Security-Policy",
  "Permissions-Policy",
  "Cross-Origin-Opener-Policy",
  "Origin-Agent-Cluster",
  "Referrer-Policy",
  "X-Frame-Options",
  "X-XSS-Protection",
  "X-Download-Options",
  "X-DNS-Prefetch-Control",
  "X-Permitted-Cross-Domain-Policies",
];

/**
 * Security headers are for documents: every other answer keeps only what protects it on its
 * own (nosniff, CORP, HSTS) and saves the bytes on each asset.
 */
export const documentHeadersOnDocuments: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (/text\/html/i.test(c.res.headers.get("Content-Type") ?? "")) return;
  if (c.req.path.startsWith("/api/")) {
    // JSON is never rendered: a fixed, tiny policy, no nonce, and no framing (OWASP REST).
    c.res.headers.set("Content-Security-Policy", API_CSP);
    for (const name of DOCUMENT_ONLY_HEADERS.slice(1, 4)) c.res.headers.delete(name);
    return;
  }
  for (const name of DOCUMENT_ONLY_HEADERS) c.res.headers.delete(name);
};

/**
 * The policy of every answer: pages get a nonce'd Content-Security-Policy that allows the map's
 * tile hosts; JSON answers draw no nonce from the random source on every call (it was a
 * noticeable part of a cached product list's time), their policy is API_CSP.
 */
export function securityHeaders(env: AppDeps["env"], dev = false): MiddlewareHandler<AppEnv> {
  const apiSecureHeaders = secureHeaders({
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: "strict-origin-when-cross-origin",
  });
  const documentSecureHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: [
        "'self'",
        "data:",
        "blob:",
        ...MAP_TILE_HOSTS,
        ...tileTemplateOrigin(env.MAP_IMAGERY_TILE_URL),
        ...(env.MAP_IMAGERY_TILE_URL ? tileTemplateOrigin(HYBRID_LABEL_TILES.url) : []),
      ],
      connectSrc: dev ? ["'self'", "ws:"] : ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: "strict-origin-when-cross-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: ["self"] },
  });
  return (c, next) =>
    c.req.path.startsWith("/api/") ? apiSecureHeaders(c, next) : documentSecureHeaders(c, next);
}
