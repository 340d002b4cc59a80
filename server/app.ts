import { activityRoutes } from "./modules/activity/activity.routes";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { HYBRID_LABEL_TILES, type MapImagery } from "@domain/map-types";
import type { StoreLoadContext } from "./load-context";
import type { AppDeps, AppEnv } from "./http/app-env";
import { tileTemplateOrigin } from "./env";
import { peekViewer, xsrfCookie } from "./http/auth";
import { DEFAULT_LANGUAGE, type Language } from "@domain/language";
import { echoInput, errorBody, handleError } from "./http/errors";
import { IMMUTABLE, mountMedia, mountStatic } from "./http/static-files";
import { sellerRoutes, userRoutes } from "./modules/accounts/accounts.routes";
import { catalogRoutes } from "./modules/catalog/catalog.routes";
import { productAdminRoutes } from "./modules/products/products.routes";
import { bulkImportRoutes } from "./modules/product-import/bulk-import.routes";
import { spreadsheetRoutes } from "./modules/product-import/spreadsheet.routes";
import { cartRoutes } from "./modules/cart/cart.routes";
import { addressRoutes } from "./modules/addresses/addresses.routes";
import { preferencesRoutes } from "./modules/preferences/preferences.routes";
import { languagePages, languageRoutes, pageLanguage } from "./modules/preferences/language";
import { orderRoutes } from "./modules/orders/orders.routes";
import { orderHabitRoutes } from "./modules/orders/order-habits.routes";
import { orderEventRoutes } from "./modules/order-events/order-events.routes";
import { riderRoutes } from "./modules/rider/rider.routes";
import { orderDeskRoutes } from "./modules/order-desk/order-desk.routes";
import { salesDashboardRoutes } from "./modules/sales-dashboard/sales-dashboard.routes";
import { createSsrServices } from "./ssr-services";
import { logger, withRequestScope } from "./lib/logger";
import { observeRequest } from "./lib/metrics";
import { mountOpsRoutes } from "./http/ops-routes";
import { compress } from "./http/compress";
import { cors } from "./http/cors";
import { catalogueSeenAfterWrites } from "./http/read-your-writes";
import { absoluteMediaUrls, mediaCrossOrigin } from "./http/public-url";
import { releaseUploads } from "./http/upload-spool";
import { openApiJson } from "./openapi/document";

export type PageHandler = (request: Request, context: StoreLoadContext) => Promise<Response>;

export interface AppOptions {
  /** React Router's SSR handler; absent in API tests. */
  pageHandler?: PageHandler;
  /** Built client assets (build/client), served in production. */
  clientDir?: string;
  /** Vite dev server: its inline scripts need a looser Content-Security-Policy. */
  dev?: boolean;
}

const JSON_BODY_LIMIT = 64 * 1024;
/** Where React Router's lazy route discovery asks for the routes behind a page's links. */
const ROUTE_MANIFEST_PATH = "/__manifest";
const ROUTE_MANIFEST_CACHE = "private, max-age=31536000, immutable";

/** Keyless open map tiles the store finder draws (domain/map-types.ts). */
const MAP_TILE_HOSTS = [
  "https://tile.openstreetmap.org",
  "https://*.tile.openstreetmap.org",
  "https://*.tile.opentopomap.org",
];

/** The store finder's imagery setting for the home page (Satellite and Hybrid), if any. */
function mapImagery(env: AppDeps["env"]): MapImagery | undefined {
  const url = env.MAP_IMAGERY_TILE_URL;
  return url ? { url, attribution: env.MAP_IMAGERY_ATTRIBUTION } : undefined;
}

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

