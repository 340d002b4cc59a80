import { and, desc, eq, getTableColumns, ilike, lte, ne, sql, type SQL } from "drizzle-orm";
import {
  BEST_SELLING_MAX_PRICE,
  DEFAULT_SORT,
  HOME_BESTSELLER_COUNT,
  isSortOption,
  PAGE_SIZE,
  RELATED_PRODUCTS_COUNT,
  type SortOption,
} from "@domain/catalog-query";
import { ALL_CATEGORIES } from "@domain/catalog-query";
import { BESTSELLERS_CATEGORY, firstCategory } from "@domain/catalogue";
import { fromCentavos } from "@domain/pricing";
import type { Database } from "../../db/client";
import { products, productWords, type ProductRow } from "../../db/schema";
import type { VersionedCache } from "../../platform/cache";
import { SEARCH_ALIASES } from "./search-aliases";

/** A product as the API and the pages see it (SPEC §3 field names). */
export interface ApiProduct {
  _id: string;
  name: string;
  description: string[];
  price: number;
  category: string[];
  brand: string;
  bestseller: boolean;
  inStock: boolean;
  image: string[];
  createdAt: string;
  /** Units left; null when the shop does not count this product's stock. */
  stockCount: number | null;
  /** The shop's own product code, or null. */
  sku: string | null;
}

export function toApiProduct(row: ProductRow): ApiProduct {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: fromCentavos(row.priceCentavos),
    category: row.category,
    brand: row.brand,
    bestseller: row.bestseller,
    inStock: row.inStock,
    image: row.image,
    createdAt: row.createdAt.toISOString(),
    stockCount: row.stockCount,
    sku: row.sku,
  };
}

/**
 * Escapes LIKE wildcards so a shopper's "%" or "_" is searched for literally. NUL is dropped:
 * no stored text holds one, and PostgreSQL refuses it in a parameter (a page's loader passes
 * the URL's search here unvalidated).
 */
const likeContains = (text: string) =>
  `%${text
    .replaceAll("\u0000", "")
    .toLowerCase()
    .replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export interface CatalogFilter {
  search?: string;
  category?: string;
  sort?: SortOption;
  inStock?: boolean;
}

/** A filter as the database sees it; `terms` are the corrected words of a forgiving search. */
interface NormalFilter {
  search?: string;
  terms?: string[];
  category?: string;
  bestsellers?: boolean;
  bestSelling?: boolean;
  inStock?: boolean;
}

function normalize(filter: CatalogFilter): NormalFilter {
  const out: NormalFilter = {};
  if (filter.search) out.search = filter.search.replaceAll("\u0000", "").toLowerCase();
  const category = filter.category?.trim().toLowerCase();
  if (category && category !== ALL_CATEGORIES) {
    if (category === BESTSELLERS_CATEGORY) out.bestsellers = true;
    else out.category = category;
  }
  if (filter.sort === "best-selling") out.bestSelling = true;
  if (filter.inStock !== undefined) out.inStock = filter.inStock;
  return out;
}

function whereFor(filter: NormalFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search)
    conditions.push(sql`lower(${products.name}) like ${likeContains(filter.search)}`);
  for (const term of filter.terms ?? [])
    conditions.push(sql`lower(${products.name}) like ${likeContains(term)}`);
  if (filter.bestsellers) conditions.push(eq(products.bestseller, true));
  if (filter.category)
    conditions.push(sql`lower(${products.category}[1]) like ${likeContains(filter.category)}`);
  if (filter.bestSelling)
    conditions.push(lte(products.priceCentavos, BEST_SELLING_MAX_PRICE * 100));
  if (filter.inStock !== undefined) conditions.push(eq(products.inStock, filter.inStock));
  return conditions.length ? and(...conditions) : undefined;
}

// ---- Sorts and keyset positions ----

type KeyKind = "ts" | "int" | "text" | "bool";
export interface SortKey {
  /** The ORDER BY expression, exactly as the matching index is built. */
  expr: SQL;
  /** How the key's value is read back for a cursor (exact: timestamps to the microsecond). */
  read: SQL;
  dir: "asc" | "desc";
  kind: KeyKind;
}
/** A key's value as read back from a row; null only where the column may be null. */
export type KeyValue = string | number | null;

export const createdKey = (dir: "asc" | "desc"): SortKey => ({
  expr: sql`${products.createdAt}`,
  read: sql`to_char(${products.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  dir,
  kind: "ts",
});
export const priceKey = (dir: "asc" | "desc"): SortKey => ({
  expr: sql`${products.priceCentavos}`,
  read: sql`${products.priceCentavos}`,
  dir,
  kind: "int",
});
export const nameKey = (dir: "asc" | "desc"): SortKey => ({
  expr: sql`lower(${products.name}) COLLATE "C"`,
  read: sql`lower(${products.name})`,
  dir,
  kind: "text",
});
export const idKey = (dir: "asc" | "desc"): SortKey => ({
  expr: sql`${products.id}`,
  read: sql`${products.id}`,
  dir,
  kind: "text",
});
/** The first category, lowercased (the seller list's Category sort). */
export const firstCategoryKey = (dir: "asc" | "desc"): SortKey => ({
  expr: sql`lower(${products.category}[1]) COLLATE "C"`,
  read: sql`lower(${products.category}[1])`,
  dir,
  kind: "text",
});
/** In stock or not (the seller list's Stock Status sort). */
export const inStockKey = (dir: "asc" | "desc"): SortKey => ({
  expr: sql`${products.inStock}`,
  read: sql`${products.inStock}`,
  dir,
  kind: "bool",
});

