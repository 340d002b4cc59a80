import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, DB_KIND, type TestContext } from "../test/harness";
import {
  createMemoryStreamSlots,
  slotsToClose,
  type StreamClaim,
  type StreamSlots,
} from "./stream-slots";
import { createPostgresStreamSlots } from "./stream-slots-postgres";

describe("slotsToClose", () => {
  const caps = { address: "a", perSession: 3, perAddress: 5 };
  it("closes nothing below the session cap, the oldest at it, enough to get back under it", () => {
    const held = (n: number, address = "a") =>
      Array.from({ length: n }, (_, i) => ({ id: i + 1, address }));
    expect(slotsToClose(held(2), 2, caps)).toEqual([]);
    expect(slotsToClose(held(3), 3, caps)).toEqual([1]);
    // A cap lowered while streams were open: the newest stays within it.
    expect(slotsToClose(held(5), 5, caps)).toEqual([1, 2, 3]);
  });
  it("refuses past the address cap, unless the session frees a place at that same address", () => {
    expect(slotsToClose([], 5, caps)).toBeNull();
    expect(slotsToClose([{ id: 1, address: "a" }], 4, caps)).toEqual([]);
    const full = [1, 2, 3].map((id) => ({ id, address: "a" }));
    expect(slotsToClose(full, 5, caps)).toEqual([1]);
    const elsewhere = [1, 2, 3].map((id) => ({ id, address: "b" }));
    expect(slotsToClose(elsewhere, 5, caps)).toBeNull();
  });
});

describe(`stream slots (${DB_KIND})`, () => {
  let t: TestContext;
  const made: StreamSlots[] = [];
  const kinds: [string, () => StreamSlots][] = [
    ["in process", () => createMemoryStreamSlots()],
    ["in the database", () => createPostgresStreamSlots(t.db, t.deps.platform.bus)],
  ];
  const make = (factory: () => StreamSlots) => {
    const slots = factory();
    made.push(slots);
    return slots;
  };
  /** Claims a slot and records whether it was taken away. */
  async function claim(slots: StreamSlots, over: Partial<StreamClaim> = {}) {
    const state = { evicted: 0 };
    const outcome = await slots.claim({
      kind: "customer",
      session: "s1",
      address: "a1",
      perSession: 2,
      perAddress: 3,
      onEvicted: () => state.evicted++,
      ...over,
    });
    return { outcome, state };
  }
  const rowCount = async (where = sql`true`) => {
    const result = await t.db.execute(
      sql`SELECT count(*) AS n FROM event_stream_slots WHERE ${where}`,
    );
    const rows = Array.isArray(result) ? result : (result as { rows: { n: unknown }[] }).rows;
    return Number((rows[0] as { n: unknown }).n);
  };

  beforeAll(async () => {
    t = await createTestContext();
  }, 240_000);
  afterAll(async () => {
    await Promise.all(made.map((s) => s.close()));
    await t.close();
  });

  for (const [name, factory] of kinds) {
    it(`${name}: the session's oldest slot goes (once); the address refuses; a release frees`, async () => {
      const slots = make(factory);
      const session = `s-${name}`;
      const address = `a-${name}`;
      const first = await claim(slots, { session, address });
      const second = await claim(slots, { session, address });
      const third = await claim(slots, { session, address });
      expect([first, second, third].map((c) => c.outcome.granted)).toEqual([true, true, true]);
      expect(first.state.evicted).toBe(1);
      expect(second.state.evicted).toBe(0);
      // Two of this session and one of another fill the address: a third session is refused.
      const other = await claim(slots, { session: `${session}-b`, address });
      expect(other.outcome.granted).toBe(true);
      const refused = await claim(slots, { session: `${session}-c`, address });
      expect(refused.outcome).toEqual({ granted: false, addressOpen: 3 });
      expect([second.state.evicted, third.state.evicted, other.state.evicted]).toEqual([0, 0, 0]);
      if (!other.outcome.granted) throw new Error("unreachable");
      await other.outcome.release();
      await other.outcome.release(); // twice is harmless
      expect((await claim(slots, { session: `${session}-c`, address })).outcome.granted).toBe(true);
      expect(first.state.evicted).toBe(1);
    });
  }

  it("in the database: a slot closed by another instance is announced to the one holding it", async () => {
    const a = make(() => createPostgresStreamSlots(t.db, t.deps.platform.bus));
    const b = make(() => createPostgresStreamSlots(t.db, t.deps.platform.bus));
    const onA = await claim(a, { session: "cross", address: "x1" });
    await claim(a, { session: "cross", address: "x1" });
    const onB = await claim(b, { session: "cross", address: "x2" });
    expect(onB.outcome.granted).toBe(true);
    await expect.poll(() => onA.state.evicted, { timeout: 5_000 }).toBe(1);
    expect(await rowCount(sql`session_hash = 'cross'`)).toBe(2);
  });

  it("in the database: the slots of an instance that stopped marking them stop counting, and are swept", async () => {
    // An instance that never marks its rows again (killed): its two slots fill the address.
    const dead = make(() =>
      createPostgresStreamSlots(t.db, t.deps.platform.bus, { touchMs: 3_600_000 }),
    );
    for (const session of ["d1", "d2"])
      await claim(dead, { session, address: "dead-address", perAddress: 2 });
    const live = make(() =>
      createPostgresStreamSlots(t.db, t.deps.platform.bus, { touchMs: 100, staleMs: 600 }),
    );
    const early = await claim(live, { session: "l1", address: "dead-address", perAddress: 2 });
    expect(early.outcome.granted).toBe(false);
    await new Promise((r) => setTimeout(r, 800));
    const later = await claim(live, { session: "l1", address: "dead-address", perAddress: 2 });
    expect(later.outcome.granted).toBe(true);
    // The sweep removes the dead rows; the live instance keeps marking its own.
    await expect
      .poll(() => rowCount(sql`session_hash IN ('d1', 'd2')`), { timeout: 5_000 })
      .toBe(0);
    await new Promise((r) => setTimeout(r, 800));
    expect(await rowCount(sql`session_hash = 'l1'`)).toBe(1);
  });

  it("in the database: a burst of claims on one session keeps its newest, and rows for those only", async () => {
    const slots = make(() => createPostgresStreamSlots(t.db, t.deps.platform.bus));
    const burst = await Promise.all(
      Array.from({ length: 50 }, () => claim(slots, { session: "burst", address: "b1" })),
    );
    expect(burst.every((c) => c.outcome.granted)).toBe(true);
    expect(burst.map((c) => c.state.evicted)).toEqual([...Array<number>(48).fill(1), 0, 0]);
    expect(await rowCount(sql`session_hash = 'burst'`)).toBe(2);
    // Meanwhile other sessions at that address were answered in turn, within its cap.
    const others = await Promise.all(
      ["o1", "o2", "o3"].map((session) => claim(slots, { session, address: "b1" })),
    );
    expect(others.map((c) => c.outcome.granted)).toEqual([true, false, false]);
  });

  it("in the database: closing an instance removes its rows", async () => {
    const slots = createPostgresStreamSlots(t.db, t.deps.platform.bus);
    await claim(slots, { session: "closing", address: "c1" });
    expect(await rowCount(sql`session_hash = 'closing'`)).toBe(1);
    await slots.close();
    expect(await rowCount(sql`session_hash = 'closing'`)).toBe(0);
  });
});
