import { and, asc, desc, eq, ilike, lte, ne, sql, type SQL } from "drizzle-orm";
import {
  BEST_SELLING_MAX_PRICE,
  DEFAULT_SORT,
  HOME_BESTSELLER_COUNT,
  PAGE_SIZE,
  RELATED_PRODUCTS_COUNT,
  type SortOption,
} from "@domain/catalog-query";
import { ALL_CATEGORIES } from "@domain/catalog-query";
import { BESTSELLERS_CATEGORY, firstCategory } from "@domain/catalogue";
import { fromCentavos } from "@domain/pricing";
import type { Database } from "../../db/client";
import { products, type ProductRow } from "../../db/schema";

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

/**
 * Escapes LIKE wildcards so a shopper's "%" or "_" is searched for literally. NUL is dropped:
 * no stored text holds one, and PostgreSQL refuses it in a parameter (a page's loader passes
 * the URL's search here unvalidated).
 */
const likeContains = (text: string) =>
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

function whereFor(filter: CatalogFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search)
    conditions.push(sql`lower(${products.name}) like ${likeContains(filter.search)}`);
  const category = filter.category?.trim();
  if (category && category.toLowerCase() !== ALL_CATEGORIES) {
    if (category.toLowerCase() === BESTSELLERS_CATEGORY)
      conditions.push(eq(products.bestseller, true));
    else conditions.push(sql`lower(${products.category}[1]) like ${likeContains(category)}`);
  }
  if (filter.sort === "best-selling")
    conditions.push(lte(products.priceCentavos, BEST_SELLING_MAX_PRICE * 100));
  if (filter.inStock !== undefined) conditions.push(eq(products.inStock, filter.inStock));
  return conditions.length ? and(...conditions) : undefined;
}

function orderFor(sort: SortOption): SQL[] {
  const nameLower = sql`lower(${products.name}) collate "C"`;
  switch (sort) {
    case "oldest":
      return [asc(products.createdAt), asc(products.id)];
    case "best-selling":
    case "price-asc":
      return [asc(products.priceCentavos), asc(nameLower)];
    case "price-desc":
      return [desc(products.priceCentavos), asc(nameLower)];
    case "name-asc":
      return [asc(nameLower), asc(products.id)];
    case "name-desc":
      return [desc(nameLower), desc(products.id)];
    case "newest":
    default:
      return [desc(products.createdAt), desc(products.id)];
  }
}

export async function listAllProducts(db: Database): Promise<ApiProduct[]> {
  const rows = await db
    .select()
    .from(products)
    .orderBy(...orderFor(DEFAULT_SORT));
  return rows.map(toApiProduct);
}

export interface ProductPage {
  products: ApiProduct[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export async function queryProducts(
  db: Database,
  filter: CatalogFilter & { page?: number; limit?: number },
): Promise<ProductPage> {
  const pageSize = filter.limit ?? PAGE_SIZE;
  const where = whereFor(filter);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, filter.page ?? 1), pageCount);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(...orderFor(filter.sort ?? DEFAULT_SORT))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { products: rows.map(toApiProduct), total, page, pageSize, pageCount };
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
 * section offers "View All Products" when there are more (docs/decisions/004).
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
