// A product's category, by the rules of SPEC §2 and §5, without the catalogue's table.

/** The filter value that means "every product flagged as a bestseller" (SPEC §2.1). */
export const BESTSELLERS_CATEGORY = "bestsellers";

/** Category URLs are lowercased (SPEC §2.3): /products/instant. */
export function categoryPathForUrl(path: string): string {
  return path.toLowerCase();
}

/** A product's category is a list whose first item counts, or (in older data) a string. */
export function firstCategory(category: readonly string[] | string): string {
  return typeof category === "string" ? category : (category[0] ?? "");
}

/** SPEC §5: the first category contains the path, case-insensitively. */
export function productMatchesCategory(
  productCategory: readonly string[] | string,
  path: string,
): boolean {
  return firstCategory(productCategory).toLowerCase().includes(path.toLowerCase());
}
