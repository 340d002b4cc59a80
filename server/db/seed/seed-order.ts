// The order in which the demo catalogue is inserted, which sets createdAt and so the default
// "newest" list (SPEC §4.4). A shopper opening /products should first see in-stock everyday
// groceries, not a power bank or an out-of-stock memory card: this is a seed-data choice,
// not a rule of the list (a real store's newest products are simply its newest).
import type { SeedProduct } from "./catalog-data";

/** Staples a Sorsogon mini-mart sells every day, in the order they lead the newest list. */
export const EVERYDAY_CATEGORIES: readonly string[] = [
  "Grains",
  "Instant",
  "Canned",
  "coffee-tea",
  "Dairy",
  "Beverages",
  "condiments-sauces",
  "Bakery",
  "biscuits-cookies",
  "laundry-detergents",
  "soap-body-wash",
  "dishwashing-liquids",
];

/**
 * Oldest first. Everything else keeps its catalogue order and comes first (older); in-stock
 * everyday groceries come last (newest), interleaved across categories so the newest list
 * opens with rice, noodles, sardines, coffee, milk... rather than one category at a time.
 */
export function insertionOrder<T extends Pick<SeedProduct, "category" | "inStock">>(
  items: readonly T[],
): T[] {
  const isEveryday = (p: T) => p.inStock !== false && EVERYDAY_CATEGORIES.includes(p.category);
  const rest = items.filter((p) => !isEveryday(p));
  const byCategory = EVERYDAY_CATEGORIES.map((c) =>
    items.filter((p) => isEveryday(p) && p.category === c),
  );
  const interleaved: T[] = [];
  for (let i = 0; byCategory.some((list) => i < list.length); i++)
    for (const list of byCategory) if (i < list.length) interleaved.push(list[i] as T);
  // The first of the interleaved list must be the newest, so it is inserted last.
  return [...rest, ...interleaved.reverse()];
}
