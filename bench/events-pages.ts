/**
 * The events bench's paged seller order list at 10,000 orders: first pages, later pages by cursor,
 * a search.
 */
import { sql } from "drizzle-orm";
import { createApp } from "../server/app";
import { sellers, users } from "../server/db/schema";
import { createSession } from "../server/modules/accounts/sessions.service";
import { PORT, percentile, type Store, listen } from "./events-store";

async function bulkOrders(store: Store, userId: string, count: number) {
  await store.database.db.execute(sql`
    INSERT INTO orders (id, user_id, items, address, subtotal_centavos, delivery_charge_centavos,
      tax_amount_centavos, amount_centavos, status, created_at, updated_at)
    SELECT gen_random_uuid()::text, ${userId}, '[]'::jsonb,
      jsonb_build_object('_id', 'a', 'firstName',
        CASE WHEN g % 997 = 0 THEN 'Marites' ELSE (ARRAY['Rosa','Juan','Maria','Pedro'])[1 + g % 4] END,
        'lastName', 'Dela Cruz', 'email', 'bulk@example.com', 'street', '1 Rizal St',
        'barangay', 'Pangpang', 'city', 'Sorsogon City', 'state', 'Sorsogon',
        'country', 'Philippines', 'phone', '0917' || lpad(g::text, 7, '0')),
      10000, 2000, 200, 12200,
      (ARRAY['Order Placed','Confirmed','Preparing','Out for Delivery','Delivered','Cancelled'])[1 + g % 6],
      now() - g * interval '3 minutes', now() - g * interval '3 minutes'
    FROM generate_series(1, ${count}) AS g`);
  await store.database.db.execute(sql`ANALYZE orders`);
}

export async function benchPages(store: Store) {
  const [owner] = await store.database.db
    .insert(users)
    .values({ name: "Bulk", email: "bulk-pages@example.com", passwordHash: "unused" })
    .returning();
  await bulkOrders(store, owner!.id, 10_000);
  const [seller] = await store.database.db
    .insert(sellers)
    .values({ email: "pages@example.com", passwordHash: "unused" })
    .returning();
  const token = await createSession(store.database.db, "seller", seller!.id);
  const server = await listen(store);
  const base = `http://127.0.0.1:${PORT}`;
  const headers = { authorization: `Bearer ${token}` };
  // Over the socket, as a browser calls (fetch asks for gzip); and in process (the app alone:
  // auth, query, JSON, no compression), which tells the app's own cost from the machine's
  // queueing.
  let inProcess = false;
  const app = createApp(store.deps);
  const get = async (path: string) => {
    const t0 = performance.now();
    const res = inProcess
      ? await app.request(path, { headers })
      : await fetch(`${base}${path}`, { headers });
    const body = (await res.json()) as { nextCursor: string | null };
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return { ms: performance.now() - t0, body };
  };
  const cases: Record<string, number[]> = {
    "baseline: GET /api/seller/is-auth": [],
    "first page (limit=20)": [],
    "pages 2-10 by cursor": [],
    "search 'maria', first page": [],
    "by-status Delivered + last 7 days": [],
  };
  for (let i = 0; i < 5; i++) await get("/api/order/seller?limit=20"); // warm-up
  const results: { name: string; n: number; p50: number; p95: number }[] = [];
  for (const mode of ["socket", "in process"] as const) {
    inProcess = mode === "in process";
    for (const ms of Object.values(cases)) ms.length = 0;
    await rounds();
    for (const [name, ms] of Object.entries(cases))
      results.push({
        name: `${name}${inProcess ? " [in process]" : ""}`,
        n: ms.length,
        p50: percentile(ms, 50),
        p95: percentile(ms, 95),
      });
  }
  await store.deps.platform.shutdown();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  return results;

  async function rounds() {
    for (let round = 0; round < 40; round++) {
      // The same socket, auth and JSON with no order query: what the machine costs per call.
      cases["baseline: GET /api/seller/is-auth"]!.push((await get("/api/seller/is-auth")).ms);
      const first = await get("/api/order/seller?limit=20");
      cases["first page (limit=20)"]!.push(first.ms);
      let cursor = first.body.nextCursor;
      for (let p = 2; p <= 10 && cursor; p++) {
        const page = await get(`/api/order/seller?limit=20&cursor=${cursor}`);
        cases["pages 2-10 by cursor"]!.push(page.ms);
        cursor = page.body.nextCursor;
      }
      cases["search 'maria', first page"]!.push((await get("/api/order/seller?q=maria")).ms);
      const from = new Date(Date.now() - 6 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
      cases["by-status Delivered + last 7 days"]!.push(
        (await get(`/api/order/by-status/Delivered?from=${from}`)).ms,
      );
    }
  }
}
