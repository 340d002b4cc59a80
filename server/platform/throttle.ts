import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * Fixed-window counters keyed by the caller ("login:seller:pair:<email>|<address>"), shared by
 * every instance on one PostgreSQL. A window starts at a key's first hit
 * and lasts `windowMs`; a hit after it ends starts a new one.
 */
export interface ThrottleCount {
  /** Hits in the current window (0 when there is none). */
  count: number;
  /** Seconds until the window ends (at least 1 while a window is open, else 0). */
  retryAfterSeconds: number;
}

export interface Throttle {
  /** Counts one hit and answers the count including it. */
  hit(key: string, windowMs: number): Promise<ThrottleCount>;
  /** The current count, without counting. */
  peek(key: string): Promise<ThrottleCount>;
  /** Forgets the key (a successful login clears its pair). */
  reset(key: string): Promise<void>;
}

const NONE: ThrottleCount = { count: 0, retryAfterSeconds: 0 };
const secondsLeft = (resetAt: number, now: number) =>
  Math.max(1, Math.ceil((resetAt - now) / 1000));
const SWEEP_EVERY_MS = 60_000;

/** The embedded store is one process: a Map is exact. */
export function createMemoryThrottle(now: () => number = Date.now): Throttle {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  const sweep = (t: number) => {
    if (t - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = t;
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  };
  return {
    async hit(key, windowMs) {
      const t = now();
      sweep(t);
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, retryAfterSeconds: secondsLeft(w.resetAt, t) };
    },
    async peek(key) {
      const t = now();
      const w = windows.get(key);
      if (!w || w.resetAt <= t) return NONE;
      return { count: w.count, retryAfterSeconds: secondsLeft(w.resetAt, t) };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/**
 * PostgreSQL: one row per key in throttle_counters. A hit is a single INSERT … ON CONFLICT DO
 * UPDATE, atomic under concurrency, so N instances count together. The clock is the caller's
 * (passed as a parameter), which lets tests move time on both databases alike; instances are
 * expected to run NTP-synchronised clocks. Expired rows are deleted now and then.
 */
export function createPostgresThrottle(db: Database, now: () => number = Date.now): Throttle {
  let lastSweep = 0;
  async function sweep(t: number) {
    if (t - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = t;
    await db.execute(sql`DELETE FROM throttle_counters WHERE reset_at <= ${iso(t)}::timestamptz`);
  }
  return {
    async hit(key, windowMs) {
      const t = now();
      await sweep(t);
      const at = iso(t);
      const fresh = iso(t + windowMs);
      const rows = await db.execute(sql`
        INSERT INTO throttle_counters AS c (key, count, reset_at)
        VALUES (${key}, 1, ${fresh}::timestamptz)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN c.reset_at <= ${at}::timestamptz THEN 1 ELSE c.count + 1 END,
          reset_at = CASE WHEN c.reset_at <= ${at}::timestamptz THEN EXCLUDED.reset_at ELSE c.reset_at END
        RETURNING count, reset_at`);
      const row = rowsOf<CounterRow>(rows)[0];
      if (!row) return NONE;
      return {
        count: Number(row.count),
        retryAfterSeconds: secondsLeft(new Date(row.reset_at).getTime(), t),
      };
    },
    async peek(key) {
      const t = now();
      const rows = await db.execute(sql`
        SELECT count, reset_at FROM throttle_counters
        WHERE key = ${key} AND reset_at > ${iso(t)}::timestamptz`);
      const row = rowsOf<CounterRow>(rows)[0];
      if (!row) return NONE;
      return {
        count: Number(row.count),
        retryAfterSeconds: secondsLeft(new Date(row.reset_at).getTime(), t),
      };
    },
    async reset(key) {
      await db.execute(sql`DELETE FROM throttle_counters WHERE key = ${key}`);
    },
  };
}

/** Timestamps go as ISO text: the postgres-js driver under Drizzle does not serialise Dates. */
const iso = (ms: number) => new Date(ms).toISOString();

type CounterRow = { count: number | string; reset_at: string | Date };

/** postgres-js answers an array of rows; PGlite an object with `rows`. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** Never counts: for tests that are not about throttling. */
export const unlimitedThrottle: Throttle = {
  hit: async () => NONE,
  peek: async () => NONE,
  reset: async () => {},
};
