import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import type { GetManualChunk, GetModuleInfo } from "rollup";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const alias = {
  "~": r("./app"),
  "@domain": r("./domain"),
  "@server": r("./server"),
};

type BuiltChunk = {
  type: string;
  fileName: string;
  imports?: string[];
  facadeModuleId?: string | null;
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * The scripts and styles every page loads: the client entry and the root route, with what they
 * import statically (the worker saving data keeps only these at install).
 */
function everyPageFiles(bundle: Record<string, BuiltChunk>): string[] {
  const root = r("./app/root.tsx");
  const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
  const queue = chunks
    .filter((c) => /^assets\/entry\.client-/.test(c.fileName) || c.facadeModuleId?.startsWith(root))
    .map((c) => c.fileName);
  const found = new Set<string>();
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    const chunk = bundle[file];
    for (const css of chunk?.viteMetadata?.importedCss ?? []) found.add(css);
    queue.push(...(chunk?.imports ?? []));
  }
  return [...found].sort().map((f) => `/${f}`);
}

/**
 * Writes build/client/sw.js: public/sw.js preceded by the list of built files to precache,
 * those every page loads, and a version derived from them, so every deploy with new assets
 * installs a new worker. Seller screens are left out: shoppers never need them offline.
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
      const everyPage = everyPageFiles(bundle as unknown as Record<string, BuiltChunk>);
      const build = JSON.stringify({ version, assets, everyPage });
      writeFileSync(join(options.dir, "sw.js"), `self.__BUILD__ = ${build};\n${source}`);
    },
  };
}

/**
 * The browser's chunk rule, by package and by what every page loads:
 * - React, React DOM, React Router and Lingui's runtime (the page's words) in "framework",
 *   which changes only when those packages do, so a deploy of the store's own code leaves it in
 *   the phone's cache;
 * - the store's own code that every page runs (what the root route imports statically: the
 *   header, footer, session and cart) in "shell": one file instead of a score of small ones, so
 *   a phone on mobile data spends its few connections on the page's picture, not on round trips.
 * Everything else is split by route and by lazy import, as Vite and React Router do by themselves.
 */
const FRAMEWORK =
  /node_modules\/(react|react-dom|scheduler|react-router|@react-router|cookie|set-cookie-parser|turbo-stream|@lingui\/core|@lingui\/react)\//;
const ROOT_ROUTE = r("./app/root.tsx");

/** Modules reached from `from` through static imports only (lazy parts stay out). */
function staticallyReached(from: string[], info: GetModuleInfo): Set<string> {
  const found = new Set<string>();
  for (let id = from.pop(); id !== undefined; id = from.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    from.push(...(info(id)?.importedIds ?? []));
  }
  return found;
}

function chunkRule(): GetManualChunk {
  let everyPage: Set<string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (FRAMEWORK.test(id)) return "framework";
    everyPage ??= staticallyReached(
      [...getModuleIds()].filter((m) => m.startsWith(ROOT_ROUTE)),
      getModuleInfo,
    );
    // Only the store's own source: the root route's module stays React Router's, styles stay
    // Vite's, and packages and Rollup's helpers (which the framework imports too) stay where
    // Rollup puts them, or the two chunks would import each other.
    const own = !id.startsWith("\0") && !id.includes("/node_modules/") && !/\.css($|\?)/.test(id);
    return own && !id.startsWith(ROOT_ROUTE) && everyPage.has(id) ? "shell" : undefined;
  };
}

export default defineConfig(({ mode, isSsrBuild }) => ({
  // Vitest runs with mode "test": the React Router plugin is for the app build only.
  plugins: mode === "test" ? [] : [tailwindcss(), reactRouter(), serviceWorker()],
  resolve: { alias },
  build: {
    target: "es2020",
    assetsInlineLimit: 2048,
    // Terser's two passes leave the browser's scripts about 3% smaller in gzip than esbuild's
    // minifier. The server bundle stays readable, as Vite leaves it by default.
    minify: isSsrBuild ? false : "terser",
    terserOptions: { compress: { passes: 2 }, safari10: false },
    rollupOptions: { output: { manualChunks: chunkRule() } },
  },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
}));
