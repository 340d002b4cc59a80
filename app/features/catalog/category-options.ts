import type { SortOption } from "@domain/catalog-query";
import { BESTSELLERS_CATEGORY } from "@domain/category-rules";
import { CATEGORY_TABLE, findCategoryNameByPath } from "@domain/category-table";
import type { MessageKey } from "~/locales/keys";

/** The English of the catalogs' "products.bestsellers" (a test holds them equal). */
export const BESTSELLERS_LABEL = "Best Sellers";

/** The catalogue spelling of a category filter ("instant" → "Instant"), or the value as given. */
export function canonicalCategory(value: string): string {
  if (!value) return "";
  if (value.toLowerCase() === BESTSELLERS_CATEGORY) return BESTSELLERS_CATEGORY;
  return findCategoryNameByPath(value)?.path ?? value;
}

/** What a chip or heading calls a category filter. */
export function categoryLabel(value: string): string {
  if (value.toLowerCase() === BESTSELLERS_CATEGORY) return BESTSELLERS_LABEL;
  return findCategoryNameByPath(value)?.text ?? value;
}

/** The sort dropdown's words for each sort (SORT_OPTIONS's labels, in the catalogs). */
export const SORT_LABEL_KEYS = {
  newest: "sort.newest",
  oldest: "sort.oldest",
  "best-selling": "sort.bestSelling",
  "price-asc": "sort.priceAsc",
  "price-desc": "sort.priceDesc",
  "name-asc": "sort.nameAsc",
  "name-desc": "sort.nameDesc",
} as const satisfies Record<SortOption, MessageKey>;

/** The dropdown: all, best sellers, then the catalogue grouped by section. */
export const CATEGORY_GROUPS = CATEGORY_TABLE.sections.map((section) => ({
  label: section.title,
  options: section.items.map((item) => ({ value: item.path, label: item.text })),
}));
