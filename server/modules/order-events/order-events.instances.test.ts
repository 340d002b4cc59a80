import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { openDatabase, type DatabaseHandle } from "../../db/client";
import type { ProductRow } from "../../db/schema";
import { createPlatform, type Platform } from "../../platform/platform";
import { createProduct } from "../../test/factories";
import { createTestContext, DB_KIND, loginAsSeller, type TestContext } from "../../test/harness";
import { lines, placeOrder, shopperWithAddress, type Shopper } from "../../test/shopper";
import { openEventStreamCount } from "./order-events.hub";
import { openSseStream, type RequestTarget, type SseReader } from "./sse-client";

// Live order streams across server instances, and at a server's shutdown (which ends this
// file's app, so it runs last here).
describe(`live order streams between instances and at shutdown (${DB_KIND})`, () => {
  let t: TestContext;
  let seller: Awaited<ReturnType<typeof loginAsSeller>>;
  let product: ProductRow;
  const open: SseReader[] = [];

  const stream = (path: string, headers: Record<string, string>, app: RequestTarget = t.app) =>
    openSseStream(app, path, headers, open);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function order(shopper: Shopper): Promise<string> {
    const res = await placeOrder(t, shopper, lines([product, 2]));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.order._id;
  }

  beforeAll(async () => {
    t = await createTestContext();
    seller = await loginAsSeller(t);
    product = await createProduct(t.db, { name: "Stream Rice 5kg", price: 100 });
  }, 240_000);

  afterEach(async () => {
    await Promise.all(open.splice(0).map((r) => r.close()));
  });

  afterAll(async () => {
    await t.close();
  });

  describe.runIf(DB_KIND === "postgres")("two instances on one PostgreSQL", () => {
    let other: DatabaseHandle;
    let otherPlatform: Platform;
    let b: ReturnType<typeof createApp>;

    beforeAll(async () => {
      other = await openDatabase({ url: t.databaseUrl });
      otherPlatform = createPlatform(other);
      b = createApp({ ...t.deps, db: other.db, platform: otherPlatform });
    });
    afterAll(async () => {
      await Promise.all(open.splice(0).map((r) => r.close()));
      await otherPlatform.close();
      await other.close();
    });

    it("an order placed on A reaches a seller stream on B; a change made on B reaches the customer's stream on A", async () => {
      const shopper = await shopperWithAddress(t);
      const onB = await stream("/api/events/seller", bearer(seller.token), b);
      const onA = await stream("/api/events/user", bearer(shopper.token));
      const orderId = await order(shopper); // instance A
      await onB.until(() => onB.orderEvents().some((e) => e.orderId === orderId), 5_000, "B");
      const res = await b.request("/api/order/update-status", {
        method: "POST",
        headers: { ...bearer(seller.token), "content-type": "application/json" },
        body: JSON.stringify({ orderId, status: "Confirmed" }),
      });
      expect(res.status).toBe(200);
      await onA.until(
        () => onA.orderEvents().some((e) => e.status === "Confirmed"),
        5_000,
        "the change on A",
      );
      expect(onA.orderEvents().map((e) => [e.type, e.status])).toEqual([
        ["order.created", "Order Placed"],
        ["order.status", "Confirmed"],
      ]);
      // Logging out on A closes the customer's stream held on A, and one held on B.
      const onB2 = await stream("/api/events/user", bearer(shopper.token), b);
      await t.call("GET", "/api/user/logout", { token: shopper.token });
      await onA.untilEnded(5_000);
      await onB2.untilEnded(5_000);
      expect([onA.ended, onB2.ended]).toEqual([true, true]);
    });
  });

  it("shutting down ends every stream after a retry hint, and refuses new ones", async () => {
    const desk = await stream("/api/events/seller", bearer(seller.token));
    await t.deps.platform.shutdown();
    await desk.untilEnded(5_000);
    expect(desk.ended).toBe(true);
    expect(desk.messages.at(-1)?.retry).toBeGreaterThan(0);
    const res = await t.call("GET", "/api/events/seller", { token: seller.token });
    expect(res.status).toBe(503);
    expect(openEventStreamCount()).toBe(0);
  });
});
