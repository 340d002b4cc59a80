// A route's error state (404, 500, unknown product, offline) as an island: an
// error page rendered by the server keeps its HTML while the view's code arrives, so the code
// is not part of every page's first load. Every page fetches it once the browser is idle
// (`preloadRouteError`, from the app shell), so a failure on a later navigation, even offline,
// finds it already loaded.
import { island } from "./island";
import type { RouteErrorProps } from "./route-error-view";

export type { RouteErrorProps };

export const RouteError = island<RouteErrorProps>(() =>
  import("./route-error-view").then((m) => m.RouteError),
);

export const preloadRouteError = (): Promise<void> => RouteError.preload();
