// Address-dependent share tags for every page (canonical, og:url, og:image, og:type) and the
// schema.org Product of a product page. The rest (title, description, og:title …) comes from
// each route's meta through pageMeta (app/lib/meta.ts).
import { useLocation, useMatches } from "react-router";
import { STORE } from "@domain/store";

interface SharedProduct {
  _id: string;
  name: string;
  brand?: string;
  price: number;
  image: string[];
  inStock: boolean;
  description: string[];
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

/** schema.org Product with an Offer in pesos. */
export function productJsonLd(product: SharedProduct, url: string, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
    image: product.image.map((src) => absoluteUrl(origin, src)),
    description: product.description.filter((l) => l.trim() !== "").join(" ") || product.name,
    sku: product._id,
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "PHP",
      price: product.price.toFixed(2),
      availability: product.inStock
        ? "https://schema.org/InStock"
        : "https://schema.org/OutOfStock",
      seller: { "@type": "Organization", name: STORE.name },
    },
  };
}

/** JSON inside <script>: "<" escaped so no text can close the element. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

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
      {productData ? (
        <script
          type="application/ld+json"
          // Data, not code: CSP applies to scripts that run; this one is never executed.
          dangerouslySetInnerHTML={{ __html: safeJson(productJsonLd(productData, url, origin)) }}
        />
      ) : null}
    </>
  );
}
