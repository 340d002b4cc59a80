import type { DatabaseHandle } from "../db/client";
import { createBus, type Bus } from "./bus";
import { createLocks, type Locks } from "./locks";

/**
 * State that several server instances on one PostgreSQL must share, each behind one small
 * interface with an embedded (PGlite, one process) and a PostgreSQL implementation. It is
 * built once at boot from the database handle; modules use it without asking which
 * database they run on.
 */
export interface Platform {
  bus: Bus;
  /**
   * Registers work to end when the server shuts down (open event streams), before it waits
   * for its connections to drain. Hooks run once, in registration order.
   */
  onShutdown(hook: () => Promise<void> | void): void;
  /** Runs the shutdown hooks (idempotent); `close` runs them too. */
  shutdown(): Promise<void>;
  /** Named locks held across instances (one bulk import at a time). */
  locks: Locks;
  close(): Promise<void>;
}

export function createPlatform(handle: DatabaseHandle): Platform {
  const bus = createBus(handle);
  const hooks: (() => Promise<void> | void)[] = [];
  let shuttingDown: Promise<void> | null = null;
  const shutdown = () =>
    (shuttingDown ??= (async () => {
      for (const hook of hooks) {
        try {
          await hook();
        } catch (err) {
          console.error("shutdown hook failed:", err);
        }
      }
    })());
  return {
    bus,
    onShutdown(hook) {
      hooks.push(hook);
    },
    shutdown,
    locks: createLocks(handle),
    async close() {
      await shutdown();
      await bus.close();
    },
  };
}
