import { randomBytes } from "node:crypto";
import type { Database, Tx } from "../db/client";
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
 *
 * The message arrives a little after the commit, on its own connection: a client answered
 * after its change could otherwise read this instance's copy from before it. `sync` closes
 * that gap: it sends a marker of its own on the channel and waits until it comes back, and
 * as PostgreSQL delivers messages in commit order, every change committed before has been
 * heard (and dropped) by then. Markers drop nothing, on any instance.
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
  /**
   * Resolves once every change committed before the call has been heard here (values built
   * before it dropped). Falls back to dropping everything when the marker does not return.
   */
  sync(db: Database | Tx): Promise<void>;
  /** Resolves once drops are heard (the bus subscription is in place). */
  ready(): Promise<boolean>;
  /** Stored values and their estimated bytes. */
  stats(): { entries: number; bytes: number; generation: number };
  close(): Promise<void>;
}

export interface VersionedCacheOptions {
  bus: Pick<Bus, "subscribe" | "publish">;
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
/** Payloads that mark a sync rather than announce a change. */
const SYNC_MARKER = "sync:";
/** A marker that has not come back by then is taken as lost: everything is dropped instead. */
const SYNC_TIMEOUT_MS = 2_000;

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
  const markerPrefix = `${SYNC_MARKER}${randomBytes(6).toString("base64url")}:`;
  let markers = 0;
  const awaitingMarkers = new Map<string, () => void>();

  const invalidate = () => {
    generation++;
    entries = new Map();
    inflight = new Map();
    bytes = 0;
  };

  const onMessage = (payload: string) => {
    if (!payload.startsWith(SYNC_MARKER)) return invalidate();
    const heard = awaitingMarkers.get(payload);
    if (heard) {
      awaitingMarkers.delete(payload);
      heard();
    }
  };

  const subscribed = options.bus
    .subscribe(options.channel, onMessage)
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

  async function sync(db: Database | Tx): Promise<void> {
    if (!listening) {
      await subscribed;
      if (!listening) return;
    }
    const marker = `${markerPrefix}${++markers}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      awaitingMarkers.set(marker, () => resolve(true));
      timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
      timer.unref();
    });
    try {
      await options.bus.publish(db, options.channel, marker);
      if (await heard) return;
      logger.error(`cache: a sync on ${options.channel} did not come back; dropping everything`);
      invalidate();
    } catch (err) {
      logger.error(`cache: could not sync on ${options.channel}; dropping everything`, { err });
      invalidate();
    } finally {
      clearTimeout(timer);
      awaitingMarkers.delete(marker);
    }
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
    sync,
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
export function catalogueCache(bus: Pick<Bus, "subscribe" | "publish">): VersionedCache {
  let cache = catalogueCaches.get(bus);
  if (!cache) {
    cache = createVersionedCache({ bus, channel: "catalogue_changed" });
    catalogueCaches.set(bus, cache);
  }
  return cache;
}
