/**
 * `npm run bench -- activity-trail`: what the activity trail adds to a product edit and to an
 * order's status change, on PGlite and on PostgreSQL. Each case runs the store's code (with
 * its trail line) and the same writes without the trail line, alternately, and prints the
 * medians and the difference.
 *
 *   BENCH_DATABASE_URL   PostgreSQL server (default the dev one at 127.0.0.1:55432)
 *   BENCH_ITERATIONS     edits and moves per variant (default 200)
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { and, eq, sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "../server/db/client";
import { orders, products, users } from "../server/db/schema";
import { updateProduct } from "../server/modules/products/products.service";
import { withMediaLock } from "../server/modules/products/media-gc";
import { writeStatusChange } from "../server/modules/orders/order-status-change";
import { recordOrderEvent } from "../server/modules/order-events/order-events.record";

const BASE =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:55432/postgres";
const N = Number(process.env.BENCH_ITERATIONS ?? 200);
const actor = { type: "seller" as const, id: "bench-seller", name: "Bench" };

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

async function timed(fn: () => Promise<unknown>, into: number[]) {
  const t0 = performance.now();
  await fn();
  into.push(performance.now() - t0);
}

async function run(label: string, handle: DatabaseHandle) {
  await handle.migrate();
  const db = handle.db;
  const mediaDir = mkdtempSync(join(tmpdir(), "bench-media-"));
  const [product] = await db
    .insert(products)
    .values({ name: "Bear Brand 300 g", priceCentavos: 4500, category: ["Dairy"] })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      name: "Liza",
      email: `liza-${randomBytes(3).toString("hex")}@x.ph`,
      passwordHash: "x",
    })
    .returning();
  const address = {
    _id: "a",
    firstName: "Liza",
    lastName: "Cruz",
    email: "l@x.ph",
    street: "1 Rizal St",
    barangay: "Pangpang",
    city: "Sorsogon City",
    state: "Sorsogon",
    country: "Philippines",
    phone: "09171234567",
  };
  const orderRows = await db
    .insert(orders)
    .values(
      Array.from({ length: 2 * N }, () => ({
        userId: user!.id,
        items: [],
        address,
        subtotalCentavos: 20000,
        deliveryChargeCentavos: 0,
        taxAmountCentavos: 0,
        amountCentavos: 20000,
      })),
    )
    .returning();

  const edit = { with: [] as number[], without: [] as number[] };
  const move = { with: [] as number[], without: [] as number[] };
  let price = 4500;
  for (let i = 0; i < N; i++) {
    // The store's edit: read, then a transaction that locks the row, updates it and writes the line.
    await timed(
      () => updateProduct({ db, mediaDir }, { id: product!.id, price: ++price / 100 }, [], actor),
      edit.with,
    );
    // The edit as it was before the trail: read, then one UPDATE under the media lock.
    await timed(async () => {
      await db.select().from(products).where(eq(products.id, product!.id)).limit(1);
      await withMediaLock({ db }, () =>
        db
          .update(products)
          .set({ priceCentavos: ++price, updatedAt: sql`now()` })
          .where(eq(products.id, product!.id))
          .returning(),
      );
    }, edit.without);

    const a = orderRows[2 * i]!;
    const b = orderRows[2 * i + 1]!;
    const change = {
      status: "Confirmed" as const,
      notes: "",
      actorType: "seller" as const,
      actorId: "s",
      actorName: "Bench",
    };
    await timed(() => writeStatusChange(db, a, change), move.with);
    // The same move without its trail line: the optimistic UPDATE and the order event.
    await timed(
      () =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .update(orders)
            .set({
              status: "Confirmed",
              version: sql`${orders.version} + 1`,
              updatedAt: sql`now()`,
            })
            .where(
              and(eq(orders.id, b.id), eq(orders.version, b.version), eq(orders.status, b.status)),
            )
            .returning();
          await recordOrderEvent(tx, {
            orderId: b.id,
            type: "order.status",
            status: "Confirmed",
            notes: "",
            actorType: "seller",
            actorId: "s",
            order: row,
          });
        }),
      move.without,
    );
  }
  rmSync(mediaDir, { recursive: true, force: true });
  const line = (what: string, r: { with: number[]; without: number[] }) => {
    const w = median(r.with);
    const wo = median(r.without);
    console.log(
      `${label.padEnd(10)} ${what.padEnd(22)} with trail ${w.toFixed(2)} ms, without ${wo.toFixed(2)} ms, added ${(w - wo).toFixed(2)} ms (median of ${N})`,
    );
  };
  line("product edit", edit);
  line("COD order status move", move);
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "bench-pglite-"));
  const lite = await openDatabase({ pgliteDir: dir });
  try {
    await run("PGlite", lite);
  } finally {
    await lite.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const name = `bench_${randomBytes(5).toString("hex")}`;
  const admin = postgres(BASE, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(BASE);
  url.pathname = `/${name}`;
  const pg = await openDatabase({ url: url.toString() });
  try {
    await run("PostgreSQL", pg);
  } finally {
    await pg.close();
    await admin.unsafe(`DROP DATABASE ${name}`);
    await admin.end();
  }
}

await main();
