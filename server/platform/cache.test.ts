import { describe, expect, it, vi } from "vitest";
import type { Database } from "../db/client";
import type { Bus } from "./bus";
import { createVersionedCache } from "./cache";

/**
 * A bus whose messages the test sends by hand. What the cache publishes (its sync markers)
 * is queued behind the messages held back with `hold`, in order, as PostgreSQL delivers
 * them; `release` delivers the queue, `lose` drops it.
 */
function fakeBus() {
  const listeners = new Set<(payload: string) => void>();
  let queue: string[] | undefined;
  let losing = false;
  const deliver = (payload: string) => listeners.forEach((l) => l(payload));
  const bus: Pick<Bus, "subscribe" | "publish"> = {
    subscribe: async (_channel, listener) => {
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
      };
    },
    publish: async (_db, _channel, payload = "") => {
      if (losing) return;
      if (queue) queue.push(payload);
      else setTimeout(() => deliver(payload), 5);
    },
  };
  return {
    bus,
    send: () => deliver(""),
    /** A change committed whose message has not arrived yet. */
    hold: () => (queue = [""]),
    release: () => {
      const held = queue ?? [];
      queue = undefined;
      held.forEach(deliver);
    },
    lose: () => (losing = true),
  };
}

const db = {} as Database;

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe("versioned cache", () => {
  it("builds once for concurrent callers and keeps the value until the bus says it changed", async () => {
    const { bus, send } = fakeBus();
    const cache = createVersionedCache({ bus, channel: "catalogue_changed" });
    await cache.ready();
    let builds = 0;
    const build = async () => {
      builds++;
      await new Promise((r) => setTimeout(r, 10));
      return `v${builds}`;
    };
    const values = await Promise.all(Array.from({ length: 20 }, () => cache.get("k", build)));
    expect(new Set(values)).toEqual(new Set(["v1"]));
    expect(await cache.get("k", build)).toBe("v1");
    expect(builds).toBe(1);
    send();
    expect(await cache.get("k", build)).toBe("v2");
    expect(builds).toBe(2);
  });

  it("never stores a value whose build started before a drop (built from pre-change rows)", async () => {
    const { bus, send } = fakeBus();
    const cache = createVersionedCache({ bus, channel: "catalogue_changed" });
    await cache.ready();
    const gate = deferred<string>();
    const stale = cache.get("k", () => gate.promise);
    send(); // the change commits and is announced while the old build is still reading
    gate.resolve("old");
    expect(await stale).toBe("old");
    expect(cache.peek("k")).toBeUndefined();
    expect(await cache.get("k", async () => "new")).toBe("new");
    expect(cache.peek("k")).toBe("new");
  });

  it("a caller after a drop does not join the old build", async () => {
    const { bus, send } = fakeBus();
    const cache = createVersionedCache({ bus, channel: "catalogue_changed" });
    await cache.ready();
    const gate = deferred<string>();
    const first = cache.get("k", () => gate.promise);
    send();
    const second = cache.get("k", async () => "fresh");
    gate.resolve("old");
    expect(await first).toBe("old");
    expect(await second).toBe("fresh");
  });

  it("keeps within its byte budget, least recently used out first", async () => {
    const { bus } = fakeBus();
    const cache = createVersionedCache({ bus, channel: "catalogue_changed", maxBytes: 300 });
    await cache.ready();
    await cache.get(
      "a",
      async () => "a",
      () => 100,
    );
    await cache.get(
      "b",
      async () => "b",
      () => 100,
    );
    await cache.get(
      "a",
      async () => "a2",
      () => 100,
    ); // a hit: a is now the newest
    await cache.get(
      "c",
      async () => "c",
      () => 100,
    );
    await cache.get(
      "d",
      async () => "d",
      () => 100,
    );
    expect(cache.peek("b")).toBeUndefined();
    expect(cache.peek("a")).toBe("a");
    expect(cache.stats().bytes).toBeLessThanOrEqual(300);
  });

  it("stays a pass-through when it cannot follow the bus", async () => {
    const bus: Pick<Bus, "subscribe" | "publish"> = {
      subscribe: () => Promise.reject(new Error("no listen")),
      publish: async () => {},
    };
    const errors = console.error;
    console.error = () => {};
    try {
      const cache = createVersionedCache({ bus, channel: "catalogue_changed" });
      expect(await cache.ready()).toBe(false);
      let builds = 0;
      await cache.get("k", async () => ++builds);
      await cache.get("k", async () => ++builds);
      expect(builds).toBe(2);
      await cache.sync(db); // nothing to wait for
    } finally {
      console.error = errors;
    }
  });

  it("sync: a change committed before it, whose message is late, is in the very next read", async () => {
    const { bus, hold, release } = fakeBus();
    const cache = createVersionedCache({ bus, channel: "catalogue_changed" });
    await cache.ready();
    const price = { value: 50 };
    const read = () => cache.get("price", async () => price.value);
    expect(await read()).toBe(50);
    price.value = 55; // the change commits; its message is still on its way
    hold();
    expect(await read()).toBe(50); // what a read without sync would answer
    const synced = cache.sync(db);
    await new Promise((r) => setTimeout(r, 20));
    expect(cache.peek("price")).toBe(50); // sync waits: its marker is behind the change
    release();
    await synced;
    expect(await read()).toBe(55);
  });

  it("sync markers drop nothing, here or on another instance", async () => {
    const { bus } = fakeBus();
    const here = createVersionedCache({ bus, channel: "catalogue_changed" });
    const there = createVersionedCache({ bus, channel: "catalogue_changed" });
    await Promise.all([here.ready(), there.ready()]);
    await here.get("k", async () => "kept here");
    await there.get("k", async () => "kept there");
    await here.sync(db);
    await there.sync(db);
    expect(here.peek("k")).toBe("kept here");
    expect(there.peek("k")).toBe("kept there");
    expect(here.generation).toBe(there.generation);
  });

  it("sync whose marker never comes back drops everything rather than risk an old answer", async () => {
    vi.useFakeTimers();
    const errors = console.error;
    console.error = () => {};
    try {
      const { bus, lose } = fakeBus();
      const cache = createVersionedCache({ bus, channel: "catalogue_changed" });
      await cache.ready();
      await cache.get("k", async () => "old");
      lose();
      const synced = cache.sync(db);
      await vi.advanceTimersByTimeAsync(2_500);
      await synced;
      expect(cache.peek("k")).toBeUndefined();
    } finally {
      console.error = errors;
      vi.useRealTimers();
    }
  });
});
