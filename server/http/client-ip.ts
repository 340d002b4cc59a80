import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/** The socket's address; requests made in-process (tests) have none and share one bucket. */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "local";
  } catch {
    return "local";
  }
}
