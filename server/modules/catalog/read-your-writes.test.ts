import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { openDatabase, type DatabaseHandle } from "../../db/client";
import { catalogueCache } from "../../platform/cache";
import { createPlatform, type Platform } from "../../platform/platform";
import { createProduct } from "../../test/factories";
import { createTestContext, DB_KIND, loginAsSeller, type TestContext } from "../../test/harness";
import { lines, placeOrder } from "../../test/shopper";
import type { ApiProduct } from "./catalog.service";
import type { ProductsBody } from "../../test/api-bodies";
import { quickShopper, setStock } from "../orders/test-order-helpers";
import { addProductCall } from "../products/test-helpers";

/** Each scenario is repeated: the race it guards against was seen in one run of two. */
const RUNS = 30;

type App = Pick<ReturnType<typeof createApp>, "request">;

/** The spec's plain call (gzip, as browsers ask) and a page searching for one name. */
async function fullList(app: App): Promise<ApiProduct[]> {
  const res = await app.request("/api/product/list", { headers: { "accept-encoding": "gzip" } });
  expect(res.status).toBe(200);
  const raw = Buffer.from(await res.arrayBuffer());
  const text = res.headers.get("content-encoding") === "gzip" ? gunzipSync(raw) : raw;
  return (JSON.parse(text.toString("utf8")) as ProductsBody).products;
}
async function pageFor(app: App, name: string): Promise<ApiProduct | undefined> {
  const res = await app.request(`/api/product/list?search=${encodeURIComponent(name)}&limit=5`);
  expect(res.status).toBe(200);
  return ((await res.json()) as ProductsBody).products.find((p) => p.name === name);
}

/** Both reads of one product, as the very next reads after a change. */
async function readBoth(app: App, id: string, name: string) {
  const inFull = (await fullList(app)).find((p) => p._id === id);
  const inPage = await pageFor(app, name);
  return { inFull, inPage };
}

