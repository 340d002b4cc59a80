import { and, desc, eq, ilike, ne, sql, type SQL } from "drizzle-orm";
import {
  DEFAULT_SORT,
  HOME_BESTSELLER_COUNT,
  PAGE_SIZE,
  RELATED_PRODUCTS_COUNT,
} from "@domain/catalog-query";
import { firstCategory } from "@domain/catalogue";
import { fromCentavos } from "@domain/pricing";
import type { Database } from "../../db/client";
import { products, type ProductRow } from "../../db/schema";
import type { VersionedCache } from "../../platform/cache";
import { badRequest } from "../../http/errors";
import {
  filterKey,
  normalize,
  whereFor,
  type CatalogFilter,
  type NormalFilter,
} from "./catalog.filter";
import {
  DEEP_OFFSET,
  encodeCursor,
  keysetCondition,
  keysOf,
  orderBy,
  selectWithKeys,
  sortKeys,
  type KeyedRow,
  type KeyValue,
  type SortKey,
} from "./paging";
import { countFor, pageStart } from "./positions";
import { correctSearch } from "./search";
import { relevanceKey } from "./search-relevance";

/** A product as the API and the pages see it (SPEC §3 field names). */
export interface ApiProduct {
  _id: string;
  name: string;
  description: string[];
  price: number;
  category: string[];
  brand: string;
  bestseller: boolean;
  inStock: boolean;
  image: string[];
  createdAt: string;
  /** Units left; null when the shop does not count this product's stock. */
  stockCount: number | null;
  /** The shop's own product code, or null. */
  sku: string | null;
}

export function toApiProduct(row: ProductRow): ApiProduct {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: fromCentavos(row.priceCentavos),
    category: row.category,
    brand: row.brand,
    bestseller: row.bestseller,
    inStock: row.inStock,
    image: row.image,
    createdAt: row.createdAt.toISOString(),
    stockCount: row.stockCount,
    sku: row.sku,
  };
}

const storefrontCount = (db: Database, filter: NormalFilter, cache: VersionedCache | undefined) =>
  countFor(db, filterKey(filter), whereFor(filter), cache);

// ---- The paged list ----

