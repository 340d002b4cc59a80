import { inArray } from "drizzle-orm";
import {
  bulkSameMatchMessage,
  bulkSameProductRepeatedMessage,
  bulkSkuRepeatedMessage,
  type BulkProduct,
} from "@domain/bulk-import";
import { toCentavos } from "@domain/pricing";
import { ambiguousMatchMessage } from "@domain/spreadsheet-messages";
import { nameBrandKey } from "@domain/spreadsheet-rows";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import { storedColumns, type Stored } from "./spreadsheet.plan";

/**
 * The JSON bulk import's products matched to the store as the spreadsheet import matches its
 * rows (decision 161): by SKU when the product has one, else by exact name and brand (an
 * omitted brand is no brand). A match is updated, not added again.
 */
export interface MatchProblem {
  index: number;
  field: string;
  message: string;
}

const CHUNK = 500;

async function inChunks<T, R>(items: readonly T[], run: (chunk: T[]) => Promise<R[]>) {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(...(await run(items.slice(i, i + CHUNK))));
  return out;
}

/** Each product's stored match (or undefined: a new product), or the problems that stop it. */
export async function matchBulkProducts(
  db: Database,
  list: readonly BulkProduct[],
): Promise<{ matches: (Stored | undefined)[]; problems: MatchProblem[] }> {
  const problems: MatchProblem[] = [];
  const failed = new Set<number>();
  const fail = (index: number, field: string, message: string) => {
    problems.push({ index, field, message });
    failed.add(index);
  };

  // The same product twice in the file: the later one is the problem.
  const firstByKey = new Map<string, number>();
  list.forEach((p, index) => {
    const key = p.sku ? `sku ${p.sku}` : `name ${nameBrandKey(p.name, p.brand ?? "")}`;
    const first = firstByKey.get(key);
    if (first === undefined) firstByKey.set(key, index);
    else if (p.sku) fail(index, "sku", bulkSkuRepeatedMessage(p.sku, first));
    else fail(index, "name", bulkSameProductRepeatedMessage(first));
  });

  const skus = [...new Set(list.flatMap((p) => (p.sku ? [p.sku] : [])))];
  const names = [...new Set(list.map((p) => p.name.trim()))];
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

  const matchedBy = new Map<string, number>();
  const matches = list.map((p, index) => {
    if (failed.has(index)) return undefined;
    let current = p.sku ? bySku.get(p.sku) : undefined;
    if (!current) {
      const sameName = byKey.get(nameBrandKey(p.name, p.brand ?? "")) ?? [];
      const candidates = p.sku ? sameName.filter((s) => s.sku === null) : sameName;
      if (candidates.length > 1) {
        fail(index, "name", ambiguousMatchMessage(candidates.length, p.name, p.brand ?? ""));
        return undefined;
      }
      current = candidates[0];
    }
    if (current) {
      const other = matchedBy.get(current.id);
      if (other !== undefined) {
        fail(index, "name", bulkSameMatchMessage(other));
        return undefined;
      }
      matchedBy.set(current.id, index);
    }
    return current;
  });
  problems.sort((a, b) => a.index - b.index);
  return { matches, problems };
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

export type BulkValues = Omit<Stored, "id">;

/**
 * What a product of the file makes of its match (or of nothing): the values it gets and whether
 * that adds, updates or leaves it as it is. Stock is the store's alone: an update keeps it.
 */
export function bulkWrite(
  p: BulkProduct,
  current: Stored | undefined,
  image: string[],
): { action: "add" | "update" | "unchanged"; values: BulkValues } {
  const values: BulkValues = {
    sku: p.sku ?? current?.sku ?? null,
    name: p.name.trim(),
    brand: p.brand !== undefined ? p.brand.trim() : (current?.brand ?? ""),
    priceCentavos: toCentavos(p.price),
    category: p.category.map((c) => c.trim()),
    description: p.description.map((line) => line.trim()).filter(Boolean),
    image,
    stockCount: current ? current.stockCount : null,
    inStock: current ? current.inStock : true,
    bestseller: p.bestseller ?? current?.bestseller ?? false,
  };
  if (!current) return { action: "add", values };
  const same =
    values.sku === current.sku &&
    values.name === current.name &&
    values.brand === current.brand &&
    values.priceCentavos === current.priceCentavos &&
    sameList(values.category, current.category) &&
    sameList(values.description, current.description) &&
    sameList(values.image, current.image) &&
    values.bestseller === current.bestseller;
  return { action: same ? "unchanged" : "update", values };
}
