// Types of what the server hands the pages, derived from the load context (the one allowed
// type-only bridge to server code), so a renamed field breaks the build, not the shopper.
import type { StoreLoadContext, Viewer } from "~/load-context";

type Catalog = StoreLoadContext["services"]["catalog"];

export type Product = NonNullable<Awaited<ReturnType<Catalog["getProduct"]>>>;
export type ProductPage = Awaited<ReturnType<Catalog["queryProducts"]>>;
export type SessionUser = NonNullable<Viewer["user"]>;
export type { Viewer };

/** The fields a product card and a cart line need. */
export type ProductSummary = Pick<
  Product,
  "_id" | "name" | "price" | "category" | "image" | "inStock"
>;

type Services = StoreLoadContext["services"];

/** A saved delivery address (SPEC §3), as GET /api/address/get answers it. */
export type SavedAddress = Awaited<ReturnType<Services["addresses"]["listForUser"]>>[number];
/** One of the customer's orders (SPEC §3), as GET /api/order/user answers it. */
export type CustomerOrder = Awaited<ReturnType<Services["orders"]["listForUser"]>>[number];
