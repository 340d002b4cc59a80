import { describe, expect, it } from "vitest";
import { directionsUrl } from "./directions";
import {
  newDeliveryKey,
  PENDING_DELIVERIES_KEY,
  readPending,
  settles,
  withoutTap,
  withTap,
  writePending,
  type PendingDelivery,
} from "./pending-deliveries";

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

const tap = (orderId: string, key: string): PendingDelivery => ({
  orderId,
  cashCollected: 229,
  key,
  tappedAt: "2026-11-27T10:00:00.000Z",
});

describe("the rider's directions link", () => {
  it("goes to OpenStreetMap's directions, to the barangay of Sorsogon City", () => {
    expect(directionsUrl({ barangay: "Pangpang", city: "Sorsogon City" })).toBe(
      "https://www.openstreetmap.org/directions?from=&to=Pangpang%2C%20Sorsogon%20City%2C%20Sorsogon%2C%20Philippines",
    );
    expect(directionsUrl({ barangay: " Bibincahan ", city: "" })).toContain(
      "to=Bibincahan%2C%20Sorsogon%20City%2C",
    );
  });
});

describe("Delivered taps kept on the phone", () => {
  it("keeps one tap per order, the first one with its key", () => {
    const first = withTap([], tap("o1", "tap-a"));
    expect(withTap(first, tap("o1", "tap-b"))).toEqual([tap("o1", "tap-a")]);
    const two = withTap(first, tap("o2", "tap-c"));
    expect(two.map((p) => p.key)).toEqual(["tap-a", "tap-c"]);
    expect(withoutTap(two, "tap-a")).toEqual([tap("o2", "tap-c")]);
  });

  it("reads back what it wrote, and nothing from a broken or foreign value", () => {
    const store = memoryStore();
    writePending(store, [tap("o1", "tap-a")]);
    expect(readPending(store)).toEqual([tap("o1", "tap-a")]);
    expect(readPending(memoryStore({ [PENDING_DELIVERIES_KEY]: "{not json" }))).toEqual([]);
    expect(
      readPending(memoryStore({ [PENDING_DELIVERIES_KEY]: '[{"orderId":1},null,"x"]' })),
    ).toEqual([]);
    expect(readPending(null)).toEqual([]);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(() => writePending(full, [tap("o1", "k")])).not.toThrow();
  });

  it("sends again only when no final answer came", () => {
    for (const status of [0, 408, 429, 500, 502, 503])
      expect(settles(status), `${status}`).toBe(false);
    for (const status of [200, 400, 401, 403, 404, 409])
      expect(settles(status), `${status}`).toBe(true);
  });

  it("makes keys the server accepts", () => {
    const key = newDeliveryKey(() => "3f9a0c21-1b2c-4d5e-8f90-0123456789ab");
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(newDeliveryKey()).not.toBe(newDeliveryKey());
  });
});
