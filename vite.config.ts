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

export default defineConfig(({ mode }) => ({
  // Vitest runs with mode "test": the React Router plugin is for the app build only.
  plugins: mode === "test" ? [] : [tailwindcss(), reactRouter(), serviceWorker()],
  // In the app build, react-hot-toast is loaded lazily through app/lib/lazy-toast.tsx.
  resolve: {
    alias:
      mode === "test"
        ? alias
        : [
            { find: /^react-hot-toast$/, replacement: r("./app/lib/lazy-toast.tsx") },
            {
              find: /^react-hot-toast-real$/,
              replacement: r("./node_modules/react-hot-toast/dist/index.mjs"),
            },
            ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
          ],
  },
  build: {
    target: "es2020",
    assetsInlineLimit: 2048,
    // React, React DOM and React Router in one chunk named "framework": cached across deploys of
    // the store's own code, and measured apart from it (bench/lighthouse.bench.ts).
    rollupOptions: {
      output: {
        manualChunks: (id: string) =>
          /node_modules\/(react|react-dom|scheduler|react-router|@react-router|cookie|set-cookie-parser|turbo-stream)\//.test(
            id,
          )
            ? "framework"
            : undefined,
      },
    },
  },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
}));
