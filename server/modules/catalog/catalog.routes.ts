import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { parseQuery } from "../../http/validate";
import { ProductListQuerySchema } from "./catalog.schemas";
import { listAllProducts, queryProducts } from "./catalog.service";
import type { SortOption } from "@domain/catalog-query";

export const catalogRoutes = new Hono<AppEnv>().get("/list", async (c) => {
  const query = parseQuery(c, ProductListQuerySchema);
  const db = c.var.deps.db;
  const paged = Object.values(query).some((v) => v !== undefined);
  if (!paged) {
    // SPEC §7: the plain call answers every product.
    const all = await listAllProducts(db);
    return c.json({ success: true, products: all, message: "Products fetched" });
  }
  const page = await queryProducts(db, {
    search: query.search,
    category: query.category,
    sort: query.sort as SortOption | undefined,
    page: query.page,
    limit: query.limit,
    inStock: query.inStock === undefined ? undefined : query.inStock === "true",
  });
  return c.json({ success: true, ...page, message: "Products fetched" });
});
