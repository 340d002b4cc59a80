// Address-dependent share tags for every page (canonical, og:url, og:image, og:type). The rest
// (title, description, og:title …) comes from each route's meta through pageMeta
// (app/lib/meta.ts), and a product page's schema.org Product from its own meta
// (features/catalog/product-json-ld.ts), so every page's first load does not carry it.
import { useLocation, useMatches } from "react-router";

interface SharedProduct {
  image: string[];
}

const DEFAULT_IMAGE = "/images/banners/delivery-1280.webp";
/** Query parameters that make a different page (search results are not indexed separately). */
const CANONICAL_PARAMS = ["category", "page"];

export function canonicalUrl(origin: string, pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of CANONICAL_PARAMS) {
    const value = params.get(key);
    if (value && !(key === "page" && value === "1")) kept.set(key, value);
  }
  const query = kept.toString();
  return `${origin}${pathname}${query ? `?${query}` : ""}`;
}

export function absoluteUrl(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith("/") ? "" : "/"}${path}`;
}

export function SeoTags({ origin }: { origin: string }) {
  const location = useLocation();
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const productData =
    leaf?.id === "routes/product"
      ? (leaf.loaderData as { product?: SharedProduct } | undefined)?.product
      : undefined;
  const url = canonicalUrl(origin, location.pathname, location.search);
  const image = absoluteUrl(origin, productData?.image[0] ?? DEFAULT_IMAGE);
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={productData ? "product" : "website"} />
      <meta property="og:image" content={image} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
