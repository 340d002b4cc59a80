import type { MiddlewareHandler } from "hono";
import { catalogueCache } from "../platform/cache";
import type { AppEnv } from "./app-env";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A change answered by this instance is in its very next read: before a write's answer
 * leaves, this instance's cached catalogue has heard every change committed so far (an
 * order that moved stock, a seller's cancel that put it back, a product edit), whichever
 * module made it. Refused requests changed nothing and are not held.
 */
export const catalogueSeenAfterWrites: MiddlewareHandler<AppEnv> = (c, next) =>
  READS.has(c.req.method) ? next() : syncAfterWrite(c, next);

const syncAfterWrite: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status >= 400) return;
  await catalogueCache(c.var.deps.platform.bus).sync(c.var.deps.db);
};
