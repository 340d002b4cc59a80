import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { inject } from "vitest";
import { createApp } from "../app";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { parseEnv } from "../env";
import type { AppDeps } from "../http/app-env";
import { upsertSeller } from "../modules/accounts/accounts.service";
import { createPlatform } from "../platform/platform";
import { unlimitedThrottle } from "../platform/throttle";

/**
 * API tests run against PGlite in memory, or against PostgreSQL when TEST_DATABASE_URL is
 * set: each test file gets a database of its own, cloned here from the run's migrated template
 * and dropped on close.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const DB_KIND = TEST_DATABASE_URL ? "postgres" : "pglite";

/** The migrated template the suite's global setup made (server/test/template-database.ts). */
function template(): { database: string; pgliteDump: string } {
  try {
    return { database: inject("templateDatabase"), pgliteDump: inject("pgliteTemplate") };
  } catch {
    // Outside the API project's global setup: no template, each file migrates its own.
    return { database: "", pgliteDump: "" };
  }
}

async function openTestDatabase(): Promise<{
  handle: DatabaseHandle;
  url?: string;
  drop: () => Promise<void>;
}> {
  const from = template();
  if (!TEST_DATABASE_URL) {
    if (from.pgliteDump) {
      const dump = new Blob([readFileSync(from.pgliteDump)]);
      const handle = await openDatabase({ pgliteDir: "memory://", pgliteLoadDataDir: dump });
      return { handle, drop: async () => {} };
    }
    const handle = await openDatabase({ pgliteDir: "memory://" });
    await handle.migrate();
    return { handle, drop: async () => {} };
  }
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(
    from.database ? `CREATE DATABASE ${name} TEMPLATE ${from.database}` : `CREATE DATABASE ${name}`,
  );
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  if (!from.database) await handle.migrate();
  return {
    handle,
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}

export interface RequestOptions {
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Sent as `Authorization: Bearer`. */
  token?: string;
}

export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  db: AppDeps["db"];
  database: DatabaseHandle;
  /** On PostgreSQL, this test file's database: another "instance" can open it. */
  databaseUrl?: string;
  dataDir: string;
  request(method: string, path: string, options?: RequestOptions): Promise<Response>;
  /** The parsed JSON body and status of a request. */
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: RequestOptions,
  ): Promise<{ status: number; body: T; res: Response }>;
  close(): Promise<void>;
}

export interface TestContextOptions {
  /**
   * Login throttling as the store runs it (the platform's counters for this database kind),
   * on the given clock. Without it, tests are not throttled.
   */
  throttle?: { now?: () => number };
  /** Settings on top of the test defaults, e.g. { TRUST_PROXY_HOPS: "1" }. */
  env?: Record<string, string>;
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const { handle, url, drop } = await openTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), "minimart-test-"));
  mkdirSync(join(dataDir, "media"));
  mkdirSync(join(dataDir, "images"));
  const env = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    ...options.env,
  });
  const platform = createPlatform(handle, { now: options.throttle?.now });
  if (!options.throttle) platform.throttle = unlimitedThrottle;
  const deps: AppDeps = {
    db: handle.db,
    env,
    mediaDir: join(dataDir, "media"),
    imagesDir: join(dataDir, "images"),
    platform,
  };
  const app = createApp(deps);

  const request = (method: string, path: string, o: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    let body = o.body;
    if (o.json !== undefined) {
      headers["content-type"] ??= "application/json";
      body = typeof o.json === "string" ? o.json : JSON.stringify(o.json);
    }
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    return Promise.resolve(app.request(path, { method, headers, body }));
  };

  return {
    app,
    deps,
    db: handle.db,
    database: handle,
    databaseUrl: url,
    dataDir,
    request,
    async call(method, path, o) {
      const res = await request(method, path, o);
      // An event stream never ends: its first chunk stands for the body.
      const text = res.headers.get("content-type")?.startsWith("text/event-stream")
        ? await firstChunkOf(res)
        : await res.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = { raw: text };
      }
      return { status: res.status, body: body as never, res };
    },
    async close() {
      await deps.platform.close();
      await handle.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The first chunk of a streamed body as text; the stream is then cancelled. */
async function firstChunkOf(res: Response): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return "";
  const { value } = await reader.read();
  await reader.cancel();
  return value ? new TextDecoder().decode(value) : "";
}

let counter = 0;
/** Registers a fresh customer and returns its Bearer token. */
export async function registerCustomer(
  t: TestContext,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  counter++;
  const input = {
    name: overrides.name ?? `Shopper ${counter}`,
    email: overrides.email ?? `shopper${counter}-${randomBytes(3).toString("hex")}@example.com`,
    password: overrides.password ?? "secret123",
  };
  const { status, body } = await t.call<{ success: boolean; token: string; user: { _id: string } }>(
    "POST",
    "/api/user/register",
    { json: input },
  );
  if (status !== 201 || !body.success)
    throw new Error(`register failed: ${status} ${JSON.stringify(body)}`);
  return { token: body.token, userId: body.user._id, ...input };
}

/** Creates a seller account and logs it in; returns its token. */
export async function loginAsSeller(
  t: TestContext,
  email = `seller-${randomBytes(3).toString("hex")}@example.com`,
  password = "seller-pass-123",
) {
  await upsertSeller(t.db, email, password);
  const { status, body } = await t.call<{ success: boolean; token: string }>(
    "POST",
    "/api/seller/login",
    { json: { email, password } },
  );
  if (status !== 200 || !body.success)
    throw new Error(`seller login failed: ${status} ${JSON.stringify(body)}`);
  return { token: body.token, email, password };
}

/** Reads a Set-Cookie value by name from a response. */
export function cookieFrom(res: Response, name: string): string | undefined {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const [k, ...v] = (pair ?? "").split("=");
    if (k?.trim() === name) return v.join("=");
  }
  return undefined;
}
