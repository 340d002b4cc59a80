import { sql } from "drizzle-orm";
import { fromCentavos } from "@domain/pricing";
import type { Database } from "../../db/client";
import { products, productWords, type ProductRow } from "../../db/schema";
import type { VersionedCache } from "../../platform/cache";
import { likeContains, whereFor, type NormalFilter } from "./catalog.filter";
import { executeRows } from "./paging";
import { SEARCH_ALIASES } from "./search-aliases";
import { categoriesNamed } from "./search-relevance";

// ---- Forgiving search ----

const MAX_SEARCH_WORDS = 6;
const MAX_FUZZY_INPUT = 100;

export interface Correction {
  /** The words (or alias phrases) the products must all contain. */
  terms: string[];
  /** What the shopper probably meant, shown as "Did you mean …". */
  text: string;
}

/**
 * Corrects a search that found nothing: each word is replaced by its alias, kept when some
 * product name contains it, or else replaced by the most similar word of the catalogue's
 * vocabulary (pg_trgm similarity, trigram index on product_words). Null when nothing changed.
 */
export async function correctSearch(
  db: Database,
  search: string,
  cache: VersionedCache | undefined,
): Promise<Correction | null> {
  const words = search
    .slice(0, MAX_FUZZY_INPUT)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) return null;
  const run = async (): Promise<Correction | null> => {
    const terms: string[] = [];
    let changed = false;
    for (const word of words) {
      const alias = SEARCH_ALIASES[word];
      if (alias) {
        terms.push(alias);
        changed = true;
        continue;
      }
      if (word.length < 3) {
        terms.push(word);
        continue;
      }
      const [best] = await executeRows<{ word: string; contains: boolean }>(
        db,
        sql`select ${productWords.word} as word, ${productWords.word} like ${likeContains(word)} as contains
            from ${productWords}
            where ${productWords.word} % ${word} or ${productWords.word} like ${likeContains(word)}
            order by 2 desc, similarity(${productWords.word}, ${word}) desc, 1
            limit 1`,
      );
      if (!best || best.contains) terms.push(word);
      else {
        terms.push(best.word);
        changed = true;
      }
    }
    return changed ? { terms, text: terms.join(" ") } : null;
  };
  return cache ? cache.get(`correct:${words.join(" ")}`, run, () => 256) : run();
}

// ---- Suggestions while typing ----

export const MAX_SUGGESTIONS = 8;
const SUGGEST_CANDIDATES = 200;

export interface Suggestion {
  _id: string;
  name: string;
  brand: string;
  category: string[];
  price: number;
  image: string[];
  inStock: boolean;
}

const toSuggestion = (row: ProductRow): Suggestion => ({
  _id: row.id,
  name: row.name,
  brand: row.brand,
  category: row.category,
  price: fromCentavos(row.priceCentavos),
  image: row.image,
  inStock: row.inStock,
});

/**
 * A bounded set of candidates, ranked here: of a category the words name (only for a
 * corrected search, as on the list), name starts with the text, in stock, shorter.
 */
async function suggestFor(
  db: Database,
  filter: NormalFilter,
  needle: string,
  categories: readonly string[] = [],
) {
  const rows = await db.select().from(products).where(whereFor(filter)).limit(SUGGEST_CANDIDATES);
  const rank = (row: ProductRow) => {
    const name = row.name.toLowerCase();
    const shelf = categories.includes(row.category[0]?.toLowerCase() ?? "") ? 0 : 1;
    return [shelf, name.startsWith(needle) ? 0 : 1, row.inStock ? 0 : 1, name.length] as const;
  };
  return rows
    .map((row) => ({ row, r: rank(row) }))
    .sort(
      (a, b) =>
        a.r[0] - b.r[0] ||
        a.r[1] - b.r[1] ||
        a.r[2] - b.r[2] ||
        a.r[3] - b.r[3] ||
        (a.row.name < b.row.name ? -1 : a.row.name > b.row.name ? 1 : 0),
    )
    .slice(0, MAX_SUGGESTIONS)
    .map(({ row }) => toSuggestion(row));
}

/**
 * Up to eight products for the search box: §5 substring matches first; when there are
 * none, the corrected search's, with what the shopper probably meant.
 */
export async function suggestProducts(
  db: Database,
  text: string,
  cache?: VersionedCache,
): Promise<{ suggestions: Suggestion[]; didYouMean: string | null }> {
  const needle = text.replaceAll("\u0000", "").trim().toLowerCase().slice(0, MAX_FUZZY_INPUT);
  if (needle.length < 2) return { suggestions: [], didYouMean: null };
  const run = async () => {
    const direct = await suggestFor(db, { search: needle }, needle);
    if (direct.length > 0) return { suggestions: direct, didYouMean: null };
    const correction = await correctSearch(db, needle, cache);
    if (!correction) return { suggestions: [], didYouMean: null };
    const named = categoriesNamed(
      [needle, ...correction.terms].flatMap((text) => text.split(/[^\p{L}\p{N}]+/u)),
    );
    const fuzzy = await suggestFor(
      db,
      { terms: correction.terms },
      correction.terms[0] ?? "",
      named,
    );
    return fuzzy.length > 0
      ? { suggestions: fuzzy, didYouMean: correction.text }
      : { suggestions: [], didYouMean: null };
  };
  return cache
    ? cache.get(`suggest:${needle}`, run, (v) => 400 + v.suggestions.length * 400)
    : run();
}
