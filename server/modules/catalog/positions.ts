import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import type { VersionedCache } from "../../platform/cache";
import {
  countQuery,
  executeRows,
  keysetCondition,
  keysOf,
  orderBy,
  type KeyedRow,
  type KeyValue,
  type SortKey,
} from "./paging";
import { build, changesSince, corrected, reversed, storeOf } from "./kept-bases";

/**
 * Counts and deep-page starts of the storefront list and the seller's list, kept across
 * catalogue changes (kept-bases.ts) and corrected by the rows changed since they were computed.
 */

/** A page start this many rows from its saved anchor is recomputed rather than walked to. */
const HARD_SHIFT = 20_000;

// ---- Counts ----

/**
 * Exact count of the products `where` matches, kept per catalogue version (any product change
 * drops it) and corrected from the last full count by the rows changed since. `key` names the
 * filter; the storefront and the seller list each prefix their own.
 */
export async function countFor(
  db: Database,
  key: string,
  where: SQL | undefined,
  cache: VersionedCache | undefined,
): Promise<number> {
  if (!cache) {
    const [{ total } = { total: 0 }] = await countQuery(db, where);
    return Number(total);
  }
  return cache.get(`count:${key}`, async () => {
    const { base, changes } = await corrected(
      db,
      cache,
      `count:${key}`,
      async () => {
        const [row] = await executeRows<{ snapshot: string; total: number }>(
          db,
          sql`select pg_current_snapshot()::text as snapshot, count(*)::int as total from ${products} ${where ? sql`where ${where}` : sql``}`,
        );
        return { snapshot: row!.snapshot, value: Number(row!.total), bytes: 256 };
      },
      (kept) => changesSince(db, kept.snapshot, where),
    );
    return base.value + (changes?.total ?? 0);
  });
}

// ---- Page starts ----

const reads = (keys: SortKey[]) =>
  sql.join(
    keys.map((k, i) => sql`${k.read} as ${sql.identifier(`k${i}`)}`),
    sql`, `,
  );

/**
 * The sort position of the first row of every page of a filter, with the snapshot it was read
 * at: one ordered pass over the index.
 */
async function startsAt(db: Database, where: SQL | undefined, keys: SortKey[], pageSize: number) {
  const rows = await executeRows<Record<string, KeyValue> & { snapshot: string }>(
    db,
    sql`select s.snapshot, t.* from (select pg_current_snapshot()::text as snapshot) s
      left join (select ${reads(keys)}, row_number() over (order by ${sql.join(orderBy(keys), sql`, `)}) - 1 as rn
        from ${products} ${where ? sql`where ${where}` : sql``}) t on t.rn % ${pageSize} = 0
      order by t.rn`,
  );
  const starts = rows
    .filter((r) => r.rn !== null)
    .map((r) => keysOf(r as unknown as KeyedRow, keys));
  return { snapshot: rows[0]!.snapshot, value: starts, bytes: 256 + starts.length * 120 };
}

/** The sort keys of the row `skip` rows from a position (forwards, or backwards before it). */
async function rowFrom(
  db: Database,
  where: SQL | undefined,
  keys: SortKey[],
  from: KeyValue[],
  skip: number,
  backwards: boolean,
): Promise<KeyValue[] | undefined> {
  const order = backwards ? reversed(keys) : keys;
  const position = keysetCondition(order, from, !backwards);
  const [row] = await executeRows<Record<string, KeyValue>>(
    db,
    sql`select ${reads(keys)} from ${products} where ${where ? sql`${where} and ` : sql``}${position}
      order by ${sql.join(orderBy(order), sql`, `)} limit 1 offset ${skip}`,
  );
  return row ? keysOf(row as unknown as KeyedRow, keys) : undefined;
}

/**
 * The sort position of the first row of page `page`, kept per catalogue version: the kept
 * start of that page (or the last kept one) moved by the changed rows that now come before it
 * or no longer do, found with one short index walk. Undefined when there is no position to
 * start from (an empty filter, or a key that cannot be compared): the caller skips rows.
 */
export async function pageStart(
  db: Database,
  key: string,
  where: SQL | undefined,
  keys: SortKey[],
  pageSize: number,
  page: number,
  cache: VersionedCache,
): Promise<KeyValue[] | undefined> {
  return cache.get(`start:${pageSize}:${page}:${key}`, async () => {
    const baseKey = `starts:${pageSize}:${key}`;
    const compute = () => startsAt(db, where, keys, pageSize);
    const target = (page - 1) * pageSize;
    const anchorOf = (starts: KeyValue[][]) => Math.min(page - 1, starts.length - 1);
    const found = await corrected<KeyValue[][]>(db, cache, baseKey, compute, (kept) => {
      const j = anchorOf(kept.value);
      return j < 0 || kept.value[j]!.some((v) => v === null)
        ? changesSince(db, kept.snapshot, where)
        : changesSince(db, kept.snapshot, where, { keys, values: kept.value[j]! });
    });
    let base = found.base;
    let j = anchorOf(base.value);
    if (j < 0) return undefined;
    let anchor = base.value[j]!;
    if (anchor.some((v) => v === null)) return undefined;
    let shift = target - (j * pageSize + (found.changes?.before ?? 0));
    if (Math.abs(shift) > HARD_SHIFT) {
      base = await build(db, storeOf(cache), baseKey, compute);
      j = anchorOf(base.value);
      if (j < 0) return undefined;
      anchor = base.value[j]!;
      shift = target - j * pageSize;
    }
    if (shift === 0) return anchor;
    return shift > 0
      ? rowFrom(db, where, keys, anchor, shift, false)
      : rowFrom(db, where, keys, anchor, -shift - 1, true);
  });
}

/** The kept starts of a filter and sort as they were computed (for the EXPLAIN test). */
export async function pageStarts(
  db: Database,
  key: string,
  where: SQL | undefined,
  keys: SortKey[],
  pageSize: number,
  cache: VersionedCache,
): Promise<KeyValue[][]> {
  const { base } = await corrected<KeyValue[][]>(
    db,
    cache,
    `starts:${pageSize}:${key}`,
    () => startsAt(db, where, keys, pageSize),
    (kept) => changesSince(db, kept.snapshot, where),
  );
  return base.value;
}
