import type { Context, Hono } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { timingSafeEqual } from "node:crypto";
import { renderMetrics } from "../lib/metrics";
import type { AppEnv } from "./app-env";

/**
 * Calls for the machines around the store, outside /api:
 *   GET /healthz  the process answers (liveness)
 *   GET /readyz   database reachable and migrations applied; 503 while starting or draining
 *   GET /metrics  Prometheus text; from loopback only, or with METRICS_TOKEN as a Bearer
 */
export function mountOpsRoutes(app: Hono<AppEnv>) {
  app.get("/healthz", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ success: true, status: "alive" });
  });

  app.get("/readyz", async (c) => {
    c.header("Cache-Control", "no-store");
    const reason = await c.var.deps.platform.notReadyReason();
    if (reason) return c.json({ success: false, message: `Not ready: ${reason}` }, 503);
    return c.json({ success: true, status: "ready" });
  });

  app.get("/metrics", async (c) => {
    c.header("Cache-Control", "no-store");
    if (!metricsAllowed(c)) return c.json({ success: false, message: "Forbidden" }, 403);
    const { contentType, body } = await renderMetrics();
    return c.body(body, 200, { "Content-Type": contentType });
  });
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
}

/**
 * Loopback means the socket's own address, and only when no proxy stands in between (a
 * request relayed by a local nginx comes from loopback too): with TRUST_PROXY_HOPS set, or a
 * forwarded header present, the token is required.
 */
function metricsAllowed(c: Context<AppEnv>): boolean {
  const token = c.var.deps.env.METRICS_TOKEN;
  const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1];
  if (token && given) {
    const a = Buffer.from(given);
    const b = Buffer.from(token);
    if (a.length === b.length && timingSafeEqual(a, b)) return true;
  }
  if (c.var.deps.env.TRUST_PROXY_HOPS > 0 || c.req.header("x-forwarded-for")) return false;
  try {
    return isLoopback(getConnInfo(c).remote.address);
  } catch {
    return false; // no socket (in-process request)
  }
}
