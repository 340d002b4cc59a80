import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import type { VersionedCache } from "../../platform/cache";
import { logger } from "../../lib/logger";
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

/**
 * Exact counts and page positions that survive catalogue changes. Each is computed once at a
 * database snapshot and kept with it (a "base"); after a change, the rows that changed since
 * that snapshot (the catalogue_changes log a trigger on products writes) correct it: a count
 * moves by the changed rows that entered or left the filter, a page's start by the changed rows
 * that entered or left the part of the order before it. A change costs the rows it changed,
 * never a pass over the catalogue. The corrected figures are kept per catalogue version in the
 * versioned cache like any other answer, so a change is in the very next read.
 */

interface Base<T> {
  /** pg_current_snapshot() of the statement that computed `value`. */
  snapshot: string;
  builtAt: number;
  value: T;
  bytes: number;
  refreshing: boolean;
}

/** Past this many changed products since a base, it is recomputed in the background. */
const SOFT_CHANGES = 2_000;
/** Past this many (or a TRUNCATE), it is recomputed before answering. */
const HARD_CHANGES = 50_000;
/** A base this old is refreshed in the background; older than HARD_AGE, before answering. */
const SOFT_AGE_MS = 30 * 60_000;
const HARD_AGE_MS = 6 * 3_600_000;
/** A page start this many rows from its saved anchor is recomputed rather than walked to. */
const HARD_SHIFT = 20_000;
/** The log keeps a day, well past HARD_AGE, so every base in use can still be corrected. */
const PRUNE_EVERY_MS = 10 * 60_000;
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_ENTRIES = 5_000;

interface Store {
  bases: Map<string, Base<unknown>>;
  building: Map<string, Promise<Base<unknown>>>;
  bytes: number;
  prunedAt: number;
}
const stores = new WeakMap<VersionedCache, Store>();

function storeOf(cache: VersionedCache): Store {
  let store = stores.get(cache);
  if (!store) {
    store = { bases: new Map(), building: new Map(), bytes: 0, prunedAt: 0 };
    stores.set(cache, store);
  }
  return store;
}

function keep(store: Store, key: string, base: Base<unknown>) {
  const old = store.bases.get(key);
  if (old) store.bytes -= old.bytes;
  store.bases.delete(key);
  store.bases.set(key, base);
  store.bytes += base.bytes;
  for (const [oldest, entry] of store.bases) {
    if (store.bytes <= MAX_BYTES && store.bases.size <= MAX_ENTRIES) break;
    store.bases.delete(oldest);
    store.bytes -= entry.bytes;
  }
}

/** Computes a base (one build per key at a time) and keeps it. */
function build<T>(
  db: Database,
  store: Store,
  key: string,
  compute: () => Promise<{ snapshot: string; value: T; bytes: number }>,
): Promise<Base<T>> {
  const pending = store.building.get(key);
  if (pending) return pending as Promise<Base<T>>;
  const promise = (async () => {
    try {
      const { snapshot, value, bytes } = await compute();
      const base: Base<unknown> = {
        snapshot,
        builtAt: Date.now(),
        value,
        bytes,
        refreshing: false,
      };
      keep(store, key, base);
      await prune(db, store);
      return base as Base<T>;
    } finally {
      store.building.delete(key);
    }
  })();
  store.building.set(key, promise);
  return promise;
}

async function prune(db: Database, store: Store) {
  if (Date.now() - store.prunedAt < PRUNE_EVERY_MS) return;
  store.prunedAt = Date.now();
  await db.execute(sql`delete from catalogue_changes where at < now() - interval '1 day'`);
}

/** What changed since a snapshot, as far as one filter (and one position in an order) sees. */
interface Changes {
  /** Products changed since the snapshot. */
  changed: number;
  /** A TRUNCATE happened since: nothing saved before it holds. */
  reset: boolean;
  /** Rows the filter matches now, less those it matched then. */
  total: number;
  /** The same, counting only rows before the position. */
  before: number;
}