/**
 * Every sort ends in the id, so the order is total and a cursor names one position. Each
 * list matches a btree in server/db/schema.ts, read forwards or backwards.
 */
function sortKeys(sort: SortOption): SortKey[] {
  switch (sort) {
    case "oldest":
      return [createdKey("asc"), idKey("asc")];
    case "best-selling":
    case "price-asc":
      return [priceKey("asc"), nameKey("asc"), idKey("asc")];
    case "price-desc":
      return [priceKey("desc"), nameKey("asc"), idKey("asc")];
    case "name-asc":
      return [nameKey("asc"), idKey("asc")];
    case "name-desc":
      return [nameKey("desc"), idKey("desc")];
    case "newest":
    default:
      return [createdKey("desc"), idKey("desc")];
  }
}

export const orderBy = (keys: SortKey[]) =>
  keys.map((k) => (k.dir === "asc" ? sql`${k.expr} asc` : sql`${k.expr} desc`));

function bind(key: SortKey, value: KeyValue): SQL {
  if (key.kind === "ts") return sql`${String(value)}::timestamptz`;
  if (key.kind === "int") return sql`${Number(value)}::int`;
  if (key.kind === "bool") return sql`${String(value) === "true"}::boolean`;
  return sql`${String(value)}`;
}

const comparison = (dir: "asc" | "desc", inclusive: boolean) =>
  sql.raw(dir === "asc" ? (inclusive ? ">=" : ">") : inclusive ? "<=" : "<");

/**
 * The rows after (or from) a position. Keys of one direction compare as a row, which an
 * index range serves; price-desc (price down, then name and id up) bounds the price and
 * compares the rest as a row.
 */
export function keysetCondition(keys: SortKey[], values: KeyValue[], inclusive: boolean): SQL {
  const bound = keys.map((k, i) => bind(k, values[i]!));
  const exprs = (from: number) =>
    sql.join(
      keys.slice(from).map((k) => k.expr),
      sql`, `,
    );
  const vals = (from: number) => sql.join(bound.slice(from), sql`, `);
  const [first] = keys;
  if (keys.every((k) => k.dir === first!.dir))
    return sql`(${exprs(0)}) ${comparison(first!.dir, inclusive)} (${vals(0)})`;
  return sql`(${first!.expr} ${comparison(first!.dir, true)} ${bound[0]} and (${first!.expr} ${comparison(first!.dir, false)} ${bound[0]} or (${exprs(1)}) ${comparison(keys[1]!.dir, inclusive)} (${vals(1)})))`;
}

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
const MAX_CURSOR_LENGTH = 600;

