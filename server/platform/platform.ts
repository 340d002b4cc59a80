import type { DatabaseHandle } from "../db/client";
import { createBus, type Bus } from "./bus";
import { createMemoryThrottle, createPostgresThrottle, type Throttle } from "./throttle";

/**
 * State that several server instances on one PostgreSQL must share, each behind one small
 * interface with an embedded (PGlite, one process) and a PostgreSQL implementation. It is
 * built once at boot from the database handle; modules use it without asking which
 * database they run on.
 */
export interface Platform {
  bus: Bus;
  /** Failure counters for login throttling (docs/decisions/060). */
  throttle: Throttle;
  close(): Promise<void>;
}

export interface PlatformOptions {
  /** The clock counters use; tests move it. */
  now?: () => number;
}

export function createPlatform(handle: DatabaseHandle, options: PlatformOptions = {}): Platform {
  const bus = createBus(handle);
  const throttle =
    handle.kind === "postgres"
      ? createPostgresThrottle(handle.db, options.now)
      : createMemoryThrottle(options.now);
  return {
    bus,
    throttle,
    async close() {
      await bus.close();
    },
  };
}
