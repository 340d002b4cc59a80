import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const alias = {
  "~": r("./app"),
  "@domain": r("./domain"),
  "@server": r("./server"),
};

export default defineConfig(({ mode }) => ({
  // Vitest runs with mode "test": the React Router plugin is for the app build only.
  plugins: mode === "test" ? [] : [tailwindcss(), reactRouter()],
  resolve: { alias },
  build: { target: "es2020", assetsInlineLimit: 2048 },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
}));
