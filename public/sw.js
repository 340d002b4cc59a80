/* Sorsogon MiniMart service worker: the store on a weak or missing signal.
 *
 * - App shell (built JS/CSS, icons, manifest, the offline page) is precached at install; the
 *   build writes the list into self.__BUILD__ (vite.config.ts, plugin "service-worker"). A
 *   shopper saving data gets only what every page loads; the rest is kept as it is used.
 * - Visited public pages and their React Router data (*.data, /resources/cart-products): network
 *   first; offline (or no answer within 4 s) the saved copy. Bounded in number. A cart list
 *   never fetched as such is put together from the saved products when all are known.
 * - Product and site images: stale-while-revalidate, bounded in number.
 * - Never cached: anything but GET (nothing is replayed), /api/*, seller pages, personal pages
 *   (orders, profile, add-address), and any answer rendered for a seller. Saved pages belong to
 *   one viewer (the X-Viewer header of the answer): when it changes, or the app says the session
 *   changed (login, logout), the saved pages and data are dropped, so nothing leaks between users.
 * - A new version installs in the background and waits; the app tells it to take over on the
 *   next navigation (SKIP_WAITING), then reloads that page, or the next one when the customer
 *   has touched it meanwhile. The cart lives in local storage or on the server, so it survives.
 */
/* global self, caches */
const BUILD = self.__BUILD__ || { version: "dev", assets: [], everyPage: [] };
const SHELL = `minimart-shell-${BUILD.version}`;
const PAGES = "minimart-pages-v1";
const DATA = "minimart-data-v1";
const IMAGES = "minimart-images-v1";
const META = "minimart-meta-v1";
const LIMITS = { [PAGES]: 40, [DATA]: 80, [IMAGES]: 200 };
const NETWORK_WAIT_MS = 4000;
const OFFLINE_URL = "/offline";
const SHELL_FILES = [
  "/site.webmanifest",
  "/favicon.svg",
  "/favicon.ico",
  "/icon-192.png",
  "/icon-512.png",
  "/apple-touch-icon.png",
];
/** Pages anyone may see; everything else is left to the network. */
const PUBLIC_PAGE =
  /^\/(?:|products(?:\/[^/]+(?:\/[^/]+)?)?|cart|about|contact|faqs|delivery-info|payment-methods|refund-policy)\/?$/;

/** The store's languages besides English (domain/language.ts): an offline page is kept for each. */
const OTHER_LANGUAGES = ["fil"];
/** Where the offline page in a language is kept (and fetched: the server reads ?lang there). */
const offlineUrlIn = (language) => (language ? `${OFFLINE_URL}?lang=${language}` : OFFLINE_URL);

/** The offline page without its scripts (it is shown at another address, so it must not hydrate). */
async function offlinePage(language) {
  const res = await fetch(offlineUrlIn(language), { credentials: "omit", cache: "no-store" });
  if (!res.ok) throw new Error(`offline page: ${res.status}`);
  const html = (await res.text())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link rel="modulepreload"[^>]*>/gi, "");
  return new Response(html, {
    headers: { "Content-Type": "text/html; charset=utf-8", "X-Viewer": "guest" },
  });
}

/**
 * Registered as /sw.js?save-data for a shopper whose browser asks to save data: the worker keeps
 * at install only the scripts and styles every page loads, which the page that registers it has
 * just loaded (so they cost nothing more); other pages' code is kept as those pages are used.
 */
const SAVE_DATA = new URL(self.location.href).searchParams.has("save-data");

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      // The offline page and icons must be there; a script that fails now is fetched (and
      // kept) the first time a page needs it.
      await cache.put(OFFLINE_URL, await offlinePage());
      // The other languages' offline pages are a courtesy: a failure leaves English.
      await Promise.allSettled(
        OTHER_LANGUAGES.map(async (l) => cache.put(offlineUrlIn(l), await offlinePage(l))),
      );
      await cache.addAll(SHELL_FILES);
      const assets = SAVE_DATA ? BUILD.everyPage : BUILD.assets;
      await Promise.allSettled(assets.map((asset) => cache.add(asset)));
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith("minimart-shell-") && name !== SHELL) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const type = event.data && event.data.type;
  if (type === "SKIP_WAITING") self.skipWaiting();
  else if (type === "SESSION_CHANGED") event.waitUntil(forgetPages());
  else if (type === "SAVE_PAGE" && typeof event.data.url === "string")
    // The page that installed the worker was loaded before it: save it now.
    event.waitUntil(savePage(event.data.url));
});

