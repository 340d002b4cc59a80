import type { Hono, MiddlewareHandler } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { relative } from "node:path";
import type { AppEnv } from "./app-env";

export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves files under `dir` at `prefix` (or at the root when prefix is null, falling through to
 * the next handler on a miss), with a Cache-Control on the files actually served. serveStatic
 * builds its Response before calling onFound, so the header is set after the handler, and only
 * for requests onFound marked: a page or API answer passing through is never made public.
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
  const served = new WeakSet<Request>();
  const setCache: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    if (served.has(c.req.raw) && (c.res.status === 200 || c.res.status === 206)) {
      c.header("Cache-Control", cacheControl);
    }
  };
  app.use(pattern, setCache);
  app.use(
    pattern,
    serveStatic({
      root,
      precompressed: options.precompressed ?? false,
      rewriteRequestPath: prefix ? (p) => p.slice(prefix.length) : undefined,
      onFound: (_path, c) => {
        served.add(c.req.raw);
      },
    }),
  );
  if (prefix) app.get(pattern, (c) => c.text("Not found", 404));
}
