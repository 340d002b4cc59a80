import { createHash } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { toCentavos } from "@domain/pricing";
import {
  ambiguousMatchMessage,
  imageNotInStoreMessage,
  imageNotUploadedMessage,
  nameBrandKey,
  readProductRow,
  sameMatchMessage,
  sameProductRepeatedMessage,
  SHEET_COLUMNS,
  SHEET_MESSAGES,
  skuRepeatedMessage,
  type SheetColumn,
  type SheetError,
  type SheetProduct,
  type SheetRow,
} from "@domain/spreadsheet";
import { MAX_PRODUCT_IMAGES } from "@domain/image-files";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import { conflict, HttpError } from "../../http/errors";
import { storeRenditions } from "../media/media.service";
import { duplicateImageMessage } from "./bulk-import.service";
import { mapWithConcurrency } from "./concurrency";
import { isUniqueViolation, SKU_CONSTRAINT } from "./db-errors";
import { removeUnusedMedia, withMediaLock } from "./media-gc";
import {
  AddProductSchema,
  IMAGE_CONCURRENCY,
  sku as skuSchema,
  stockCount as stockCountSchema,
  tooManyProductsMessage,
} from "./products.schemas";
import type { MediaDeps } from "./products.service";
import {
  decodeImage,
  imageProblemMessage,
  quickImageProblem,
  type PreparedImage,
} from "./uploaded-images";

/**
 * Spreadsheet import (docs/decisions/101): every row is read, checked with the bounds of a
 * single add, matched to the store (by SKU, else by exact name and brand) and given an action.
 * The preview stops there; the import then checks the uploaded pictures and writes every
 * add and update in one transaction.
 */
export type RowAction = "add" | "update" | "unchanged" | "error";

export interface PlanRow {
  row: number;
  name: string;
  action: RowAction;
}

/** The stored fields a row is compared with. */
const storedColumns = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  brand: products.brand,
  priceCentavos: products.priceCentavos,
  category: products.category,
  description: products.description,
  image: products.image,
  stockCount: products.stockCount,
  inStock: products.inStock,
  bestseller: products.bestseller,
};
type Stored = {
  id: string;
  sku: string | null;
  name: string;
  brand: string;
  priceCentavos: number;
  category: string[];
  description: string[];
  image: string[];
  stockCount: number | null;
  inStock: boolean;
  bestseller: boolean;
};

/** A picture of a row: a stored one (its URL) or an uploaded file (its name). */
type ImageRef = { url: string } | { upload: string };

interface Write {
  row: number;
  action: "add" | "update" | "unchanged";
  product: SheetProduct;
  current?: Stored;
  /** Null: keep the current photos (an update with an empty Images cell). */
  images: ImageRef[] | null;
  /** The values the product gets (for an update: only what the row decides). */
  values: Omit<Stored, "id" | "image">;
}

export interface SheetPlan {
  total: number;
  rows: PlanRow[];
  errors: SheetError[];
  writes: Write[];
}

const CHUNK = 500;
const INSERT_CHUNK = 100;

const columnOrder = (column: string) => {
  const i = SHEET_COLUMNS.indexOf(column as SheetColumn);
  return i === -1 ? -1 : i;
};
const byRowThenColumn = (a: SheetError, b: SheetError) =>
  a.row - b.row || columnOrder(a.column) - columnOrder(b.column);

