import type { ProductRow } from "../../db/schema";
import { changedFields, type ActivityActor, type ActivityEntry } from "./activity.record";

/**
 * The activity lines of product changes, shared by the product calls and both imports, so a
 * price edited in the dialog and a price changed by a spreadsheet read the same on the trail.
 */

/** Every field a person can change on a product, in the order the trail lists them. */
export const PRODUCT_FIELDS = [
  "name",
  "priceCentavos",
  "category",
  "brand",
  "sku",
  "description",
  "stockCount",
  "inStock",
  "bestseller",
  "image",
] as const satisfies readonly (keyof ProductRow)[];

type ProductFields = Pick<ProductRow, (typeof PRODUCT_FIELDS)[number]> & { id: string };

/** How a change arrived when it was not the product dialog. */
export type ProductChangeSource = "bulk import" | "spreadsheet import";

/** A back-office person as the actor of a change. */
export function sellerActor(seller: { id: string; name: string }): ActivityActor {
  return { type: "seller", id: seller.id, name: seller.name };
}

/** A change made by the store itself (a script, a tool run without a person). */
export const STORE_ACTOR: ActivityActor = { type: "system", id: null, name: "Store" };

const source = (via?: ProductChangeSource) => (via ? { via } : {});

/** A new product: its price, stock and categories as it was added. */
export function productCreated(
  actor: ActivityActor,
  row: ProductFields,
  via?: ProductChangeSource,
): ActivityEntry {
  return {
    actor,
    kind: "product",
    action: "product.created",
    subjectId: row.id,
    subjectLabel: row.name,
    changes: {
      priceCentavos: row.priceCentavos,
      stockCount: row.stockCount,
      category: row.category,
      ...source(via),
    },
  };
}

/** An edit: each changed field before → after; null when nothing changed. */
export function productUpdated(
  actor: ActivityActor,
  before: ProductFields,
  after: Partial<ProductFields>,
  via?: ProductChangeSource,
): ActivityEntry | null {
  const changes = changedFields(before, after, PRODUCT_FIELDS);
  if (Object.keys(changes).length === 0) return null;
  return {
    actor,
    kind: "product",
    action: "product.updated",
    subjectId: before.id,
    subjectLabel: after.name ?? before.name,
    changes: { ...changes, ...source(via) },
  };
}

/** A product removed from the catalogue: what it was when it went. */
export function productDeleted(actor: ActivityActor, row: ProductFields): ActivityEntry {
  return {
    actor,
    kind: "product",
    action: "product.deleted",
    subjectId: row.id,
    subjectLabel: row.name,
    changes: { priceCentavos: row.priceCentavos, sku: row.sku },
  };
}
