import type { Product, ProductSummary } from "./types";

/** Only what a card needs: keeps the page's embedded data small for phones on mobile data. */
export function toCardProduct(p: Product): ProductSummary & { brand: string } {
  return {
    _id: p._id,
    name: p.name,
    price: p.price,
    category: p.category,
    image: p.image.slice(0, 1),
    inStock: p.inStock,
    brand: p.brand,
  };
}