async function forgetPages() {
  await caches.delete(PAGES);
  await caches.delete(DATA);
}

async function trim(cacheName) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  const extra = keys.length - LIMITS[cacheName];
  for (let i = 0; i < extra; i++) await cache.delete(keys[i]);
}

/** Whose answer this is; a new viewer drops what the previous one saved. */
async function acceptViewer(response) {
  const viewer = response.headers.get("X-Viewer");
  if (!viewer || viewer === "seller") return false;
  const meta = await caches.open(META);
  const known = await meta.match("/__viewer");
  const previous = known ? await known.text() : null;
  if (previous !== viewer) {
    await forgetPages();
    await meta.put("/__viewer", new Response(viewer));
  }
  return true;
}

function cacheableAnswer(response) {
  if (!response || response.status !== 200 || response.type !== "basic") return false;
  return !/no-store/i.test(response.headers.get("Cache-Control") || "");
}

async function store(cacheName, request, response) {
  if (!cacheableAnswer(response) || !(await acceptViewer(response))) return;
  let copy = response;
  if (cacheName === PAGES) {
    // Keep the page's title beside it, for the offline page's list of saved pages.
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/i.exec(html);
    const headers = new Headers(response.headers);
    if (title) headers.set("X-Page-Title", encodeURIComponent(unescapeHtml(title[1])));
    copy = new Response(html, { status: 200, headers });
  }
  const cache = await caches.open(cacheName);
  await cache.put(request, copy);
  await trim(cacheName);
}

