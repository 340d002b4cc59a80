import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "./app";
import type { Env } from "./env";
import { configureLogger, loggerLevel, setLogSink } from "./lib/logger";
import { createTestContext, DB_KIND, type TestContext } from "./test/harness";
import { createSsrPageHandler } from "./test/ssr-pages";

// A page address or method the store does not have is the client's doing: one line at info,
// never a stack trace, and nothing at all at LOG_LEVEL=error. Real faults keep the error level.

let t: TestContext;
let ssr: Awaited<ReturnType<typeof createSsrPageHandler>>;
const before = loggerLevel();
let lines: { level: string; line: string }[] = [];
let consoleErrors: unknown[][] = [];

beforeAll(async () => {
  t = await createTestContext();
  ssr = await createSsrPageHandler();
  setLogSink((line, level) => lines.push({ level, line }));
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
}, 120_000);
afterEach(() => {
  lines = [];
  consoleErrors = [];
});
afterAll(async () => {
  vi.restoreAllMocks();
  setLogSink();
  configureLogger({ level: before });
  await ssr?.close();
  await t?.close();
});

/** The app as the store runs it at this level, with the real pages. */
function appAt(level: Env["LOG_LEVEL"], pageHandler = ssr.pageHandler) {
  configureLogger({ level });
  return createApp({ ...t.deps, env: { ...t.deps.env, LOG_LEVEL: level } }, { pageHandler });
}

const parsed = () => lines.map((l) => JSON.parse(l.line) as Record<string, unknown>);

describe(`page routes that answer 404 or 405 (${DB_KIND})`, () => {
  it.each([
    ["DELETE", "/", 405],
    ["PATCH", "/products", 405],
    ["PUT", "/about", 405],
    ["GET", "/no-such-page", 404],
  ])("%s %s logs one info line without a stack at LOG_LEVEL=info", async (method, path, status) => {
    const res = await appAt("info").request(path, { method });
    expect(res.status).toBe(status);
    await res.text();
    const logged = parsed();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: "info",
      msg: "page not served",
      method,
      path,
      status,
    });
    expect(lines[0]!.line).not.toMatch(/stack|\bat .*\(/);
    expect(consoleErrors).toEqual([]);
  });

  it.each([
    ["DELETE", "/"],
    ["PATCH", "/products"],
    ["GET", "/no-such-page"],
  ])("%s %s logs nothing at LOG_LEVEL=error", async (method, path) => {
    const res = await appAt("error").request(path, { method });
    expect([404, 405]).toContain(res.status);
    await res.text();
    expect(lines).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("a real fault of a page still logs at error level, with its stack", async () => {
    const broken = appAt("error", async (request, context) => {
      context.reportError?.(new Error("loader exploded"));
      return new Response("fault", { status: 500, headers: { "Content-Type": "text/html" } });
    });
    const res = await broken.request("/products");
    expect(res.status).toBe(500);
    const logged = parsed();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: "error",
      msg: "page failed",
      path: "/products",
      error: "loader exploded",
    });
    expect(String(logged[0]!.stack)).toContain("loader exploded");
  });
});
