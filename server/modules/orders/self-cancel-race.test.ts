import { asc, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selfCancelRefusedMessage } from "@domain/order-cancel";
import { orders, orderStatusHistory } from "../../db/schema";
import { createProduct } from "../../test/factories";
import { createTestContext, DB_KIND, loginAsSeller, type TestContext } from "../../test/harness";
import { lines, placeOrder } from "../../test/shopper";
import type { OrderBody } from "../../test/api-bodies";
import { changedMeanwhileMessage } from "../order-desk/order-desk.service";
import { quickShopper, setStock, stockOf } from "./test-order-helpers";

/**
 * The shopper cancels while the seller confirms the same order: exactly one lands, the other
 * gets 409 in words saying what happened, and the stock and the timeline agree with the winner.
 * Many rounds, several at once, with either request sent first.
 */
const ROUNDS = 40;
const AT_ONCE = 8;
const START_STOCK = 1_000;

describe(`a shopper's cancel racing the seller's confirm (${DB_KIND})`, () => {
  let t: TestContext;
  let seller: { token: string };
  beforeAll(async () => {
    t = await createTestContext();
    seller = await loginAsSeller(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it(`exactly one wins in each of ${ROUNDS} rounds; stock and timelines match the winners`, async () => {
    const rice = await createProduct(t.db, { name: "Race Rice 1kg", price: 80 });
    await setStock(t.db, rice.id, START_STOCK);
    const orderIds: string[] = [];
    const tokens = new Map<string, string>();
    for (let i = 0; i < ROUNDS; i++) {
      const s = await quickShopper(t);
      const res = await placeOrder(t, s, lines([rice, 2]));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      orderIds.push(res.body.order._id);
      tokens.set(res.body.order._id, s.token);
    }
    expect((await stockOf(t.db, rice.id)).stockCount).toBe(START_STOCK - 2 * ROUNDS);

    const outcomes: { orderId: string; winner: "Cancelled" | "Confirmed" }[] = [];
    for (let start = 0; start < ROUNDS; start += AT_ONCE) {
      const batch = orderIds.slice(start, start + AT_ONCE);
      const results = await Promise.all(
        batch.map(async (orderId, i) => {
          const byShopper = () =>
            t.call<OrderBody>("POST", "/api/order/cancel", {
              token: tokens.get(orderId)!,
              json: { orderId, reason: "changed-mind" },
            });
          const bySeller = () =>
            t.call<OrderBody>("POST", "/api/order/update-status", {
              token: seller.token,
              json: { orderId, status: "Confirmed", expectedStatus: "Order Placed" },
            });
          // Either request is sent first, by turns.
          const [cancel, confirm] =
            (start + i) % 2 === 0
              ? await Promise.all([byShopper(), bySeller()])
              : await Promise.all([bySeller(), byShopper()]).then(([b, a]) => [a, b] as const);
          return { orderId, cancel: cancel!, confirm: confirm! };
        }),
      );
      for (const { orderId, cancel, confirm } of results) {
        expect([cancel.status, confirm.status].sort(), orderId).toEqual([200, 409]);
        if (cancel.status === 200) {
          expect(confirm.body.message).toBe(changedMeanwhileMessage("Cancelled", "Confirmed"));
          outcomes.push({ orderId, winner: "Cancelled" });
        } else {
          expect(cancel.body.message).toBe(selfCancelRefusedMessage("Confirmed"));
          outcomes.push({ orderId, winner: "Confirmed" });
        }
      }
    }

    const rows = await t.db.select().from(orders).where(inArray(orders.id, orderIds));
    const entries = await t.db
      .select()
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, orderIds))
      .orderBy(asc(orderStatusHistory.seq));
    for (const { orderId, winner } of outcomes) {
      expect(rows.find((r) => r.id === orderId)).toMatchObject({ status: winner, version: 2 });
      const timeline = entries.filter((e) => e.orderId === orderId);
      expect(timeline.map((e) => [e.status, e.actorType])).toEqual([
        ["Order Placed", "customer"],
        [winner, winner === "Cancelled" ? "customer" : "seller"],
      ]);
    }
    // Only the cancelled orders gave their units back.
    const confirmed = outcomes.filter((o) => o.winner === "Confirmed").length;
    expect((await stockOf(t.db, rice.id)).stockCount).toBe(START_STOCK - 2 * confirmed);
  }, 120_000);
});