describe(`read-your-writes: a change is in the very next read (${DB_KIND})`, () => {
  let t: TestContext;
  let seller: string;

  beforeAll(async () => {
    t = await createTestContext();
    seller = (await loginAsSeller(t)).token;
    await catalogueCache(t.deps.platform.bus).ready();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A product written straight to the database, then waited for (no request announced it). */
  async function trackedProduct(name: string, count: number) {
    const p = await createProduct(t.db, { name, price: 100 });
    await setStock(t.db, p.id, count);
    for (let i = 0; i < 100; i++) {
      const seen = await readBoth(t.app, p.id, name);
      if (seen.inFull?.stockCount === count && seen.inPage?.stockCount === count) return p;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`${name} never showed up`);
  }

  it(`an order that moves stock and a seller's cancel that restocks, ${RUNS} times`, async () => {
    const name = "RYW Sardines 155g";
    const p = await trackedProduct(name, 500);
    let left = 500;
    for (let run = 0; run < RUNS; run++) {
      const shopper = await quickShopper(t);
      const placed = await placeOrder(t, shopper, lines([p, 2]));
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      left -= 2;
      const afterOrder = await readBoth(t.app, p.id, name);
      expect([run, afterOrder.inFull?.stockCount]).toEqual([run, left]);
      expect([run, afterOrder.inPage?.stockCount]).toEqual([run, left]);

      const cancelled = await t.call("POST", "/api/order/update-status", {
        token: seller,
        json: { orderId: placed.body.order._id, status: "Cancelled" },
      });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      left += 2;
      const afterCancel = await readBoth(t.app, p.id, name);
      expect([run, afterCancel.inFull?.stockCount]).toEqual([run, left]);
      expect([run, afterCancel.inPage?.stockCount]).toEqual([run, left]);
    }
  });

  it(`a price edit, a stock count edit, an in-stock toggle and a new product, ${RUNS} times`, async () => {
    const name = "RYW Corned Beef 260g";
    const p = await trackedProduct(name, 10);
    const add = addProductCall(t, seller);
    for (let run = 0; run < RUNS; run++) {
      const price = 50 + run;
      const priced = await t.call("POST", "/api/product/update", {
        token: seller,
        json: { id: p.id, price },
      });
      expect(priced.status, JSON.stringify(priced.body)).toBe(200);
      const afterPrice = await readBoth(t.app, p.id, name);
      expect([run, afterPrice.inFull?.price, afterPrice.inPage?.price]).toEqual([
        run,
        price,
        price,
      ]);

      const count = 20 + run;
      const counted = await t.call("POST", "/api/product/update", {
        token: seller,
        json: { id: p.id, stockCount: count },
      });
      expect(counted.status, JSON.stringify(counted.body)).toBe(200);
      const afterCount = await readBoth(t.app, p.id, name);
      expect([run, afterCount.inFull?.stockCount, afterCount.inPage?.stockCount]).toEqual([
        run,
        count,
        count,
      ]);

      const inStock = run % 2 === 1;
      const toggled = await t.call("POST", "/api/product/stock", {
        token: seller,
        json: { id: p.id, inStock },
      });
      expect(toggled.status, JSON.stringify(toggled.body)).toBe(200);
      const afterToggle = await readBoth(t.app, p.id, name);
      expect([run, afterToggle.inFull?.inStock, afterToggle.inPage?.inStock]).toEqual([
        run,
        inStock,
        inStock,
      ]);

      const newName = `RYW New Product ${run}`;
      const added = await add({
        name: newName,
        description: ["New"],
        category: ["Canned"],
        price: 12,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      const fresh = await readBoth(t.app, added.body.product._id, newName);
      expect([run, fresh.inFull?.name, fresh.inPage?.name]).toEqual([run, newName, newName]);
    }
  });

  describe.runIf(DB_KIND === "postgres")("another instance on the same PostgreSQL", () => {
    let other: DatabaseHandle;
    let otherPlatform: Platform;
    let b: ReturnType<typeof createApp>;

    beforeAll(async () => {
      other = await openDatabase({ url: t.databaseUrl });
      otherPlatform = createPlatform(other);
      b = createApp({ ...t.deps, db: other.db, platform: otherPlatform });
      await catalogueCache(otherPlatform.bus).ready();
    });
    afterAll(async () => {
      await otherPlatform.close();
      await other.close();
    });

    /** Milliseconds until `seen` holds, reading as fast as the instance answers. */
    async function timeUntil(seen: () => Promise<boolean>): Promise<number> {
      const started = performance.now();
      while (!(await seen())) {
        if (performance.now() - started > 5_000) return Infinity;
        // A cached answer is all promises: let the socket's messages in between reads.
        await new Promise((r) => setImmediate(r));
      }
      return performance.now() - started;
    }

    it("a change on A is on B within 1 s, and a cancel on B is on A within 1 s, 10 times", async () => {
      const name = "RYW Two Instances Rice 1kg";
      const p = await trackedProduct(name, 300);
      // B serves the list from its own cache before each change.
      expect((await readBoth(b, p.id, name)).inFull?.stockCount).toBe(300);
      const waits: number[] = [];
      let left = 300;
      for (let run = 0; run < 10; run++) {
        const placed = await placeOrder(t, await quickShopper(t), lines([p, 2])); // on A
        expect(placed.status).toBe(201);
        left -= 2;
        const onB = await timeUntil(async () => {
          const both = await readBoth(b, p.id, name);
          return both.inFull?.stockCount === left && both.inPage?.stockCount === left;
        });
        const cancelled = await b.request("/api/order/update-status", {
          method: "POST",
          headers: { authorization: `Bearer ${seller}`, "content-type": "application/json" },
          body: JSON.stringify({ orderId: placed.body.order._id, status: "Cancelled" }),
        });
        expect(cancelled.status).toBe(200);
        left += 2;
        // On B itself the very next read has it.
        const onBNext = await readBoth(b, p.id, name);
        expect([run, onBNext.inFull?.stockCount, onBNext.inPage?.stockCount]).toEqual([
          run,
          left,
          left,
        ]);
        const onA = await timeUntil(async () => {
          const both = await readBoth(t.app, p.id, name);
          return both.inFull?.stockCount === left && both.inPage?.stockCount === left;
        });
        waits.push(onB, onA);
      }
      expect(Math.max(...waits)).toBeLessThan(1_000);
    });
  });
});
