import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { AppEnv } from "./app-env";

/**
 * The client's address for rate limits. Behind TRUST_PROXY_HOPS proxies it is the entry of
 * X-Forwarded-For the outermost trusted proxy wrote (counted from the right: anything further
 * left was written by the client and can be forged). Requests made in-process (tests) have no
 * socket and share one bucket.
 */
export function clientIp(c: Context<AppEnv>): string {
  const hops = c.var.deps?.env.TRUST_PROXY_HOPS ?? 0;
  if (hops > 0) {
    const entries = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((e) => e.trim())
      .filter(Boolean);
    const fromProxy = entries[entries.length - hops];
    if (fromProxy) return fromProxy;
  }
  try {
    return getConnInfo(c).remote.address ?? "local";
  } catch {
    return "local";
  }
}
