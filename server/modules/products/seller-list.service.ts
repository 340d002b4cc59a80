import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { ALL_CATEGORIES, SELLER_SORT_OPTIONS } from "@domain/catalog-query";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
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

/** LIKE pattern for "contains", wildcards in the text matched literally, NUL dropped. */
export const likeContains = (text: string) =>
  `%${text
    .replaceAll("\u0000", "")
    .toLowerCase()
    .replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

function whereFor(query: SellerListQuery, lowStockThreshold: number): SQL | undefined {
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

/** The orders of the 8 sorts, each with a tie-breaker so pages never overlap. */
function orderFor(sort: string | undefined): SQL[] {
  const nameLower = sql`lower(${products.name}) collate "C"`;
  const categoryLower = sql`lower(${products.category}[1]) collate "C"`;
  const newest = [desc(products.createdAt), desc(products.id)];
  switch (sort) {
    case "oldest":
      return [asc(products.createdAt), asc(products.id)];
    case "name-asc":
      return [asc(nameLower), asc(products.id)];
    case "name-desc":
      return [desc(nameLower), desc(products.id)];
    case "price-asc":
      return [asc(products.priceCentavos), asc(products.id)];
    case "price-desc":
      return [desc(products.priceCentavos), desc(products.id)];
    case "category":
      return [asc(categoryLower), ...newest];
    case "stock":
      return [desc(products.inStock), ...newest];
    default:
      return newest;
  }
}

export async function sellerProductList(
  db: Database,
  query: SellerListQuery,
  lowStockThreshold: number,
): Promise<SellerListPage> {
  const pageSize = query.limit ?? SELLER_LIST_PAGE_SIZE;
  const where = whereFor(query, lowStockThreshold);
  const countAll = db.select({ n: sql<number>`count(*)::int` }).from(products);
  const [[all], [matching]] = await Promise.all([
    countAll,
    where
      ? db
          .select({ n: sql<number>`count(*)::int` })
          .from(products)
          .where(where)
      : Promise.resolve([undefined]),
  ]);
  const catalogueTotal = all?.n ?? 0;
  const total = where ? (matching?.n ?? 0) : catalogueTotal;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(query.page ?? 1, pageCount);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(...orderFor(query.sort))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
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
