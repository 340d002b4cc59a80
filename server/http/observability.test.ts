import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../app";
import { boot, type Booted } from "../boot";
import { parseEnv } from "../env";
import { configureLogger } from "../lib/logger";
import { createTestContext, DB_KIND, type TestContext } from "../test/harness";

// What an operator reads from a running instance: JSON log lines that name
// their request, and /metrics over a real socket from loopback, with the database pool gauge.

let booted: Booted;
let holder: TestContext | undefined;
let dataDir: string;
let server: ServerType;
let failing: ServerType;
let base: string;
let failingBase: string;

function listen(fetch: (req: Request) => Response | Promise<Response>): Promise<ServerType> {
  return new Promise((ready) => {
    const s = serve({ fetch, hostname: "127.0.0.1", port: 0 }, () => ready(s));
  });
}
const urlOf = (s: ServerType) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "minimart-observability-"));
  // On PostgreSQL the instance boots on a test database of its own, as a deployed one would.
  holder = DB_KIND === "postgres" ? await createTestContext() : undefined;
  const env = parseEnv({
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    LOG_LEVEL: "debug",
    INSTANCE_ID: "web-7",
    ...(holder?.databaseUrl ? { DATABASE_URL: holder.databaseUrl } : {}),
  });
  booted = await boot(env, () => {});
  configureLogger({ level: "debug", instance: "web-7" });
  server = await listen(createApp(booted.deps).fetch);
  base = urlOf(server);
  failing = await listen(
    createApp(booted.deps, {
      pageHandler: async () => {
        throw new Error("the page broke");
      },
    }).fetch,
  );
  failingBase = urlOf(failing);
}, 300_000);

afterAll(async () => {
  configureLogger({ level: "info" });
  await new Promise((done) => server?.close(done));
  await new Promise((done) => failing?.close(done));
  await booted?.deps.platform.close();
  await booted?.database.close();
  await holder?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every line written to stdout and stderr while `fn` runs. */
async function captureLogs(fn: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const grab = (chunk: unknown) => {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    return true;
  };
  const out = vi.spyOn(process.stdout, "write").mockImplementation(grab);
  const err = vi.spyOn(process.stderr, "write").mockImplementation(grab);
  try {
    await fn();
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  return lines;
}
afterEach(() => vi.restoreAllMocks());

type LogLine = Record<string, unknown> & { time: string; level: string; msg: string };

describe(`structured logs (${DB_KIND})`, () => {
  it("writes each request as one JSON line carrying the request id the proxy gave", async () => {
    let res: Response | undefined;
    const lines = await captureLogs(async () => {
      res = await fetch(`${base}/api/product/list?limit=1`, {
        headers: { "X-Request-Id": "nginx-req-0042" },
      });
      await res.arrayBuffer();
    });
    expect(res?.headers.get("x-request-id")).toBe("nginx-req-0042");
    const parsed = lines.map((l) => JSON.parse(l) as LogLine);
    const line = parsed.find((l) => l.msg === "request" && l.path === "/api/product/list");
    expect(line).toMatchObject({
      level: "info",
      instance: "web-7",
      requestId: "nginx-req-0042",
      method: "GET",
      status: 200,
    });
    expect(new Date(line!.time).toISOString()).toBe(line!.time);
    expect(typeof line!.ms).toBe("number");
  });

  it("makes up a request id when none (or a hostile one) is given, and logs that one", async () => {
    const answers: Response[] = [];
    const lines = await captureLogs(async () => {
      for (const given of [undefined, 'x" onload="alert(1)', "a".repeat(200)]) {
        const res = await fetch(`${base}/api/health`, {
          headers: given ? { "X-Request-Id": given } : {},
        });
        await res.arrayBuffer();
        answers.push(res);
      }
    });
    const parsed = lines.map((l) => JSON.parse(l) as LogLine).filter((l) => l.msg === "request");
    expect(parsed).toHaveLength(3);
    for (const [i, res] of answers.entries()) {
      const id = res.headers.get("x-request-id") ?? "";
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(parsed[i]!.requestId).toBe(id);
    }
  });

  it("logs an unexpected error as JSON with the request id and no raw stack in the answer", async () => {
    let res: Response | undefined;
    let body: unknown;
    const lines = await captureLogs(async () => {
      res = await fetch(`${failingBase}/about`, { headers: { "X-Request-Id": "boom-1" } });
      body = await res.json();
    });
    expect(res?.status).toBe(500);
    expect(body).toEqual({
      success: false,
      message: "Something went wrong on our side. Please try again.",
    });
    const parsed = lines.map((l) => JSON.parse(l) as LogLine);
    expect(parsed.every((l) => l.requestId === "boom-1")).toBe(true);
    const error = parsed.find((l) => l.level === "error");
    expect(error).toMatchObject({
      msg: "unexpected error",
      instance: "web-7",
      requestId: "boom-1",
      method: "GET",
      path: "/about",
      error: "Error: the page broke",
    });
    expect(parsed.find((l) => l.msg === "request")).toMatchObject({ status: 500 });
  });
});

describe(`/metrics over a socket (${DB_KIND})`, () => {
  it("answers a scrape from loopback in Prometheus text, with the database pool gauge", async () => {
    await (await fetch(`${base}/api/product/list?limit=1`)).arrayBuffer();
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain("# TYPE db_pool_connections gauge");
    const max = Number(/^db_pool_connections\{state="max"\} (\d+)$/m.exec(text)?.[1]);
    if (DB_KIND === "postgres") {
      expect(max).toBe(10);
      // The scrape's own query holds a connection of this instance's pool.
      const active = Number(/^db_pool_connections\{state="active"\} (\d+)$/m.exec(text)?.[1]);
      expect(active).toBeGreaterThanOrEqual(1);
      expect(active).toBeLessThanOrEqual(max);
    } else {
      expect(max).toBe(1);
    }
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/product\/list",status="200"\} [1-9]\d*$/m,
    );
  });

  it("refuses a scrape relayed by a proxy, even from loopback", async () => {
    const res = await fetch(`${base}/metrics`, { headers: { "X-Forwarded-For": "203.0.113.9" } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ success: false, message: "Forbidden" });
  });
});
