import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, DB_KIND, registerCustomer, type TestContext } from "../../test/harness";
import { openSecondInstance, type SecondInstance } from "../../test/second-instance";
import { insertOrder } from "../order-desk/test-orders";
import { openSseStream, type SseReader } from "../order-events/sse-client";
import { deskCalls, personWithRole } from "./test-riders";

// A rider's stream on one instance hears an order the desk gives them on another: the
// assignment travels on PostgreSQL's LISTEN/NOTIFY, like the order events.
describe.runIf(DB_KIND === "postgres")(`a rider's stream across instances (${DB_KIND})`, () => {
  let t: TestContext;
  let b: SecondInstance;
  const open: SseReader[] = [];

  beforeAll(async () => {
    t = await createTestContext();
    b = await openSecondInstance(t);
  }, 240_000);
  afterEach(async () => {
    await Promise.all(open.splice(0).map((r) => r.close()));
  });
  afterAll(async () => {
    await b.close();
    await t.close();
  });

  it("the desk on A assigns, the rider's stream on B hears it, and the reassignment away", async () => {
    const staff = await personWithRole(t, "staff", "Sam Staff");
    const ana = await personWithRole(t, "rider", "Ana Rider");
    const ben = await personWithRole(t, "rider", "Ben Rider");
    const customer = await registerCustomer(t);
    const stream = await openSseStream(
      b.app,
      "/api/events/rider",
      { authorization: `Bearer ${ana.token}` },
      open,
    );
    await stream.until(() => stream.messages.some((m) => m.event === "ready"));

    const order = await insertOrder(t.db, customer.userId, { status: "Preparing" });
    const desk = deskCalls(t, staff.token);
    expect((await desk.move(order.id, "Out for Delivery", ana.id)).status).toBe(200);
    const assigned = () => stream.messages.filter((m) => m.event === "order.assigned");
    await stream.until(() => assigned().length === 1, 10_000, "the assignment on B");
    await stream.until(
      () =>
        stream.messages.some(
          (m) => m.event === "order.status" && m.data.includes("Out for Delivery"),
        ),
      10_000,
      "the status event on B",
    );
    expect((await desk.reassign(order.id, ben.id)).status).toBe(200);
    await stream.until(() => assigned().length === 2, 10_000, "the reassignment on B");
    expect(JSON.parse(assigned()[1]!.data)).toMatchObject({
      orderId: order.id,
      rider: { id: ben.id },
      previousRiderId: ana.id,
    });
  });
});
