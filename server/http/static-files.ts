import type { Hono, MiddlewareHandler } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { relative } from "node:path";
import { MEDIA_NAME, mediaStoreFor } from "../platform/media-store";
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

/**
 * Uploaded images at /media/<name>, read through the media store that serves `mediaDir`
 * (files, or the database shared by every instance: server/platform/media-store.ts). Names
 * are content-hashed, so the answer is immutable and the name itself is the ETag.
 */
export function mountMedia(app: Hono<AppEnv>, mediaDir: string) {
  app.on(["GET", "HEAD"], "/media/:name", async (c) => {
    const name = c.req.param("name");
    if (!MEDIA_NAME.test(name)) return c.text("Not found", 404);
    const etag = `"${name.replace(/\.webp$/, "")}"`;
    const ifNoneMatch = c.req.header("if-none-match");
    if (ifNoneMatch && ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) {
      return c.body(null, 304, { ETag: etag, "Cache-Control": IMMUTABLE });
    }
    const data = await mediaStoreFor(mediaDir).get(name);
    if (!data) return c.text("Not found", 404);
    const headers = {
      "Content-Type": "image/webp",
      "Cache-Control": IMMUTABLE,
      ETag: etag,
      "Content-Length": String(data.length),
    };
    if (c.req.method === "HEAD") return c.body(null, 200, headers);
    return c.body(new Uint8Array(data), 200, headers);
  });
  app.all("/media/*", (c) => c.text("Not found", 404));
}