export function encodeCursor(sort: SortOption, values: KeyValue[]): string {
  return Buffer.from(JSON.stringify({ s: sort, k: values })).toString("base64url");
}

/** A cursor from a client, checked: it must be one this server made for the same sort. */
export function parseCursor(
  cursor: string,
  sort: SortOption,
): { ok: true; values: KeyValue[] } | { ok: false; message: string } {
  const malformed = { ok: false as const, message: "cursor is not valid: start again without it" };
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[\w-]+$/.test(cursor)) return malformed;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return malformed;
  }
  if (!decoded || typeof decoded !== "object") return malformed;
  const { s, k } = decoded as { s?: unknown; k?: unknown };
  if (!isSortOption(s) || !Array.isArray(k)) return malformed;
  if (s !== sort)
    return { ok: false, message: `cursor belongs to sort=${s}: keep the sort or start again` };
  const keys = sortKeys(sort);
  if (k.length !== keys.length) return malformed;
  for (let i = 0; i < keys.length; i++) {
    const value: unknown = k[i];
    const kind = keys[i]!.kind;
    const fits =
      kind === "int"
        ? Number.isSafeInteger(value) && (value as number) >= 0
        : kind === "ts"
          ? typeof value === "string" && TIMESTAMP.test(value)
          : typeof value === "string" && value.length <= 400 && !value.includes("\u0000");
    if (!fits) return malformed;
  }
  return { ok: true, values: k as KeyValue[] };
}

type KeyedRow = ProductRow & Record<`k${number}`, KeyValue>;

function selectWithKeys(keys: SortKey[]) {
  const extra: Record<string, SQL.Aliased> = {};
  keys.forEach((k, i) => {
    extra[`k${i}`] = sql`${k.read}`.as(`k${i}`);
  });
  return { ...getTableColumns(products), ...extra };
}

const keysOf = (row: KeyedRow, keys: SortKey[]): KeyValue[] =>
  keys.map((k, i) => {
    const v = row[`k${i}`];
    if (v === null || v === undefined) return null;
    return k.kind === "int" ? Number(v) : String(v);
  });

async function executeRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

// ---- Cached figures ----

const filterKey = (filter: NormalFilter) => JSON.stringify(filter);

/** The count countFor runs (also read by the EXPLAIN test). */
export const countQuery = (db: Database, where: SQL | undefined) =>
  db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(where);

/**
 * Exact count of the products `where` matches, computed once per catalogue version (any
 * product change drops it). `key` names the filter; the storefront and the seller list
 * each prefix their own.
 */
export async function countFor(
  db: Database,
  key: string,
  where: SQL | undefined,
  cache: VersionedCache | undefined,
): Promise<number> {
  const run = async () => {
    const [{ total } = { total: 0 }] = await countQuery(db, where);
    return Number(total);
  };
  return cache ? cache.get(`count:${key}`, run, () => 128) : run();
}

const storefrontCount = (db: Database, filter: NormalFilter, cache: VersionedCache | undefined) =>
  countFor(db, filterKey(filter), whereFor(filter), cache);

/** Pages deeper than this start from a cached position instead of skipping rows. */
export const DEEP_OFFSET = 1_000;

/**
 * The sort position of the first row of every page of a filter: one ordered pass over the
 * index per catalogue version, after which any page is a keyset read (page 2,000 of
 * 100,000 products costs what page 2 does).
 */