/** The page title as text: one pass, so "&amp;lt;" stays "&lt;". */
const CHARS = { amp: "&", "#x27": "'", "#39": "'", quot: '"', lt: "<", gt: ">" };
const unescapeHtml = (text) =>
  text.replace(/&(amp|#x27|#39|quot|lt|gt);/g, (_, name) => CHARS[name]);

async function savePage(url) {
  const u = new URL(url, self.location.origin);
  if (u.origin !== self.location.origin || !PUBLIC_PAGE.test(u.pathname)) return;
  const request = new Request(u.pathname + u.search);
  const existing = await (await caches.open(PAGES)).match(request);
  if (existing) return;
  try {
    await store(PAGES, request, await fetch(request));
  } catch {
    /* offline: nothing to save */
  }
}

/** Network first; the saved copy when the network fails or keeps us waiting too long. */
async function networkFirst(event, cacheName, fallback) {
  const { request } = event;
  const cache = await caches.open(cacheName);
  const network = fetch(request).then((response) => {
    event.waitUntil(store(cacheName, request, response.clone()).catch(() => undefined));
    return response;
  });
  const saved = new Promise((resolve) => {
    setTimeout(async () => resolve(await cache.match(request)), NETWORK_WAIT_MS);
  });
  try {
    const first = await Promise.race([network, saved]);
    if (first) return first;
    return await network;
  } catch {
    const copy = await cache.match(request);
    if (copy) return copy;
    if (fallback) return fallback();
    throw new Error("offline and not saved");
  }
}

async function staleWhileRevalidate(event, cacheName) {
  const cache = await caches.open(cacheName);
  const saved = await cache.match(event.request);
  const network = fetch(event.request).then(async (response) => {
    if (response.ok && response.type === "basic") {
      await cache.put(event.request, response.clone());
      await trim(cacheName);
    }
    return response;
  });
  if (saved) {
    event.waitUntil(network.catch(() => undefined));
    return saved;
  }
  return network;
}

async function shellFirst(request) {
  const saved = await caches.match(request, { cacheName: SHELL });
  if (saved) return saved;
  const response = await fetch(request);
  if (response.ok && request.url.includes("/assets/"))
    await (await caches.open(SHELL)).put(request, response.clone());
  return response;
}

/**
 * Offline, a cart whose exact list of products was never fetched (a quantity changed is the
 * same list; a product added or removed is not) is answered from the products of the saved
 * answers. Only when every product is known: an absent product means "deleted" to the cart,
 * so a partial answer would drop lines from it.
 */
async function cartProductsFromSaved(url) {
  const ids = [...new Set((url.searchParams.get("ids") || "").split(",").filter(Boolean))];
  const known = new Map();
  const cache = await caches.open(DATA);
  for (const request of await cache.keys()) {
    if (new URL(request.url).pathname !== "/resources/cart-products") continue;
    const response = await cache.match(request);
    const body = response ? await response.json().catch(() => null) : null;
    for (const product of (body && body.products) || []) known.set(product._id, product);
  }
  if (!ids.every((id) => known.has(id))) throw new Error("offline and not saved");
  return new Response(JSON.stringify({ ids, products: ids.map((id) => known.get(id)) }), {
    headers: { "Content-Type": "application/json", "X-Viewer": "guest" },
  });
}

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The offline page with the list of saved pages (the same markup app/components/route-error.tsx draws). */
async function offlineFallback() {
  // The viewer key names the language the shopper last browsed in ("guest;fil").
  const meta = await caches.open(META);
  const viewer = await meta.match("/__viewer");
  const language = viewer ? (await viewer.text()).split(";")[1] : undefined;
  const saved =
    (OTHER_LANGUAGES.includes(language) &&
      (await caches.match(offlineUrlIn(language), { cacheName: SHELL }))) ||
    (await caches.match(OFFLINE_URL, { cacheName: SHELL }));
  if (!saved) return new Response("You're offline", { status: 503 });
  const cache = await caches.open(PAGES);
  const links = [];
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    const response = await cache.match(request);
    const title = response && response.headers.get("X-Page-Title");
    const label = title
      ? decodeURIComponent(title).replace(/ \| Sorsogon MiniMart$/, "")
      : url.pathname;
    links.push(
      `<li><a href="${escapeHtml(url.pathname + url.search)}" class="block px-4 py-3 text-sm font-medium text-brand-700 hover:bg-gray-50">${escapeHtml(label)}</a></li>`,
    );
  }
  const page = await saved.text();
  // The heading in the offline page's own language, which the page carries for it.
  const heading = /<div data-saved-pages=""[^>]*data-heading="([^"]*)"/.exec(page)?.[1];
  const list = links.length
    ? `<nav aria-labelledby="saved-pages" class="mt-8 w-full text-left"><h2 id="saved-pages" class="text-sm font-bold text-gray-900">${heading || "Saved on this phone"}</h2><ul class="mt-2 divide-y divide-gray-100 rounded-xl bg-white ring-1 ring-gray-200">${links.join("")}</ul></nav>`
    : "";
  const html = page.replace(/<div data-saved-pages=""[^>]*><\/div>/, list);
  return new Response(html, { status: 200, headers: saved.headers });
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return; // orders, cart saves, logins: always the network
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;
  if (path.startsWith("/api/") || /seller/i.test(path)) return;

  if (path.startsWith("/assets/") || SHELL_FILES.includes(path)) {
    event.respondWith(shellFirst(request));
  } else if (path.startsWith("/media/") || path.startsWith("/images/")) {
    event.respondWith(staleWhileRevalidate(event, IMAGES));
  } else if (request.mode === "navigate") {
    if (PUBLIC_PAGE.test(path)) event.respondWith(networkFirst(event, PAGES, offlineFallback));
    else event.respondWith(fetch(request).catch(offlineFallback));
  } else if (path === "/resources/cart-products") {
    event.respondWith(networkFirst(event, DATA, () => cartProductsFromSaved(url)));
  } else if (path.endsWith(".data")) {
    const page = path.slice(0, -5) || "/";
    // The cart's product data may be asked as /resources/cart-products.data by React Router.
    if (page === "/_root" || page === "/resources/cart-products" || PUBLIC_PAGE.test(page))
      event.respondWith(networkFirst(event, DATA));
  }
});
