import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema";
import { createTestContext, DB_KIND, type TestContext } from "../../test/harness";
import { expectRefused } from "../../test/shopper";
import type { OrdersBody } from "../../test/api-bodies";
import { insertOrder } from "../order-desk/test-orders";
import { CURSOR_MESSAGE, LIMIT_MESSAGE } from "./orders.schemas";
import { encodeOrderCursor } from "./orders.queries";
import { quickShopper } from "./test-order-helpers";

type PageBody = OrdersBody & { nextCursor: string | null };

describe(`GET /api/order/user: pages (${DB_KIND})`, () => {
  let t: TestContext;
  let many: Awaited<ReturnType<typeof quickShopper>>;
  let other: Awaited<ReturnType<typeof quickShopper>>;
  /** The reference: every order of `many`, newest first by (createdAt desc, id desc). */
  let expected: string[];

  beforeAll(async () => {
    t = await createTestContext();
    many = await quickShopper(t);
    other = await quickShopper(t);
    const base = Date.UTC(2026, 0, 1);
    // 130 orders; groups of three share a timestamp, so the id decides among them.
    for (let i = 0; i < 130; i++) {
      await insertOrder(t.db, many.userId, {
        createdAt: new Date(base + Math.floor(i / 3) * 1000),
      });
    }
    // Three orders apart by microseconds only (JavaScript dates cannot tell them apart).
    for (const micros of ["000001", "000002", "000003"]) {
      const row = await insertOrder(t.db, many.userId);
      await t.db
        .update(orders)
        .set({ createdAt: sql`${`2026-02-01 00:00:00.${micros}+00`}::timestamptz` })
        .where(eq(orders.id, row.id));
    }
    await insertOrder(t.db, other.userId);
    const rows = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, many.userId))
      .orderBy(sql`${orders.createdAt} desc, ${orders.id} desc`);
    expected = rows.map((r) => r.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (query = "", token = many.token) =>
    t.call<PageBody>("GET", `/api/order/user${query}`, { token });

  it("without parameters answers the latest 50 and a cursor for the rest", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe("Orders fetched");
    expect(res.body.orders.map((o) => o._id)).toEqual(expected.slice(0, 50));
    expect(typeof res.body.nextCursor).toBe("string");
  });

  it.each([[1], [7], [50], [100]])(
    "walks every order exactly once with limit=%i",
    async (limit) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
        const res = await list(query);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.orders.length).toBeLessThanOrEqual(limit);
        seen.push(...res.body.orders.map((o) => o._id));
        cursor = res.body.nextCursor;
        pages++;
      } while (cursor && pages < 200);
      expect(seen).toEqual(expected);
      expect(pages).toBe(Math.ceil(expected.length / limit));
    },
  );

  it("the last page has nextCursor null; a customer with few orders gets them all at once", async () => {
    const res = await list("", other.token);
    expect(res.body.orders).toHaveLength(1);
    expect(res.body.nextCursor).toBeNull();
    const fresh = await quickShopper(t);
    const none = await list("", fresh.token);
    expect(none.body).toMatchObject({ success: true, orders: [], nextCursor: null });
  });

  it.each([
    ["0"],
    ["-1"],
    ["101"],
    ["1000"],
    ["99999999999"],
    ["abc"],
    ["1.5"],
    [""],
    ["1e2"],
    [" 5"],
  ])("refuses limit=%j with 400", async (limit) => {
    const res = await list(`?limit=${encodeURIComponent(limit)}`);
    expectRefused(res, 400);
    expect(res.body.message).toBe(`limit: ${LIMIT_MESSAGE}`);
  });

  it.each([
    ["not base64 !"],
    ["Zm9v"], // "foo"
    [Buffer.from("o1:not-a-uuid").toString("base64url")],
    [Buffer.from("o2:" + "00000000-0000-4000-8000-000000000000").toString("base64url")],
    [encodeOrderCursor("00000000-0000-4000-8000-000000000000")], // no such order
    ["x".repeat(500)],
    [""],
  ])("refuses a malformed or unknown cursor %j with 400", async (cursor) => {
    const res = await list(`?cursor=${encodeURIComponent(cursor)}`);
    expectRefused(res, 400);
    expect(res.body.message).toBe(`cursor: ${CURSOR_MESSAGE}`);
  });

  it("refuses another customer's order as a cursor (no probing of order ids)", async () => {
    const [theirs] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, other.userId));
    const res = await list(`?cursor=${encodeOrderCursor(theirs!.id)}`);
    expectRefused(res, 400);
  });
});
