// The /products query string (SPEC §2.5): search, category, sort and page live in the URL so a
// list works without JavaScript, survives a reload and can be shared. Defaults are left out.
import { ALL_CATEGORIES, DEFAULT_SORT, isSortOption, type SortOption } from "@domain/catalog-query";

export interface ProductsQuery {
  search: string;
  /** A catalogue path, "bestsellers", or "" for all categories. */
  category: string;
  sort: SortOption;
  page: number;
}

export const MAX_SEARCH_LENGTH = 100;
const MAX_CATEGORY_LENGTH = 60;

export function parseProductsQuery(params: URLSearchParams): ProductsQuery {
  const search = (params.get("search") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  const rawCategory = (params.get("category") ?? "").trim().slice(0, MAX_CATEGORY_LENGTH);
  const category = rawCategory.toLowerCase() === ALL_CATEGORIES ? "" : rawCategory;
  const rawSort = params.get("sort");
  const sort = isSortOption(rawSort) ? rawSort : DEFAULT_SORT;
  const pageNumber = Number.parseInt(params.get("page") ?? "", 10);
  const page = Number.isFinite(pageNumber) && pageNumber > 1 ? pageNumber : 1;
  return { search, category, sort, page };
}

/** "/products?search=rice&page=2": only what differs from the defaults, in a stable order. */
export function productsHref(query: Partial<ProductsQuery>, path = "/products"): string {
  const params = new URLSearchParams();
  const search = query.search?.trim();
  if (search) params.set("search", search);
  if (query.category && query.category.toLowerCase() !== ALL_CATEGORIES)
    params.set("category", query.category);
  if (query.sort && query.sort !== DEFAULT_SORT) params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The header search from any page: keeps the list's category and sort when already on it, restarts at page 1. */
export function searchHref(search: string, current: { pathname: string; search: string }): string {
  if (current.pathname !== "/products") return productsHref({ search });
  const { category, sort } = parseProductsQuery(new URLSearchParams(current.search));
  return productsHref({ search, category, sort });
}
