import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle, ReservedSession } from "../db/client";

/**
 * Who may write or remove stored media, across every instance of the store:
 *
 * - `withLock`: storing pictures together with the rows that use them, and removing pictures
 *   no row uses, take turns; a removal never runs between another request's put and insert.
 * - pins: pictures a request has stored but not yet linked (a bulk import stores each one as
 *   soon as it is made, long before its rows go in). A removal leaves a pinned picture alone.
 *
 * In process on PGlite (one process owns the embedded database). On PostgreSQL the lock is a
 * session advisory lock and each pin a shared advisory lock held on a connection of the
 * pinning instance: PostgreSQL frees both when that connection ends, so a killed instance
 * pins nothing for long.
 */
export interface MediaGuard {
  /** True when other instances see this guard's lock and pins. */
  readonly acrossInstances: boolean;
  /** Runs `fn` while no other holder, on any instance, runs; waits its turn. */
  withLock<T>(fn: () => Promise<T>): Promise<T>;
  /** Keeps removals away from a URL until unpinned; pins count (pin twice, unpin twice). */
  pin(url: string): Promise<void>;
  unpin(urls: readonly string[]): Promise<void>;
  /** Those of `urls` pinned by any request on any instance. */
  pinned(urls: readonly string[]): Promise<Set<string>>;
  /** Frees this instance's pins (at shutdown). */
  close(): Promise<void>;
}

/** A queue of one: each `fn` starts when the one before it has settled. */
function createTurns() {
  let tail: Promise<unknown> = Promise.resolve();
  return function inTurn<T>(fn: () => Promise<T>): Promise<T> {
    const run = tail.then(fn, fn);
    tail = run.catch(() => {});
    return run;
  };
}

function createPinCounts() {
  const counts = new Map<string, number>();
  return {
    /** Adds a pin; true when it is the URL's first. */
    add(url: string): boolean {
      const before = counts.get(url) ?? 0;
      counts.set(url, before + 1);
      return before === 0;
    },
    /** Drops a pin; true when it was the URL's last. */
    drop(url: string): boolean {
      const left = (counts.get(url) ?? 0) - 1;
      if (left > 0) counts.set(url, left);
      else counts.delete(url);
      return left === 0;
    },
    has: (url: string) => counts.has(url),
    get size() {
      return counts.size;
    },
    clear: () => counts.clear(),
  };
}

export function createInProcessMediaGuard(): MediaGuard {
  const inTurn = createTurns();
  const pins = createPinCounts();
  return {
    acrossInstances: false,
    withLock: inTurn,
    async pin(url) {
      pins.add(url);
    },
    async unpin(urls) {
      for (const url of urls) pins.drop(url);
    },
    async pinned(urls) {
      return new Set(urls.filter((url) => pins.has(url)));
    },
    async close() {},
  };
}

const LOCK_NAME = "minimart:media-gc";
/** Pins are two-key advisory locks: this space, then hashtext(url). */
const PIN_SPACE = "minimart:media-pin";

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export function createPostgresMediaGuard(
  db: Database,
  reserve: () => Promise<ReservedSession>,
): MediaGuard {
  // One holder per instance at a time, so an instance waits on its own queue rather than
  // taking a connection per waiter.
  const inTurn = createTurns();
  const pins = createPinCounts();
  const pinTurn = createTurns();
  // This instance's pins, held while it has any.
  let pinSession: ReservedSession | null = null;

  const releasePinSession = () => {
    pinSession?.release();
    pinSession = null;
  };

  return {
    acrossInstances: true,
    withLock(fn) {
      return inTurn(async () => {
        const session = await reserve();
        try {
          await session.query("select pg_advisory_lock(hashtextextended($1, 0))", [LOCK_NAME]);
          try {
            return await fn();
          } finally {
            await session
              .query("select pg_advisory_unlock(hashtextextended($1, 0))", [LOCK_NAME])
              .catch(() => {});
          }
        } finally {
          session.release();
        }
      });
    },
    pin(url) {
      return pinTurn(async () => {
        if (!pins.add(url)) return;
        try {
          pinSession ??= await reserve();
          await pinSession.query("select pg_advisory_lock_shared(hashtext($1), hashtext($2))", [
            PIN_SPACE,
            url,
          ]);
        } catch (err) {
          pins.drop(url);
          if (pins.size === 0) releasePinSession();
          throw err;
        }
      });
    },
    unpin(urls) {
      return pinTurn(async () => {
        for (const url of urls) {
          if (!pins.drop(url) || !pinSession) continue;
          await pinSession
            .query("select pg_advisory_unlock_shared(hashtext($1), hashtext($2))", [PIN_SPACE, url])
            .catch(() => {});
        }
        if (pins.size === 0) releasePinSession();
      });
    },
    async pinned(urls) {
      const found = new Set(urls.filter((url) => pins.has(url)));
      const others = [...new Set(urls.filter((url) => !found.has(url)))];
      if (others.length === 0) return found;
      // A pin of another URL with the same 32-bit hash keeps this one too: the safe side.
      const result = await db.execute(sql`
        WITH held AS MATERIALIZED (
          SELECT DISTINCT objid FROM pg_locks
          WHERE locktype = 'advisory' AND granted AND objsubid = 2
            AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
            AND classid = hashtext(${PIN_SPACE})::oid)
        SELECT u AS url
        FROM unnest(ARRAY[${sql.join(
          others.map((url) => sql`${url}`),
          sql`, `,
        )}]::text[]) AS u
        JOIN held ON held.objid = hashtext(u)::oid`);
      for (const row of rowsOf<{ url: string }>(result)) found.add(row.url);
      return found;
    },
    close() {
      return pinTurn(async () => {
        pins.clear();
        releasePinSession();
      });
    },
  };
}

/*
 * The guard of a database: one per database handle, so every app built on one handle (one
 * instance) shares it, and media code that has only `db` finds it.
 */
const guards = new WeakMap<object, MediaGuard>();

/** The guard for this handle, made on first use (the platform and boot call this). */
export function mediaGuardFor(handle: Pick<DatabaseHandle, "db" | "reserveSession">): MediaGuard {
  const found = guards.get(handle.db);
  if (found && (found.acrossInstances || !handle.reserveSession)) return found;
  const guard = handle.reserveSession
    ? createPostgresMediaGuard(handle.db, handle.reserveSession)
    : createInProcessMediaGuard();
  guards.set(handle.db, guard);
  return guard;
}

/** The guard registered for `db`; a database no platform was built on gets an in-process one. */
export function mediaGuardOf(db: Database): MediaGuard {
  return mediaGuardFor({ db });
}
