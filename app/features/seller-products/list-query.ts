// The seller products list's filters (SPEC §2.15, §4.4), kept in the URL so a reload or a
// shared link shows the same list. Defaults (all categories, all stock, newest, page 1) are
// left out of the URL.
import {
  ALL_CATEGORIES,
  DEFAULT_SELLER_SORT,
  SELLER_SORT_OPTIONS,
  SELLER_STOCK_FILTERS,
  isSellerSortOption,
  type SellerSortOption,
  type SellerStockFilter,
} from "@domain/catalog-query";
import { categoryLabel } from "./product-data";

/** Rows per page: 400+ products render as pages of 50, never all at once. */
export const SELLER_PAGE_SIZE = 50;

export interface SellerListQuery {
  /** Search in name, brand and SKU. */
  q: string;
  category: string;
  stock: SellerStockFilter;
  sort: SellerSortOption;
  /** Only tracked products at or below the low-stock threshold. */
  lowStock: boolean;
  page: number;
}

export const DEFAULT_SELLER_LIST_QUERY: SellerListQuery = {
  q: "",
  category: ALL_CATEGORIES,
  stock: "all",
  sort: DEFAULT_SELLER_SORT,
  lowStock: false,
  page: 1,
};

const isStockFilter = (x: unknown): x is SellerStockFilter =>
  SELLER_STOCK_FILTERS.some((option) => option.value === x);

export function parseSellerListQuery(params: URLSearchParams): SellerListQuery {
  const category = params.get("category")?.trim() || ALL_CATEGORIES;
  const stock = params.get("stock");
  const sort = params.get("sort");
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q: (params.get("q") ?? "").slice(0, 200),
    category,
    stock: isStockFilter(stock) ? stock : "all",
    sort: isSellerSortOption(sort) ? sort : DEFAULT_SELLER_SORT,
    lowStock: params.get("lowStock") === "1",
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

export function sellerListSearch(query: SellerListQuery): string {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set("q", query.q.trim());
  if (query.category !== ALL_CATEGORIES) params.set("category", query.category);
  if (query.stock !== "all") params.set("stock", query.stock);
  if (query.sort !== DEFAULT_SELLER_SORT) params.set("sort", query.sort);
  if (query.lowStock) params.set("lowStock", "1");
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The server call for a list query: the same parameters, 50 a page. */
export function sellerListApiSearch(query: SellerListQuery): string {
  const params = new URLSearchParams(sellerListSearch(query).slice(1));
  if (query.lowStock) params.set("lowStock", "true");
  params.set("limit", String(SELLER_PAGE_SIZE));
  return `?${params}`;
}

export type FilterKey = "q" | "category" | "stock" | "lowStock";

export interface FilterChip {
  key: FilterKey;
  label: string;
}

/** The active filters as removable chips; the sort is an order, not a filter. */
export function activeFilterChips(query: SellerListQuery): FilterChip[] {
  const chips: FilterChip[] = [];
  if (query.q.trim()) chips.push({ key: "q", label: `Search: ${query.q.trim()}` });
  if (query.category !== ALL_CATEGORIES)
    chips.push({ key: "category", label: `Category: ${categoryLabel(query.category)}` });
  if (query.stock !== "all") {
    const label =
      SELLER_STOCK_FILTERS.find((option) => option.value === query.stock)?.label ?? query.stock;
    chips.push({ key: "stock", label: `Stock: ${label}` });
  }
  if (query.lowStock) chips.push({ key: "lowStock", label: "Low stock" });
  return chips;
}

export function withoutFilter(query: SellerListQuery, key: FilterKey): SellerListQuery {
  const cleared = { q: "", category: ALL_CATEGORIES, stock: "all", lowStock: false }[key];
  return { ...query, [key]: cleared, page: 1 };
}

export function sortLabel(sort: SellerSortOption): string {
  return SELLER_SORT_OPTIONS.find((option) => option.value === sort)?.label ?? sort;
}
