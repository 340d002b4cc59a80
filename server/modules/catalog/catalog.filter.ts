import { and, eq, lte, sql, type SQL } from "drizzle-orm";
import { ALL_CATEGORIES, BEST_SELLING_MAX_PRICE, type SortOption } from "@domain/catalog-query";
import { BESTSELLERS_CATEGORY } from "@domain/catalogue";
import { products } from "../../db/schema";

/**
 * Escapes LIKE wildcards so a shopper's "%" or "_" is searched for literally. NUL is dropped:
 * no stored text holds one, and PostgreSQL refuses it in a parameter (a page's loader passes
 * the URL's search here unvalidated).
 */
export const likeContains = (text: string) =>
  `%${text
    .replaceAll("\u0000", "")
    .toLowerCase()
    .replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export interface CatalogFilter {
  search?: string;
  category?: string;
  sort?: SortOption;
  inStock?: boolean;
}

/** A filter as the database sees it; `terms` are the corrected words of a forgiving search. */
export interface NormalFilter {
  search?: string;
  terms?: string[];
  category?: string;
  bestsellers?: boolean;
  bestSelling?: boolean;
  inStock?: boolean;
}

export function normalize(filter: CatalogFilter): NormalFilter {
  const out: NormalFilter = {};
  if (filter.search) out.search = filter.search.replaceAll("\u0000", "").toLowerCase();
  const category = filter.category?.trim().toLowerCase();
  if (category && category !== ALL_CATEGORIES) {
    if (category === BESTSELLERS_CATEGORY) out.bestsellers = true;
    else out.category = category;
  }
  if (filter.sort === "best-selling") out.bestSelling = true;
  if (filter.inStock !== undefined) out.inStock = filter.inStock;
  return out;
}

export function whereFor(filter: NormalFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search)
    conditions.push(sql`lower(${products.name}) like ${likeContains(filter.search)}`);
  for (const term of filter.terms ?? [])
    conditions.push(sql`lower(${products.name}) like ${likeContains(term)}`);
  if (filter.bestsellers) conditions.push(eq(products.bestseller, true));
  if (filter.category)
    conditions.push(sql`lower(${products.category}[1]) like ${likeContains(filter.category)}`);
  if (filter.bestSelling)
    conditions.push(lte(products.priceCentavos, BEST_SELLING_MAX_PRICE * 100));
  if (filter.inStock !== undefined) conditions.push(eq(products.inStock, filter.inStock));
  return conditions.length ? and(...conditions) : undefined;
}

/** A normalised filter as a cache key. */
export const filterKey = (filter: NormalFilter) => JSON.stringify(filter);
