import type { MiddlewareHandler } from "hono";
import { randomUUID } from "node:crypto";
import { logger, withRequestScope } from "../lib/logger";
import { observeRequest } from "../lib/metrics";
import type { AppDeps, AppEnv } from "./app-env";

const REQUEST_ID = /^[\w.:-]{1,64}$/;

/**
 * Every request's id, its dependencies, its metrics and (by LOG_LEVEL) its log line. A proxy's
 * id is kept for log correlation only when it is a plain token; anything else (spaces, quotes,
 * 10 KB) is replaced rather than echoed into headers and logs.
 */
export function requestScope(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header("x-request-id") ?? "";
    const requestId = REQUEST_ID.test(given) ? given : randomUUID();
    c.set("deps", deps);
    c.set("requestId", requestId);
    await withRequestScope(requestId, next);
    // Set on the answer's own headers: `c.header` on a finished answer makes a new Response
    // around the body as a web stream, which then is piped to the socket chunk by chunk.
    const headers = c.res.headers;
    headers.set("X-Request-Id", requestId);
    if (deps.env.INSTANCE_ID) headers.set("X-Instance", deps.env.INSTANCE_ID);
    const seconds = (performance.now() - started) / 1000;
    observeRequest(c.req.method, c.req.routePath, c.req.path, c.res.status, seconds);
    if (deps.env.LOG_LEVEL === "debug" || (deps.env.LOG_LEVEL === "info" && c.res.status >= 500)) {
      withRequestScope(requestId, () =>
        logger.info("request", {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(seconds * 1000),
        }),
      );
    }
  };
}
