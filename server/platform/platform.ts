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
  /** Named locks held across instances (one bulk import at a time). */
  locks: Locks;
  close(): Promise<void>;
}

export function createPlatform(handle: DatabaseHandle): Platform {
  const bus = createBus(handle);
  return {
    bus,
    locks: createLocks(handle),
    async close() {
      await bus.close();
    },
  };
}
