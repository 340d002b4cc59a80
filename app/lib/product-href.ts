import { categoryPathForUrl, firstCategory } from "@domain/category-rules";

/** /products/{first category, lowercased}/{id} (SPEC §2.4). */
export function productHref(product: {
  _id: string;
  category: readonly string[] | string;
}): string {
  const category = categoryPathForUrl(firstCategory(product.category)) || "all";
  return `/products/${encodeURIComponent(category)}/${encodeURIComponent(product._id)}`;
}

export function categoryHref(path: string): string {
  return `/products/${encodeURIComponent(categoryPathForUrl(path))}`;
}
