import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { openDatabase, type DatabaseHandle } from "../../db/client";
import { createPlatform, type Platform } from "../../platform/platform";
import { createProduct } from "../../test/factories";
import {
  createTestContext,
  DB_KIND,
  loginAsSeller,
  registerCustomer,
  type TestContext,
} from "../../test/harness";
import { lines, placeOrder, shopperWithAddress } from "../../test/shopper";
import { CLOSED_STREAM_RETRY_MS, STREAM_CLOSED_EVENT } from "./order-events.schemas";
import { SseReader } from "./sse-client";

const METRICS_TOKEN = "metrics-token-for-stream-caps";
/** Small caps, so a handful of streams proves them. */
const SMALL = {
  EVENT_STREAMS_PER_SESSION: "3",
  EVENT_STREAMS_PER_ADDRESS: "10",
  TRUST_PROXY_HOPS: "1",
  METRICS_TOKEN,
};
type App = ReturnType<typeof createApp>;

describe(`live stream caps (${DB_KIND})`, () => {
  let t: TestContext;
  const readers: SseReader[] = [];
  let nextAddress = 0;
  /** A client address of its own for each test (behind one trusted proxy). */
  const freshAddress = () => `198.51.100.${++nextAddress}`;

  async function openOn(app: App, path: string, token: string, address: string) {
    const res = await app.request(path, {
      headers: { authorization: `Bearer ${token}`, "x-forwarded-for": address },
    });
    if (res.status !== 200) return { res, reader: null };
    const reader = new SseReader(res);
    readers.push(reader);
    await reader.until(
      () => reader.ended || reader.messages.some((m) => m.event === "ready"),
      10_000,
      "ready",
    );
    return { res, reader };
  }
  const open = (path: string, token: string, address: string) =>
    openOn(t.app, path, token, address);
  const closedMessage = (r: SseReader) => r.messages.find((m) => m.event === STREAM_CLOSED_EVENT);
  const login = async (email: string, password: string) => {
    const res = await t.call<{ token: string }>("POST", "/api/user/login", {
      json: { email, password },
    });
    expect(res.status).toBe(200);
    return res.body.token;
  };
  const metricsText = async () =>
    (
      await t.request("GET", "/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
  const gauge = (text: string, kind: string) =>
    Number(new RegExp(`^event_streams_open\\{stream="${kind}"\\} (\\d+)$`, "m").exec(text)?.[1]);

  beforeAll(async () => {
    t = await createTestContext({ env: SMALL });
  }, 240_000);
  afterEach(async () => {
    await Promise.all(readers.splice(0).map((r) => r.close()));
  });
  afterAll(async () => {
    await t.close();
  });

  it("past the session cap the oldest stream is closed with a stream.closed event; the newest ones keep working", async () => {
    const product = await createProduct(t.db, { name: "Cap Rice 5kg", price: 100 });
    const shopper = await shopperWithAddress(t);
    const address = freshAddress();
    const opened: SseReader[] = [];
    for (let i = 0; i < 20; i++) {
      const { res, reader } = await open("/api/events/user", shopper.token, address);
      expect(res.status).toBe(200);
      opened.push(reader!);
      // Never more than three open at once: each new one has closed the oldest before it.
      const older = opened.slice(0, Math.max(0, opened.length - 3));
      for (const r of older) await r.untilEnded(5_000);
      expect(opened.filter((r) => !r.ended)).toHaveLength(Math.min(i + 1, 3));
    }
    for (const r of opened.slice(0, 17)) {
      const last = r.messages.filter((m) => m.event !== "ready").at(-1);
      expect(last?.retry).toBe(CLOSED_STREAM_RETRY_MS);
      expect(JSON.parse(closedMessage(r)!.data)).toEqual({
        reason: "session-stream-limit",
        limit: 3,
        message: expect.stringMatching(/more than 3 live order streams/),
      });
    }
    const newest = opened.slice(17);
    const placed = await placeOrder(t, shopper, lines([product, 2]));
    expect(placed.status).toBe(201);
    for (const r of newest) {
      await r.until(() => r.orderEvents().length === 1, 5_000, "the order event");
      expect(r.ended).toBe(false);
      expect(closedMessage(r)).toBeUndefined();
    }
  });

  it("past the address cap a new stream gets 429 with Retry-After; nothing open is closed; others keep answering", async () => {
    const customer = await registerCustomer(t);
    const tokens = [customer.token];
    for (let i = 1; i < 20; i++) tokens.push(await login(customer.email, customer.password));
    const address = freshAddress();
    const granted: SseReader[] = [];
    const refused: Response[] = [];
    // 60 requests from one address: three per session, twenty sessions.
    for (const token of tokens)
      for (let k = 0; k < 3; k++) {
        const { res, reader } = await open("/api/events/user", token, address);
        if (reader) granted.push(reader);
        else refused.push(res);
      }
    expect(granted).toHaveLength(10);
    expect(refused).toHaveLength(50);
    for (const res of refused) {
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toBe("30");
      expect(await res.json()).toEqual({
        success: false,
        message: expect.stringMatching(/at most 10 at once/),
      });
    }
    expect(granted.filter((r) => r.ended)).toHaveLength(0);
    // Another address, and calls other than streams, still answer.
    expect((await open("/api/events/user", tokens[19]!, freshAddress())).res.status).toBe(200);
    expect((await t.request("GET", "/healthz")).status).toBe(200);
    expect(
      (await t.request("GET", "/api/product/list", { headers: { "accept-encoding": "gzip" } }))
        .status,
    ).toBe(200);
    // A session at its own cap replaces its oldest stream at this address: the count stays 10.
    const { res } = await open("/api/events/user", tokens[0]!, address);
    expect(res.status).toBe(200);
    await granted[0]!.untilEnded(5_000);
    expect(closedMessage(granted[0]!)).toBeDefined();
    expect((await open("/api/events/user", tokens[5]!, address)).res.status).toBe(429);
  });

  it("a closed stream frees its slot: open, close, open again", async () => {
    const customer = await registerCustomer(t);
    const tokens = [customer.token];
    for (let i = 1; i < 4; i++) tokens.push(await login(customer.email, customer.password));
    const address = freshAddress();
    const held: SseReader[] = [];
    for (const token of tokens)
      for (let k = 0; k < 3 && held.length < 10; k++)
        held.push((await open("/api/events/user", token, address)).reader!);
    expect(held.every((r) => r && !r.ended)).toBe(true);
    expect((await open("/api/events/user", tokens[3]!, address)).res.status).toBe(429);

    await held[9]!.close(); // the browser tab goes away
    await expect
      .poll(async () => (await open("/api/events/user", tokens[3]!, address)).res.status, {
        timeout: 5_000,
      })
      .toBe(200);
    // Within the session too: three open, one closed, one more opens without closing another.
    const seller = await loginAsSeller(t);
    const desk = freshAddress();
    const mine = [];
    for (let k = 0; k < 3; k++)
      mine.push((await open("/api/events/seller", seller.token, desk)).reader!);
    await mine[1]!.close();
    await expect.poll(async () => gauge(await metricsText(), "seller"), { timeout: 5_000 }).toBe(2);
    mine.push((await open("/api/events/seller", seller.token, desk)).reader!);
    await new Promise((r) => setTimeout(r, 200));
    expect([mine[0]!.ended, mine[2]!.ended, mine[3]!.ended]).toEqual([false, false, false]);
    expect(mine.some((r) => closedMessage(r))).toBe(false);
  });

  it("/metrics shows the open streams per kind, seller and customer", async () => {
    const both = async () => {
      const text = await metricsText();
      return [gauge(text, "seller"), gauge(text, "customer")];
    };
    // Both kinds are there at 0 (the earlier tests' streams are all closed).
    await expect.poll(both).toEqual([0, 0]);
    const seller = await loginAsSeller(t);
    const a = await registerCustomer(t);
    const b = await registerCustomer(t);
    await open("/api/events/seller", seller.token, freshAddress());
    await open("/api/events/user", a.token, freshAddress());
    await open("/api/events/user", b.token, freshAddress());
    expect(await both()).toEqual([1, 2]);
    await Promise.all(readers.splice(0).map((r) => r.close()));
    await expect.poll(both).toEqual([0, 0]);
  });

  describe.runIf(DB_KIND === "postgres")("two instances on one PostgreSQL", () => {
    let other: DatabaseHandle;
    let otherPlatform: Platform;
    let b: App;

    beforeAll(async () => {
      other = await openDatabase({ url: t.databaseUrl });
      otherPlatform = createPlatform(other);
      b = createApp({ ...t.deps, db: other.db, platform: otherPlatform });
    });
    afterAll(async () => {
      await Promise.all(readers.splice(0).map((r) => r.close()));
      await otherPlatform.close();
      await other.close();
    });

    it("the per-session cap holds across them: a stream opened on B closes the oldest on A", async () => {
      const shopper = await registerCustomer(t);
      const address = freshAddress();
      const onA: SseReader[] = [];
      for (let k = 0; k < 3; k++)
        onA.push((await open("/api/events/user", shopper.token, address)).reader!);
      const onB: SseReader[] = [];
      for (let k = 0; k < 2; k++) {
        const { res, reader } = await openOn(b, "/api/events/user", shopper.token, address);
        expect(res.status).toBe(200);
        onB.push(reader!);
        // The oldest on A hears why it was closed, from the other instance.
        await onA[k]!.untilEnded(5_000);
        expect(JSON.parse(closedMessage(onA[k]!)!.data)).toMatchObject({ limit: 3 });
      }
      expect([...onA, ...onB].map((r) => r.ended)).toEqual([true, true, false, false, false]);
      const hash = createHash("sha256").update(shopper.token).digest("hex");
      const rows = await t.db.execute(
        sql`SELECT count(*)::int AS n FROM event_stream_slots WHERE session_hash = ${hash}`,
      );
      expect(Number((rows as unknown as { n: number }[])[0]!.n)).toBe(3);
    });

    it("the per-address cap holds across them: ten open on A and B together, the eleventh is refused on either", async () => {
      const address = freshAddress();
      let opened = 0;
      for (let i = 0; i < 5; i++) {
        const c = await registerCustomer(t);
        for (const app of [t.app, b]) {
          const { res } = await openOn(app, "/api/events/user", c.token, address);
          expect(res.status).toBe(200);
          opened++;
        }
      }
      expect(opened).toBe(10);
      const late = await registerCustomer(t);
      for (const app of [t.app, b]) {
        const { res } = await openOn(app, "/api/events/user", late.token, address);
        expect(res.status).toBe(429);
      }
    });
  });
});
