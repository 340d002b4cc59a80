import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { orders } from "../../db/schema";
import { createTestContext, registerCustomer, type TestContext } from "../../test/harness";
import { expectDbUnchanged } from "../../test/db-snapshot";
import { changedMeanwhileMessage } from "./order-desk.service";
import { insertOrder, orderTools, staffMember } from "./test-orders";

// Issue #4: two staff changing the same order at once — one succeeds, the other gets 409.

let t: TestContext;
let staffA: { token: string; id: string };
let staffB: { token: string; id: string };
let customerId: string;
let tools: ReturnType<typeof orderTools>;

beforeAll(async () => {
  t = await createTestContext();
  staffA = await staffMember(t, "owner@minimart.test");
  staffB = await staffMember(t, "staff@minimart.test");
  customerId = (await registerCustomer(t)).userId;
  tools = orderTools(t);
});
afterAll(() => t.close());

const updateStatus = (body: Record<string, unknown>, token = staffA.token) =>
  tools.updateStatus(body, token);
const history = (orderId: string) => tools.history(orderId);
const orderRow = (orderId: string) => tools.orderRow(orderId);

describe("two staff changing one order at once", () => {
  it("both confirm: one succeeds, the other gets 409", async () => {
    const order = await insertOrder(t.db, customerId);
    const results = await Promise.all([
      updateStatus({ orderId: order.id, status: "Confirmed", notes: "A" }, staffA.token),
      updateStatus({ orderId: order.id, status: "Confirmed", notes: "B" }, staffB.token),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: "Confirmed", version: 2 });
    const entries = await history(order.id);
    expect(entries).toHaveLength(2);
    const winner = results.find((r) => r.status === 200)!;
    expect(entries[1]!.notes).toBe(winner === results[0] ? "A" : "B");
  });

  it("one confirms while the other cancels what they both saw as placed: one succeeds, the other gets 409", async () => {
    const order = await insertOrder(t.db, customerId);
    const [confirm, cancel] = await Promise.all([
      updateStatus(
        { orderId: order.id, status: "Confirmed", expectedStatus: "Order Placed" },
        staffA.token,
      ),
      updateStatus(
        { orderId: order.id, status: "Cancelled", expectedStatus: "Order Placed" },
        staffB.token,
      ),
    ]);
    expect([confirm!.status, cancel!.status].sort()).toEqual([200, 409]);
    const won = confirm!.status === 200 ? "Confirmed" : "Cancelled";
    const lost = won === "Confirmed" ? "Cancelled" : "Confirmed";
    const loser = confirm!.status === 409 ? confirm! : cancel!;
    expect(loser.body.message).toBe(changedMeanwhileMessage(won, lost));
    expect(await orderRow(order.id)).toMatchObject({ status: won, version: 2 });
    expect((await history(order.id)).map((e) => e.status)).toEqual(["Order Placed", won]);
  });

  it("five at once without expectations: exactly one change lands and the order stays consistent", async () => {
    const order = await insertOrder(t.db, customerId);
    const wanted = ["Confirmed", "Cancelled", "Confirmed", "Cancelled", "Confirmed"];
    const results = await Promise.all(
      wanted.map((status, i) =>
        updateStatus({ orderId: order.id, status }, i % 2 ? staffB.token : staffA.token),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) expect([400, 409]).toContain(r.status);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: ok[0]!.body.order.status, version: 2 });
    expect(await history(order.id)).toHaveLength(2);
  });

  it("a change made between the check and the write is caught by the version check (409)", async () => {
    const order = await insertOrder(t.db, customerId);
    const realTransaction = t.db.transaction.bind(t.db);
    // Staff B cancels in the instant after staff A's request has checked the order.
    const spy = vi.spyOn(t.db, "transaction").mockImplementationOnce((async (
      fn: never,
      config: never,
    ) => {
      await t.db
        .update(orders)
        .set({ status: "Cancelled", version: sql`${orders.version} + 1` })
        .where(eq(orders.id, order.id));
      return realTransaction(fn, config);
    }) as never);
    try {
      const res = await updateStatus({ orderId: order.id, status: "Confirmed" });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(changedMeanwhileMessage("Cancelled", "Confirmed"));
    } finally {
      spy.mockRestore();
    }
    expect(await orderRow(order.id)).toMatchObject({ status: "Cancelled", version: 2 });
    expect(await history(order.id)).toHaveLength(1);
  });

  it("a stale screen is refused with 409 however the requests were timed", async () => {
    const order = await insertOrder(t.db, customerId);
    expect(
      (
        await updateStatus({
          orderId: order.id,
          status: "Confirmed",
          expectedStatus: "Order Placed",
        })
      ).status,
    ).toBe(200);
    await expectDbUnchanged(t.db, async () => {
      const stale = await updateStatus(
        { orderId: order.id, status: "Cancelled", expectedStatus: "Order Placed" },
        staffB.token,
      );
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe(changedMeanwhileMessage("Confirmed", "Cancelled"));
    });
  });
});
