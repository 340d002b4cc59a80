import { BESTSELLERS_CATEGORY, CATEGORY_CATALOGUE, findCategoryByPath } from "@domain/catalogue";

export const BESTSELLERS_LABEL = "Best Sellers";

/** The catalogue spelling of a category filter ("instant" → "Instant"), or the value as given. */
export function canonicalCategory(value: string): string {
  if (!value) return "";
  if (value.toLowerCase() === BESTSELLERS_CATEGORY) return BESTSELLERS_CATEGORY;
  return findCategoryByPath(value)?.path ?? value;
}

/** What a chip or heading calls a category filter. */
export function categoryLabel(value: string): string {
  if (value.toLowerCase() === BESTSELLERS_CATEGORY) return BESTSELLERS_LABEL;
  return findCategoryByPath(value)?.text ?? value;
}

/** The dropdown: all, best sellers, then the catalogue grouped by section. */
export const CATEGORY_GROUPS = CATEGORY_CATALOGUE.sections.map((section) => ({
  label: section.title,
  options: section.items.map((item) => ({ value: item.path, label: item.text })),
}));
