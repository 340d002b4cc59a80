import { eq, sql } from "drizzle-orm";
import { MESSAGES } from "@domain/messages";
import { toCentavos } from "@domain/pricing";
import { MAX_PRODUCT_IMAGES } from "@domain/store";
import type { Database } from "../../db/client";
import { products, type ProductRow } from "../../db/schema";
import { badRequest, notFound } from "../../http/errors";
import { isUuid } from "../../lib/ids";
import { toApiProduct, type ApiProduct } from "../catalog/catalog.service";
import { storeRenditions } from "../media/media.service";
import { mapWithConcurrency } from "./concurrency";
import { removeUnusedMedia, withMediaLock } from "./media-gc";
import {
  IMAGE_CONCURRENCY,
  PRODUCT_MESSAGES,
  type AddProductInput,
  type UpdateProductInput,
} from "./products.schemas";
import { imageProblemMessage, prepareImage } from "./uploaded-images";

export interface MediaDeps {
  db: Database;
  mediaDir: string;
}

/** Product ids are UUIDs; anything else names no product (and is never sent to the database). */
function assertProductId(id: string) {
  if (!isUuid(id)) throw notFound(MESSAGES.PRODUCT_NOT_FOUND);
}

/**
 * POST /api/product/add. Every image is checked (type from its bytes, size, a full decode)
 * before anything is written; then the WebP renditions and the row are stored together.
 */
export async function addProduct(
  deps: MediaDeps,
  input: AddProductInput,
  images: File[],
): Promise<ApiProduct> {
  if (images.length > MAX_PRODUCT_IMAGES) throw badRequest(PRODUCT_MESSAGES.TOO_MANY_IMAGES);
  const prepared = await mapWithConcurrency(images, IMAGE_CONCURRENCY, (file) =>
    prepareImage(file),
  );
  for (const [index, result] of prepared.entries()) {
    if (result.ok) continue;
    const file = images[index] as File;
    throw badRequest(imageProblemMessage(result.problem.kind, "single", file.name), {
      file: file.name,
      imageIndex: index,
      reason: result.problem.reason,
    });
  }
  return withMediaLock(async () => {
    const urls: string[] = [];
    for (const result of prepared) {
      if (result.ok) urls.push(await storeRenditions(deps.mediaDir, result.renditions));
    }
    try {
      const [row] = await deps.db
        .insert(products)
        .values({
          name: input.name,
          description: input.description,
          category: input.category,
          priceCentavos: toCentavos(input.price),
          brand: input.brand ?? "",
          bestseller: input.bestseller ?? false,
          inStock: input.inStock ?? true,
          image: [...new Set(urls)],
        })
        .returning();
      return toApiProduct(row as ProductRow);
    } catch (err) {
      await removeUnusedMedia(deps.db, deps.mediaDir, urls);
      throw err;
    }
  });
}

/** POST /api/product/update: the fields sent replace the stored ones; images and stock stay. */
export async function updateProduct(db: Database, input: UpdateProductInput): Promise<ApiProduct> {
  assertProductId(input.id);
  const changes: Partial<typeof products.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.description !== undefined) changes.description = input.description;
  if (input.category !== undefined) changes.category = input.category;
  if (input.price !== undefined) changes.priceCentavos = toCentavos(input.price);
  if (input.brand !== undefined) changes.brand = input.brand;
  if (input.bestseller !== undefined) changes.bestseller = input.bestseller;
  const [row] = await db
    .update(products)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(products.id, input.id))
    .returning();
  if (!row) throw notFound(MESSAGES.PRODUCT_NOT_FOUND);
  return toApiProduct(row);
}

/** POST /api/product/stock. */
export async function setProductStock(
  db: Database,
  id: string,
  inStock: boolean,
): Promise<ApiProduct> {
  assertProductId(id);
  const [row] = await db
    .update(products)
    .set({ inStock, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning();
  if (!row) throw notFound(MESSAGES.PRODUCT_NOT_FOUND);
  return toApiProduct(row);
}

/**
 * POST /api/product/delete. Orders keep their own snapshot of the product, so nothing else
 * changes; the product's pictures go when no other product shows them.
 */
export async function deleteProduct(deps: MediaDeps, id: string): Promise<ApiProduct> {
  assertProductId(id);
  const [row] = await deps.db.delete(products).where(eq(products.id, id)).returning();
  if (!row) throw notFound(MESSAGES.PRODUCT_NOT_FOUND);
  await withMediaLock(() => removeUnusedMedia(deps.db, deps.mediaDir, row.image));
  return toApiProduct(row);
}
