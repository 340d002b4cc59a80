/**
 * The store of the deep-pages bench, in its own process: the code of the worktree at DEEP_ROOT
 * (this branch, or a baseline checkout beside it), its database seeded with DEEP_PRODUCTS
 * generated products on first start (PostgreSQL at DEEP_DB_URL, else PGlite in DEEP_DATA_DIR),
 * served on a free port that is sent to the parent.
 */
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import postgres from "postgres";

const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:55432/postgres";

export const BENCH_SELLER = { email: "deep-bench@example.com", password: "deep-bench-password" };

/** The bench catalogue: names, prices and times spread so every sort has many distinct keys. */
export const seedSql = (count: number) => `
  insert into products (id, name, category, price_centavos, bestseller, in_stock, stock_count, brand, description, image, created_at)
  select md5(i::text)::uuid::text,
    (array['Lucky Me','Nissin','Century','Del Monte','Coca-Cola','Palmolive','Gardenia','Magnolia',
           'Datu Puti','Bear Brand','Nescafe','Ligo'])[1 + i % 12]
      || ' ' || (array['Pancit Canton','Cup Noodles','Tuna Flakes','Shampoo','Sardines','Corned Beef',
                       'Bread Loaf','Fresh Milk','Instant Coffee','Soy Sauce','Vinegar','Rice',
                       'Chocolate Bar','Orange Juice','Laundry Soap','Cooking Oil'])[1 + (i / 12) % 16]
      || ' ' || (i % 997)::text || 'g',
    array[(array['Instant','Canned','Beverages','Dairy','Bakery','Snacks'])[1 + i % 6]],
    100 + (i * 7919) % 200000, i % 50 = 0, i % 7 <> 0,
    case when i % 3 = 0 then null else (i * 13) % 40 end, 'Brand',
    array['A product for the benchmark, described in one line.'],
    array['/media/bench-' || (i % 500)::text || '.webp'],
    timestamptz '2024-01-01' + (i || ' seconds')::interval
  from generate_series(1, ${count}) as i`;

export interface Store {
  name: string;
  child: ChildProcess;
  port: number;
  auth: Record<string, string>;
  cleanup: () => Promise<void>;
}

/** Starts a store of the worktree at `root` in its own process, on a database of its own. */
export async function startStore(
  name: string,
  root: string,
  kind: string,
  products: number,
): Promise<Store> {
  const dataDir = mkdtempSync(join(tmpdir(), "minimart-deep-pages-"));
  let dbName: string | undefined;
  let url = "";
  if (kind === "postgres") {
    dbName = `bench_deep_${randomBytes(4).toString("hex")}`;
    const admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const u = new URL(PG_URL);
    u.pathname = `/${dbName}`;
    url = u.toString();
  }
  const child = fork(fileURLToPath(import.meta.url), [], {
    cwd: root,
    execArgv: ["--import", "tsx"],
    env: {
      ...process.env,
      DEEP_ROOT: root,
      DEEP_DATA_DIR: dataDir,
      DEEP_DB_URL: url,
      DEEP_PRODUCTS: String(products),
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${name}: the store exited (${code})`)));
    child.on("message", (m: { port?: number }) => m.port && resolve(m.port));
  });
  const login = await fetch(`http://127.0.0.1:${port}/api/seller/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(BENCH_SELLER),
  });
  const { token } = (await login.json()) as { token: string };
  return {
    name,
    child,
    port,
    auth: { authorization: `Bearer ${token}` },
    async cleanup() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
      if (dbName) {
        const admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
        await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
    },
  };
}

async function main() {
  const root = process.env.DEEP_ROOT as string;
  const dataDir = process.env.DEEP_DATA_DIR as string;
  const url = process.env.DEEP_DB_URL || undefined;
  const count = Number(process.env.DEEP_PRODUCTS ?? 100_000);
  const load = (path: string) => import(pathToFileURL(join(root, path)).href);
  const { openDatabase } = await load("server/db/client.ts");
  const handle = await openDatabase(url ? { url } : { pgliteDir: join(dataDir, "pglite") });
  await handle.migrate();
  const result = (await handle.db.execute(sql`select count(*)::int as n from products`)) as unknown;
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as {
    n: number;
  }[];
  if (Number(rows[0]?.n ?? 0) === 0) {
    const t0 = performance.now();
    // A bulk load, as a restore would be: the row triggers are off while it runs.
    await handle.db.execute(sql`alter table products disable trigger user`);
    await handle.db.execute(sql.raw(seedSql(count)));
    await handle.db.execute(sql`alter table products enable trigger user`);
    await handle.db.execute(
      sql.raw(`insert into product_words (word)
        select distinct w from products, regexp_split_to_table(lower(name), '[^[:alnum:]]+') as w
        where length(w) between 3 and 40 and w ~ '[[:alpha:]]' on conflict do nothing`),
    );
    await handle.db.execute(sql`vacuum analyze products`);
    console.log(`  seeded ${count} products in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  await handle.close();
  const { serveBenchStore } = await load("bench/bench-store.ts");
  await serveBenchStore({ dataDir, url, seller: BENCH_SELLER });
}

if (process.env.DEEP_ROOT) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
