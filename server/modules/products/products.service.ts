import { eq, sql } from "drizzle-orm";
import { MESSAGES } from "@domain/messages";
import { toCentavos } from "@domain/pricing";
import { MAX_PRODUCT_IMAGES } from "@domain/image-files";
import type { Database } from "../../db/client";
import { products, type ProductRow } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../http/errors";
import { isUuid } from "../../lib/ids";
import { toApiProduct, type ApiProduct } from "../catalog/catalog.service";
import { storeRenditions } from "../media/media.service";
import { mapWithConcurrency } from "../../lib/concurrency";
import { isUniqueViolation, SKU_CONSTRAINT } from "../../db/db-errors";
import { removeUnusedMedia, withMediaLock } from "./media-gc";
import {
  IMAGE_CONCURRENCY,
  PRODUCT_MESSAGES,
  skuTakenMessage,
  UPLOAD_REF,
  type AddProductInput,
  type UpdateProductInput,
} from "./products.schemas";
import { imageProblemMessage, prepareImage } from "./uploaded-images";
import { recordActivity, type ActivityActor } from "../activity/activity.record";
import { productCreated, productDeleted, productUpdated } from "../activity/product-activity";

export interface MediaDeps {
  db: Database;
  mediaDir: string;
}

/** Product ids are UUIDs; anything else names no product (and is never sent to the database). */
function assertProductId(id: string) {
  if (!isUuid(id)) throw notFound(MESSAGES.PRODUCT_NOT_FOUND);
}

/** A clear 409 when another product already has this SKU (checked first, the index decides). */
export async function assertSkuFree(
  db: Database,
  value: string | null | undefined,
  selfId?: string,
) {
  if (!value) return;
  const [other] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.sku, value))
    .limit(1);
  if (other && other.id !== selfId) throw conflict(skuTakenMessage(value));
}

/** Runs a write; a unique-SKU violation (a race the check above lost) becomes the same 409. */
async function withSkuGuard<T>(
  value: string | null | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (value && isUniqueViolation(err, SKU_CONSTRAINT)) throw conflict(skuTakenMessage(value));
    throw err;
  }
}

/** Checks and decodes uploaded pictures; the first bad one refuses the call with the spec's words. */
async function prepareUploads(images: File[]) {
  const prepared = await mapWithConcurrency(images, IMAGE_CONCURRENCY, (file) =>
    prepareImage(file),
  );
  const renditions: Map<number, Buffer>[] = [];
  for (const [index, result] of prepared.entries()) {
    if (result.ok) {
      renditions.push(result.renditions);
      continue;
    }
    const file = images[index] as File;
    throw badRequest(imageProblemMessage(result.problem.kind, "single", file.name), {
      file: file.name,
      imageIndex: index,
      reason: result.problem.reason,
    });
  }
  return renditions;
}

/**
 * POST /api/product/add. Every image is checked (type from its bytes, size, a full decode)
 * before anything is written; then the WebP renditions and the row are stored together.
 */
export async function addProduct(
  deps: MediaDeps,
  input: AddProductInput,
  images: File[],
  actor: ActivityActor,
): Promise<ApiProduct> {
  if (images.length > MAX_PRODUCT_IMAGES) throw badRequest(PRODUCT_MESSAGES.TOO_MANY_IMAGES);
  await assertSkuFree(deps.db, input.sku);
  const prepared = await prepareUploads(images);
  return withMediaLock(deps, async () => {
    const urls: string[] = [];
    for (const renditions of prepared) urls.push(await storeRenditions(deps.mediaDir, renditions));
    try {
      const stock = input.stockCount ?? null;
      const row = await withSkuGuard(input.sku, () =>
        deps.db.transaction(async (tx) => {
          const [added] = await tx
            .insert(products)
            .values({
              name: input.name,
              description: input.description,
              category: input.category,
              priceCentavos: toCentavos(input.price),
              brand: input.brand ?? "",
              bestseller: input.bestseller ?? false,
              inStock: input.inStock ?? stock !== 0,
              stockCount: stock,
              sku: input.sku ?? null,
              image: [...new Set(urls)],
            })
            .returning();
          await recordActivity(tx, productCreated(actor, added as ProductRow));
          return added as ProductRow;
        }),
      );
      return toApiProduct(row);
    } catch (err) {
      await removeUnusedMedia(deps.db, deps.mediaDir, urls);
      throw err;
    }
  });
}

/**
 * POST /api/product/update: the fields sent replace the stored ones. `image`, when sent, is the
 * new photo list in order: kept pictures by URL and new files as "upload:N". A stock count of 0
 * marks the product out of stock; raising a count from 0 puts it back in stock.
 */
