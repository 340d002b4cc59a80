import type { DatabaseHandle } from "../db/client";
import { createBus, type Bus } from "./bus";
import { createLifecycle, type Lifecycle } from "./lifecycle";
import { createLocks, type Locks } from "./locks";
import { mediaGuardFor, type MediaGuard } from "./media-guard";
import { createMemoryStreamSlots, type StreamSlots } from "./stream-slots";
import { createPostgresStreamSlots } from "./stream-slots-postgres";
import { createMemoryThrottle, createPostgresThrottle, type Throttle } from "./throttle";

/**
 * State that several server instances on one PostgreSQL must share, each behind one small
 * interface with an embedded (PGlite, one process) and a PostgreSQL implementation. It is
 * built once at boot from the database handle; modules use it without asking which
 * database they run on.
 */
export interface Platform {
  bus: Bus;
  /** Failure counters for login throttling. */
  throttle: Throttle;
  /** Named locks held across instances (one bulk import at a time). */
  locks: Locks;
  /** The media lock and the pictures stored but not yet linked, across instances. */
  media: MediaGuard;
  /** Caps on open live event streams per session and per client address, across instances. */
  streamSlots: StreamSlots;
  /** starting / ready / draining, and `onShutdown` hooks for long-lived connections. */
  lifecycle: Lifecycle;
  /**
   * Registers work to end when the server starts draining (open event streams are told to
   * reconnect elsewhere), before it waits for its connections to finish.
   */
  onShutdown(hook: () => Promise<void> | void): void;
  /** Starts draining and runs the shutdown hooks (idempotent); `close` runs it too. */
  shutdown(): Promise<void>;
  /** Why this instance cannot serve yet (/readyz), or null when it can. */
  notReadyReason(): Promise<string | null>;
  close(): Promise<void>;
}

export interface PlatformOptions {
  /** The clock throttle counters use; tests move it. */
  now?: () => number;
}

export function createPlatform(
  handle: Pick<
    DatabaseHandle,
    "db" | "kind" | "listen" | "ping" | "migrationsApplied" | "reserveSession"
  >,
  options: PlatformOptions = {},
): Platform {
  const bus = createBus(handle);
  const throttle =
    handle.kind === "postgres"
      ? createPostgresThrottle(handle.db, options.now)
      : createMemoryThrottle(options.now);
  const streamSlots =
    handle.kind === "postgres"
      ? createPostgresStreamSlots(handle.db, bus)
      : createMemoryStreamSlots();
  const lifecycle = createLifecycle("ready");
  const media = mediaGuardFor(handle);
  let migrated = false;
  return {
    bus,
    throttle,
    locks: createLocks(handle),
    media,
    streamSlots,
    lifecycle,
    onShutdown(hook) {
      lifecycle.onShutdown(hook);
    },
    shutdown: () => lifecycle.beginDrain(),
    async notReadyReason() {
      if (lifecycle.state !== "ready") return lifecycle.state;
      try {
        await handle.ping();
      } catch {
        return "database unreachable";
      }
      // Once applied, migrations stay applied: checked until they are, then not again.
      migrated ||= await handle.migrationsApplied().catch(() => false);
      return migrated ? null : "migrations not applied";
    },
    async close() {
      await lifecycle.beginDrain();
      await streamSlots.close();
      await media.close();
      await bus.close();
    },
  };
}
