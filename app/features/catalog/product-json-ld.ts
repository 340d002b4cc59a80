// A product page's schema.org Product, for search engines' rich results. It goes in the
// product route's meta (React Router writes a "script:ld+json" descriptor as a
// <script type="application/ld+json"> with "<", ">" and "&" escaped, so no text can close the
// element), so only a product page carries this code.
import { STORE } from "@domain/store";
import { absoluteUrl, canonicalUrl } from "~/components/seo-tags";

interface SharedProduct {
  _id: string;
  name: string;
  brand?: string;
  price: number;
  image: string[];
  inStock: boolean;
  description: string[];
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

/** The meta descriptor of a product page at `location`; `origin` is the root loader's. */
export function productJsonLdMeta(
  product: SharedProduct,
  origin: string,
  location: { pathname: string; search: string },
) {
  const url = canonicalUrl(origin, location.pathname, location.search);
  return { "script:ld+json": productJsonLd(product, url, origin) };
}