export async function pageStarts(
  db: Database,
  key: string,
  where: SQL | undefined,
  keys: SortKey[],
  pageSize: number,
  cache: VersionedCache,
): Promise<KeyValue[][]> {
  return cache.get(
    `starts:${pageSize}:${key}`,
    async () => {
      const reads = sql.join(
        keys.map((k, i) => sql`${k.read} as ${sql.identifier(`k${i}`)}`),
        sql`, `,
      );
      const rows = await executeRows<Record<string, KeyValue>>(
        db,
        sql`select * from (select ${reads}, row_number() over (order by ${sql.join(orderBy(keys), sql`, `)}) - 1 as rn from ${products} ${where ? sql`where ${where}` : sql``}) t where t.rn % ${pageSize} = 0 order by t.rn`,
      );
      return rows.map((row) => keysOf(row as KeyedRow, keys));
    },
    (starts) => starts.length * 120,
  );
}

// ---- Forgiving search (docs/decisions/072) ----

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
async function correctSearch(
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

// ---- The paged list ----

export interface ProductPage {
  products: ApiProduct[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** Opaque position after this page, for `cursor`; null on the last page. */
  nextCursor: string | null;
  /** When §5 found nothing and a corrected search did: what the shopper probably meant. */
  didYouMean: string | null;
}

export interface ProductQuery extends CatalogFilter {
  page?: number;
  limit?: number;
  /** Decoded by parseCursor: rows after this position, instead of `page`. */
  after?: KeyValue[];
}

/** The filter that answers: §5 first; when it finds nothing, the corrected search. */
async function answeringFilter(
  db: Database,
  query: CatalogFilter,
  cache: VersionedCache | undefined,
): Promise<{ filter: NormalFilter; total: number; didYouMean: string | null }> {
  const filter = normalize(query);
  const total = await storefrontCount(db, filter, cache);
  if (total > 0 || !filter.search) return { filter, total, didYouMean: null };
  const correction = await correctSearch(db, filter.search, cache);
  if (!correction) return { filter, total, didYouMean: null };
  const { search: _typed, ...rest } = filter;
  const fuzzy: NormalFilter = { ...rest, terms: correction.terms };
  const fuzzyTotal = await storefrontCount(db, fuzzy, cache);
  return fuzzyTotal > 0
    ? { filter: fuzzy, total: fuzzyTotal, didYouMean: correction.text }
    : { filter, total, didYouMean: null };
}

function pageRowsQuery(
  db: Database,
  where: SQL | undefined,
  keys: SortKey[],
  limit: number,
  skip: number,
) {
  return db
    .select(selectWithKeys(keys))
    .from(products)
    .where(where)
    .orderBy(...orderBy(keys))
    .limit(limit)
    .offset(skip);
}

/**
 * The SQL a page of the list runs (for the EXPLAIN test): a filter and sort, optionally
 * after a position given as that sort's key values.
 */
export function pageQuerySql(
  db: Database,
  filter: CatalogFilter,
  options: { limit?: number; after?: KeyValue[] } = {},
): { sql: string; params: unknown[] } {
  const keys = sortKeys(filter.sort ?? DEFAULT_SORT);
  const where = whereFor(normalize(filter));
  const position = options.after ? keysetCondition(keys, options.after, false) : undefined;
  return pageRowsQuery(
    db,
    position ? (where ? and(where, position) : position) : where,
    keys,
    options.limit ?? PAGE_SIZE,
    0,
  ).toSQL();
}

export async function queryProducts(
  db: Database,
  query: ProductQuery,
  cache?: VersionedCache,
): Promise<ProductPage> {
  const pageSize = query.limit ?? PAGE_SIZE;
  const sort = query.sort ?? DEFAULT_SORT;
  const keys = sortKeys(sort);
  const { filter, total, didYouMean } = await answeringFilter(db, query, cache);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, query.page ?? 1), pageCount);
  const offset = (page - 1) * pageSize;
  const where = whereFor(filter);

  let position: SQL | undefined;
  let skip = offset;
  if (query.after) {
    position = keysetCondition(keys, query.after, false);
    skip = 0;
  } else if (offset >= DEEP_OFFSET && cache) {
    const starts = await pageStarts(
      db,
      `${sort}:${filterKey(filter)}`,
      where,
      keys,
      pageSize,
      cache,
    );
    const start = starts[page - 1];
    if (start) {
      position = keysetCondition(keys, start, true);
      skip = 0;
    }
  }
  const rows = (await pageRowsQuery(
    db,
    position ? (where ? and(where, position) : position) : where,
    keys,
    pageSize + 1,
    skip,
  )) as unknown as KeyedRow[];
  const shown = rows.slice(0, pageSize);
  const last = shown.at(-1);
  const nextCursor = rows.length > pageSize && last ? encodeCursor(sort, keysOf(last, keys)) : null;
  return {
    products: shown.map(toApiProduct),
    total,
    page: query.after ? 0 : page,
    pageSize,
    pageCount,
    nextCursor,
    didYouMean,
  };
}

