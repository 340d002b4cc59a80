import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, DB_KIND, registerCustomer, type TestContext } from "../../test/harness";
import { expectRefused } from "../../test/shopper";
import type { UserBody } from "../../test/api-bodies";

/** Login and register are limited per client and per email. */
describe(`login and register rate limits (${DB_KIND})`, () => {
  let t: TestContext;
  let clock = 0;
  beforeEach(async () => {
    clock = Date.now();
    t = await createTestContext({ throttle: { now: () => clock } });
  });
  afterEach(async () => {
    await t.close();
  });

  const login = (email: string, password: string) =>
    t.call<UserBody>("POST", "/api/user/login", { json: { email, password } });
  const expectLimited = (res: Awaited<ReturnType<typeof login>>, minutes: number) => {
    expectRefused(res, 429);
    expect(res.body.message).toBe(
      `Too many attempts. Please wait ${minutes} minutes and try again.`,
    );
    const retryAfter = Number(res.res.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(minutes * 60);
  };

  it("login: 10 attempts per email in 15 minutes, then 429 with Retry-After, even for the right password", async () => {
    const c = await registerCustomer(t, { email: "target@example.com", password: "right-pass" });
    for (let i = 0; i < 10; i++) expect((await login(c.email, "wrong-pass")).status).toBe(401);
    expectLimited(await login(c.email, "right-pass"), 15);
    expectLimited(await login("TARGET@example.com", "right-pass"), 15);
    // Another email from the same client is still allowed.
    expect((await login("someone-else@example.com", "x-pass")).status).toBe(401);
    // The window passes.
    clock += 15 * 60_000 + 1;
    expect((await login(c.email, "right-pass")).status).toBe(200);
  });

  it("login: a success clears the email's count", async () => {
    const c = await registerCustomer(t, { password: "right-pass" });
    for (let i = 0; i < 9; i++) await login(c.email, "wrong-pass");
    expect((await login(c.email, "right-pass")).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(c.email, "wrong-pass")).status).toBe(401);
    expect((await login(c.email, "wrong-pass")).status).toBe(429);
  });

  it("login: 30 attempts per client in 15 minutes, whatever the emails", async () => {
    for (let i = 0; i < 30; i++)
      expect((await login(`user${i}@example.com`, "wrong-pass")).status).toBe(401);
    expectLimited(await login("fresh@example.com", "wrong-pass"), 15);
  });

  it("register: 10 per client per hour", async () => {
    for (let i = 0; i < 10; i++) await registerCustomer(t);
    const res = await t.call<UserBody>("POST", "/api/user/register", {
      json: { name: "N", email: "n@example.com", password: "secret123" },
    });
    expectLimited(res, 60);
  });

  it("register: 5 attempts per email per hour", async () => {
    const json = { name: "Same", email: "same@example.com", password: "secret123" };
    expect((await t.call("POST", "/api/user/register", { json })).status).toBe(201);
    for (let i = 0; i < 4; i++)
      expect(
        (
          await t.call("POST", "/api/user/register", {
            json: { ...json, email: "SAME@example.com" },
          })
        ).status,
      ).toBe(409);
    expectLimited(await t.call<UserBody>("POST", "/api/user/register", { json }), 60);
  });
});