export async function updateProduct(
  deps: MediaDeps,
  input: UpdateProductInput,
  uploads: File[],
  actor: ActivityActor,
): Promise<ApiProduct> {
  assertProductId(input.id);
  const [current] = await deps.db.select().from(products).where(eq(products.id, input.id)).limit(1);
  if (!current) throw notFound(MESSAGES.PRODUCT_NOT_FOUND);
  if (uploads.length > MAX_PRODUCT_IMAGES) throw badRequest(PRODUCT_MESSAGES.TOO_MANY_IMAGES);
  if (input.sku) await assertSkuFree(deps.db, input.sku, input.id);

  const refs = input.image;
  const usedUploads = new Set<number>();
  if (refs) {
    for (const ref of refs) {
      const upload = UPLOAD_REF.exec(ref);
      if (upload) {
        const n = Number(upload[1]);
        if (n >= uploads.length) throw badRequest(PRODUCT_MESSAGES.UNKNOWN_IMAGE_REF);
        usedUploads.add(n);
      } else if (!current.image.includes(ref)) {
        throw badRequest(PRODUCT_MESSAGES.UNKNOWN_IMAGE_REF);
      }
    }
  }
  const order = [...usedUploads].sort((a, b) => a - b);
  const prepared = await prepareUploads(order.map((n) => uploads[n] as File));

  const changes: Partial<typeof products.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.description !== undefined) changes.description = input.description;
  if (input.category !== undefined) changes.category = input.category;
  if (input.price !== undefined) changes.priceCentavos = toCentavos(input.price);
  if (input.brand !== undefined) changes.brand = input.brand;
  if (input.bestseller !== undefined) changes.bestseller = input.bestseller;
  if (input.sku !== undefined) changes.sku = input.sku;
  if (input.stockCount !== undefined) {
    changes.stockCount = input.stockCount;
    if (input.stockCount === 0) changes.inStock = false;
    else if (input.stockCount !== null && current.stockCount === 0) changes.inStock = true;
  }

  return withMediaLock(deps, async () => {
    const stored: string[] = [];
    const urlOfUpload = new Map<number, string>();
    for (const [i, renditions] of prepared.entries()) {
      const url = await storeRenditions(deps.mediaDir, renditions);
      stored.push(url);
      urlOfUpload.set(order[i] as number, url);
    }
    if (refs) {
      const urls = refs.map((ref) => {
        const upload = UPLOAD_REF.exec(ref);
        return upload ? (urlOfUpload.get(Number(upload[1])) as string) : ref;
      });
      changes.image = [...new Set(urls)];
    }
    let row: ProductRow | undefined;
    try {
      // The trail's "before" is the row as this transaction locked it, not the earlier read.
      row = await withSkuGuard(input.sku, () =>
        deps.db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(products)
            .where(eq(products.id, input.id))
            .for("update");
          if (!before) return undefined;
          const [after] = await tx
            .update(products)
            .set({ ...changes, updatedAt: sql`now()` })
            .where(eq(products.id, input.id))
            .returning();
          const entry = after && productUpdated(actor, before, after);
          if (entry) await recordActivity(tx, entry);
          return after;
        }),
      );
    } catch (err) {
      await removeUnusedMedia(deps.db, deps.mediaDir, stored);
      throw err;
    }
    if (!row) {
      await removeUnusedMedia(deps.db, deps.mediaDir, stored);
      throw notFound(MESSAGES.PRODUCT_NOT_FOUND);
    }
    if (refs) {
      const dropped = current.image.filter((url) => !row.image.includes(url));
      await removeUnusedMedia(deps.db, deps.mediaDir, dropped);
    }
    return toApiProduct(row);
  });
}

/** POST /api/product/stock. */
export async function setProductStock(
  db: Database,
  id: string,
  inStock: boolean,
  actor: ActivityActor,
): Promise<ApiProduct> {
  assertProductId(id);
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for("update");
    if (!before) return undefined;
    const [after] = await tx
      .update(products)
      .set({ inStock, updatedAt: sql`now()` })
      .where(eq(products.id, id))
      .returning();
    const entry = after && productUpdated(actor, before, { inStock });
    if (entry) await recordActivity(tx, entry);
    return after;
  });
  if (!row) throw notFound(MESSAGES.PRODUCT_NOT_FOUND);
  return toApiProduct(row);
}

/**
 * POST /api/product/delete. Orders keep their own snapshot of the product, so nothing else
 * changes; the product's pictures go when no other product shows them.
 */
export async function deleteProduct(
  deps: MediaDeps,
  id: string,
  actor: ActivityActor,
): Promise<ApiProduct> {
  assertProductId(id);
  const row = await deps.db.transaction(async (tx) => {
    const [gone] = await tx.delete(products).where(eq(products.id, id)).returning();
    if (gone) await recordActivity(tx, productDeleted(actor, gone));
    return gone;
  });
  if (!row) throw notFound(MESSAGES.PRODUCT_NOT_FOUND);
  await withMediaLock(deps, () => removeUnusedMedia(deps.db, deps.mediaDir, row.image));
  return toApiProduct(row);
}
