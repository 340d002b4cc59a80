import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, type OrderRow } from "../../db/schema";
import {
  createTestContext,
  DB_KIND,
  loginAsSeller,
  registerCustomer,
  type TestContext,
} from "../../test/harness";
import { insertOrder } from "../order-desk/test-orders";
import { deskCalls, personWithRole, type Person } from "../rider/test-riders";
import { recomputedRollups, storedRollups } from "./test-rollups";

describe(`the dashboard's daily rollups follow every order change (${DB_KIND})`, () => {
  let t: TestContext;
  let owner: string;
  let rider: Person;
  let userId: string;
  let desk: ReturnType<typeof deskCalls>;
  const MINUTE = 60_000;
  const base = Date.now() - 3 * 86_400_000;
  let n = 0;
  /** An order placed at a distinct time (so "the latest line" is never a tie), moved straight to a status. */
  async function order(status: string, name?: string): Promise<OrderRow> {
    const row = await insertOrder(t.db, userId, {
      createdAt: new Date(base + n++ * 7 * MINUTE),
      name,
    });
    if (status === "Order Placed") return row;
    const [moved] = await t.db
      .update(orders)
      .set({ status, riderId: status === "Out for Delivery" ? rider.id : null })
      .where(eq(orders.id, row.id))
      .returning();
    return moved!;
  }
  const expectExact = async () =>
    expect(await storedRollups(t.db)).toEqual(await recomputedRollups(t.db));
  const dashboard = () =>
    t.call<{ success: boolean }>("GET", "/api/seller/dashboard?range=7d", { token: owner });

  beforeAll(async () => {
    t = await createTestContext();
    owner = (await loginAsSeller(t)).token;
    rider = await personWithRole(t, "rider", "Rollup Rider");
    userId = (await registerCustomer(t)).userId;
    desk = deskCalls(t, owner);
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  it("status changes made side by side with dashboard reads leave the rollups exact", async () => {
    const out = await Promise.all(
      Array.from({ length: 6 }, (_, i) => order("Out for Delivery", `Sardines ${i}`)),
    );
    // Half of them list the same products the other way round: the rows must still be locked
    // in one order, or two deliveries at once could deadlock.
    for (const o of out.filter((_, i) => i % 2))
      await t.db
        .update(orders)
        .set({ items: [...o.items].reverse() })
        .where(eq(orders.id, o.id));
    const placed = await Promise.all(Array.from({ length: 4 }, () => order("Order Placed")));
    await expectExact();
    const results = await Promise.all([
      ...out.map((o) => desk.move(o.id, "Delivered")),
      ...placed.slice(0, 2).map((o) => desk.move(o.id, "Cancelled")),
      ...placed.slice(2).map((o) => desk.move(o.id, "Confirmed")),
      dashboard(),
      dashboard(),
      dashboard(),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(results.length).fill(200));
    await expectExact();
    const stored = await storedRollups(t.db);
    const delivered = Object.values(stored.places).reduce(
      (sum: number, p) => sum + (p as { delivered: number }).delivered,
      0,
    );
    expect(delivered).toBe(6);
  });

  it("the rider's Delivered tap counts the delivery and its cash for the rider", async () => {
    const riderTotals = async () => {
      const riders = Object.values((await storedRollups(t.db)).riders) as {
        deliveries: number;
        cash: number;
      }[];
      return riders.reduce(
        (a, r) => ({ deliveries: a.deliveries + r.deliveries, cash: a.cash + r.cash }),
        {
          deliveries: 0,
          cash: 0,
        },
      );
    };
    const o = await order("Out for Delivery");
    const before = await riderTotals();
    const res = await t.call("POST", `/api/rider/deliveries/${o.id}/delivered`, {
      token: rider.token,
      json: { cashCollected: 229, key: "rollup-tap-0001" },
    });
    expect(res.status).toBe(200);
    await expectExact();
    expect(await riderTotals()).toEqual({
      deliveries: before.deliveries + 1,
      cash: before.cash + 22900,
    });
  });

  it("a cancellation, an edited or removed delivered order, and bulk statements move their share out", async () => {
    const o = await order("Order Placed");
    expect((await desk.move(o.id, "Cancelled")).status).toBe(200);
    await expectExact();
    // The latest delivered line names the product; when that order stops counting, the name
    // comes from the next latest one.
    const older = await order("Delivered", "Old Name Sardines");
    const newer = await order("Delivered", "New Name Sardines");
    await expectExact();
    await t.db.update(orders).set({ status: "Cancelled" }).where(eq(orders.id, newer.id));
    await expectExact();
    const items = older.items.map((l) => ({ ...l, quantity: l.quantity + 1 }));
    await t.db
      .update(orders)
      .set({ items, amountCentavos: older.amountCentavos + 10_750 })
      .where(eq(orders.id, older.id));
    await expectExact();
    await t.db.delete(orders).where(eq(orders.id, older.id));
    await expectExact();
    // One statement that moves or removes many orders at once.
    await order("Delivered", "Bulk Sardines");
    await order("Delivered", "Bulk Sardines Too");
    await t.db.update(orders).set({ status: "Cancelled" }).where(eq(orders.status, "Delivered"));
    await expectExact();
    await t.db.delete(orders);
    await expectExact();
  });

  it("an order written and moved again in one transaction counts once, by its last state", async () => {
    const row = await t.db.transaction(async (tx) => {
      const placed = await insertOrder(tx, userId, {
        createdAt: new Date(base + n++ * 7 * MINUTE),
      });
      await tx.update(orders).set({ status: "Confirmed" }).where(eq(orders.id, placed.id));
      const [delivered] = await tx
        .update(orders)
        .set({
          status: "Delivered",
          riderId: rider.id,
          cashCollectedCentavos: placed.amountCentavos,
        })
        .where(eq(orders.id, placed.id))
        .returning();
      return delivered!;
    });
    expect(row.status).toBe("Delivered");
    await expectExact();
  });

  // The hour's and the barangay's rows are shared by every order placed then: an order's
  // transaction must not hold them from its insert to its commit, or orders queue behind it.
  it.runIf(DB_KIND === "postgres")(
    "an order's open transaction holds no rollup row: another order of the same hour commits meanwhile",
    async () => {
      const at = base + n++ * 7 * MINUTE;
      let other: Promise<OrderRow> | undefined;
      await t.db.transaction(async (tx) => {
        await insertOrder(tx, userId, { createdAt: new Date(at) });
        other = insertOrder(t.db, userId, { createdAt: new Date(at + 1000) });
        const committed = await Promise.race([
          other.then(() => true),
          new Promise<boolean>((done) => setTimeout(() => done(false), 5_000)),
        ]);
        expect(committed).toBe(true);
      });
      await other;
      await expectExact();
    },
  );
});
