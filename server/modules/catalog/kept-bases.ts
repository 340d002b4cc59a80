import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import type { VersionedCache } from "../../platform/cache";
import { logger } from "../../lib/logger";
import { executeRows, keysetCondition, type KeyValue, type SortKey } from "./paging";

/**
 * Exact counts and page positions that survive catalogue changes. Each is computed once at a
 * database snapshot and kept with it (a "base"); after a change, the rows that changed since
 * that snapshot (the catalogue_changes log a trigger on products writes) correct it: a count
 * moves by the changed rows that entered or left the filter, a page's start by the changed rows
 * that entered or left the part of the order before it. A change costs the rows it changed,
 * never a pass over the catalogue. The corrected figures are kept per catalogue version in the
 * versioned cache like any other answer, so a change is in the very next read.
 */

export interface Base<T> {
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
/** The log keeps a day, well past HARD_AGE, so every base in use can still be corrected. */
const PRUNE_EVERY_MS = 10 * 60_000;
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_ENTRIES = 5_000;

interface Store {
  bases: Map<string, Base<unknown>>;
  building: Map<string, Promise<Base<unknown>>>;
  bytes: number;
  prunedAt: number;
  /** Full computations so far (a first read, or a base that could not be corrected). */
  builds: number;
}
const stores = new WeakMap<VersionedCache, Store>();

export function storeOf(cache: VersionedCache): Store {
  let store = stores.get(cache);
  if (!store) {
    store = { bases: new Map(), building: new Map(), bytes: 0, prunedAt: 0, builds: 0 };
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
export function build<T>(
  db: Database,
  store: Store,
  key: string,
  compute: () => Promise<{ snapshot: string; value: T; bytes: number }>,
): Promise<Base<T>> {
  const pending = store.building.get(key);
  if (pending) return pending as Promise<Base<T>>;
  store.builds++;
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
  try {
    await db.execute(sql`delete from catalogue_changes where at < now() - interval '1 day'`);
  } catch (err) {
    // The base just computed holds either way; the next build tries again.
    store.prunedAt = 0;
    logger.error("catalogue positions: could not prune the change log", { err });
  }
}

/** What changed since a snapshot, as far as one filter (and one position in an order) sees. */
export interface Changes {
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
export async function changesSince(
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

export const reversed = (keys: SortKey[]): SortKey[] =>
  keys.map((k) => ({ ...k, dir: k.dir === "asc" ? "desc" : "asc" }));

/**
 * A kept base with what changed since, rebuilt first when it cannot be trusted (none yet, a
 * TRUNCATE, too many changes, too old) and refreshed in the background when it is getting
 * costly to correct. `fresh` says the base was computed for this call (no changes to add).
 */
export async function corrected<T>(
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

/** Kept bases and how many full computations were made (what tests and benches watch). */
export function keptPositions(cache: VersionedCache): { bases: number; builds: number } {
  const store = storeOf(cache);
  return { bases: store.bases.size, builds: store.builds };
}
