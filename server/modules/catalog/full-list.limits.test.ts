import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema";
import { createTestContext, DB_KIND, type TestContext } from "../../test/harness";
import { FULL_LIST_MESSAGES, IDENTITY_AT_A_TIME, IDENTITY_PER_MINUTE } from "./full-list";

describe(`the full catalogue to clients that accept neither br nor gzip (${DB_KIND})`, () => {
  let t: TestContext;
  let clock = Date.UTC(2026, 0, 5, 8, 0, 0);

  beforeAll(async () => {
    // Behind one proxy, so each test speaks from addresses of its own.
    t = await createTestContext({ env: { TRUST_PROXY_HOPS: "1" }, throttle: { now: () => clock } });
    // Large enough that an unread answer is still being sent.
    await t.db.insert(products).values(
      Array.from({ length: 2_000 }, (_, i) => ({
        name: `Limited Product ${i}`,
        priceCentavos: 5_000 + i,
        category: ["Canned"],
        description: ["A product made for the limits of the full list, described in a line"],
        image: [`/media/limited-${i}.webp`],
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i)),
      })),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const from = (address: string, headers: Record<string, string> = {}, method = "GET") =>
    t.request(method, "/api/product/list", {
      headers: { "x-forwarded-for": address, ...headers },
    });
  const json = async (res: Response) =>
    JSON.parse(Buffer.from(await res.arrayBuffer()).toString("utf8")) as Record<string, unknown>;

  it(`${IDENTITY_AT_A_TIME} at a time per address: the next gets 429, Retry-After and why; others are served`, async () => {
    const A = "198.51.100.10";
    const held = [await from(A), await from(A)];
    for (const res of held) expect(res.status).toBe(200);

    const refused = await from(A);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(await json(refused)).toEqual({ success: false, message: FULL_LIST_MESSAGES.busy });

    // The same address with compression, a HEAD, and another address are not held up.
    const gz = await from(A, { "accept-encoding": "gzip" });
    expect(gz.status).toBe(200);
    const whole = gunzipSync(Buffer.from(await gz.arrayBuffer()));
    expect((await from(A, {}, "HEAD")).status).toBe(200);
    const other = await from("198.51.100.11");
    expect(other.status).toBe(200);
    expect(Buffer.from(await other.arrayBuffer()).equals(whole)).toBe(true);

    // A transfer that ends (read to the end, or given up) frees its place.
    expect(Buffer.from(await held[0]!.arrayBuffer()).equals(whole)).toBe(true);
    await held[1]!.body!.cancel();
    await new Promise((r) => setTimeout(r, 20));
    const again = [await from(A), await from(A)];
    for (const res of again) {
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(whole)).toBe(true);
    }
  });

  it(`${IDENTITY_PER_MINUTE} a minute per address, then 429 with the seconds to wait`, async () => {
    const C = "203.0.113.20";
    for (let i = 0; i < IDENTITY_PER_MINUTE; i++) {
      const res = await from(C);
      expect([i, res.status]).toEqual([i, 200]);
      await res.arrayBuffer();
    }
    clock += 10_000;
    const refused = await from(C);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("50");
    expect(await json(refused)).toEqual({
      success: false,
      message: FULL_LIST_MESSAGES.perMinute(50),
    });

    // A current copy is still revalidated, compression still served, other addresses too.
    const gz = await from(C, { "accept-encoding": "gzip" });
    expect(gz.status).toBe(200);
    const etag = gz.headers.get("etag")!;
    await gz.arrayBuffer();
    expect((await from(C, { "if-none-match": etag })).status).toBe(304);
    const other = await from("203.0.113.21");
    expect(other.status).toBe(200);
    await other.arrayBuffer();

    clock += 51_000;
    const later = await from(C);
    expect(later.status).toBe(200);
    await later.arrayBuffer();
  });
});
