import type { Database } from "./db/client";
import * as catalog from "./modules/catalog/catalog.service";

/**
 * What the server-rendered pages may ask of the server: the same service functions the
 * API uses, bound to the database. Route loaders receive this through the load context,
 * so no UI module imports server code.
 */
export function createSsrServices(db: Database) {
  return {
    catalog: {
      queryProducts: (filter: Parameters<typeof catalog.queryProducts>[1]) => catalog.queryProducts(db, filter),
      getProduct: (id: string) => catalog.getProduct(db, id),
      getProducts: (ids: string[]) => catalog.getProducts(db, ids),
      relatedProducts: (product: catalog.ApiProduct) => catalog.relatedProducts(db, product),
      homeBestSellers: () => catalog.homeBestSellers(db),
    },
  };
}

export type SsrServices = ReturnType<typeof createSsrServices>;
export type { ApiProduct } from "./modules/catalog/catalog.service";
