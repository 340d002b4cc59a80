import { inArray } from "drizzle-orm";
import { nameBrandKey } from "@domain/spreadsheet-rows";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";

/**
 * How an imported product finds the stored one it updates, for the spreadsheet and the JSON
 * bulk import alike: by SKU when it has one; else by exact name and brand (trimmed), among the
 * stored products without a SKU when it brings one. Two candidates are ambiguous.
 */

/** The stored fields an imported product is compared with. */
export const storedColumns = {
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
export type Stored = {
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

const CHUNK = 500;

/** `run` over `items` 500 at a time (a bound on the parameters of one statement). */
export async function inChunks<T, R>(items: readonly T[], run: (chunk: T[]) => Promise<R[]>) {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(...(await run(items.slice(i, i + CHUNK))));
  return out;
}

export interface MatchKey {
  sku: string | null | undefined;
  name: string;
  brand: string;
}

export type MatchResult = { current: Stored | undefined } | { ambiguous: number };

/** Loads, in two queries per 500, every stored product the keys may match. */
export async function storedMatches(db: Database, keys: readonly MatchKey[]) {
  const skus = [...new Set(keys.flatMap((k) => (k.sku ? [k.sku] : [])))];
  const names = [...new Set(keys.map((k) => k.name.trim()))];
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
  return {
    /** Every stored product loaded (their pictures are known to the store). */
    loaded: [...bySkuRows, ...byNameRows],
    match(key: MatchKey): MatchResult {
      const bySkuMatch = key.sku ? bySku.get(key.sku) : undefined;
      if (bySkuMatch) return { current: bySkuMatch };
      const sameName = byKey.get(nameBrandKey(key.name, key.brand)) ?? [];
      const candidates = key.sku ? sameName.filter((s) => s.sku === null) : sameName;
      if (candidates.length > 1) return { ambiguous: candidates.length };
      return { current: candidates[0] };
    },
  };
}
