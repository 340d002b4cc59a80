import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { createTestContext, DB_KIND, type TestContext } from "../test/harness";
import { createBus, type Bus } from "./bus";

const settle = () => new Promise((r) => setTimeout(r, 150));

describe(`platform bus (${DB_KIND})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => {
    await t.close();
  });

  it("delivers a message published in a committed transaction, after the commit", async () => {
    const got: string[] = [];
    const unsubscribe = await t.deps.platform.bus.subscribe("catalogue_changed", (p) =>
      got.push(p),
    );
    await t.db.transaction(async (tx) => {
      await t.deps.platform.bus.publish(tx, "catalogue_changed", "v1");
      await settle();
      expect(got).toEqual([]);
    });
    await settle();
    expect(got).toEqual(["v1"]);
    await unsubscribe();
  });

  it("drops a message whose transaction rolled back", async () => {
    const got: string[] = [];
    const unsubscribe = await t.deps.platform.bus.subscribe("catalogue_changed", (p) =>
      got.push(p),
    );
    await expect(
      t.db.transaction(async (tx) => {
        await t.deps.platform.bus.publish(tx, "catalogue_changed", "never");
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await t.deps.platform.bus.publish(t.db, "catalogue_changed", "after");
    await settle();
    expect(got).toEqual(["after"]);
    await unsubscribe();
  });

  it("stops calling a listener once it unsubscribes, and keeps the others", async () => {
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = await t.deps.platform.bus.subscribe("order_events", (p) => first.push(p));
    const stopSecond = await t.deps.platform.bus.subscribe("order_events", (p) => second.push(p));
    await t.deps.platform.bus.publish(t.db, "order_events", "1");
    await settle();
    await stopFirst();
    await t.deps.platform.bus.publish(t.db, "order_events", "2");
    await settle();
    expect(first).toEqual(["1"]);
    expect(second).toEqual(["1", "2"]);
    await stopSecond();
  });

  it("refuses a payload NOTIFY could not carry", async () => {
    await expect(
      t.deps.platform.bus.publish(t.db, "order_events", "x".repeat(9000)),
    ).rejects.toThrow(/too large/);
  });

  describe.runIf(DB_KIND === "postgres")("across instances on one PostgreSQL", () => {
    let other: DatabaseHandle;
    let otherBus: Bus;
    beforeAll(async () => {
      other = await openDatabase({ url: t.databaseUrl });
      otherBus = createBus(other);
    });
    afterAll(async () => {
      await otherBus.close();
      await other.close();
    });

    it("a message published by one instance reaches a listener on another", async () => {
      const got: string[] = [];
      const unsubscribe = await otherBus.subscribe("order_events", (p) => got.push(p));
      await t.deps.platform.bus.publish(t.db, "order_events", "from-a");
      for (let i = 0; i < 20 && got.length === 0; i++) await settle();
      expect(got).toEqual(["from-a"]);
      await unsubscribe();
    });
  });
});
