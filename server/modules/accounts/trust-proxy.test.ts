import { afterEach, describe, expect, it } from "vitest";
import { LOGIN_THROTTLE } from "../../http/login-throttle";
import { parseEnv } from "../../env";
import { createTestContext, DB_KIND, type TestContext } from "../../test/harness";
import { upsertSeller } from "./accounts.service";

/**
 * TRUST_PROXY, the deploy guides' name for TRUST_PROXY_HOPS (server/env.ts): on, the entry
 * of X-Forwarded-For the proxy wrote is the client address the login throttle counts; off,
 * a forged X-Forwarded-For changes nothing.
 */
describe("TRUST_PROXY (settings)", () => {
  it.each([
    [{ TRUST_PROXY: "true" }, 1],
    [{ TRUST_PROXY: "1" }, 1],
    [{ TRUST_PROXY: "2" }, 2],
    [{ TRUST_PROXY: "false" }, 0],
    [{ TRUST_PROXY: "0" }, 0],
    [{}, 0],
    [{ TRUST_PROXY: "true", TRUST_PROXY_HOPS: "0" }, 0],
    [{ TRUST_PROXY: "true", TRUST_PROXY_HOPS: "3" }, 3],
  ])("%o trusts %i proxies", (settings, hops) => {
    expect(parseEnv({ NODE_ENV: "test", ...settings }).TRUST_PROXY_HOPS).toBe(hops);
  });

  it("refuses a value that is neither a flag nor a number, naming the setting", () => {
    expect(() => parseEnv({ NODE_ENV: "test", TRUST_PROXY: "yes" })).toThrow(
      /TRUST_PROXY: TRUST_PROXY must be "true", "false" or a number of proxies/,
    );
  });
});

describe(`TRUST_PROXY and the login throttle (${DB_KIND})`, { timeout: 120_000 }, () => {
  let t: TestContext | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const setUp = async (trustProxy: string) => {
    t = await createTestContext({ throttle: {}, env: { TRUST_PROXY: trustProxy } });
    await upsertSeller(t.db, "owner@store.test", "owner-password");
    return t;
  };
  const login = (ctx: TestContext, from: string, password: string) =>
    ctx.call("POST", "/api/seller/login", {
      json: { email: "owner@store.test", password },
      headers: { "x-forwarded-for": from },
    });
  const { pairLimit } = LOGIN_THROTTLE.sellerLogin;

  it("on: X-Forwarded-For names the client, so the owner at another address logs in at once", async () => {
    const ctx = await setUp("true");
    const attacker = "203.0.113.66";
    for (let i = 0; i < pairLimit; i++)
      expect((await login(ctx, attacker, `guess-${i}`)).status).toBe(401);
    const refused = await login(ctx, attacker, "owner-password");
    expect(refused.status).toBe(429);
    expect(refused.res.headers.get("retry-after")).toBeTruthy();

    const owner = await login(ctx, "198.51.100.7", "owner-password");
    expect(owner.status).toBe(200);
    expect(owner.body.success).toBe(true);
  });

  it("on: only the entry the proxy wrote counts, not one the client put in front of it", async () => {
    const ctx = await setUp("true");
    for (let i = 0; i < pairLimit; i++) await login(ctx, `10.9.9.${i}, 203.0.113.66`, `guess-${i}`);
    // Different forged left-hand entries, one real address: the pair is full.
    const refused = await login(ctx, "192.0.2.200, 203.0.113.66", "owner-password");
    expect(refused.status).toBe(429);
  });

  it("off: a forged X-Forwarded-For does not change the address that is counted", async () => {
    const ctx = await setUp("false");
    for (let i = 0; i < pairLimit; i++)
      expect((await login(ctx, `203.0.113.${i}`, `guess-${i}`)).status).toBe(401);
    // Every attempt came from the same socket: its pair is full, whatever the header says.
    const forged = await login(ctx, "198.51.100.7", "owner-password");
    expect(forged.status).toBe(429);
    expect(forged.body).toEqual({
      success: false,
      message: "Too many attempts. Please wait 15 minutes and try again.",
    });
  });
});
