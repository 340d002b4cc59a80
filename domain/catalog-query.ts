// Searching, filtering, sorting and paging the catalogue (SPEC §2.5, §2.15, §5, §9). Pure
// functions on arrays, so the API, the SSR loaders and the tests share one behaviour.
import { BESTSELLERS_CATEGORY, firstCategory, productMatchesCategory } from "./category-rules";

export const PAGE_SIZE = 50;
export const MAX_PAGE_NUMBERS = 5;
export const HOME_BESTSELLER_COUNT = 6;
export const RELATED_PRODUCTS_COUNT = 5;
export const BULK_PREVIEW_COUNT = 3;
/** "Best selling" lists the cheap everyday items: price 100 or less (SPEC §5). */
export const BEST_SELLING_MAX_PRICE = 100;
/** Category filter value meaning "no category filter". */
export const ALL_CATEGORIES = "all";

export const SORT_OPTIONS = [
  { value: "newest", label: "Newest" },
  { value: "oldest", label: "Oldest" },
  { value: "best-selling", label: "Best Selling" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
  { value: "name-asc", label: "Name: A to Z" },
  { value: "name-desc", label: "Name: Z to A" },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]["value"];
export const DEFAULT_SORT: SortOption = "newest";

export function isSortOption(x: unknown): x is SortOption {
  return SORT_OPTIONS.some((option) => option.value === x);
}

/** The fields the rules read; real products carry more and come back unchanged. */
export interface QueryableProduct {
  name: string;
  price: number;
  category: readonly string[] | string;
  bestseller?: boolean;
  inStock?: boolean;
  createdAt?: string | number | Date;
}

function createdTime(product: QueryableProduct): number {
  const value = product.createdAt;
  if (value === undefined) return 0;
  const time =
    value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(value);
  return Number.isNaN(time) ? 0 : time;
}

// Code-point order on lowercased names: identical on server and browser, unlike
// localeCompare, whose result depends on each runtime's ICU data (a hydration risk).
function compareText(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

type Comparator = (a: QueryableProduct, b: QueryableProduct) => number;

const BY_NEWEST: Comparator = (a, b) => createdTime(b) - createdTime(a);
const BY_OLDEST: Comparator = (a, b) => createdTime(a) - createdTime(b);
const BY_PRICE_ASC: Comparator = (a, b) => a.price - b.price;
const BY_PRICE_DESC: Comparator = (a, b) => b.price - a.price;
const BY_NAME_ASC: Comparator = (a, b) => compareText(a.name, b.name);
const BY_NAME_DESC: Comparator = (a, b) => compareText(b.name, a.name);
const IN_STOCK_FIRST = (a: { inStock?: boolean }, b: { inStock?: boolean }): number =>
  Number(a.inStock === false) - Number(b.inStock === false);

const CUSTOMER_COMPARATORS: Record<SortOption, Comparator> = {
  newest: BY_NEWEST,
  oldest: BY_OLDEST,
  "best-selling": BY_PRICE_ASC,
  "price-asc": BY_PRICE_ASC,
  "price-desc": BY_PRICE_DESC,
  "name-asc": BY_NAME_ASC,
  "name-desc": BY_NAME_DESC,
};

export interface CatalogQuery {
  search?: string | null;
  category?: string | null;
  sort?: string | null;
}

/** Case-insensitive substring match on the name; an empty search matches everything. */
export function matchesSearch(
  product: { name: string },
  search: string | null | undefined,
): boolean {
  const needle = (search ?? "").trim().toLowerCase();
  return needle === "" || product.name.toLowerCase().includes(needle);
}

function matchesCustomerCategory(
  product: QueryableProduct,
  category: string | null | undefined,
): boolean {
  const wanted = (category ?? "").trim();
  if (wanted === "" || wanted.toLowerCase() === ALL_CATEGORIES) return true;
  if (wanted.toLowerCase() === BESTSELLERS_CATEGORY) return product.bestseller === true;
  return productMatchesCategory(product.category, wanted);
}

/** The customer list: search, then category, then sort (an unknown sort means newest). */
export function applyCatalogQuery<T extends QueryableProduct>(
  products: readonly T[],
  query: CatalogQuery = {},
): T[] {
  const sort: SortOption = isSortOption(query.sort) ? query.sort : DEFAULT_SORT;
  const result = products.filter(
    (product) =>
      matchesSearch(product, query.search) &&
      matchesCustomerCategory(product, query.category) &&
      (sort !== "best-selling" || product.price <= BEST_SELLING_MAX_PRICE),
  );
  // Array.prototype.sort is stable (ES2019), so ties keep their incoming order.
  return result.sort(CUSTOMER_COMPARATORS[sort]);
}

/** In-stock products first, otherwise in the given order (home grid, related products). */
export function sortInStockFirst<T extends { inStock?: boolean }>(products: readonly T[]): T[] {
  return [...products].sort(IN_STOCK_FIRST);
}

export interface PageWindow {
  page: number;
  pageCount: number;
  /** 1-based index of the first product shown; 0 when there is none. */
  from: number;
  /** 1-based index of the last product shown; 0 when there is none. */
  to: number;
  /** 0-based offset for slicing or a database OFFSET. */
  offset: number;
}

/** Clamps the page into range, so a stale ?page=9 after a filter change still shows something. */
export function paginate(total: number, page: number, pageSize: number = PAGE_SIZE): PageWindow {
  const count = Math.max(0, Math.floor(total));
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  const wanted = Number.isFinite(page) ? Math.floor(page) : 1;
  const current = Math.min(Math.max(1, wanted), pageCount);
  const offset = (current - 1) * pageSize;
  if (count === 0) return { page: current, pageCount, from: 0, to: 0, offset: 0 };
  return {
    page: current,
    pageCount,
    from: offset + 1,
    to: Math.min(offset + pageSize, count),
    offset,
  };
}

/** Up to five page numbers with the current page in the middle where the range allows. */
export function pagerNumbers(page: number, pageCount: number): number[] {
  if (pageCount <= 0) return [];
  const shown = Math.min(MAX_PAGE_NUMBERS, pageCount);
  const current = Math.min(Math.max(1, page), pageCount);
  const start = Math.min(
    Math.max(1, current - Math.floor(MAX_PAGE_NUMBERS / 2)),
    pageCount - shown + 1,
  );
  return Array.from({ length: shown }, (_, i) => start + i);
}

// ---- Seller products list (SPEC §2.15) ----

export const SELLER_SORT_OPTIONS = [
  { value: "newest", label: "Newest First" },
  { value: "oldest", label: "Oldest First" },
  { value: "name-asc", label: "Name: A to Z" },
  { value: "name-desc", label: "Name: Z to A" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
  { value: "category", label: "Category" },
  { value: "stock", label: "Stock Status" },
] as const;
export type SellerSortOption = (typeof SELLER_SORT_OPTIONS)[number]["value"];
export const DEFAULT_SELLER_SORT: SellerSortOption = "newest";

export const SELLER_STOCK_FILTERS = [
  { value: "all", label: "All Products" },
  { value: "in-stock", label: "In Stock" },
  { value: "out-of-stock", label: "Out of Stock" },
] as const;
export type SellerStockFilter = (typeof SELLER_STOCK_FILTERS)[number]["value"];

export const ALL_CATEGORIES_LABEL = "All Categories";

const SELLER_COMPARATORS: Record<SellerSortOption, Comparator> = {
  newest: BY_NEWEST,
  oldest: BY_OLDEST,
  "name-asc": BY_NAME_ASC,
  "name-desc": BY_NAME_DESC,
  "price-asc": BY_PRICE_ASC,
  "price-desc": BY_PRICE_DESC,
  category: (a, b) => compareText(firstCategory(a.category), firstCategory(b.category)),
  stock: IN_STOCK_FIRST,
};

export function isSellerSortOption(x: unknown): x is SellerSortOption {
  return SELLER_SORT_OPTIONS.some((option) => option.value === x);
}

/** The seller list: category (first category contains the path), stock status, then sort. */
export function applySellerProductQuery<T extends QueryableProduct>(
  products: readonly T[],
  query: { category?: string | null; stock?: string | null; sort?: string | null } = {},
): T[] {
  const category = (query.category ?? "").trim();
  const filterByCategory = category !== "" && category.toLowerCase() !== ALL_CATEGORIES;
  const sort: SellerSortOption = isSellerSortOption(query.sort) ? query.sort : DEFAULT_SELLER_SORT;
  return products
    .filter((product) => !filterByCategory || productMatchesCategory(product.category, category))
    .filter((product) => {
      if (query.stock === "in-stock") return product.inStock !== false;
      if (query.stock === "out-of-stock") return product.inStock === false;
      return true;
    })
    .sort(SELLER_COMPARATORS[sort]);
}
