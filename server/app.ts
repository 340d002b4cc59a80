import { Hono } from "hono";
import { join } from "node:path";
import { createApi } from "./api";
import type { AppDeps, AppEnv } from "./http/app-env";
import { compress } from "./http/compress";
import { handleError, errorBody } from "./http/errors";
import { mountOpsRoutes } from "./http/ops-routes";
import { mediaCrossOrigin } from "./http/public-url";
import { catalogueSeenAfterWrites } from "./http/read-your-writes";
import { requestScope } from "./http/request-scope";
import { securityHeaders } from "./http/security-headers";
import { IMMUTABLE, mountMedia, mountStatic } from "./http/static-files";
import { languagePages } from "./modules/preferences/language";
import { mountPages, type PageHandler } from "./pages";
import { createSsrServices } from "./ssr-services";

export type { PageHandler } from "./pages";

export interface AppOptions {
  /** React Router's SSR handler; absent in API tests. */
  pageHandler?: PageHandler;
  /** Built client assets (build/client), served in production. */
  clientDir?: string;
  /** Vite dev server: its inline scripts need a looser Content-Security-Policy. */
  dev?: boolean;
}

/**
 * The one Node process's edge: the JSON API under /api, media and built files, and every other
 * address handed to React Router's pages. The order of the layers matters: the request's scope
 * wraps everything; media sets its own cross-origin policy outside the security headers. Every
 * layer costs each call that crosses it: one that has nothing to do for a call hands it on
 * at once, without waiting on it.
 */
export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();

  app.onError(handleError);
  app.notFound((c) => c.json(errorBody("Not found"), 404));

  app.use(requestScope(deps));
  mountOpsRoutes(app);
  app.use("/media/*", mediaCrossOrigin); // outside secureHeaders, which it overrides
  app.use(securityHeaders(deps.env, options.dev));
  app.use(compress());
  app.use(catalogueSeenAfterWrites); // a change is in this instance's very next read

  app.route("/api", createApi());

  // Media, generated site images, built client assets.
  mountMedia(app, deps.mediaDir);
  mountStatic(app, "/images", deps.imagesDir, "public, max-age=86400");
  if (options.clientDir) {
    // /assets/* names carry a content hash; other files (favicon, robots.txt) may change.
    mountStatic(app, "/assets", join(options.clientDir, "assets"), IMMUTABLE, {
      precompressed: true,
    });
    mountStatic(app, null, options.clientDir, "public, max-age=3600", { precompressed: true });
  }

  // Pages (React Router SSR).
  app.route("/", languagePages);
  if (options.pageHandler) {
    const services = createSsrServices(deps.db, deps.platform, {
      lowStockThreshold: deps.env.LOW_STOCK_THRESHOLD,
    });
    mountPages(app, deps, options.pageHandler, services);
  }

  return app;
}

export type App = ReturnType<typeof createApp>;
