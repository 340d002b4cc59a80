import { STORE } from "@domain/store";

/** "<page> | Sorsogon MiniMart", or the store name and tagline on the home page. */
export function pageTitle(page?: string): string {
  return page ? `${page} | ${STORE.name}` : `${STORE.name} - ${STORE.tagline}`;
}

/** Used when a page has no description of its own (every page gets one). */
export const DEFAULT_DESCRIPTION = `${STORE.tagline}. Groceries and essentials delivered within ${STORE.deliveryPromiseMinutes} minutes in ${STORE.city}, Cash on Delivery.`;

/**
 * Title, description and their Open Graph / Twitter twins. The address-dependent tags
 * (canonical, og:url, og:image) are added by <SeoTags> in the root layout, and a product
 * page's JSON-LD by its own meta (features/catalog/product-json-ld.ts).
 */
export function pageMeta(page: string | undefined, description?: string) {
  const title = pageTitle(page);
  const text =
    description ??
    (page ? `${page} at ${STORE.name}. ${DEFAULT_DESCRIPTION}` : DEFAULT_DESCRIPTION);
  return [
    { title },
    { name: "description", content: text },
    { property: "og:title", content: title },
    { property: "og:description", content: text },
    { property: "og:site_name", content: STORE.name },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: text },
  ];
}
