import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";

// `npm start` as an operator runs it: the production build honours PORT, DATA_DIR,
// DATABASE_URL, SELLER_EMAIL and SELLER_PASSWORD, and stops gracefully on SIGTERM.

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      s.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

async function start(env: Record<string, string>): Promise<Started> {
  let output = "";
  const child = spawn(process.execPath, ["build/main.js"], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "error", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) =>
    child.on("close", (code) => resolve(code)),
  );
  const deadline = Date.now() + 60_000;
  while (!output.includes("Store ready at")) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: () => output, exited };
}

const dirs: string[] = [];
test.afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

test("npm start honours PORT, DATA_DIR and the seller account, and stops gracefully", async ({
  request,
}) => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "minimart-lifecycle-"));
  dirs.push(dataDir);
  const server = await start({
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    SELLER_EMAIL: "owner@example.com",
    SELLER_PASSWORD: "owner-password-1",
  });
  expect(server.output()).toContain(`Store ready at http://localhost:${port}`);
  expect(server.output()).toContain(`PGlite in ${join(dataDir, "pglite")}`);
  expect(existsSync(join(dataDir, "pglite"))).toBe(true);
  expect(existsSync(join(dataDir, "pglite.lock"))).toBe(true);

  const base = `http://127.0.0.1:${port}`;
  expect((await request.get(`${base}/api/health`)).status()).toBe(200);
  const login = await request.post(`${base}/api/seller/login`, {
    data: { email: "owner@example.com", password: "owner-password-1" },
  });
  expect(login.status()).toBe(200);
  expect((await request.get(`${base}/api/product/list`)).status()).toBe(200);

  // An in-flight request finishes; then the process exits 0 and releases the database.
  const inFlight = request.get(`${base}/products`);
  await new Promise((r) => setTimeout(r, 20));
  server.child.kill("SIGTERM");
  expect((await inFlight).status()).toBe(200);
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain("Stopped.");
  expect(existsSync(join(dataDir, "pglite.lock"))).toBe(false);
});

// Like the API suite, this runs where a PostgreSQL server is given (CI starts one).
const PG_URL = process.env.TEST_DATABASE_URL;
if (PG_URL)
  test("npm start uses PostgreSQL when DATABASE_URL is set", async ({ request }) => {
    // A database of its own on that server, dropped afterwards.
    const name = `lifecycle_${Date.now()}`;
    const admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const dbUrl = new URL(PG_URL);
    dbUrl.pathname = `/${name}`;
    const url = dbUrl.toString();
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), "minimart-lifecycle-"));
    dirs.push(dataDir);
    const server = await start({
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      SEED_DEMO: "false",
      SELLER_EMAIL: "pg-owner@example.com",
      SELLER_PASSWORD: "pg-owner-password",
    });
    expect(server.output()).toContain("Database: PostgreSQL (DATABASE_URL)");
    expect(existsSync(join(dataDir, "pglite"))).toBe(false);
    const base = `http://127.0.0.1:${port}`;
    const login = await request.post(`${base}/api/seller/login`, {
      data: { email: "pg-owner@example.com", password: "pg-owner-password" },
    });
    expect(login.status()).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
