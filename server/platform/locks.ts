import type { DatabaseHandle, ReservedSession } from "../db/client";

/**
 * Named locks that hold across every instance of the store: in process on PGlite (one process
 * owns the embedded database), a session-level PostgreSQL advisory lock on PostgreSQL, taken
 * on a connection reserved for the lock's whole run so a second instance is refused too.
 */
export type LockOutcome<T> = { acquired: true; value: T } | { acquired: false };

export interface Locks {
  /** Runs `fn` holding the lock `name`, or answers `{acquired:false}` at once when it is held. */
  tryWithLock<T>(name: string, fn: () => Promise<T>): Promise<LockOutcome<T>>;
}

export function createInProcessLocks(): Locks {
  const held = new Set<string>();
  return {
    async tryWithLock(name, fn) {
      if (held.has(name)) return { acquired: false };
      held.add(name);
      try {
        return { acquired: true, value: await fn() };
      } finally {
        held.delete(name);
      }
    },
  };
}

export function createAdvisoryLocks(reserve: () => Promise<ReservedSession>): Locks {
  // Within one process the same name is refused without a round trip (and without a second
  // reserved connection: session advisory locks are re-entrant for their own session).
  const local = createInProcessLocks();
  return {
    tryWithLock(name, fn) {
      return local
        .tryWithLock(name, async () => {
          const session = await reserve();
          let locked = false;
          try {
            const [row] = await session.query(
              "select pg_try_advisory_lock(hashtextextended($1, 0)) as locked",
              [`minimart:${name}`],
            );
            locked = row?.locked === true;
            if (!locked) return { acquired: false } as const;
            return { acquired: true, value: await fn() } as const;
          } finally {
            if (locked)
              await session
                .query("select pg_advisory_unlock(hashtextextended($1, 0))", [`minimart:${name}`])
                .catch(() => {});
            session.release();
          }
        })
        .then((outcome) => (outcome.acquired ? outcome.value : outcome));
    },
  };
}

export function createLocks(handle: Pick<DatabaseHandle, "reserveSession">): Locks {
  return handle.reserveSession
    ? createAdvisoryLocks(handle.reserveSession)
    : createInProcessLocks();
}
