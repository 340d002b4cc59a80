import { sql, type SQL } from "drizzle-orm";
import { CATEGORY_TABLE } from "@domain/category-table";
import { products } from "../../db/schema";
import { likeContains, type NormalFilter } from "./catalog.filter";
import type { SortKey } from "./paging";

/**
 * The category a shopper's word names when the word itself is not in the category's name:
 * a Filipino alias (search-aliases.ts) points at the shelf the product lives on, so "keso"
 * opens with the cheese in Dairy, not a cheese-flavoured cake. Paths are the category
 * table's (SPEC §3); words whose products the catalogue's categories do not hold (eggs,
 * fresh produce) and words whose products sit on several shelves (prutas) have none.
 */
export const ALIAS_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  bigas: ["Grains"],
  mantika: ["condiments-sauces"],
  asukal: ["Grains"],
  asin: ["condiments-sauces"],
  harina: ["Grains"],
  tinapay: ["Bakery"],
  gatas: ["Dairy"],
  kape: ["coffee-tea"],
  tsaa: ["coffee-tea"],
  tubig: ["Beverages"],
  keso: ["Dairy"],
  mantikilya: ["Dairy"],
  toyo: ["condiments-sauces"],
  suka: ["condiments-sauces"],
  patis: ["condiments-sauces"],
  paminta: ["condiments-sauces"],
  sardinas: ["Canned"],
  // Meat is the frozen shelf here: not a chicken-flavoured noodle, a pork cube or pork & beans.
  manok: ["frozen-foods"],
  baboy: ["frozen-foods"],
  isda: ["frozen-foods"],
  pansit: ["Instant"],
  sabon: ["soap-body-wash"],
  panlaba: ["laundry-detergents"],
  sipilyo: ["toothpaste-toothbrushes"],
  lampin: ["Baby"],
  kendi: ["chocolates-candy"],
  tsokolate: ["chocolates-candy"],
};

const CATEGORIES = CATEGORY_TABLE.sections.flatMap((section) => section.items);
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);

// "shampoo" names "Shampoos & Conditioners", "soap" "Soap & Body Wash": a word of the
// category's name or path, or its plural.
const namesCategory = (word: string, token: string) =>
  word.length >= 3 && (token === word || token === `${word}s` || token === `${word}es`);

/** The lowercased category paths the searched words name, by alias or by the category's name. */
export function categoriesNamed(words: readonly string[]): string[] {
  const found = new Set<string>();
  for (const word of words) {
    for (const path of ALIAS_CATEGORIES[word] ?? []) found.add(path.toLowerCase());
    for (const item of CATEGORIES) {
      const tokens = [...wordsOf(item.text), ...wordsOf(item.path)];
      if (tokens.some((token) => namesCategory(word, token))) found.add(item.path.toLowerCase());
    }
  }
  return [...found].sort();
}

const anyContains = (column: SQL, terms: readonly string[]) =>
  sql.join(
    terms.map((term) => sql`${column} like ${likeContains(term)}`),
    sql` or `,
  );

/**
 * How well a product answers a search, lower first: 0 its first category is one the words
 * name, 1 a term is in its name, 2 in its brand, 3 elsewhere (its description). Which rows
 * answer is the filter's business; this only orders them.
 */
export function relevanceKey(typed: string, filter: NormalFilter): { key: SortKey; id: string } {
  const terms = filter.terms ?? (filter.search ? [filter.search] : []);
  const words = [...new Set([...wordsOf(typed), ...terms.flatMap(wordsOf)])];
  const categories = categoriesNamed(words);
  const inCategory = categories.length
    ? sql`lower(${products.category}[1]) in (${sql.join(
        categories.map((c) => sql`${c}`),
        sql`, `,
      )})`
    : sql`false`;
  const nameHas = terms.length ? anyContains(sql`lower(${products.name})`, terms) : sql`false`;
  const brandHas = terms.length ? anyContains(sql`lower(${products.brand})`, terms) : sql`false`;
  const expr = sql`(case when ${inCategory} then 0 when ${nameHas} then 1 when ${brandHas} then 2 else 3 end)`;
  return {
    key: { expr, read: expr, dir: "asc", kind: "int" },
    id: JSON.stringify({ categories, terms }),
  };
}
