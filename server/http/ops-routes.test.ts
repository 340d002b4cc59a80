import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createLifecycle } from "../platform/lifecycle";
import { createTestContext, DB_KIND, type TestContext } from "../test/harness";

describe(`health, readiness and metrics (${DB_KIND})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  it("GET /healthz answers while the process runs", async () => {
    const res = await t.call("GET", "/healthz");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, status: "alive" });
    expect(res.res.headers.get("cache-control")).toBe("no-store");
  });

  it("GET /readyz is 200 with the database reachable and migrated", async () => {
    const res = await t.call("GET", "/readyz");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, status: "ready" });
    expect(await t.database.migrationsApplied()).toBe(true);
  });

  it("GET /readyz is 503 while starting and while draining", async () => {
    const starting = createLifecycle("starting");
    const platform = {
      ...t.deps.platform,
      lifecycle: starting,
      notReadyReason: async () => (starting.state === "ready" ? null : starting.state),
    };
    const app2 = createApp({ ...t.deps, platform });
    const res = await app2.request("/readyz");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ success: false, message: "Not ready: starting" });
    starting.markReady();
    expect((await app2.request("/readyz")).status).toBe(200);
    await starting.beginDrain();
    const draining = await app2.request("/readyz");
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ success: false, message: "Not ready: draining" });
    expect((await app2.request("/healthz")).status).toBe(200);
  });

  it("runs shutdown hooks once when draining starts; a failing hook does not stop the others", async () => {
    const lifecycle = createLifecycle("ready");
    const calls: string[] = [];
    lifecycle.onShutdown(() => {
      calls.push("a");
    });
    lifecycle.onShutdown(() => {
      throw new Error("boom");
    });
    const off = lifecycle.onShutdown(() => {
      calls.push("removed");
    });
    lifecycle.onShutdown(async () => {
      calls.push("b");
    });
    off();
    const errors = console.error;
    console.error = () => {};
    await lifecycle.beginDrain();
    await lifecycle.beginDrain();
    console.error = errors;
    expect(calls.sort()).toEqual(["a", "b"]);
    expect(lifecycle.state).toBe("draining");
  });

  it("GET /metrics: refused without a socket from loopback or a token; Prometheus text with the token", async () => {
    const refused = await t.call("GET", "/metrics");
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, message: "Forbidden" });
    const token = "metrics-token-0123456789";
    const app = createApp({ ...t.deps, env: { ...t.deps.env, METRICS_TOKEN: token } });
    await app.request("/api/product/list");
    expect(
      (
        await app.request("/metrics", {
          headers: { authorization: "Bearer wrong-token-0123456789" },
        })
      ).status,
    ).toBe(403);
    const res = await app.request("/metrics", { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/product\/list",status="200"\} \d+/,
    );
    expect(text).toContain("http_request_duration_seconds_bucket");
    expect(text).toContain("orders_placed_total");
    expect(text).toContain("event_streams_open");
  });

  it("names the instance in X-Instance when INSTANCE_ID is set, and not otherwise", async () => {
    const app = createApp({ ...t.deps, env: { ...t.deps.env, INSTANCE_ID: "web-2" } });
    expect((await app.request("/api/health")).headers.get("x-instance")).toBe("web-2");
    expect((await t.request("GET", "/api/health")).headers.get("x-instance")).toBeNull();
  });
});