// ---- The whole catalogue (SPEC §7's plain call: full-list.ts builds the API's answer) ----

export async function listAllProducts(db: Database): Promise<ApiProduct[]> {
  const rows = await db
    .select()
    .from(products)
    .orderBy(...orderBy(sortKeys(DEFAULT_SORT)));
  return rows.map(toApiProduct);
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

/** A bounded set of candidates, ranked here: name starts with the text, in stock, shorter. */
async function suggestFor(db: Database, filter: NormalFilter, needle: string) {
  const rows = await db.select().from(products).where(whereFor(filter)).limit(SUGGEST_CANDIDATES);
  const rank = (row: ProductRow) => {
    const name = row.name.toLowerCase();
    return [name.startsWith(needle) ? 0 : 1, row.inStock ? 0 : 1, name.length] as const;
  };
  return rows
    .map((row) => ({ row, r: rank(row) }))
    .sort(
      (a, b) =>
        a.r[0] - b.r[0] ||
        a.r[1] - b.r[1] ||
        a.r[2] - b.r[2] ||
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
    const fuzzy = await suggestFor(db, { terms: correction.terms }, correction.terms[0] ?? "");
    return fuzzy.length > 0
      ? { suggestions: fuzzy, didYouMean: correction.text }
      : { suggestions: [], didYouMean: null };
  };
  return cache
    ? cache.get(`suggest:${needle}`, run, (v) => 400 + v.suggestions.length * 400)
    : run();
}

export async function getProduct(db: Database, id: string): Promise<ApiProduct | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row ? toApiProduct(row) : null;
}

/** Up to five others from the same first category, in-stock first (SPEC §2.7). */
export async function relatedProducts(db: Database, product: ApiProduct): Promise<ApiProduct[]> {
  const category = firstCategory(product.category);
  if (!category) return [];
  const rows = await db
    .select()
    .from(products)
    .where(and(ne(products.id, product._id), ilike(sql`${products.category}[1]`, category)))
    .orderBy(desc(products.inStock), desc(products.createdAt))
    .limit(RELATED_PRODUCTS_COUNT);
  return rows.map(toApiProduct);
}

/**
 * Home "Best Sellers": the products flagged bestseller, in-stock first, six shown; the
 * section offers "View All Products" when there are more (docs/decisions/004).
 */
export async function homeBestSellers(
  db: Database,
): Promise<{ products: ApiProduct[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.bestseller, true))
    .orderBy(desc(products.inStock), desc(products.createdAt), desc(products.id))
    .limit(HOME_BESTSELLER_COUNT + 1);
  return {
    products: rows.slice(0, HOME_BESTSELLER_COUNT).map(toApiProduct),
    hasMore: rows.length > HOME_BESTSELLER_COUNT,
  };
}

/** Products by id in the API shape (unknown ids are simply absent). */
export async function getProducts(db: Database, ids: string[]): Promise<ApiProduct[]> {
  return (await productsByIds(db, ids)).map(toApiProduct);
}

/** Products by id, for pricing a cart on the server. */
export async function productsByIds(db: Database, ids: string[]): Promise<ProductRow[]> {
  const valid = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (valid.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(sql`${products.id} in ${valid}`);
}
