/**
 * The cluster the `cluster` Vitest project's steps share: a throwaway database on
 * TEST_DATABASE_URL, 3 instances of the production build started together on it, and nginx in
 * front; plus the shopper, products and load helpers the steps use.
 */
import { spawnSync } from "node:child_process";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import {
  createThrowawayDatabase,
  freePort,
  instanceEnv,
  NGINX,
  newInstance,
  ROOT,
  SELLER,
  startInstance,
  startNginx,
  stopInstance,
  waitReady,
  type Instance,
  type Nginx,
  type ThrowawayDatabase,
} from "./cluster-harness";
import { percentile, runLoad, type LoadResult, type Shopper } from "./load";

export const INSTANCES = 3;
export const DEMO_PRODUCTS = 358;

export async function json(res: Response): Promise<Record<string, unknown>> {
  return (await res.json().catch(() => ({}))) as Record<string, unknown>;
}

export interface Cluster {
  work: string;
  database: ThrowawayDatabase;
  sql: ReturnType<typeof postgres>;
  instances: Instance[];
  ports: number[];
  nginx: Nginx;
  shopper: { name: string; email: string; password: string };
  items: { product: string; quantity: number }[];
  /** Measured figures by label, printed at the end. */
  figures: Record<string, unknown>;
  base(): string;
  direct(i: number): string;
  /** Starts (or restarts) instance i on its port. */
  start(i: number): Instance;
}

/** Missing tools are one clear error, before anything is started. */
export function ensurePrerequisites(): void {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} missing (apt-get install nginx)`);
  if (!existsSync(join(ROOT, "build/main.js")) || process.env.CLUSTER_BUILD === "1") {
    console.log("building the production bundle...");
    const build = spawnSync("npm", ["run", "-s", "build"], { cwd: ROOT, stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
}

/**
 * What startCluster has made so far, so stopCluster can undo it even when the start fails
 * half-way (an instance that never became ready, nginx that did not start).
 */
export type Started = Partial<Cluster> & { instances: Instance[] };

export async function startCluster(adminUrl: string, into: Started): Promise<Cluster> {
  const work = mkdtempSync(join(tmpdir(), "minimart-cluster-"));
  into.work = work;
  const database = await createThrowawayDatabase(adminUrl);
  into.database = database;
  const sql = postgres(database.url, { max: 4, onnotice: () => {} });
  into.sql = sql;
  const instances = into.instances;
  const ports: number[] = [];
  for (let i = 0; i < INSTANCES; i++) ports.push(await freePort());
  const start = (i: number) => {
    const spec = newInstance(`i${i + 1}`, ports[i] as number, work);
    instances[i] = startInstance(spec, instanceEnv(spec, database.url));
    return instances[i] as Instance;
  };
  console.log(`cluster: ${INSTANCES} instances on one PostgreSQL behind nginx (${work})`);
  // Started together on an empty database: one migrates and seeds, the others wait for it.
  for (let i = 0; i < INSTANCES; i++) start(i);
  await Promise.all(instances.map((inst) => waitReady(inst, 15 * 60_000)));
  if (instances.some((i) => i.process?.exitCode !== null)) throw new Error("an instance died");
  const nginx = await startNginx(ports);
  into.nginx = nginx;

  const [product1, product2] = await sql<{ id: string }[]>`
    SELECT id FROM products WHERE in_stock AND stock_count IS NULL ORDER BY name LIMIT 2`;
  return {
    work,
    database,
    sql,
    instances,
    ports,
    nginx,
    shopper: {
      name: "Cluster Shopper",
      email: `shopper-${randomBytes(3).toString("hex")}@example.com`,
      password: "cluster-secret-1",
    },
    items: [
      { product: product1?.id as string, quantity: 3 },
      { product: product2?.id as string, quantity: 2 },
    ],
    figures: {},
    base: () => `http://127.0.0.1:${nginx.port}`,
    direct: (i: number) => `http://127.0.0.1:${instances[i]?.port}`,
    start,
  };
}

/** Stops whatever was started; the instance logs stay when a step failed. */
export async function stopCluster(started: Started, keepLogs: boolean): Promise<void> {
  await started.nginx?.stop().catch(() => {});
  await Promise.all(started.instances.map((inst) => stopInstance(inst).catch(() => null)));
  await started.sql?.end({ timeout: 5 }).catch(() => {});
  await started.database?.drop().catch((err) => console.error("drop failed:", err));
  if (!started.work) return;
  if (keepLogs) console.log(`instance logs kept in ${started.work}`);
  else rmSync(started.work, { recursive: true, force: true });
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** The demo seller's login on instance i straight (not through nginx). */
export async function sellerLogin(c: Cluster, i: number) {
  const res = await postJson(`${c.direct(i)}/api/seller/login`, SELLER);
  const body = (await json(res)) as { token?: string };
  return { status: res.status, token: body.token, instance: c.instances[i]?.id };
}

/**
 * Shoppers made straight in the database (tokens and addresses), so the load measures
 * checkout, not password hashing; each places at most 5 orders (the open-order limit).
 */
export async function makeShoppers(c: Cluster, n: number): Promise<Shopper[]> {
  const { sql } = c;
  const out: Shopper[] = [];
  for (let i = 0; i < n; i++) {
    const token = randomBytes(32).toString("base64url");
    const [user] = await sql<{ id: string }[]>`
      INSERT INTO users (id, name, email, password_hash)
      VALUES (${randomUUID()}, ${`Load ${i}`}, ${`load-${randomBytes(5).toString("hex")}@example.com`}, 'x')
      RETURNING id`;
    await sql`INSERT INTO sessions (token_hash, role, user_id, expires_at)
      VALUES (${createHash("sha256").update(token).digest("hex")}, 'customer', ${user?.id as string}, now() + interval '1 day')`;
    const [address] = await sql<{ id: string }[]>`
      INSERT INTO addresses (id, user_id, first_name, last_name, email, street, barangay, city, state, country, phone)
      VALUES (${randomUUID()}, ${user?.id as string}, 'Load', 'Shopper', 'load@example.com', '1 Rizal Street', 'Pangpang', 'Sorsogon City', 'Sorsogon', 'Philippines', '09171234567')
      RETURNING id`;
    out.push({ token, userId: user?.id as string, addressId: address?.id as string });
  }
  return out;
}

/** Orders only, through nginx, for the given seconds; records the figures under label. */
export async function checkoutRun(
  c: Cluster,
  label: string,
  shoppers: Shopper[],
  seconds: number,
): Promise<LoadResult> {
  const until = Date.now() + seconds * 1000;
  const r = await runLoad({
    baseUrl: c.base(),
    workers: 8,
    shoppers,
    ordersPerShopper: 5,
    items: c.items,
    orderShare: 1,
    readPaths: ["/api/health"],
    shouldStop: () => Date.now() > until,
  });
  const perSecond = r.ordersPlaced / (r.elapsedMs / 1000);
  c.figures[label] = {
    orders: r.ordersPlaced,
    ordersPerSecond: Number(perSecond.toFixed(1)),
    p50Ms: Math.round(percentile(r.orderLatenciesMs, 50)),
    p99Ms: Math.round(percentile(r.orderLatenciesMs, 99)),
    failed: r.failed,
  };
  return r;
}
