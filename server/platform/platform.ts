import type { DatabaseHandle } from "../db/client";
import { createBus, type Bus } from "./bus";
import { createLifecycle, type Lifecycle } from "./lifecycle";

/**
 * State that several server instances on one PostgreSQL must share, each behind one small
 * interface with an embedded (PGlite, one process) and a PostgreSQL implementation. It is
 * built once at boot from the database handle; modules use it without asking which
 * database they run on.
 */
export interface Platform {
  bus: Bus;
  close(): Promise<void>;
  /** starting / ready / draining, and `onShutdown` hooks for long-lived connections. */
  lifecycle: Lifecycle;
  /** Why this instance cannot serve yet (/readyz), or null when it can. */
  notReadyReason(): Promise<string | null>;
}

export function createPlatform(
  handle: Pick<DatabaseHandle, "listen" | "ping" | "migrationsApplied">,
): Platform {
  const bus = createBus(handle);
  const lifecycle = createLifecycle("ready");
  let migrated = false;
  return {
    bus,
    lifecycle,
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
      await bus.close();
    },
  };
}
