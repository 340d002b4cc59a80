import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueCache } from "../../platform/cache";
import { createTestContext, DB_KIND, loginAsSeller, type TestContext } from "../../test/harness";
import { bulkImportCall, bulkProduct, pngFile } from "../products/test-helpers";

/**
 * The bulk import has routes of its own (app.ts mounts them beside the product calls): its
 * answer must still come after this instance's cached catalogue is dropped, so the seller's
 * next list counts the imported products.
 */
describe(`a bulk import drops this instance's cached catalogue before it answers (${DB_KIND})`, () => {
  let t: TestContext;
  let bulk: ReturnType<typeof bulkImportCall>;

  beforeAll(async () => {
    t = await createTestContext();
    bulk = bulkImportCall(t, (await loginAsSeller(t)).token);
    await catalogueCache(t.deps.platform.bus).ready();
  });
  afterAll(() => t.close());

  it("the cached count is gone when the import's answer arrives, and the next list counts it", async () => {
    const cache = catalogueCache(t.deps.platform.bus);
    const before = await t.call<{ total: number }>("GET", "/api/product/list?page=1");
    expect(before.status).toBe(200);
    await cache.get("probe", async () => "cached before the import");
    const generation = cache.generation;

    const res = await bulk({ products: [bulkProduct("Cache Probe Sardines", ["a.png"])] }, [
      await pngFile(7, "a.png"),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(cache.peek("probe")).toBeUndefined();
    expect(cache.generation).toBeGreaterThan(generation);

    const after = await t.call<{ total: number }>("GET", "/api/product/list?page=1");
    expect(after.body.total).toBe(before.body.total + 1);
  });
});
