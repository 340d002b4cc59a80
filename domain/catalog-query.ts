// The catalogue lists' options and paging (SPEC §2.5, §2.15, §5, §9): the sorts and filters
// the API accepts and the screens offer, and the page window both compute. The database sorts
// and filters (server/modules/catalog).

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

export function isSellerSortOption(x: unknown): x is SellerSortOption {
  return SELLER_SORT_OPTIONS.some((option) => option.value === x);
}
