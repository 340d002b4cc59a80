import { and, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { ALL_CATEGORIES, SELLER_SORT_OPTIONS } from "@domain/catalog-query";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import type { VersionedCache } from "../../platform/cache";
import {
  createdKey,
  DEEP_OFFSET,
  firstCategoryKey,
  idKey,
  inStockKey,
  keysetCondition,
  nameKey,
  orderBy,
  priceKey,
  type KeyValue,
  type SortKey,
} from "../catalog/paging";
import { countFor, pageStart, pageStarts } from "../catalog/positions";
import { likeContains } from "../catalog/catalog.filter";
import { toApiProduct, type ApiProduct } from "../catalog/catalog.service";

/**
 * GET /api/product/seller-list: the seller's products list (SPEC §2.15) searched, filtered,
 * sorted and paged on the server, so a catalogue of 100,000 products is never sent whole.
 */
export const SELLER_LIST_PAGE_SIZE = 50;
export const SELLER_LIST_MAX_LIMIT = 200;
const SORTS = SELLER_SORT_OPTIONS.map((o) => o.value) as [string, ...string[]];

const flag = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1");

export const SellerListQuerySchema = z.object({
  q: z.string().trim().max(200, "q must be at most 200 characters").optional(),
  category: z.string().trim().max(100, "category must be at most 100 characters").optional(),
  stock: z
    .enum(["all", "in-stock", "out-of-stock"], {
      error: "stock must be all, in-stock or out-of-stock",
    })
    .optional(),
  lowStock: flag.optional(),
  sort: z.enum(SORTS, { error: `sort must be one of ${SORTS.join(", ")}` }).optional(),
  page: z.coerce
    .number({ error: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page must be 1 or more")
    .max(1_000_000, "page is too large")
    .optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be 1 or more")
    .max(SELLER_LIST_MAX_LIMIT, `limit must be at most ${SELLER_LIST_MAX_LIMIT}`)
    .optional(),
});
export type SellerListQuery = z.infer<typeof SellerListQuerySchema>;

export interface SellerListPage {
  products: ApiProduct[];
  /** Products matching the search and filters. */
  total: number;
  /** Every product of the catalogue ("Showing X of Y products"). */
  catalogueTotal: number;
  page: number;
  pageSize: number;
  pageCount: number;
  lowStockThreshold: number;
}

/** The search and filters of a query as a WHERE clause (none when nothing narrows the list). */
export function sellerWhere(query: SellerListQuery, lowStockThreshold: number): SQL | undefined {
  const conditions: SQL[] = [];
  const q = query.q?.trim();
  if (q) {
    const pattern = likeContains(q);
    conditions.push(
      sql`(lower(${products.name}) like ${pattern} or lower(${products.brand}) like ${pattern} or lower(coalesce(${products.sku}, '')) like ${pattern})`,
    );
  }
  const category = query.category?.trim();
  if (category && category.toLowerCase() !== ALL_CATEGORIES)
    conditions.push(sql`lower(${products.category}[1]) like ${likeContains(category)}`);
  if (query.stock === "in-stock") conditions.push(eq(products.inStock, true));
  if (query.stock === "out-of-stock") conditions.push(eq(products.inStock, false));
  if (query.lowStock)
    conditions.push(
      sql`${products.stockCount} is not null and ${products.stockCount} <= ${lowStockThreshold}`,
    );
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The price as products_seller_price_idx is built (price::bigint): the same order as the
 * price, an expression of the seller's own so the storefront's price sorts keep their indexes.
 */
const sellerPriceKey = (dir: "asc" | "desc"): SortKey => ({
  ...priceKey(dir),
  expr: sql`(${products.priceCentavos})::bigint`,
});

/**
 * The orders of the 8 sorts, each with a tie-breaker so pages never overlap. Each is read
 * from one btree in server/db/schema.ts, forwards or backwards.
 */
export function sellerSortKeys(sort: string | undefined): SortKey[] {
  const newest = [createdKey("desc"), idKey("desc")];
  switch (sort) {
    case "oldest":
      return [createdKey("asc"), idKey("asc")];
    case "name-asc":
      return [nameKey("asc"), idKey("asc")];
    case "name-desc":
      return [nameKey("desc"), idKey("desc")];
    case "price-asc":
      return [sellerPriceKey("asc"), idKey("asc")];
    case "price-desc":
      return [sellerPriceKey("desc"), idKey("desc")];
    case "category":
      return [firstCategoryKey("asc"), ...newest];
    case "stock":
      return [inStockKey("desc"), ...newest];
    default:
      return newest;
  }
}

/** What names a filter in the count and position caches (the threshold only when it applies). */
function filterKey(query: SellerListQuery, lowStockThreshold: number): string {
  const category = query.category?.trim().toLowerCase();
  return `seller:${JSON.stringify({
    q: query.q?.trim().toLowerCase() || undefined,
    category: category && category !== ALL_CATEGORIES ? category : undefined,
    stock: query.stock === "all" ? undefined : query.stock,
    lowStock: query.lowStock ? lowStockThreshold : undefined,
  })}`;
}

/**
 * The rows of one page, as the service runs them and as the EXPLAIN test reads them
 * (`.toSQL()`): the filter, the sort's keys, and either an OFFSET or, for a deep page, the
 * cached position of its first row.
 */
export function sellerPageQuery(
  db: Database,
  query: SellerListQuery,
  lowStockThreshold: number,
  options: { limit?: number; offset?: number; start?: KeyValue[] } = {},
) {
  const keys = sellerSortKeys(query.sort);
  const filter = sellerWhere(query, lowStockThreshold);
  const position = options.start ? keysetCondition(keys, options.start, true) : undefined;
  const where = position ? (filter ? and(filter, position) : position) : filter;
  return db
    .select()
    .from(products)
    .where(where)
    .orderBy(...orderBy(keys))
    .limit(options.limit ?? SELLER_LIST_PAGE_SIZE)
    .offset(options.offset ?? 0);
}

/**
 * The kept sort position of the first row of every page of a query's filter and sort, as its
 * one ordered pass found them (the storefront's pageStarts).
 */
export function sellerPageStarts(
  db: Database,
  query: SellerListQuery,
  lowStockThreshold: number,
  pageSize: number,
  cache: VersionedCache,
): Promise<KeyValue[][]> {
  return pageStarts(
    db,
    `${query.sort ?? "newest"}:${filterKey(query, lowStockThreshold)}`,
    sellerWhere(query, lowStockThreshold),
    sellerSortKeys(query.sort),
    pageSize,
    cache,
  );
}

/**
 * One page of the seller's list. Both counts are exact and cached per filter and catalogue
 * version (the storefront's countFor, corrected by the rows changed since the last full
 * count); pages past the first 1,000 rows start from the position of their first row (the
 * storefront's pageStart, kept across changes) instead of skipping rows; the page itself is
 * kept per catalogue version like the storefront's.
 * Without a cache (unit callers) every figure is computed afresh.
 */
export async function sellerProductList(
  db: Database,
  query: SellerListQuery,
  lowStockThreshold: number,
  cache?: VersionedCache,
): Promise<SellerListPage> {
  if (!cache) return sellerPage(db, query, lowStockThreshold);
  // The whole page, once per catalogue version: a change drops it with the counts it was made of.
  const key = `seller-page:${query.limit ?? SELLER_LIST_PAGE_SIZE}:${query.page ?? 1}:${query.sort ?? "newest"}:${filterKey(query, lowStockThreshold)}`;
  return cache.get(
    key,
    () => sellerPage(db, query, lowStockThreshold, cache),
    (page) => 1_024 + page.products.length * 700,
  );
}

async function sellerPage(
  db: Database,
  query: SellerListQuery,
  lowStockThreshold: number,
  cache?: VersionedCache,
): Promise<SellerListPage> {
  const pageSize = query.limit ?? SELLER_LIST_PAGE_SIZE;
  const where = sellerWhere(query, lowStockThreshold);
  const [catalogueTotal, matching] = await Promise.all([
    countFor(db, filterKey({}, lowStockThreshold), undefined, cache),
    where ? countFor(db, filterKey(query, lowStockThreshold), where, cache) : undefined,
  ]);
  const total = matching ?? catalogueTotal;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(query.page ?? 1, pageCount);
  const offset = (page - 1) * pageSize;
  let start: KeyValue[] | undefined;
  if (offset >= DEEP_OFFSET && cache) {
    const found = await pageStart(
      db,
      `${query.sort ?? "newest"}:${filterKey(query, lowStockThreshold)}`,
      sellerWhere(query, lowStockThreshold),
      sellerSortKeys(query.sort),
      pageSize,
      page,
      cache,
    );
    // A null key (a product without a category) cannot be compared: skip rows instead.
    if (found && found.every((v) => v !== null)) start = found;
  }
  const rows = await sellerPageQuery(db, query, lowStockThreshold, {
    limit: pageSize,
    offset: start ? 0 : offset,
    start,
  });
  return {
    products: rows.map(toApiProduct),
    total,
    catalogueTotal,
    page,
    pageSize,
    pageCount,
    lowStockThreshold,
  };
}
