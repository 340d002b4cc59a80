import { createRequestHandler, type ServerBuild } from "react-router";
import type { PageHandler } from "../app";
import { PROJECT_ROOT } from "../lib/project-root";

/**
 * The store's real pages for API tests: the React Router server build compiled on the fly by
 * Vite (as `npm run dev` does), so tests render the same routes, loaders and meta as the
 * store without a production build. Close it when done.
 */
export async function createSsrPageHandler(): Promise<{
  pageHandler: PageHandler;
  close: () => Promise<void>;
}> {
  const vite = await import("vite");
  const server = await vite.createServer({
    root: PROJECT_ROOT,
    configFile: `${PROJECT_ROOT}/vite.config.ts`,
    mode: "development",
    logLevel: "error",
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
  });
  const handle = createRequestHandler(
    () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    "development",
  );
  return {
    pageHandler: (request, context) => handle(request, context),
    close: () => server.close(),
  };
}
