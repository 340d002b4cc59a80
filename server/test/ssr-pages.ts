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
    // No HMR socket: several test files run a server of their own at once (port 24678 is one).
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: "custom",
    // Pages are rendered on the server only: no browser dependencies to pre-bundle (a scan
    // cut short when the file's server closes prints "The build was canceled").
    optimizeDeps: { noDiscovery: true, include: [] },
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
