import type { Database } from "./db/client";
import { catalogueCache } from "./platform/cache";
import type { Platform } from "./platform/platform";
import * as addresses from "./modules/addresses/addresses.service";
import * as catalog from "./modules/catalog/catalog.service";
import * as orders from "./modules/orders/orders.queries";
import { buyAgainProducts } from "./modules/orders/buy-again";
import { BUY_AGAIN_ROW } from "./modules/orders/order-habits.schemas";

/**
 * What the server-rendered pages may ask of the server: the same service functions the
 * API uses, bound to the database. Route loaders receive this through the load context,
 * so no UI module imports server code.
 */
export function createSsrServices(
  db: Database,
  platform?: Platform,
  options: { lowStockThreshold?: number } = {},
) {
  // Counts, deep-page positions and search corrections are cached per catalogue version.
  const cache = platform ? catalogueCache(platform.bus) : undefined;
  return {
    catalog: {
      /** LOW_STOCK_THRESHOLD: the product page says "Only N left" at or below it. */
      lowStockThreshold: options.lowStockThreshold ?? 5,
      queryProducts: (filter: Omit<catalog.ProductQuery, "after">) =>
        catalog.queryProducts(db, filter, cache),
      getProduct: (id: string) => catalog.getProduct(db, id),
      getProducts: (ids: string[]) => catalog.getProducts(db, ids),
      relatedProducts: (product: catalog.ApiProduct) => catalog.relatedProducts(db, product),
      homeBestSellers: () => catalog.homeBestSellers(db),
    },
    addresses: {
      /** The customer's saved addresses, newest first (GET /api/address/get). */
      listForUser: (userId: string) => addresses.listAddresses(db, userId),
    },
    orders: {
      /** The customer's orders, newest first (GET /api/order/user). */
      listForUser: (userId: string) => orders.listUserOrders(db, userId),
      /** Their latest page (50, the API's default) and the cursor for "Load more". */
      firstPageForUser: (userId: string) => orders.listUserOrdersPage(db, userId),
      /** The home page's "Buy again" row (GET /api/order/buy-again). */
      buyAgainForUser: (userId: string) => buyAgainProducts(db, userId, BUY_AGAIN_ROW),
    },
  };
}

export type SsrServices = ReturnType<typeof createSsrServices>;
export type { ApiProduct } from "./modules/catalog/catalog.service";
