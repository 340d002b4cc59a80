import type { Context, Hono } from "hono";
import { isbot } from "isbot";
import { DEFAULT_LANGUAGE, type Language } from "@domain/language";
import type { MapImagery } from "@domain/map-types";
import type { AppDeps, AppEnv } from "./http/app-env";
import { peekViewer, xsrfCookie } from "./http/auth";
import { logger } from "./lib/logger";
import type { StoreLoadContext, Viewer } from "./load-context";
import { createPageCache } from "./page-cache/page-cache";
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

/**
 * What a guest's page depends on besides the catalogue (the cache's version) and the nonce:
 * the address as asked (origin, path, query), the language, and whether a crawler asks (it
 * gets the page whole rather than streamed). Undefined for pages never kept: anyone signed in
 * (their name, cart and orders are on the page), other methods, data and manifest requests.
 */
function guestPageKey(c: Context<AppEnv>, viewer: Viewer, language: Language): string | undefined {
  if (viewer.user || viewer.isSeller || viewer.sellerRole) return undefined;
  if (c.req.method !== "GET" || c.req.path === ROUTE_MANIFEST_PATH) return undefined;
  if (c.req.path.endsWith(".data")) return undefined;
  const agent = c.req.header("User-Agent");
  return `${language} ${agent && isbot(agent) ? "bot" : "web"} ${c.req.url}`;
}

/** Every address the API and the files did not answer goes to React Router's pages. */
export function mountPages(
  app: Hono<AppEnv>,
  deps: AppDeps,
  pageHandler: PageHandler,
  services: SsrServices,
) {
  // A guest's pages, kept until the catalogue changes (one cache per app: its pages and
  // settings are its own).
  const guestPages = createPageCache(deps.platform.bus);
  app.all("*", xsrfCookie, async (c) => {
    const viewer = await peekViewer(c);
    const language = (await pageLanguage(c, viewer.user?.id ?? null)) ?? DEFAULT_LANGUAGE;
    const cspNonce = c.get("secureHeadersNonce") ?? "";
    let faulted = false;
    const render = () =>
      pageHandler(c.req.raw, {
        services,
        viewer,
        language,
        cspNonce,
        publicUrl: deps.env.PUBLIC_URL,
        mapImagery: mapImagery(deps.env),
        reportError: (err) => {
          faulted = true;
          logger.error("page failed", { method: c.req.method, path: c.req.path, err });
        },
      });
    const key = cspNonce ? guestPageKey(c, viewer, language) : undefined;
    const res = key
      ? await guestPages.serve(
          {
            key,
            nonce: cspNonce,
            acceptEncoding: c.req.header("Accept-Encoding"),
            faulted: () => faulted,
          },
          render,
        )
      : await render();
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
      // A kept page sent compressed: its bytes depend on the encoding asked for.
      if (headers.has("Content-Encoding")) headers.append("Vary", "Accept-Encoding");
    }
    // Whose page this is, for the service worker: it never keeps a seller's answer and drops
    // saved pages when the viewer changes (public/sw.js).
    headers.set("X-Viewer", viewerKey(viewer, language));
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  });
}
