import { BESTSELLERS_CATEGORY } from "@domain/category-rules";
import { CATEGORY_TABLE, findCategoryNameByPath } from "@domain/category-table";

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

/** The dropdown: all, best sellers, then the catalogue grouped by section. */
export const CATEGORY_GROUPS = CATEGORY_TABLE.sections.map((section) => ({
  label: section.title,
  options: section.items.map((item) => ({ value: item.path, label: item.text })),
}));