/** Whose page, in which language: the service worker drops saved pages when either changes. */
function viewerKey(
  viewer: { user: { id: string } | null; isSeller: boolean },
  language: Language,
): string {
  if (viewer.isSeller) return "seller";
  const who = viewer.user ? `customer-${viewer.user.id}` : "guest";
  return language === DEFAULT_LANGUAGE ? who : `${who};${language}`;
}
const REQUEST_ID = /^[\w.:-]{1,64}$/;

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  const ssrServices = createSsrServices(deps.db, deps.platform, {
    lowStockThreshold: deps.env.LOW_STOCK_THRESHOLD,
  });

  app.onError(handleError);
  app.notFound((c) => c.json(errorBody("Not found"), 404));

  app.use(async (c, next) => {
    const started = performance.now();
    // A proxy's id is kept for log correlation only when it is a plain token; anything
    // else (spaces, quotes, 10 KB) is replaced rather than echoed into headers and logs.
    const given = c.req.header("x-request-id") ?? "";
    const requestId = REQUEST_ID.test(given) ? given : randomUUID();
    c.set("deps", deps);
    c.set("requestId", requestId);
    await withRequestScope(requestId, next);
    c.header("X-Request-Id", requestId);
    if (deps.env.INSTANCE_ID) c.header("X-Instance", deps.env.INSTANCE_ID);
    const seconds = (performance.now() - started) / 1000;
    observeRequest(c.req.method, c.req.routePath, c.req.path, c.res.status, seconds);
    if (deps.env.LOG_LEVEL === "debug" || (deps.env.LOG_LEVEL === "info" && c.res.status >= 500)) {
      withRequestScope(requestId, () =>
        logger.info("request", {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(seconds * 1000),
        }),
      );
    }
  });
  mountOpsRoutes(app);

  // Security headers are for documents: every other answer keeps only
  // what protects it on its own (nosniff, CORP, HSTS) and saves the bytes on each asset.
  app.use(async (c, next) => {
    await next();
    if (/text\/html/i.test(c.res.headers.get("Content-Type") ?? "")) return;
    if (c.req.path.startsWith("/api/")) {
      // JSON is never rendered: a fixed, tiny policy, no nonce, and no framing (OWASP REST).
      c.res.headers.set("Content-Security-Policy", API_CSP);
      for (const name of DOCUMENT_ONLY_HEADERS.slice(1, 4)) c.res.headers.delete(name);
      return;
    }
    for (const name of DOCUMENT_ONLY_HEADERS) c.res.headers.delete(name);
  });

  app.use("/media/*", mediaCrossOrigin); // outside secureHeaders, which it overrides
  // JSON answers draw no nonce from the random source on every call (it was about 6% of a
  // cached product list's time); their policy is API_CSP, set above.
  const apiSecureHeaders = secureHeaders({
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: "strict-origin-when-cross-origin",
  });
  const documentSecureHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: [
        "'self'",
        "data:",
        "blob:",
        ...MAP_TILE_HOSTS,
        ...tileTemplateOrigin(deps.env.MAP_IMAGERY_TILE_URL),
        ...(deps.env.MAP_IMAGERY_TILE_URL ? tileTemplateOrigin(HYBRID_LABEL_TILES.url) : []),
      ],
      connectSrc: options.dev ? ["'self'", "ws:"] : ["'self'"],
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
  app.use((c, next) =>
    c.req.path.startsWith("/api/") ? apiSecureHeaders(c, next) : documentSecureHeaders(c, next),
  );

  app.use(compress());
  app.use(catalogueSeenAfterWrites); // a change is in this instance's very next read

  // ---- JSON API (SPEC §7) ----
  const api = new Hono<AppEnv>();
  api.use(cors); // ALLOWED_ORIGINS: preflights and credentialed calls
  api.use(absoluteMediaUrls); // PUBLIC_URL
  api.use(xsrfCookie);
  api.use(releaseUploads); // a request's spooled uploads are removed once it is answered
  api.use(async (c, next) => {
    await next();
    // An event stream keeps the `no-cache` it asks for (server/modules/order-events); every
    // other answer is never kept (the catalogue's ETag still answers clients that revalidate).
    if (!c.res.headers.get("content-type")?.startsWith("text/event-stream"))
      c.header("Cache-Control", "no-store");
  });
  api.get("/health", (c) => c.json({ success: true }));
  api.get("/openapi.json", (c) =>
    c.body(openApiJson(c.var.deps.env), 200, { "content-type": "application/json" }),
  );
  api.use(
    "/user/*",
    bodyLimit({
      maxSize: JSON_BODY_LIMIT,
      onError: (c) => c.json(errorBody("Request body is too large"), 413),
    }),
  );
  api.use(
    "/seller/*",
    bodyLimit({
      maxSize: JSON_BODY_LIMIT,
      onError: (c) => c.json(errorBody("Request body is too large"), 413),
    }),
  );
  api.route("/user", userRoutes);
  api.route("/user", preferencesRoutes);
  api.route("/seller", sellerRoutes);
  api.route("/seller", activityRoutes);
  api.route("/seller", salesDashboardRoutes);
  api.route("/product", catalogRoutes);
  api.route("/product", productAdminRoutes); // body limits per route: uploads are large
  api.route("/product", bulkImportRoutes);
  api.route("/product", spreadsheetRoutes);
  for (const prefix of ["/cart/*", "/address/*", "/order/*", "/rider/*", "/language"]) {
    api.use(
      prefix,
      bodyLimit({
        maxSize: JSON_BODY_LIMIT,
        onError: (c) => c.json(errorBody("Request body is too large"), 413),
      }),
    );
  }
  api.route("/cart", cartRoutes);
  api.route("/address", addressRoutes);
  api.route("/order", orderRoutes);
  api.route("/order", orderDeskRoutes);
  api.route("/order", orderHabitRoutes);
  api.route("/events", orderEventRoutes);
  api.route("/rider", riderRoutes);
  api.route("/", languageRoutes);
  api.all("*", (c) =>
    c.json(errorBody(`No API route for ${c.req.method} ${echoInput(c.req.path, 200)}`), 404),
  );
  app.route("/api", api);

  // ---- Media, generated site images, built client assets ----
  mountMedia(app, deps.mediaDir);
  mountStatic(app, "/images", deps.imagesDir, "public, max-age=86400");
  if (options.clientDir) {
    // /assets/* names carry a content hash; other files (favicon, robots.txt) may change.
    mountStatic(app, "/assets", join(options.clientDir, "assets"), IMMUTABLE, {
      precompressed: true,
    });
    mountStatic(app, null, options.clientDir, "public, max-age=3600", { precompressed: true });
  }

  // ---- Pages (React Router SSR) ----
  app.route("/", languagePages);
  const pageHandler = options.pageHandler;
  if (pageHandler) {
    app.all("*", xsrfCookie, async (c) => {
      const viewer = await peekViewer(c);
      const language = (await pageLanguage(c, viewer.user?.id ?? null)) ?? DEFAULT_LANGUAGE;
      const res = await pageHandler(c.req.raw, {
        services: ssrServices,
        viewer,
        language,
        cspNonce: c.get("secureHeadersNonce") ?? "",
        publicUrl: deps.env.PUBLIC_URL,
        mapImagery: mapImagery(deps.env),
        reportError: (err) =>
          logger.error("page failed", { method: c.req.method, path: c.req.path, err }),
      });
      // An address or a method no page has is a refusal, not a fault: one line, no stack, at
      // info (at debug the request's own line says it).
      if ((res.status === 404 || res.status === 405) && deps.env.LOG_LEVEL !== "debug")
        logger.info("page not served", {
          method: c.req.method,
          path: c.req.path,
          status: res.status,
        });
      const headers = new Headers(res.headers);
      if (c.req.path === ROUTE_MANIFEST_PATH && res.status === 200) {
        // The routes behind a set of links, for the build named in the address: the same until
        // the next deploy, which changes the address. The browser keeps it, so the same request
        // made again while the page hydrates is answered from its cache. Private: the answer may
        // carry a new visitor's XSRF cookie, which no shared cache may hand to anyone else.
        headers.set("Cache-Control", ROUTE_MANIFEST_CACHE);
      } else {
        // Pages and their .data requests depend on who is asking: never shared by a cache.
        if (!/no-store/.test(headers.get("Cache-Control") ?? ""))
          headers.set("Cache-Control", "private, no-cache");
        headers.append("Vary", "Cookie");
      }
      // Whose page this is, for the service worker: it never keeps a seller's answer and drops
      // saved pages when the viewer changes (public/sw.js).
      headers.set("X-Viewer", viewerKey(viewer, language));
      return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
    });
  }

  return app;
}

export type App = ReturnType<typeof createApp>;
