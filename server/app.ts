import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import type { StoreLoadContext } from "../app/load-context";
import type { AppDeps, AppEnv } from "./http/app-env";
import { peekViewer, xsrfCookie } from "./http/auth";
import { echoInput, errorBody, handleError } from "./http/errors";
import { IMMUTABLE, mountStatic } from "./http/static-files";
import { sellerRoutes, userRoutes } from "./modules/accounts/accounts.routes";
import { catalogRoutes } from "./modules/catalog/catalog.routes";
import { productAdminRoutes } from "./modules/products/products.routes";
import { sellerOrderRoutes } from "./modules/seller-orders/seller-orders.routes";
import { cartRoutes } from "./modules/cart/cart.routes";
import { addressRoutes } from "./modules/addresses/addresses.routes";
import { orderRoutes } from "./modules/orders/orders.routes";
import { createSsrServices } from "./ssr-services";

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
const REQUEST_ID = /^[\w.:-]{1,64}$/;

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  const ssrServices = createSsrServices(deps.db, deps.platform);

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
    await next();
    c.header("X-Request-Id", requestId);
    if (deps.env.LOG_LEVEL === "debug" || (deps.env.LOG_LEVEL === "info" && c.res.status >= 500)) {
      const ms = Math.round(performance.now() - started);
      console.log(
        JSON.stringify({
          level: "info",
          requestId,
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms,
        }),
      );
    }
  });

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", NONCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https://*.tile.openstreetmap.org"],
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
    }),
  );

  app.use(compress());

  // ---- JSON API (SPEC §7) ----
  const api = new Hono<AppEnv>();
  api.use(xsrfCookie);
  api.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  api.get("/health", (c) => c.json({ success: true }));
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
  api.route("/seller", sellerRoutes);
  api.route("/product", catalogRoutes);
  api.route("/product", productAdminRoutes); // body limits per route: uploads are large
  for (const prefix of ["/cart/*", "/address/*", "/order/*"]) {
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
  api.route("/order", sellerOrderRoutes);
  api.all("*", (c) =>
    c.json(errorBody(`No API route for ${c.req.method} ${echoInput(c.req.path, 200)}`), 404),
  );
  app.route("/api", api);

  // ---- Media, generated site images, built client assets ----
  mountStatic(app, "/media", deps.mediaDir, IMMUTABLE);
  mountStatic(app, "/images", deps.imagesDir, "public, max-age=86400");
  if (options.clientDir) {
    // /assets/* names carry a content hash; other files (favicon, robots.txt) may change.
    mountStatic(app, "/assets", join(options.clientDir, "assets"), IMMUTABLE, {
      precompressed: true,
    });
    mountStatic(app, null, options.clientDir, "public, max-age=3600", { precompressed: true });
  }

  // ---- Pages (React Router SSR) ----
  const pageHandler = options.pageHandler;
  if (pageHandler) {
    app.all("*", xsrfCookie, async (c) => {
      const viewer = await peekViewer(c);
      const res = await pageHandler(c.req.raw, {
        services: ssrServices,
        viewer,
        cspNonce: c.get("secureHeadersNonce") ?? "",
      });
      // Pages and their .data requests depend on who is asking: never shared by a cache.
      const headers = new Headers(res.headers);
      if (!/no-store/.test(headers.get("Cache-Control") ?? ""))
        headers.set("Cache-Control", "private, no-cache");
      headers.append("Vary", "Cookie");
      return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
    });
  }

  return app;
}

export type App = ReturnType<typeof createApp>;
