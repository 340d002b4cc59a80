import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../env";
import type { AppDeps, AppEnv } from "./app-env";
import { clientIp } from "./client-ip";

function appWith(hops: string) {
  const env = parseEnv({ TRUST_PROXY_HOPS: hops });
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("deps", { env } as AppDeps);
    await next();
  });
  app.get("/", (c) => c.text(clientIp(c)));
  return app;
}

const ask = async (app: Hono<AppEnv>, xff?: string) =>
  (await app.request("/", { headers: xff ? { "x-forwarded-for": xff } : {} })).text();

describe("client address for rate limits", () => {
  it("ignores X-Forwarded-For unless proxies are trusted (a client could forge it)", async () => {
    expect(await ask(appWith("0"), "203.0.113.9")).toBe("local");
  });

  it("takes the entry written by the trusted proxy, counted from the right", async () => {
    expect(await ask(appWith("1"), "203.0.113.9")).toBe("203.0.113.9");
    // The client prepended a forged address; the proxy appended the real one.
    expect(await ask(appWith("1"), "1.1.1.1, 203.0.113.9")).toBe("203.0.113.9");
    expect(await ask(appWith("2"), "1.1.1.1, 203.0.113.9, 10.0.0.2")).toBe("203.0.113.9");
  });

  it("falls back to the socket when the header is missing or too short", async () => {
    expect(await ask(appWith("1"))).toBe("local");
    expect(await ask(appWith("3"), "203.0.113.9")).toBe("local");
  });
});
