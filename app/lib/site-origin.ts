import type { AppLoadContext } from "react-router";

/**
 * The store's address for share links and structured data: the configured public address,
 * else this request's. For loaders (server only).
 */
export function siteOrigin(context: Pick<AppLoadContext, "publicUrl">, request: Request): string {
  return context.publicUrl ?? new URL(request.url).origin;
}
