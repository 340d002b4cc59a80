import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, DB_KIND, registerCustomer, type TestContext } from "../../test/harness";
import { openEventStreamCount } from "./order-events.hub";
import { STREAM_CLOSED_EVENT } from "./order-events.schemas";
import { SseReader } from "./sse-client";

/** What one customer token did to the store before the caps: 3,000 open streams. */
const REQUESTS = 3_000;
/** Requests in flight at once. */
const WAVE = 100;

describe(`3,000 streams on one customer token, default caps (${DB_KIND})`, () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestContext();
  }, 240_000);
  afterAll(async () => {
    await t.close();
  });

  it("keeps at most five open, closes every other one with the reason, and others keep answering", async () => {
    expect([t.deps.env.EVENT_STREAMS_PER_SESSION, t.deps.env.EVENT_STREAMS_PER_ADDRESS]).toEqual([
      5, 50,
    ]);
    const customer = await registerCustomer(t);
    const headers = { authorization: `Bearer ${customer.token}` };
    const readers: SseReader[] = [];
    const statuses = new Map<number, number>();
    const others: number[] = [];
    let mostOpen = 0;

    for (let sent = 0; sent < REQUESTS; sent += WAVE) {
      const wave = await Promise.all(
        Array.from({ length: WAVE }, async () => {
          const res = await t.app.request("/api/events/user", { headers });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status !== 200) return null;
          const reader = new SseReader(res);
          await reader.until(
            () => reader.ended || reader.messages.some((m) => m.event === "ready"),
            20_000,
            "ready",
          );
          return reader;
        }),
      );
      // Meanwhile, the store answers everyone else.
      const [health, list] = await Promise.all([
        t.request("GET", "/healthz"),
        t.request("GET", "/api/product/list", { headers: { "accept-encoding": "gzip" } }),
      ]);
      others.push(health.status, list.status);
      for (const r of wave) if (r) readers.push(r);
      // Once the wave has settled, its closed streams have ended, on the client and the server.
      await expect
        .poll(() => readers.filter((r) => !r.ended).length, { timeout: 10_000 })
        .toBeLessThanOrEqual(5);
      mostOpen = Math.max(mostOpen, openEventStreamCount());
    }

    // Each of the 3,000 was answered (the address cap is not reached: the session replaces its own).
    expect(statuses).toEqual(new Map([[200, REQUESTS]]));
    expect(others.filter((s) => s !== 200)).toEqual([]);
    const open = readers.filter((r) => !r.ended);
    expect(open).toHaveLength(5);
    expect(mostOpen).toBeLessThanOrEqual(5);
    const closed = readers.filter((r) => r.ended);
    expect(closed).toHaveLength(REQUESTS - 5);
    for (const r of closed) {
      const reason = r.messages.find((m) => m.event === STREAM_CLOSED_EVENT);
      expect(JSON.parse(reason!.data)).toMatchObject({ reason: "session-stream-limit", limit: 5 });
    }
    await Promise.all(readers.map((r) => r.close()));
    await expect.poll(() => openEventStreamCount()).toBe(0);
  }, 180_000);
});
