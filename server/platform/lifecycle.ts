import { logger } from "../lib/logger";

/**
 * Where this instance is in its life: starting (booting, migrating, waiting for another
 * instance's migration), ready (serving), draining (SIGTERM received: finishing in-flight
 * requests). /readyz answers 200 only when ready, so a load balancer stops sending work to an
 * instance that is about to go.
 *
 * Code holding long-lived connections (event streams) registers `onShutdown`: its hooks run
 * once when draining starts, so a stream can tell its client to reconnect (to another
 * instance) instead of holding the drain open until the timeout.
 */
export type LifecycleState = "starting" | "ready" | "draining";

export type ShutdownHook = () => void | Promise<void>;

export interface Lifecycle {
  readonly state: LifecycleState;
  markReady(): void;
  /** Registers a hook run when draining starts; returns a function that unregisters it. */
  onShutdown(hook: ShutdownHook): () => void;
  /** Enters draining and runs every hook (errors are logged, never thrown); idempotent. */
  beginDrain(): Promise<void>;
}

export function createLifecycle(initial: LifecycleState = "starting"): Lifecycle {
  let state: LifecycleState = initial;
  const hooks = new Set<ShutdownHook>();
  let draining: Promise<void> | null = null;
  return {
    get state() {
      return state;
    },
    markReady() {
      if (state === "starting") state = "ready";
    },
    onShutdown(hook) {
      hooks.add(hook);
      return () => {
        hooks.delete(hook);
      };
    },
    beginDrain() {
      if (draining) return draining;
      state = "draining";
      const running = [...hooks];
      hooks.clear();
      draining = Promise.allSettled(
        running.map(async (hook) => {
          try {
            await hook();
          } catch (err) {
            logger.error("shutdown hook failed", { err });
          }
        }),
      ).then(() => {});
      return draining;
    },
  };
}
