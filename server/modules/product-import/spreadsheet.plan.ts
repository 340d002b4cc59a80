import { inArray, sql } from "drizzle-orm";
import { toCentavos } from "@domain/pricing";
import type { SheetColumn, SheetError, SheetRow } from "@domain/spreadsheet-columns";
import {
  ambiguousMatchMessage,
  imageNotInStoreMessage,
  imageNotUploadedMessage,
  sameMatchMessage,
  sameProductRepeatedMessage,
  SHEET_MESSAGES,
  skuRepeatedMessage,
} from "@domain/spreadsheet-messages";
import { nameBrandKey, readProductRow, type SheetProduct } from "@domain/spreadsheet-rows";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import { boundProblems, byRowThenColumn } from "./spreadsheet.rows";
import { inChunks, storedMatches, type Stored } from "./stored-matches";

/**
 * Spreadsheet import: every row is read, checked with the bounds of a
 * single add, matched to the store (by SKU, else by exact name and brand) and given an action.
 * The preview stops there; the import (spreadsheet.import.ts) then checks the uploaded
 * pictures and writes every add and update in one transaction.
 */
export type RowAction = "add" | "update" | "unchanged" | "error";

export interface PlanRow {
  row: number;
  name: string;
  action: RowAction;
}

/** A picture of a row: a stored one (its URL) or an uploaded file (its name). */
export type ImageRef = { url: string } | { upload: string };

interface Write {
  row: number;
  action: "add" | "update" | "unchanged";
  product: SheetProduct;
  current?: Stored;
  /** Null: keep the current photos (an update with an empty Images cell). */
  images: ImageRef[] | null;
  /** The values the product gets (for an update: only what the row decides). */
  values: Omit<Stored, "id" | "image">;
  /** An update whose values, pictures aside, are the stored ones. */
  valuesSame?: boolean;
}

export interface SheetPlan {
  total: number;
  rows: PlanRow[];
  errors: SheetError[];
  writes: Write[];
}

/** A stored picture's URL as the API shows it with PUBLIC_URL set, back to its /media path. */
const ABSOLUTE_MEDIA = /^https?:\/\/[^/]+(\/media\/[0-9a-f]{16,64}\.webp)$/i;
const mediaPath = (ref: string) => ABSOLUTE_MEDIA.exec(ref)?.[1] ?? ref;

const looksLikeUrl = (ref: string) => ref.startsWith("/") || /^[a-z]+:\/\//i.test(ref);
const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Reads, checks and matches every row. `uploadedNames`: the file names of the pictures sent
 * (or, for a preview, the names the seller picked); `knownUploads`: the media URL an uploaded
 * photo was stored as before, so the matched product's own photo sent again is
 * its stored picture.
 */
export async function planSheetImport(
  db: Database,
  sheetRows: readonly SheetRow[],
  uploadedNames: ReadonlySet<string>,
  knownUploads: ReadonlyMap<string, string> = new Map(),
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
  const stored = await storedMatches(db, read);
  // A picture named by URL is mostly one of the matched products' own: only the others are
  // looked up, each list of URLs unnested and compared by hash (an `&&` scan is far slower).
  const storedImages = new Set<string>();
  const known = new Set(stored.loaded.flatMap((p) => p.image));
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
      const found = stored.match(p);
      if ("ambiguous" in found)
        rowError("SKU", ambiguousMatchMessage(found.ambiguous, p.name, p.brand));
      else current = found.current;
      if (current) {
        const other = matchedBy.get(current.id);
        if (other !== undefined) rowError("SKU", sameMatchMessage(other));
        else matchedBy.set(current.id, p.row);
      }
    }
    const images: ImageRef[] = [];
    for (const ref of p.images) {
      const known = knownUploads.get(ref);
      if (storedImages.has(ref)) images.push({ url: ref });
      else if (known && uploadedNames.has(ref) && current?.image.includes(known))
        images.push({ url: known });
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
    let valuesSame = false;
    if (current) {
      const imagesSame =
        keepImages ||
        (images.every((i) => "url" in i) &&
          sameList([...new Set(images.map((i) => ("url" in i ? i.url : "")))], current.image));
      valuesSame =
        values.sku === current.sku &&
        values.name === current.name &&
        values.brand === current.brand &&
        values.priceCentavos === current.priceCentavos &&
        sameList(values.category, current.category) &&
        sameList(values.description, current.description) &&
        values.stockCount === current.stockCount &&
        values.inStock === current.inStock &&
        values.bestseller === current.bestseller;
      action = imagesSame && valuesSame ? "unchanged" : "update";
    }
    writes.push({
      row: p.row,
      action,
      product: p,
      current,
      images: keepImages ? null : images,
      values,
      valuesSame,
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
