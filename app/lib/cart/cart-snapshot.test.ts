import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keysToWipe } from "~/lib/browser-session";
import { CART_SNAPSHOT_KEY, readCartSnapshot, writeCartSnapshot } from "./cart-snapshot";

const rice = { _id: "p1", name: "Rice 5kg", price: 320 };
const soap = { _id: "p2", name: "Bar Soap", price: 35 };

class MemoryStorage {
  private map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
}

describe("cart snapshot", () => {
  beforeEach(() => vi.stubGlobal("window", { localStorage: new MemoryStorage() }));
  afterEach(() => vi.unstubAllGlobals());

  it("gives back the saved products of the ids asked for", () => {
    writeCartSnapshot([rice, soap]);
    expect(readCartSnapshot(["p2"])).toEqual([soap]);
    expect(readCartSnapshot(["p1", "p2", "p3"])).toEqual([rice, soap]);
  });

  it("reads nothing from missing, broken or foreign data", () => {
    expect(readCartSnapshot(["p1"])).toEqual([]);
    window.localStorage.setItem(CART_SNAPSHOT_KEY, "{not json");
    expect(readCartSnapshot(["p1"])).toEqual([]);
    window.localStorage.setItem(CART_SNAPSHOT_KEY, JSON.stringify([1, null, { id: "p1" }]));
    expect(readCartSnapshot(["p1"])).toEqual([]);
  });

  it("is wiped by logout with the store's other keys", () => {
    expect(keysToWipe([CART_SNAPSHOT_KEY])).toEqual([CART_SNAPSHOT_KEY]);
  });
});
