import { getTableColumns, sql, type SQL } from "drizzle-orm";
import { isSortOption, type SortOption } from "@domain/catalog-query";
import type { Database } from "../../db/client";
import { products, type ProductRow } from "../../db/schema";

/**
 * Paging shared by the storefront list and the seller's list: sort keys that match the
 * indexes, keyset positions and cursors (counts and page starts kept across changes are in
 * positions.ts).
 */

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
export function sortKeys(sort: SortOption): SortKey[] {
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

/**
 * A cursor names its sort; `relevance` marks a position in the search's relevance order
 * (the match's rank before the sort's keys), which only a search with no sort chosen uses.
 */
export function encodeCursor(sort: SortOption, values: KeyValue[], relevance = false): string {
  const body = relevance ? { s: sort, r: 1, k: values } : { s: sort, k: values };
  return Buffer.from(JSON.stringify(body)).toString("base64url");
}

/** What a relevance cursor holds: the rank (a small whole number), then the sort's keys. */
const RANK_KIND: KeyKind = "int";

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
  const { s, k, r } = decoded as { s?: unknown; k?: unknown; r?: unknown };
  if (!isSortOption(s) || !Array.isArray(k) || (r !== undefined && r !== 1)) return malformed;
  if (s !== sort)
    return { ok: false, message: `cursor belongs to sort=${s}: keep the sort or start again` };
  const kinds = [...(r === 1 ? [RANK_KIND] : []), ...sortKeys(sort).map((key) => key.kind)];
  if (k.length !== kinds.length) return malformed;
  for (let i = 0; i < kinds.length; i++) {
    const value: unknown = k[i];
    const kind = kinds[i]!;
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

export type KeyedRow = ProductRow & Record<`k${number}`, KeyValue>;

export function selectWithKeys(keys: SortKey[]) {
  const extra: Record<string, SQL.Aliased> = {};
  keys.forEach((k, i) => {
    extra[`k${i}`] = sql`${k.read}`.as(`k${i}`);
  });
  return { ...getTableColumns(products), ...extra };
}

export const keysOf = (row: KeyedRow, keys: SortKey[]): KeyValue[] =>
  keys.map((k, i) => {
    const v = row[`k${i}`];
    if (v === null || v === undefined) return null;
    return k.kind === "int" ? Number(v) : String(v);
  });

export async function executeRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

// ---- Cached figures ----

/** The count countFor runs (also read by the EXPLAIN test). */
export const countQuery = (db: Database, where: SQL | undefined) =>
  db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(where);

/** Pages deeper than this start from a kept position (positions.ts) instead of skipping rows. */
export const DEEP_OFFSET = 1_000;
