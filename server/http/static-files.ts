import type { Hono, MiddlewareHandler } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { relative } from "node:path";
import type { AppEnv } from "./app-env";

export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves files under `dir` at `prefix`, with a Cache-Control on what was found. (serveStatic
 * builds its Response before calling onFound, so a header set there would be lost; it is set
 * after the handler instead.) A miss under the prefix is a plain 404, never a page render.
 */
export function mountStatic(
  app: Hono<AppEnv>,
  prefix: string | null,
  dir: string,
  cacheControl: string,
  options: { precompressed?: boolean } = {},
) {
  const root = relative(process.cwd(), dir) || ".";
  const pattern = prefix ? `${prefix}/*` : "*";
  const setCache: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206) c.header("Cache-Control", cacheControl);
  };
  app.use(pattern, setCache);
  app.use(
    pattern,
    serveStatic({
      root,
      precompressed: options.precompressed ?? false,
      rewriteRequestPath: prefix ? (p) => p.slice(prefix.length) : undefined,
    }),
  );
  if (prefix) app.get(pattern, (c) => c.text("Not found", 404));
}
