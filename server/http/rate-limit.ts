/**
 * A fixed-window counter kept in memory: the store runs as one Node process, so
 * this is exact. Keys are namespaced by the caller ("login:ip:1.2.3.4").
 */
export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): RateLimitResult;
  reset(key: string): void;
}

export function createRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();

  function sweep(t: number) {
    if (t - lastSweep < 60_000) return;
    lastSweep = t;
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  }

  return {
    hit(key, limit, windowMs) {
      const t = now();
      sweep(t);
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return {
        allowed: w.count <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)),
      };
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

/** A limiter that never refuses, for tests that are not about rate limits. */
export const unlimitedRateLimiter: RateLimiter = {
  hit: () => ({ allowed: true, retryAfterSeconds: 0 }),
  reset: () => {},
};