/** The bounds of a single product add (products.schemas), each as the sheet's column. */
function boundProblems(p: SheetProduct): SheetError[] {
  const shape = AddProductSchema.shape;
  const checks: [
    SheetColumn,
    { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
    unknown,
  ][] = [
    ["SKU", skuSchema, p.sku],
    ["Name", shape.name, p.name],
    ["Brand", shape.brand, p.brand],
    ["Price", shape.price, p.price],
    ["Category", shape.category, p.category],
    ["Description", shape.description, p.description],
    ["Stock count", stockCountSchema, p.stockCount],
  ];
  const errors: SheetError[] = [];
  for (const [column, schema, value] of checks) {
    const parsed = schema.safeParse(value);
    if (!parsed.success)
      errors.push({
        row: p.row,
        column,
        message: parsed.error?.issues[0]?.message ?? `${column} is not valid`,
      });
  }
  if (p.images.length > MAX_PRODUCT_IMAGES)
    errors.push({
      row: p.row,
      column: "Images",
      message: `A product can have at most ${MAX_PRODUCT_IMAGES} images`,
    });
  if (p.images.some((name) => name.includes("\u0000") || name.length > 300))
    errors.push({ row: p.row, column: "Images", message: "An image name is not valid" });
  return errors;
}

async function inChunks<T, R>(items: readonly T[], run: (chunk: T[]) => Promise<R[]>) {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(...(await run(items.slice(i, i + CHUNK))));
  return out;
}

/** A stored picture's URL as the API shows it with PUBLIC_URL set, back to its /media path. */
const ABSOLUTE_MEDIA = /^https?:\/\/[^/]+(\/media\/[0-9a-f]{16,64}\.webp)$/i;
const mediaPath = (ref: string) => ABSOLUTE_MEDIA.exec(ref)?.[1] ?? ref;

const looksLikeUrl = (ref: string) => ref.startsWith("/") || /^[a-z]+:\/\//i.test(ref);
const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Reads, checks and matches every row. `uploadedNames`: the file names of the pictures sent
 * (or, for a preview, the names the seller picked).
 */
export async function planSheetImport(
  db: Database,
  sheetRows: readonly SheetRow[],
  uploadedNames: ReadonlySet<string>,
): Promise<SheetPlan> {
  const errors: SheetError[] = [];
  const failed = new Set<number>();
  const fail = (e: SheetError) => {
    errors.push(e);
    failed.add(e.row);
  };

  // 1. Each row on its own: its cells, then the bounds of a single add.
  const read: SheetProduct[] = [];
  for (const row of sheetRows) {
    const result = readProductRow(row);
    if (!result.ok) {
      result.errors.forEach(fail);
      continue;
    }
    result.product.images = result.product.images.map(mediaPath);
    const bounds = boundProblems(result.product);
    bounds.forEach(fail);
    read.push(result.product);
  }

  // 2. The same product twice in the file: the later row is the error.
  const firstBySku = new Map<string, number>();
  const firstByKey = new Map<string, number>();
  for (const { row, cells } of sheetRows) {
    const sku = cells.SKU.trim();
    if (sku) {
      const first = firstBySku.get(sku);
      if (first !== undefined)
        fail({ row, column: "SKU", message: skuRepeatedMessage(sku, first) });
      else firstBySku.set(sku, row);
    } else if (cells.Name.trim()) {
      const key = nameBrandKey(cells.Name, cells.Brand);
      const first = firstByKey.get(key);
      if (first !== undefined)
        fail({ row, column: "Name", message: sameProductRepeatedMessage(first) });
      else firstByKey.set(key, row);
    }
  }

  // 3. The stored products the rows may match, and the stored pictures they name.
  const skus = [...new Set(read.flatMap((p) => (p.sku ? [p.sku] : [])))];
  const names = [...new Set(read.map((p) => p.name))];
  const bySkuRows = await inChunks(skus, (chunk) =>
    db.select(storedColumns).from(products).where(inArray(products.sku, chunk)),
  );
  const byNameRows = await inChunks(names, (chunk) =>
    db.select(storedColumns).from(products).where(inArray(products.name, chunk)),
  );
  const bySku = new Map(bySkuRows.map((p) => [p.sku as string, p]));
  const byKey = new Map<string, Stored[]>();
  for (const p of byNameRows) {
    const key = nameBrandKey(p.name, p.brand);
    byKey.set(key, [...(byKey.get(key) ?? []), p]);
  }
  // A picture named by URL is mostly one of the matched products' own: only the others are
  // looked up, each list of URLs unnested and compared by hash (an `&&` scan is far slower).
  const storedImages = new Set<string>();
  const known = new Set([...bySkuRows, ...byNameRows].flatMap((p) => p.image));
  const urlRefs = [...new Set(read.flatMap((p) => p.images.filter(looksLikeUrl)))];
  const unknown: string[] = [];
  for (const url of urlRefs) {
    if (known.has(url)) storedImages.add(url);
    else unknown.push(url);
  }
  await inChunks(unknown, async (chunk) => {
    const result = await db.execute(
      sql`SELECT DISTINCT u FROM (SELECT unnest(${products.image}) AS u FROM ${products}) AS images WHERE ${inArray(sql`u`, chunk)}`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      u: string;
    }[];
    for (const r of rows) storedImages.add(r.u);
    return [];
  });

  // 4. Each row's match, pictures and action.
  const matchedBy = new Map<string, number>();
  const rows: PlanRow[] = [];
  const writes: Write[] = [];
  for (const p of read) {
    const rowError = (column: SheetColumn | "", message: string) =>
      fail({ row: p.row, column, message });
    let current: Stored | undefined;
    if (!failed.has(p.row)) {
      const sameName = byKey.get(nameBrandKey(p.name, p.brand)) ?? [];
      const candidates = p.sku ? sameName.filter((s) => s.sku === null) : sameName;
      current = p.sku ? bySku.get(p.sku) : undefined;
      if (!current && candidates.length > 1)
        rowError("SKU", ambiguousMatchMessage(candidates.length, p.name, p.brand));
      else if (!current) current = candidates[0];
      if (current) {
        const other = matchedBy.get(current.id);
        if (other !== undefined) rowError("SKU", sameMatchMessage(other));
        else matchedBy.set(current.id, p.row);
      }
    }
    const images: ImageRef[] = [];
    for (const ref of p.images) {
      if (storedImages.has(ref)) images.push({ url: ref });
      else if (uploadedNames.has(ref)) images.push({ upload: ref });
      else if (looksLikeUrl(ref)) rowError("Images", imageNotInStoreMessage(ref));
      else rowError("Images", imageNotUploadedMessage(ref));
    }
    if (!current && p.images.length === 0 && !failed.has(p.row))
      rowError("Images", SHEET_MESSAGES.NEW_NEEDS_IMAGE);
    if (failed.has(p.row)) continue;

    const countChanged = current ? current.stockCount !== p.stockCount : true;
    let inStock = p.inStock ?? (current ? true : p.stockCount !== 0);
    if (current && countChanged) {
      if (p.stockCount === 0) inStock = false;
      else if (p.stockCount !== null && current.stockCount === 0 && p.inStock !== false)
        inStock = true;
    }
    const values = {
      sku: p.sku ?? current?.sku ?? null,
      name: p.name,
      brand: p.brand,
      priceCentavos: toCentavos(p.price),
      category: p.category,
      description: p.description,
      stockCount: p.stockCount,
      inStock,
      bestseller: p.bestseller,
    };
    const keepImages = current !== undefined && images.length === 0;
    let action: Write["action"] = "add";
    if (current) {
      const imagesSame =
        keepImages ||
        (images.every((i) => "url" in i) &&
          sameList([...new Set(images.map((i) => ("url" in i ? i.url : "")))], current.image));
      const same =
        imagesSame &&
        values.sku === current.sku &&
        values.name === current.name &&
        values.brand === current.brand &&
        values.priceCentavos === current.priceCentavos &&
        sameList(values.category, current.category) &&
        sameList(values.description, current.description) &&
        values.stockCount === current.stockCount &&
        values.inStock === current.inStock &&
        values.bestseller === current.bestseller;
      action = same ? "unchanged" : "update";
    }
    writes.push({
      row: p.row,
      action,
      product: p,
      current,
      images: keepImages ? null : images,
      values,
    });
  }

  const actionOf = new Map(writes.map((w) => [w.row, w.action]));
  for (const { row, cells } of sheetRows) {
    rows.push({
      row,
      name: cells.Name.trim(),
      action: failed.has(row) ? "error" : (actionOf.get(row) ?? "error"),
    });
  }
  return {
    total: sheetRows.length,
    rows,
    errors: errors.sort(byRowThenColumn),
    writes: writes.filter((w) => !failed.has(w.row)),
  };
}

export function assertRowLimit(count: number, max: number | undefined) {
  if (count === 0) throw new HttpError(400, SHEET_MESSAGES.NO_ROWS, { errors: [] });
  if (max !== undefined && count > max)
    throw new HttpError(400, tooManyProductsMessage(count, max), { errors: [] });
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function counts(plan: SheetPlan) {
  const count = (action: RowAction) => plan.writes.filter((w) => w.action === action).length;
  return { added: count("add"), updated: count("update"), unchanged: count("unchanged") };
}

export function previewAnswer(plan: SheetPlan) {
  const { added, updated, unchanged } = counts(plan);
  const valid = plan.writes.length;
  const bad = plan.total - valid;
  const summary = `${added} to add, ${updated} to update, ${unchanged} unchanged`;
  const message =
    bad === 0
      ? `All ${plural(plan.total, "row")} can be imported: ${summary}`
      : `${plural(bad, "row")} ${bad === 1 ? "has" : "have"} errors; ${plural(valid, "valid row")}: ${summary}`;
  return {
    success: true as const,
    message,
    total: plan.total,
    valid,
    added,
    updated,
    unchanged,
    errors: plan.errors,
    rows: plan.rows,
  };
}

export const rowsHaveErrorsMessage = (n: number) =>
  `${plural(n, "row")} ${n === 1 ? "has" : "have"} errors. Fix them, or choose to import the valid rows.`;

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/**
 * The uploaded pictures the rows to write use: the quick checks, then one decode per distinct
 * content (as bulk import does). A bad picture makes an error of each row that uses it.
 */
async function preparePictures(plan: SheetPlan, images: readonly File[]) {
  const filesByName = new Map<string, File[]>();
  for (const file of images)
    filesByName.set(file.name, [...(filesByName.get(file.name) ?? []), file]);
  const used = [
    ...new Set(
      plan.writes.flatMap((w) =>
        (w.images ?? []).flatMap((i) => ("upload" in i ? [i.upload] : [])),
      ),
    ),
  ];
  const problemOf = new Map<string, string>();
  const hashOf = new Map<string, string>();
  const decoded = new Map<string, Promise<PreparedImage>>();
  await mapWithConcurrency(used, IMAGE_CONCURRENCY, async (name) => {
    const files = filesByName.get(name) ?? [];
    for (const file of files) {
      const problem = await quickImageProblem(file);
      if (problem) {
        problemOf.set(name, imageProblemMessage(problem.kind, "multiple", name));
        return;
      }
    }
    const hashes = await Promise.all(
      files.map(async (f) => sha256(Buffer.from(await f.arrayBuffer()))),
    );
    if (new Set(hashes).size > 1) {
      problemOf.set(name, duplicateImageMessage(name));
      return;
    }
    const hash = hashes[0] as string;
    hashOf.set(name, hash);
    if (!decoded.has(hash))
      decoded.set(
        hash,
        (async () => decodeImage(Buffer.from(await (files[0] as File).arrayBuffer())))(),
      );
    const result = await decoded.get(hash);
    if (result && !result.ok)
      problemOf.set(name, imageProblemMessage(result.problem.kind, "multiple", name));
  });
  return { problemOf, hashOf, decoded };
}

const UPDATE_CHUNK = 500;

/**
 * One UPDATE for many rows: their new values travel as one JSON list (lists stay lists), and
 * a null image keeps the product's photos.
 */
function updateStatement(rows: (Omit<Stored, "image"> & { image: string[] | null })[]) {
  const list = sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(
    "id" text, "sku" text, "name" text, "brand" text, "priceCentavos" integer,
    "category" jsonb, "description" jsonb, "image" jsonb, "stockCount" integer,
    "inStock" boolean, "bestseller" boolean)`;
  const texts = (column: string) =>
    sql.raw(`ARRAY(SELECT jsonb_array_elements_text(v."${column}"))::text[]`);
  return sql`UPDATE ${products} SET
    sku = v."sku", name = v."name", brand = v."brand", price_centavos = v."priceCentavos",
    category = ${texts("category")}, description = ${texts("description")},
    image = CASE WHEN v."image" IS NULL OR jsonb_typeof(v."image") = 'null' THEN ${products.image} ELSE ${texts("image")} END,
    stock_count = v."stockCount", in_stock = v."inStock", bestseller = v."bestseller",
    updated_at = now()
    FROM ${list} WHERE ${products.id} = v."id"`;
}

export interface SheetImportOutcome {
  added: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

/**
 * The import itself: refused (400, nothing written) when a row has an error and `validOnly`
 * is not set; otherwise the valid rows' adds and updates go in one transaction.
 */
export async function importSheet(
  deps: MediaDeps,
  sheetRows: readonly SheetRow[],
  images: readonly File[],
  validOnly: boolean,
): Promise<SheetImportOutcome> {
  const plan = await planSheetImport(deps.db, sheetRows, new Set(images.map((f) => f.name)));
  const refuseRows = () => {
    const bad = new Set(plan.errors.map((e) => e.row)).size;
    return new HttpError(400, rowsHaveErrorsMessage(bad), { errors: plan.errors });
  };
  if (plan.errors.length > 0 && !validOnly) throw refuseRows();

  const pictures = await preparePictures(plan, images);
  if (pictures.problemOf.size > 0) {
    for (const w of plan.writes) {
      for (const ref of w.images ?? []) {
        const problem = "upload" in ref ? pictures.problemOf.get(ref.upload) : undefined;
        if (problem) plan.errors.push({ row: w.row, column: "Images", message: problem });
      }
    }
    plan.errors.sort(byRowThenColumn);
    const bad = new Set(plan.errors.map((e) => e.row));
    plan.writes = plan.writes.filter((w) => !bad.has(w.row));
    if (!validOnly) throw refuseRows();
  }
  const { added, updated, unchanged } = counts(plan);
  const skipped = plan.total - plan.writes.length;
  const toWrite = plan.writes.filter((w) => w.action !== "unchanged");
  if (toWrite.length === 0) return { added, updated, unchanged, skipped };

  await withMediaLock(deps, async () => {
    const stored: string[] = [];
    const urlByHash = new Map<string, string>();
    const neededHashes = new Set(
      toWrite.flatMap((w) =>
        (w.images ?? []).flatMap((i) =>
          "upload" in i ? [pictures.hashOf.get(i.upload) as string] : [],
        ),
      ),
    );
    for (const hash of neededHashes) {
      const prepared = await pictures.decoded.get(hash);
      if (prepared?.ok) {
        const url = await storeRenditions(deps.mediaDir, prepared.renditions);
        urlByHash.set(hash, url);
        stored.push(url);
      }
    }
    const urlsOf = (refs: ImageRef[]) => [
      ...new Set(
        refs.map((i) =>
          "url" in i ? i.url : (urlByHash.get(pictures.hashOf.get(i.upload) as string) as string),
        ),
      ),
    ];
    const dropped: string[] = [];
    const base = Date.now();
    const adds = toWrite
      .filter((w) => w.action === "add")
      .map((w, index) => ({
        ...w.values,
        image: urlsOf(w.images ?? []),
        createdAt: new Date(base - index),
        updatedAt: new Date(base),
      }));
    try {
      await deps.db.transaction(async (tx) => {
        for (let i = 0; i < adds.length; i += INSERT_CHUNK)
          await tx.insert(products).values(adds.slice(i, i + INSERT_CHUNK));
        const updates = toWrite.flatMap((w) => {
          if (w.action !== "update" || !w.current) return [];
          const image = w.images ? urlsOf(w.images) : null;
          if (image) dropped.push(...w.current.image.filter((url) => !image.includes(url)));
          return [{ id: w.current.id, ...w.values, image }];
        });
        for (let i = 0; i < updates.length; i += UPDATE_CHUNK)
          await tx.execute(updateStatement(updates.slice(i, i + UPDATE_CHUNK)));
      });
    } catch (err) {
      await removeUnusedMedia(deps.db, deps.mediaDir, stored);
      if (isUniqueViolation(err, SKU_CONSTRAINT))
        throw conflict(
          "Another product took one of the file's SKUs while it was being imported. Nothing was imported; please try again.",
        );
      throw err;
    }
    await removeUnusedMedia(deps.db, deps.mediaDir, dropped);
  });
  return { added, updated, unchanged, skipped };
}
