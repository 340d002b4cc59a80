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
 * Security headers are for documents: every other answer outside the API keeps only what
 * protects it on its own (nosniff, CORP, HSTS) and saves the bytes on each asset.
 */
function trimToDocuments(res: Response) {
  const headers = res.headers;
  if (/text\/html/i.test(headers.get("Content-Type") ?? "")) return;
  for (const name of DOCUMENT_ONLY_HEADERS) headers.delete(name);
}

/**
 * What every JSON answer carries, written once: JSON is never rendered, so a fixed, tiny policy,
 * no nonce, and no framing (OWASP REST); beside it what protects any answer (nosniff, CORP,
 * HSTS) and the document headers the API has always sent (Referrer-Policy, X-Frame-Options, …).
 * The values are those of hono's secureHeaders.
 */
export const API_SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ["Content-Security-Policy", API_CSP],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Strict-Transport-Security", "max-age=15552000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-DNS-Prefetch-Control", "off"],
  ["X-Download-Options", "noopen"],
  ["X-Frame-Options", "SAMEORIGIN"],
  ["X-Permitted-Cross-Domain-Policies", "none"],
  ["X-XSS-Protection", "0"],
];

const apiSecurityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const headers = c.res.headers;
  for (const [name, value] of API_SECURITY_HEADERS) headers.set(name, value);
  headers.delete("X-Powered-By");
};

/**
 * The policy of every answer: pages get a nonce'd Content-Security-Policy that allows the map's
 * tile hosts; JSON answers draw no nonce from the random source on every call (it was a
 * noticeable part of a cached product list's time), their policy is API_CSP.
 */
export function securityHeaders(env: AppDeps["env"], dev = false): MiddlewareHandler<AppEnv> {
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
  const outsideApi: MiddlewareHandler<AppEnv> = async (c, next) => {
    await documentSecureHeaders(c, next);
    trimToDocuments(c.res);
  };
  return (c, next) =>
    c.req.path.startsWith("/api/") ? apiSecurityHeaders(c, next) : outsideApi(c, next);
}
