import type { MiddlewareHandler } from "hono";
import { catalogueCache } from "../platform/cache";
import type { AppEnv } from "./app-env";

/** The methods that may change something: the only ones this layer is mounted for. */
export const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"];

/**
 * A change answered by this instance is in its very next read: before a write's answer
 * leaves, this instance's cached catalogue has heard every change committed so far (an
 * order that moved stock, a seller's cancel that put it back, a product edit), whichever
 * module made it. Refused requests changed nothing and are not held.
 */
export const catalogueSeenAfterWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status >= 400) return;
  await catalogueCache(c.var.deps.platform.bus).sync(c.var.deps.db);
};
