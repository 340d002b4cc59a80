import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const alias = {
  "~": r("./app"),
  "@domain": r("./domain"),
  "@server": r("./server"),
  // The library itself, for app/lib/lazy-toast.tsx (the app's "react-hot-toast", below).
  "react-hot-toast-real": r("./node_modules/react-hot-toast/dist/index.mjs"),
};

/**
 * Writes build/client/sw.js: public/sw.js preceded by the list of built files to precache and
 * a version derived from them, so every deploy with new assets installs a new worker.
 * Seller screens are left out: shoppers never need them offline.
 */
function serviceWorker(): Plugin {
  return {
    name: "service-worker",
    apply: "build",
    writeBundle(options, bundle) {
      if (this.environment.config.build.ssr || !options.dir) return;
      const assets = Object.keys(bundle)
        .filter((f) => /^assets\/.*\.(js|css)$/.test(f) && !/^assets\/seller/.test(f))
        .sort()
        .map((f) => `/${f}`);
      const source = readFileSync(r("./public/sw.js"), "utf8");
      const version = createHash("sha256")
        .update(assets.join("\n") + source)
        .digest("hex")
        .slice(0, 12);
      const build = JSON.stringify({ version, assets });
      writeFileSync(join(options.dir, "sw.js"), `self.__BUILD__ = ${build};\n${source}`);
    },
  };
}

/**
 * Vite's helper for lazy imports (`\0vite/preload-helper.js`), in short. Every page's first
 * load carries it, in the shell. It does what Vite's does for this store: before a lazy chunk
 * is imported, the files listed with it are asked for as module preloads (scripts) or
 * stylesheets, each once and only if the page has no such link; the import waits for the
 * stylesheets, and fails if one fails. Left out: a base other than "/", the CSP nonce meta
 * (the store sets none), browsers without modulepreload (the build targets ES2020 browsers,
 * which the store's pages already need), and the `vite:preloadError` event, which nothing
 * here listens to. 272 bytes less gzip.
 */
const PRELOAD_HELPER = `const seen = {};
export const __vitePreload = (load, deps) =>
  Promise.all((deps || []).map((dep) => {
    dep = "/" + dep;
    if (dep in seen) return;
    seen[dep] = true;
    const css = dep.endsWith(".css");
    if (document.querySelector(\`link[href="\${dep}"]\${css ? '[rel="stylesheet"]' : ""}\`)) return;
    const link = document.createElement("link");
    link.rel = css ? "stylesheet" : "modulepreload";
    if (!css) link.as = "script";
    link.crossOrigin = "";
    link.href = dep;
    document.head.appendChild(link);
    if (css)
      return new Promise((resolve, reject) => {
        link.onload = resolve;
        link.onerror = () => reject(new Error(\`Unable to preload CSS for \${dep}\`));
      });
  })).then(load);`;

function shortPreloadHelper(): Plugin {
  return {
    name: "short-preload-helper",
    apply: "build",
    // Before Vite's own plugin, which would answer the same id.
    enforce: "pre",
    load(id) {
      if (id !== "\0vite/preload-helper.js" || this.environment.config.consumer !== "client")
        return null;
      return { code: PRELOAD_HELPER, moduleSideEffects: false };
    },
  };
}

/**
 * React Router publishes a production build (dev warnings compiled out) but its package exports
 * only name the development one. The browser bundle takes the production files; the server
 * keeps the package's own resolution, so both sides share one copy each.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = r("./node_modules/react-router/dist/production/");
  const files: Record<string, string> = {
    "react-router": `${dist}index.mjs`,
    "react-router/dom": `${dist}dom-export.mjs`,
  };
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    resolveId(source) {
      if (this.environment.config.consumer !== "client") return null;
      return files[source] ?? null;
    },
  };
}

const FRAMEWORK =
  /node_modules\/(react|react-dom|scheduler|react-router|@react-router|cookie|set-cookie-parser|turbo-stream|@lingui\/core|@lingui\/react)\//;
const ROOT_ROUTE = r("./app/root.tsx");

/**
 * Small modules that the same pages load together, kept in one chunk each.
 * Rollup would give each its own file by the exact set of routes and islands that import it:
 * /products loaded eleven files of 150-1,500 bytes, each compressed alone.
 * - "catalog": a product's price and address and the storefront's words (the cards', the
 *   cart's toasts): the lists' and a product page's live parts, cart, orders.
 * - "picture": a product's picture and the cart stepper's plus and minus. Cards, cart and
 *   orders draw them live; a product page only once its gallery's code comes (an island), so
 *   the page's first load leaves them out.
 * - "icons-shop": the icons of cards, cart, lists and checkout; a product page's first view
 *   needs none of them.
 * - "list-query": a list's address and its query (lists, the header's search box).
 * - "marks": a product's badges and the store's delivery, hours, order and cash icons: a product
 *   page's details draw them once live; orders, checkout, contact and the home page's steps too.
 * - "http": the browser's HTTP client and the session's storage and cookie helpers it reads
 *   (every account, cart and order call, the login and logout steps, the profile page).
 *   The full message table comes with it (Rollup puts into a group's chunk the modules that
 *   only the group imports): every page that shows those messages calls the server.
 * - "pricing": the order's money rules (tax, minimum, subtotal): the cart and checkout,
 *   orders, and the information pages that quote the minimum order and the tax. Named apart
 *   from "http", which would otherwise take the rules in and bring the whole client to those
 *   pages.
 * - "catalog-list": the card grid with its cart controls: the live part of /products, a
 *   category page, the best sellers and related products, all islands that load after the
 *   page.
 * A module of a group takes with it the modules only it imports, as Rollup does for any chunk.
 */
