import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { badRequest } from "../../http/errors";
import { withAbsoluteMedia } from "../../http/public-url";
import { parseQuery } from "../../http/validate";
import { catalogueCache } from "../../platform/cache";
import { DEFAULT_SORT, type SortOption } from "@domain/catalog-query";
import { jsonBody, sendJsonBody } from "./catalog.bodies";
import { ProductListQuerySchema, ProductSuggestQuerySchema } from "./catalog.schemas";
import { sendFullList } from "./full-list";
import { queryProducts } from "./catalog.service";
import { parseCursor } from "./paging";
import { suggestProducts } from "./search";

export const catalogRoutes = new Hono<AppEnv>()
  .get("/list", async (c) => {
    const query = parseQuery(c, ProductListQuerySchema);
    // c.get, not c.var: every read of c.var copies all the request's variables anew.
    const deps = c.get("deps");
    const db = deps.db;
    const paged = Object.values(query).some((v) => v !== undefined);
    // SPEC §7: the plain call answers every product (built, compressed and limited in full-list.ts).
    if (!paged) return sendFullList(c);
    const cache = catalogueCache(deps.platform.bus);
    // PUBLIC_URL: media URLs are made absolute before the body is compressed and cached.
    const publicUrl = deps.env.PUBLIC_URL;
    const sort = (query.sort ?? DEFAULT_SORT) as SortOption;
    let after: ReturnType<typeof parseCursor> | undefined;
    if (query.cursor !== undefined) {
      after = parseCursor(query.cursor, sort);
      if (!after.ok) throw badRequest(`cursor: ${after.message}`);
    }
    const filter = {
      search: query.search ?? query.q,
      category: query.category,
      sort: query.sort as SortOption | undefined,
      page: query.page,
      limit: query.limit,
      inStock: query.inStock === undefined ? undefined : query.inStock === "true",
      after: after?.ok ? after.values : undefined,
    };
    const key = `list:${JSON.stringify([filter.search, filter.category, filter.sort, filter.page, filter.limit, filter.inStock, query.cursor])}`;
    const body = await cache.get(
      key,
      async () => {
        const { page, ...rest } = await queryProducts(db, filter, cache);
        const answer = {
          success: true,
          ...rest,
          ...(query.cursor === undefined ? { page } : {}),
          message: "Products fetched",
        };
        return jsonBody(withAbsoluteMedia(Buffer.from(JSON.stringify(answer)), publicUrl));
      },
      (b) => b.bytes(),
    );
    return sendJsonBody(c, body);
  })
  .get("/suggest", async (c) => {
    const { q } = parseQuery(c, ProductSuggestQuerySchema);
    const answer = await suggestProducts(c.var.deps.db, q, catalogueCache(c.var.deps.platform.bus));
    return c.json({ success: true as const, ...answer });
  });
