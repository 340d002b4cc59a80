import { describe, expect, it } from "vitest";
import type { Bus } from "./bus";
import { createVersionedCache } from "./cache";

/** A bus whose messages the test sends by hand. */
function fakeBus() {
  const listeners = new Set<(payload: string) => void>();
  const bus: Pick<Bus, "subscribe"> = {
    subscribe: async (_channel, listener) => {
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
      };
    },
  };
  return { bus, send: () => listeners.forEach((l) => l("")) };
}

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
    const bus: Pick<Bus, "subscribe"> = {
      subscribe: () => Promise.reject(new Error("no listen")),
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
    } finally {
      console.error = errors;
    }
  });
});
