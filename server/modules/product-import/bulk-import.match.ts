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
import { storedMatches, type Stored } from "./stored-matches";

/**
 * The JSON bulk import's products matched to the store as the spreadsheet import matches its
 * rows: by SKU when the product has one, else by exact name and brand (an
 * omitted brand is no brand). A match is updated, not added again.
 */
export interface MatchProblem {
  index: number;
  field: string;
  message: string;
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

  const stored = await storedMatches(
    db,
    list.map((p) => ({ sku: p.sku, name: p.name, brand: p.brand ?? "" })),
  );

  const matchedBy = new Map<string, number>();
  const matches = list.map((p, index) => {
    if (failed.has(index)) return undefined;
    const found = stored.match({ sku: p.sku, name: p.name, brand: p.brand ?? "" });
    if ("ambiguous" in found) {
      fail(index, "name", ambiguousMatchMessage(found.ambiguous, p.name, p.brand ?? ""));
      return undefined;
    }
    const current = found.current;
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
