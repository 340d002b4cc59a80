// A product page's schema.org Product, for search engines' rich results. The product route's
// loader makes it and its meta writes it (React Router writes a "script:ld+json" descriptor as a
// <script type="application/ld+json"> with "<", ">" and "&" escaped, so no text can close the
// element), so no page's browser code carries this.
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

/** The Product of a product page at `location` (its address); `origin` from `siteOrigin`. */
export function productJsonLdAt(
  product: SharedProduct,
  origin: string,
  location: { pathname: string; search: string },
) {
  return productJsonLd(product, canonicalUrl(origin, location.pathname, location.search), origin);
}