export interface ProductPage {
  products: ApiProduct[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** Opaque position after this page, for `cursor`; null on the last page. */
  nextCursor: string | null;
  /** When §5 found nothing and a corrected search did: what the shopper probably meant. */
  didYouMean: string | null;
}

export interface ProductQuery extends CatalogFilter {
  page?: number;
  limit?: number;
  /** Decoded by parseCursor: rows after this position, instead of `page`. */
  after?: KeyValue[];
}

/** The filter that answers: §5 first; when it finds nothing, the corrected search. */
async function answeringFilter(
  db: Database,
  query: CatalogFilter,
  cache: VersionedCache | undefined,
): Promise<{ filter: NormalFilter; total: number; didYouMean: string | null }> {
  const filter = normalize(query);
  const total = await storefrontCount(db, filter, cache);
  if (total > 0 || !filter.search) return { filter, total, didYouMean: null };
  const correction = await correctSearch(db, filter.search, cache);
  if (!correction) return { filter, total, didYouMean: null };
  const { search: _typed, ...rest } = filter;
  const fuzzy: NormalFilter = { ...rest, terms: correction.terms };
  const fuzzyTotal = await storefrontCount(db, fuzzy, cache);
  return fuzzyTotal > 0
    ? { filter: fuzzy, total: fuzzyTotal, didYouMean: correction.text }
    : { filter, total, didYouMean: null };
}

function pageRowsQuery(
  db: Database,
  where: SQL | undefined,
  keys: SortKey[],
  limit: number,
  skip: number,
) {
  return db
    .select(selectWithKeys(keys))
    .from(products)
    .where(where)
    .orderBy(...orderBy(keys))
    .limit(limit)
    .offset(skip);
}

/**
 * The SQL a page of the list runs (for the EXPLAIN test): a filter and sort, optionally
 * after a position given as that sort's key values.
 */
export function pageQuerySql(
  db: Database,
  filter: CatalogFilter,
  options: { limit?: number; after?: KeyValue[] } = {},
): { sql: string; params: unknown[] } {
  const keys = sortKeys(filter.sort ?? DEFAULT_SORT);
  const where = whereFor(normalize(filter));
  const position = options.after ? keysetCondition(keys, options.after, false) : undefined;
  return pageRowsQuery(
    db,
    position ? (where ? and(where, position) : position) : where,
    keys,
    options.limit ?? PAGE_SIZE,
    0,
  ).toSQL();
}

/**
 * The order of an answer. SPEC §9 fixes newest as the default sort, so a §5 match keeps it;
 * the corrected search (an alias or a near word, where §5 found nothing) is the store's own
 * answer, and with no sort chosen it is ranked: the category the words name, then the words in
 * the name, the brand, elsewhere; newest within a rank. The rank leads the keys, so cursors and
 * cached page starts work on it as on any sort.
 */
function answerOrder(query: ProductQuery, filter: NormalFilter, corrected: boolean) {
  const sort = query.sort ?? DEFAULT_SORT;
  if (query.sort !== undefined || !corrected || !query.search)
    return { sort, keys: sortKeys(sort), relevance: false, key: sort as string };
  const rank = relevanceKey(query.search, filter);
  return {
    sort,
    keys: [rank.key, ...sortKeys(sort)],
    relevance: true,
    key: `relevance:${rank.id}`,
  };
}

export async function queryProducts(
  db: Database,
  query: ProductQuery,
  cache?: VersionedCache,
): Promise<ProductPage> {
  const pageSize = query.limit ?? PAGE_SIZE;
  const { filter, total, didYouMean } = await answeringFilter(db, query, cache);
  const { sort, keys, relevance, key: orderKey } = answerOrder(query, filter, didYouMean !== null);
  // A cursor of the other order (a sort chosen since, or the answer no longer corrected).
  if (query.after && query.after.length !== keys.length)
    throw badRequest("cursor: cursor is not valid: start again without it");
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, query.page ?? 1), pageCount);
  const offset = (page - 1) * pageSize;
  const where = whereFor(filter);

  let position: SQL | undefined;
  let skip = offset;
  if (query.after) {
    position = keysetCondition(keys, query.after, false);
    skip = 0;
  } else if (offset >= DEEP_OFFSET && cache) {
    const start = await pageStart(
      db,
      `${orderKey}:${filterKey(filter)}`,
      where,
      keys,
      pageSize,
      page,
      cache,
    );
    if (start) {
      position = keysetCondition(keys, start, true);
      skip = 0;
    }
  }
  const rows = (await pageRowsQuery(
    db,
    position ? (where ? and(where, position) : position) : where,
    keys,
    pageSize + 1,
    skip,
  )) as unknown as KeyedRow[];
  const shown = rows.slice(0, pageSize);
  const last = shown.at(-1);
  const nextCursor =
    rows.length > pageSize && last ? encodeCursor(sort, keysOf(last, keys), relevance) : null;
  return {
    products: shown.map(toApiProduct),
    total,
    page: query.after ? 0 : page,
    pageSize,
    pageCount,
    nextCursor,
    didYouMean,
  };
}

export async function getProduct(db: Database, id: string): Promise<ApiProduct | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row ? toApiProduct(row) : null;
}

/** Up to five others from the same first category, in-stock first (SPEC §2.7). */
export async function relatedProducts(db: Database, product: ApiProduct): Promise<ApiProduct[]> {
  const category = firstCategory(product.category);
  if (!category) return [];
  const rows = await db
    .select()
    .from(products)
    .where(and(ne(products.id, product._id), ilike(sql`${products.category}[1]`, category)))
    .orderBy(desc(products.inStock), desc(products.createdAt))
    .limit(RELATED_PRODUCTS_COUNT);
  return rows.map(toApiProduct);
}

/**
 * Home "Best Sellers": the products flagged bestseller, in-stock first, six shown; the
 * section offers "View All Products" when there are more.
 */
export async function homeBestSellers(
  db: Database,
): Promise<{ products: ApiProduct[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.bestseller, true))
    .orderBy(desc(products.inStock), desc(products.createdAt), desc(products.id))
    .limit(HOME_BESTSELLER_COUNT + 1);
  return {
    products: rows.slice(0, HOME_BESTSELLER_COUNT).map(toApiProduct),
    hasMore: rows.length > HOME_BESTSELLER_COUNT,
  };
}

/** Products by id in the API shape (unknown ids are simply absent). */
export async function getProducts(db: Database, ids: string[]): Promise<ApiProduct[]> {
  return (await productsByIds(db, ids)).map(toApiProduct);
}

/** Products by id, for pricing a cart on the server. */
export async function productsByIds(db: Database, ids: string[]): Promise<ProductRow[]> {
  const valid = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (valid.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(sql`${products.id} in ${valid}`);
}
