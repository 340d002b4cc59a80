import { sql } from "drizzle-orm";
import { logger } from "../lib/logger";
import type { Database, DatabaseHandle, Tx } from "../db/client";

/**
 * Messages between server instances, carried by PostgreSQL NOTIFY (PGlite implements the same
 * statement in process). Publishing inside a transaction delivers after its commit and never
 * if it rolls back, so a message can announce a change in the same transaction that makes it.
 * Delivery is at most once and only to instances listening at the time: a consumer that must
 * not miss anything keeps its own log (an outbox table) and uses the message only as a wake-up.
 */
export interface Bus {
  publish(db: Database | Tx, channel: BusChannel, payload?: string): Promise<void>;
  /** Calls `listener` for every message on the channel; resolves to an unsubscribe. */
  subscribe(channel: BusChannel, listener: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Channel names are fixed here so no caller can send a name NOTIFY would reject. */
export const BUS_CHANNELS = [
  "catalogue_changed",
  "order_events",
  "sessions_revoked",
  "order_acknowledged",
  "event_streams_evicted",
  "rider_assigned",
] as const;
export type BusChannel = (typeof BUS_CHANNELS)[number];

/** NOTIFY payloads are limited to 8000 bytes. */
export const MAX_PAYLOAD_BYTES = 7_900;

/**
 * Sends one message on the bus from inside `db` (a transaction: delivered after its commit).
 * Services that only announce a change use this directly, without holding a Bus.
 */
export async function notify(db: Database | Tx, channel: BusChannel, payload = ""): Promise<void> {
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES)
    throw new Error(`Bus payload on ${channel} is too large`);
  await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}

export function createBus(handle: Pick<DatabaseHandle, "listen">): Bus {
  const listeners = new Map<BusChannel, Set<(payload: string) => void>>();
  const unlistens = new Map<BusChannel, Promise<() => Promise<void>>>();

  function deliver(channel: BusChannel, payload: string) {
    for (const listener of listeners.get(channel) ?? []) {
      try {
        listener(payload);
      } catch (err) {
        logger.error(`bus listener on ${channel} failed`, { err });
      }
    }
  }

  return {
    publish: notify,
    async subscribe(channel, listener) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(listener);
      // One driver subscription per channel, shared by every local listener.
      if (!unlistens.has(channel)) {
        const pending = handle.listen(channel, (payload) => deliver(channel, payload));
        unlistens.set(channel, pending);
        pending.catch(() => unlistens.delete(channel));
      }
      await unlistens.get(channel);
      return async () => {
        set.delete(listener);
      };
    },
    async close() {
      const pending = [...unlistens.values()];
      unlistens.clear();
      listeners.clear();
      await Promise.allSettled(pending.map(async (p) => (await p)()));
    },
  };
}
