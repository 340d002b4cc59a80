/**
 * The orders bench's store, in a process of its own so its CPU is measured apart from the
 * shoppers': a checkout's store (this one, or a baseline's at ORDERS_BENCH_ROOT) on a fresh
 * database, seeded with tracked products and shoppers (each with a session and an address),
 * answering the parent's questions over IPC: `seed` → the shoppers, `verify` → what the
 * database holds after the run.
 */
import { randomBytes } from "node:crypto";
import { join } from "node:path";

export interface BenchShopper {
  token: string;
  addressId: string;
}

export interface Seeded {
  productIds: string[];
  shoppers: BenchShopper[];
}

export interface Accepted {
  orderId: string;
  key: string;
  /** product id → units */
  units: Record<string, number>;
}

export interface Verdict {
  ordersInDatabase: number;
  /** Accepted orders the database does not hold. */
  lost: number;
  /** Rows beyond one per accepted order (same key twice, or an order nobody was told of). */
  duplicated: number;
  /** Products whose count is not the start count less the accepted orders' units. */
  stockWrong: number;
  /** Orders without exactly one "order.created" event. */
  eventsWrong: number;
  /** Shoppers holding more open orders than the limit. */
  overLimit: number;
}

export const START_STOCK = 10_000_000;
export const PRODUCTS = 40;

export async function serveOrdersStore() {
  const root = process.env.ORDERS_BENCH_ROOT!;
  const { serveBenchStore } = (await import(
    join(root, "bench/bench-store.ts")
  )) as typeof import("./bench-store");
  const schema = (await import(
    join(root, "server/db/schema.ts")
  )) as typeof import("../server/db/schema");
  const drizzle = (await import("drizzle-orm")) as typeof import("drizzle-orm");
  const { createSession } = (await import(
    join(root, "server/modules/accounts/sessions.service.ts")
  )) as typeof import("../server/modules/accounts/sessions.service");
  const { handle, server } = await serveBenchStore({
    dataDir: process.env.ORDERS_BENCH_DATA_DIR!,
    url: process.env.ORDERS_BENCH_DB_URL || undefined,
    seller: { email: "bench-seller@example.com", password: "bench-seller-password" },
    migrate: true,
  });
  // The shoppers' sockets wait in their pool while the store is slow (PGlite under 50 at once):
  // a socket the store closed after its 5 s idle default would be reused and reset.
  server.keepAliveTimeout = 120_000;
  const db = handle.db;
  const { products, users, addresses, orders, orderStatusHistory } = schema;

  async function seed(count: number): Promise<Seeded> {
    const rows = await db
      .insert(products)
      .values(
        Array.from({ length: PRODUCTS }, (_, i) => ({
          name: `Bench product ${i}`,
          priceCentavos: 10_000 + i * 100,
          category: ["Canned"],
          stockCount: START_STOCK,
        })),
      )
      .returning({ id: products.id });
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          name: `Bench ${i}`,
          email: `bench-${i}-${randomBytes(3).toString("hex")}@example.com`,
          passwordHash: "unused",
        })),
      )
      .returning({ id: users.id });
    const places = await db
      .insert(addresses)
      .values(
        people.map((p) => ({
          userId: p.id,
          firstName: "Bench",
          lastName: "Shopper",
          email: "bench@example.com",
          street: "1 Rizal Street",
          barangay: "Pangpang",
          city: "Sorsogon City",
          state: "Sorsogon",
          country: "Philippines",
          phone: "09171234567",
        })),
      )
      .returning({ id: addresses.id, userId: addresses.userId });
    const shoppers: BenchShopper[] = [];
    for (const place of places) {
      const token = await createSession(db, "customer", place.userId);
      shoppers.push({ token, addressId: place.id });
    }
    return { productIds: rows.map((r) => r.id), shoppers };
  }

  async function verify(accepted: Accepted[], maxOpen: number): Promise<Verdict> {
    const { sql, eq } = drizzle;
    const held = await db.select({ id: orders.id, key: orders.idempotencyKey }).from(orders);
    const ids = new Set(held.map((o) => o.id));
    const lost = accepted.filter((a) => !ids.has(a.orderId)).length;
    const keys = new Set(held.map((o) => o.key));
    const duplicated = held.length - keys.size + Math.max(0, keys.size - accepted.length);
    const expected = new Map<string, number>();
    for (const a of accepted)
      for (const [id, n] of Object.entries(a.units)) expected.set(id, (expected.get(id) ?? 0) + n);
    const counts = await db
      .select({ id: products.id, stockCount: products.stockCount })
      .from(products);
    const stockWrong = counts.filter(
      (p) => p.stockCount !== START_STOCK - (expected.get(p.id) ?? 0),
    ).length;
    const [events] = await db
      .select({
        wrong: sql<number>`count(*) filter (where coalesce(e.n, 0) <> 1)::int`,
      })
      .from(orders)
      .leftJoin(
        sql`(select ${orderStatusHistory.orderId} as order_id, count(*)::int as n from ${orderStatusHistory} where ${eq(orderStatusHistory.type, "order.created")} group by 1) e`,
        sql`e.order_id = ${orders.id}`,
      );
    const [limits] = await db
      .select({ over: sql<number>`count(*)::int` })
      .from(
        sql`(select ${orders.userId} from ${orders} group by 1 having count(*) > ${maxOpen}) t`,
      );
    return {
      ordersInDatabase: held.length,
      lost,
      duplicated,
      stockWrong,
      eventsWrong: Number(events?.wrong ?? 0),
      overLimit: Number(limits?.over ?? 0),
    };
  }

  process.on(
    "message",
    (m: { seed?: number; verify?: Accepted[]; maxOpen?: number; exit?: true }) => {
      if (m.exit) process.exit(0); // a normal exit, so --cpu-prof writes its profile
      const answer = m.seed
        ? seed(m.seed).then((seeded) => ({ seeded }))
        : verify(m.verify ?? [], m.maxOpen ?? 5).then((verdict) => ({ verdict }));
      answer.then(
        (a) => process.send?.(a),
        (err: Error) => process.send?.({ error: err.stack ?? String(err) }),
      );
    },
  );
}