const GROUPS: Record<string, string[]> = {
  catalog: [
    "./domain/messages-storefront.ts",
    "./domain/money.ts",
    "./domain/category-rules.ts",
    "./app/lib/product-href.ts",
  ].map(r),
  picture: [
    "./domain/media.ts",
    "./app/components/ui/product-image.tsx",
    "./app/components/ui/icons-cart.tsx",
  ].map(r),
  "icons-shop": ["./app/components/ui/icons-shop.tsx"].map(r),
  "list-query": ["./domain/catalog-query.ts", "./app/lib/products-url.ts"].map(r),
  marks: [
    "./app/components/ui/badge.tsx",
    "./app/components/ui/icons-store.tsx",
    "./app/components/ui/button.tsx",
  ].map(r),
  http: ["./app/lib/http.ts", "./app/lib/browser-session.ts"].map(r),
  pricing: ["./domain/pricing.ts"].map(r),
  "catalog-list": [
    "./app/features/catalog/components/product-list-view.tsx",
    "./app/components/product-card.tsx",
    "./app/components/cart-control.tsx",
  ].map(r),
};

type ModuleInfo = { importedIds: readonly string[] } | null;
type GetModuleInfo = (id: string) => ModuleInfo;

/** Per build: the modules the root route reaches by static imports alone (every page loads them). */
const shellOf = new WeakMap<GetModuleInfo, Set<string>>();

function staticallyFromRoot(id: string, getModuleInfo: GetModuleInfo): boolean {
  let shell = shellOf.get(getModuleInfo);
  if (!shell) {
    shell = new Set();
    const queue = [ROOT_ROUTE];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (shell.has(next)) continue;
      shell.add(next);
      queue.push(...(getModuleInfo(next)?.importedIds ?? []));
    }
    shellOf.set(getModuleInfo, shell);
  }
  return shell.has(id);
}

/**
 * The browser's chunks:
 * - "framework": React, React DOM, React Router and Lingui's runtime (the page's words), cached
 *   across deploys of the store's own code and measured apart from it (bench/lighthouse.bench.ts).
 * - "shell": the store's code that every page loads (what the root route reaches by static
 *   imports). Rollup would otherwise split it into a dozen small files by which routes share
 *   each piece, though every page needs all of them: one file compresses better and costs one
 *   request. Code behind a lazy import stays in its own chunk.
 */
function chunkOf(id: string, { getModuleInfo }: { getModuleInfo: GetModuleInfo }) {
  if (FRAMEWORK.test(id)) return "framework";
  if (id.includes("/node_modules/") || id.startsWith("\0")) return undefined;
  if (staticallyFromRoot(id, getModuleInfo)) return "shell";
  return Object.entries(GROUPS).find(([, files]) => files.includes(id))?.[0];
}

export default defineConfig(({ mode, isSsrBuild }) => ({
  // Vitest runs with mode "test": the React Router plugin is for the app build only.
  plugins:
    mode === "test"
      ? []
      : [
          tailwindcss(),
          shortPreloadHelper(),
          reactRouterProductionBuild(),
          reactRouter(),
          serviceWorker(),
        ],
  // In the app build, react-hot-toast is loaded lazily through app/lib/lazy-toast.tsx.
  resolve: {
    alias:
      mode === "test"
        ? alias
        : [
            { find: /^react-hot-toast$/, replacement: r("./app/lib/lazy-toast.tsx") },
            ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
          ],
  },
  build: {
    target: "es2020",
    assetsInlineLimit: 2048,
    // Terser's two passes leave the browser's scripts about 3% smaller in gzip than esbuild's
    // minifier. The server bundle stays readable, as Vite leaves it by default.
    minify: isSsrBuild ? false : "terser",
    terserOptions: { compress: { passes: 2 }, safari10: false },
    // A lazy import's list of files to fetch with it leaves out the entry and the shell (script
    // and styles): every page has loaded them before any of its code runs.
    modulePreload: {
      resolveDependencies: (_file: string, deps: string[]) =>
        deps.filter((dep) => !/^assets\/(entry\.client|shell)-[\w-]+\.(js|css)$/.test(dep)),
    },
    rollupOptions: { output: { manualChunks: chunkOf } },
  },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
}));