/**
 * One statement, so one snapshot: for every product changed since `snapshot`, its row then
 * (the log's oldest entry after the snapshot holds it; row locks order one product's changes)
 * and its row now, each counted by the same filter and position conditions the lists use.
 */
async function changesSince(
  db: Database,
  snapshot: string,
  where: SQL | undefined,
  before?: { keys: SortKey[]; values: KeyValue[] },
): Promise<Changes> {
  const snap = sql`${snapshot}::pg_snapshot`;
  const filter = where ?? sql`true`;
  const earlier = before
    ? keysetCondition(reversed(before.keys), before.values, false)
    : sql`false`;
  const [row] = await executeRows<Record<string, unknown>>(
    db,
    sql`with ch as (
      select distinct on (c.product_id) c.product_id, c.old
      from catalogue_changes c
      where c.xid >= pg_snapshot_xmin(${snap}) and not pg_visible_in_snapshot(c.xid, ${snap})
      order by c.product_id, c.seq
    )
    select (select count(*)::int from ch) as changed,
      (select count(*)::int from ch where ch.product_id is null) as resets,
      now_.n - was.n as total, now_.b - was.b as before
    from (select count(*)::int as n, (count(*) filter (where ${earlier}))::int as b
          from ${products} join ch on ch.product_id = ${products.id} where ${filter}) now_,
      (select count(*)::int as n, (count(*) filter (where ${earlier}))::int as b
          from ch cross join lateral jsonb_populate_record(null::"products", ch.old) as "products"
          where ch.old is not null and ${filter}) was`,
  );
  return {
    changed: Number(row?.changed ?? 0),
    reset: Number(row?.resets ?? 0) > 0,
    total: Number(row?.total ?? 0),
    before: Number(row?.before ?? 0),
  };
}

const reversed = (keys: SortKey[]): SortKey[] =>
  keys.map((k) => ({ ...k, dir: k.dir === "asc" ? "desc" : "asc" }));

/**
 * A kept base with what changed since, rebuilt first when it cannot be trusted (none yet, a
 * TRUNCATE, too many changes, too old) and refreshed in the background when it is getting
 * costly to correct. `fresh` says the base was computed for this call (no changes to add).
 */
async function corrected<T>(
  db: Database,
  cache: VersionedCache,
  key: string,
  compute: () => Promise<{ snapshot: string; value: T; bytes: number }>,
  changes: (base: Base<T>) => Promise<Changes>,
): Promise<{ base: Base<T>; changes: Changes | null }> {
  const store = storeOf(cache);
  const kept = store.bases.get(key) as Base<T> | undefined;
  if (!kept || Date.now() - kept.builtAt > HARD_AGE_MS)
    return { base: await build(db, store, key, compute), changes: null };
  const found = await changes(kept);
  if (found.reset || found.changed > HARD_CHANGES)
    return { base: await build(db, store, key, compute), changes: null };
  if (
    !kept.refreshing &&
    (found.changed > SOFT_CHANGES || Date.now() - kept.builtAt > SOFT_AGE_MS)
  ) {
    kept.refreshing = true;
    build(db, store, key, compute).catch((err: unknown) => {
      kept.refreshing = false;
      logger.error("catalogue positions: a background refresh failed", { err });
    });
  }
  return { base: kept, changes: found };
}

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
    let { base, changes } = await corrected<KeyValue[][]>(db, cache, baseKey, compute, (kept) => {
      const j = anchorOf(kept.value);
      return j < 0 || kept.value[j]!.some((v) => v === null)
        ? changesSince(db, kept.snapshot, where)
        : changesSince(db, kept.snapshot, where, { keys, values: kept.value[j]! });
    });
    let j = anchorOf(base.value);
    if (j < 0) return undefined;
    let anchor = base.value[j]!;
    if (anchor.some((v) => v === null)) return undefined;
    let shift = target - (j * pageSize + (changes?.before ?? 0));
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
