// Every order status change writes its trail line in the same transaction: the desk's moves
// (by the person at the desk) and a shopper's own cancel (by the shopper).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shortOrderNumber } from "@domain/cash-change";
import { orders } from "../../db/schema";
import { createProduct } from "../../test/factories";
import { createTestContext, DB_KIND, type TestContext } from "../../test/harness";
import { lines, placeOrder, shopperWithAddress, type Shopper } from "../../test/shopper";
import { writeStatusChange } from "../orders/order-status-change";
import { refuseTrailLinesLabelled, signedInPerson, trailOf } from "./test-activity";

describe(`the activity trail of orders (${DB_KIND})`, () => {
  let t: TestContext;
  let desk: Awaited<ReturnType<typeof signedInPerson>>;
  let shopper: Shopper;
  let rice: { id: string };
  beforeAll(async () => {
    t = await createTestContext();
    desk = await signedInPerson(t, "Jun", "staff");
    shopper = await shopperWithAddress(t, { firstName: "Liza", lastName: "Cruz" });
    rice = await createProduct(t.db, { name: "Rice 2kg", price: 220 });
  });
  afterAll(() => t.close());

  async function newOrder() {
    const res = await placeOrder(t, shopper, lines([rice, 1]));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.order._id;
  }
  const move = (orderId: string, status: string, extra: Record<string, unknown> = {}) =>
    t.call("POST", "/api/order/update-status", {
      token: desk.token,
      json: { orderId, status, ...extra },
    });

  it("the desk's move is recorded from → to, by the person, with the note", async () => {
    const id = await newOrder();
    expect((await move(id, "Confirmed", { notes: "Called Liza" })).status).toBe(200);
    expect(await trailOf(t, id)).toMatchObject([
      {
        actorType: "seller",
        actorId: desk.id,
        actorName: "Jun",
        kind: "order",
        action: "order.status",
        subjectLabel: `Order ${shortOrderNumber(id)}`,
        changes: { status: { from: "Order Placed", to: "Confirmed" }, notes: "Called Liza" },
      },
    ]);
  });

  it("a shopper's own cancel is recorded with the shopper as the actor", async () => {
    const id = await newOrder();
    const res = await t.call("POST", "/api/order/cancel", {
      token: shopper.token,
      json: { orderId: id, reason: "changed-mind" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [line] = await trailOf(t, id);
    expect(line).toMatchObject({
      actorType: "customer",
      actorId: shopper.userId,
      actorName: "Liza Cruz",
      changes: { status: { from: "Order Placed", to: "Cancelled" } },
    });
  });

  it("a refused move writes nothing: a move not allowed, a status changed meanwhile", async () => {
    const id = await newOrder();
    expect((await move(id, "Delivered")).status).toBe(400);
    expect((await move(id, "Confirmed", { expectedStatus: "Preparing" })).status).toBe(409);
    // Two desks read the order at once; the second write loses on the version.
    const [read] = await t.db.select().from(orders).where(eq(orders.id, id));
    const change = { notes: "", actorType: "seller" as const, actorId: desk.id };
    expect(await writeStatusChange(t.db, read!, { ...change, status: "Confirmed" })).not.toBeNull();
    expect(await writeStatusChange(t.db, read!, { ...change, status: "Cancelled" })).toBeNull();
    const trail = await trailOf(t, id);
    expect(trail.map((l) => l.changes)).toEqual([
      { status: { from: "Order Placed", to: "Confirmed" } },
    ]);
  });

  it("a move whose trail line cannot be written is not committed", async () => {
    const id = await newOrder();
    const undo = await refuseTrailLinesLabelled(t, `Order ${shortOrderNumber(id)}`);
    try {
      expect((await move(id, "Confirmed")).status).toBe(500);
    } finally {
      await undo();
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ status: "Order Placed", version: 1 });
    expect(await trailOf(t, id)).toEqual([]);
  });
});
