// What the service worker (public/sw.js) keeps for offline use, read back for the offline page
// and for error pages shown while offline. The cache names are shared with the worker.
import { useEffect, useState } from "react";
import type { Translate } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/locales/keys";

/** Visited pages (documents and React Router data), bounded by the worker. */
export const PAGES_CACHE = "minimart-pages-v1";

export interface CachedPage {
  href: string;
  label: string;
}

/** The store's own pages, named in the page's language (app/locales/<language>/errors.json). */
const LABELS: Record<string, MessageKey> = {
  "/": "errors.saved.home",
  "/products": "errors.saved.products",
  "/cart": "errors.saved.cart",
  "/about": "errors.saved.about",
  "/contact": "errors.saved.contact",
  "/faqs": "errors.saved.faqs",
  "/delivery-info": "errors.saved.deliveryInfo",
  "/payment-methods": "errors.saved.paymentMethods",
  "/refund-policy": "errors.saved.refundPolicy",
};

/** "/products/instant/abc" → a readable label from the path when no title is known. */
export function labelForPath(href: string, t: Translate): string {
  const url = new URL(href, "http://x");
  const known = LABELS[url.pathname];
  const search = url.searchParams.get("search");
  if (url.pathname === "/products" && search) return t("errors.saved.search", { query: search });
  if (known) return t(known);
  const last = decodeURIComponent(url.pathname.split("/").filter(Boolean).at(-1) ?? "");
  return last.replace(/[-_]+/g, " ").replace(/^\w/, (c) => c.toUpperCase()) || url.pathname;
}

/** Documents saved by the worker (not the offline page itself), titles when it stored them. */
export async function listCachedPages(t: Translate): Promise<CachedPage[]> {
  if (typeof caches === "undefined") return [];
  const cache = await caches.open(PAGES_CACHE);
  const pages: CachedPage[] = [];
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    if (url.origin !== location.origin || url.pathname.endsWith(".data")) continue;
    if (url.pathname === "/offline") continue;
    const response = await cache.match(request);
    const title = response?.headers.get("X-Page-Title");
    const href = url.pathname + url.search;
    const label = title ? decodeURIComponent(title).replace(/ \| Sorsogon MiniMart$/, "") : "";
    pages.push({ href, label: label || labelForPath(href, t) });
  }
  return pages.sort((a, b) => a.href.localeCompare(b.href));
}

/** The cached pages, read after hydration (empty on the server and before). */
/** `t` names the store's own pages; keep it stable (useT's is) or the list is read again. */
export function useCachedPages(enabled: boolean, t: Translate): CachedPage[] {
  const [pages, setPages] = useState<CachedPage[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    listCachedPages(t)
      .then((list) => live && setPages(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [enabled, t]);
  return pages;
}

/**
 * A link tapped offline fetches the next page's data, which the worker keeps only for pages
 * opened by a link before. When the page itself was saved (opened once by its address), load
 * it again as a document: the worker answers with the saved copy instead of an error.
 */
export function useOpenSavedCopy(enabled: boolean) {
  useEffect(() => {
    if (!enabled || typeof caches === "undefined" || !navigator.serviceWorker?.controller) return;
    let live = true;
    const here = location.pathname + location.search;
    caches
      .open(PAGES_CACHE)
      .then((cache) => cache.match(here))
      .then((saved) => {
        if (live && saved && location.pathname + location.search === here) location.reload();
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [enabled]);
}

/** A failed data request or a page opened with no network: the offline wording applies. */
export function isOfflineError(error: unknown): boolean {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return true;
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}
