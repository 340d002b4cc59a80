/**
 * A seller's order desk at size (order-desk.test.ts): BULK orders, listed and paged as the desk
 * reads them.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { orders, users } from "../../db/schema";
import { createTestContext, loginAsSeller, type TestContext } from "../../test/harness";

export type Row = { id: string; createdAt: Date; status: string; name: string; phone: string };
export type Page = {
  success: boolean;
  orders: { _id: string; status: string; acknowledgedAt: string | null }[];
  nextCursor: string | null;
  message: string;
};

export const BULK = 10_000;
/** The newest bulk order; the others go back 5 minutes per pair (pairs share a time). */
export const BASE = new Date("2025-06-30T15:00:00.000Z");

export let t: TestContext;
export let seller: Awaited<ReturnType<typeof loginAsSeller>>;
export let rows: Row[];

export const list = (query: string, path = "/api/order/seller") =>
  t.call<Page>("GET", `${path}?${query}`, { token: seller.token });

/** Newest first, ties by id, as the desk pages them. */
export const newestFirst = (a: Row, b: Row) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

export async function walk(query: string, path?: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 1000; pages++) {
    const res = await list(`${query}${cursor ? `&cursor=${cursor}` : ""}`, path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids.push(...res.body.orders.map((o) => o._id));
    cursor = res.body.nextCursor;
    if (!cursor) break;
  }
  return ids;
}

/** The desk's store: a seller and BULK orders from one shopper, made once per file. */
export function setUpBulkOrders() {
  beforeAll(async () => {
    t = await createTestContext();
    seller = await loginAsSeller(t);
    const [owner] = await t.db
      .insert(users)
      .values({ name: "Bulk Buyer", email: "bulk@example.com", passwordHash: "unused" })
      .returning();
    await t.db.execute(sql`
      INSERT INTO orders (id, user_id, items, address, subtotal_centavos, delivery_charge_centavos,
        tax_amount_centavos, amount_centavos, status, created_at, updated_at)
      SELECT gen_random_uuid()::text, ${owner!.id}, '[]'::jsonb,
        jsonb_build_object('_id', 'a', 'firstName',
          CASE WHEN g % 997 = 0 THEN 'Marites' ELSE (ARRAY['Rosa','Juan','Maria','Pedro'])[1 + g % 4] END,
          'lastName', 'Dela Cruz', 'email', 'bulk@example.com', 'street', '1 Rizal St',
          'barangay', 'Pangpang', 'city', 'Sorsogon City', 'state', 'Sorsogon',
          'country', 'Philippines', 'phone', '0917' || lpad(g::text, 7, '0')),
        10000, 2000, 200, 12200,
        (ARRAY['Order Placed','Confirmed','Preparing','Out for Delivery','Delivered','Cancelled'])[1 + g % 6],
        ${BASE.toISOString()}::timestamptz - (g / 2) * interval '5 minutes',
        ${BASE.toISOString()}::timestamptz - (g / 2) * interval '5 minutes'
      FROM generate_series(1, ${BULK}) AS g`);
    rows = (
      await t.db
        .select({
          id: orders.id,
          createdAt: orders.createdAt,
          status: orders.status,
          name: sql<string>`${orders.address}->>'firstName'`,
          phone: sql<string>`${orders.address}->>'phone'`,
        })
        .from(orders)
    ).sort(newestFirst);
    expect(rows).toHaveLength(BULK);
  }, 300_000);

  afterAll(async () => {
    await t.close();
  });
}
