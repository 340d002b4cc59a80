import type { Bus, BusChannel } from "./bus";
import { logger } from "../lib/logger";

/**
 * Values computed from the database and kept in this process until the data they came from
 * changes. A message on the bus channel (for the catalogue: `catalogue_changed`, sent by a
 * trigger on `products` after every committed change, from any instance) drops everything.
 *
 * The race between building a value and a change is closed with a local generation counter:
 * a build remembers the generation it started in and stores its result only if no drop
 * happened meanwhile. A change commits before its message arrives, so a build that read the
 * old rows either finishes before the drop (and is dropped with the rest) or after it (and
 * is not stored). Concurrent callers of one key in one generation share a single build.
 *
 * Until the bus subscription is in place nothing is stored (a change could go unheard), and
 * if subscribing fails the cache stays a pass-through.
 */
export interface VersionedCache {
  /** The local generation: bumps on every drop. Part of keys that must not outlive one. */
  readonly generation: number;
  /** The value for `key`, built (once, shared by concurrent callers) when absent. */
  get<T>(key: string, build: () => Promise<T>, sizeOf?: (value: T) => number): Promise<T>;
  /** The value for `key` if it is stored, without building it. */
  peek<T>(key: string): T | undefined;
  /** Drops every value (as a bus message does). */
  invalidate(): void;
  /** Resolves once drops are heard (the bus subscription is in place). */
  ready(): Promise<boolean>;
  /** Stored values and their estimated bytes. */
  stats(): { entries: number; bytes: number; generation: number };
  close(): Promise<void>;
}

export interface VersionedCacheOptions {
  bus: Pick<Bus, "subscribe">;
  channel: BusChannel;
  /** Estimated bytes kept at most; the least recently used values go first. */
  maxBytes?: number;
  maxEntries?: number;
}

interface Entry {
  value: unknown;
  bytes: number;
}

const DEFAULT_MAX_BYTES = 96 * 1024 * 1024;
const DEFAULT_MAX_ENTRIES = 2_000;

export function createVersionedCache(options: VersionedCacheOptions): VersionedCache {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  // Map keeps insertion order: re-inserting on a hit makes it an LRU.
  let entries = new Map<string, Entry>();
  let inflight = new Map<string, Promise<unknown>>();
  let bytes = 0;
  let generation = 0;
  let listening = false;
  let unsubscribe: (() => Promise<void>) | undefined;

  const invalidate = () => {
    generation++;
    entries = new Map();
    inflight = new Map();
    bytes = 0;
  };

  const subscribed = options.bus
    .subscribe(options.channel, invalidate)
    .then((stop) => {
      unsubscribe = stop;
      listening = true;
      // Anything built before we could hear changes is suspect.
      invalidate();
      return true;
    })
    .catch((err: unknown) => {
      logger.error(`cache: could not follow ${options.channel}; caching is off`, { err });
      return false;
    });

  function store(key: string, value: unknown, size: number) {
    if (size > maxBytes) return;
    const old = entries.get(key);
    if (old) {
      bytes -= old.bytes;
      entries.delete(key);
    }
    entries.set(key, { value, bytes: size });
    bytes += size;
    for (const [oldest, entry] of entries) {
      if (bytes <= maxBytes && entries.size <= maxEntries) break;
      entries.delete(oldest);
      bytes -= entry.bytes;
    }
  }

  async function get<T>(
    key: string,
    build: () => Promise<T>,
    sizeOf?: (value: T) => number,
  ): Promise<T> {
    const hit = entries.get(key);
    if (hit) {
      entries.delete(key);
      entries.set(key, hit);
      return hit.value as T;
    }
    const pending = inflight.get(key);
    if (pending) return pending as Promise<T>;
    if (!listening) {
      // Not stored, but wait briefly for the subscription so the next caller can be.
      await subscribed;
      if (!listening) return build();
      return get(key, build, sizeOf);
    }
    const startedIn = generation;
    const flights = inflight;
    const promise = build().then(
      (value) => {
        if (flights.get(key) === promise) flights.delete(key);
        if (generation === startedIn) store(key, value, sizeOf ? sizeOf(value) : 256);
        return value;
      },
      (err: unknown) => {
        if (flights.get(key) === promise) flights.delete(key);
        throw err;
      },
    );
    flights.set(key, promise);
    return promise;
  }

  return {
    get generation() {
      return generation;
    },
    get,
    peek<T>(key: string) {
      return entries.get(key)?.value as T | undefined;
    },
    invalidate,
    ready: () => subscribed,
    stats: () => ({ entries: entries.size, bytes, generation }),
    async close() {
      invalidate();
      listening = false;
      await unsubscribe?.();
    },
  };
}

const catalogueCaches = new WeakMap<object, VersionedCache>();

/**
 * The catalogue's cache of this process, one per bus (so per app instance and per test
 * context): lists, counts, pre-compressed bodies and the search vocabulary.
 */
export function catalogueCache(bus: Pick<Bus, "subscribe">): VersionedCache {
  let cache = catalogueCaches.get(bus);
  if (!cache) {
    cache = createVersionedCache({ bus, channel: "catalogue_changed" });
    catalogueCaches.set(bus, cache);
  }
  return cache;
}
