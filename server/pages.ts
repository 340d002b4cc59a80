import type { Hono } from "hono";
import { DEFAULT_LANGUAGE, type Language } from "@domain/language";
import type { MapImagery } from "@domain/map-types";
import type { AppDeps, AppEnv } from "./http/app-env";
import { peekViewer, xsrfCookie } from "./http/auth";
import { logger } from "./lib/logger";
import type { StoreLoadContext } from "./load-context";
import { pageLanguage } from "./modules/preferences/language";
import type { SsrServices } from "./ssr-services";

export type PageHandler = (request: Request, context: StoreLoadContext) => Promise<Response>;

/** Where React Router's lazy route discovery asks for the routes behind a page's links. */
const ROUTE_MANIFEST_PATH = "/__manifest";
const ROUTE_MANIFEST_CACHE = "private, max-age=31536000, immutable";

/** The store finder's imagery setting for the home page (Satellite and Hybrid), if any. */
function mapImagery(env: AppDeps["env"]): MapImagery | undefined {
  const url = env.MAP_IMAGERY_TILE_URL;
  return url ? { url, attribution: env.MAP_IMAGERY_ATTRIBUTION } : undefined;
}

/** Whose page, in which language: the service worker drops saved pages when either changes. */
function viewerKey(
  viewer: { user: { id: string } | null; isSeller: boolean },
  language: Language,
): string {
  if (viewer.isSeller) return "seller";
  const who = viewer.user ? `customer-${viewer.user.id}` : "guest";
  return language === DEFAULT_LANGUAGE ? who : `${who};${language}`;
}

/** Every address the API and the files did not answer goes to React Router's pages. */
export function mountPages(
  app: Hono<AppEnv>,
  deps: AppDeps,
  pageHandler: PageHandler,
  services: SsrServices,
) {
  app.all("*", xsrfCookie, async (c) => {
    const viewer = await peekViewer(c);
    const language = (await pageLanguage(c, viewer.user?.id ?? null)) ?? DEFAULT_LANGUAGE;
    const res = await pageHandler(c.req.raw, {
      services,
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
