import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { addressKey, LOGIN_THROTTLE } from "../../http/login-throttle";
import { createMemoryThrottle, createPostgresThrottle } from "../../platform/throttle";
import { createTestContext, DB_KIND, registerCustomer, type TestContext } from "../../test/harness";
import { upsertSeller } from "./accounts.service";

/** Failures count per (account, address) and per address, never successes. */
describe(
  `login throttling that cannot lock out the owner (${DB_KIND})`,
  { timeout: 300_000 },
  () => {
    let t: TestContext;
    let clock = 0;
    beforeEach(async () => {
      clock = Date.now();
      // One trusted proxy: X-Forwarded-For names the client, so tests can vary addresses.
      t = await createTestContext({
        throttle: { now: () => clock },
        env: { TRUST_PROXY_HOPS: "1" },
      });
    }, 300_000);
    afterEach(async () => {
      await t.close();
    });

    const sellerLogin = (from: string, email: string, password: string) =>
      t.call("POST", "/api/seller/login", {
        json: { email, password },
        headers: { "x-forwarded-for": from },
      });
    const customerLogin = (from: string, email: string, password: string) =>
      t.call("POST", "/api/user/login", {
        json: { email, password },
        headers: { "x-forwarded-for": from },
      });

    it("1,000 wrong passwords for the seller from one address: the owner elsewhere logs in at once", async () => {
      await upsertSeller(t.db, "owner@store.test", "owner-password");
      const attacker = "203.0.113.66";
      const statuses = new Map<number, number>();
      for (let i = 0; i < 1000; i++) {
        const res = await sellerLogin(attacker, "owner@store.test", `guess-${i}`);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
      // Ten guesses were checked; every later one was refused without looking at the password.
      expect(statuses.get(401)).toBe(LOGIN_THROTTLE.sellerLogin.pairLimit);
      expect(statuses.get(429)).toBe(1000 - LOGIN_THROTTLE.sellerLogin.pairLimit);

      const owner = await sellerLogin("198.51.100.7", "owner@store.test", "owner-password");
      expect(owner.status).toBe(200);
      expect(owner.body.success).toBe(true);

      // The attacking pair is still refused, even with the right password, with Retry-After.
      const still = await sellerLogin(attacker, "owner@store.test", "owner-password");
      expect(still.status).toBe(429);
      expect(still.body).toEqual({
        success: false,
        message: "Too many attempts. Please wait 15 minutes and try again.",
      });
      const retryAfter = Number(still.res.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }, 300_000);

    it("30 correct staff logins from one address in 15 minutes are all accepted, while the attacking pair stays refused", async () => {
      await upsertSeller(t.db, "owner@store.test", "owner-password");
      await upsertSeller(t.db, "cashier@store.test", "cashier-password");
      const attacker = "203.0.113.66";
      for (let i = 0; i < 15; i++) await sellerLogin(attacker, "owner@store.test", "wrong");
      const shopWifi = "192.0.2.10";
      for (let i = 0; i < 30; i++) {
        const [email, password] =
          i % 2
            ? ["owner@store.test", "owner-password"]
            : ["cashier@store.test", "cashier-password"];
        const res = await sellerLogin(shopWifi, email, password);
        expect(res.status, `staff login ${i + 1}`).toBe(200);
        clock += 29_000; // 30 logins spread over 14.5 minutes
      }
      expect((await sellerLogin(attacker, "owner@store.test", "owner-password")).status).toBe(429);
    });

    it("a success never counts and clears its pair; failures on other pairs do not spill over", async () => {
      await upsertSeller(t.db, "owner@store.test", "owner-password");
      const from = "192.0.2.20";
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < LOGIN_THROTTLE.sellerLogin.pairLimit - 1; i++)
          expect((await sellerLogin(from, "owner@store.test", "wrong")).status).toBe(401);
        // Nine failures, then the right password: accepted, and the pair starts over.
        expect((await sellerLogin(from, "owner@store.test", "owner-password")).status).toBe(200);
      }
      // The address still remembers its 18 failures: two more reach its limit (20).
      for (let i = 0; i < 2; i++)
        expect((await sellerLogin(from, "owner@store.test", "wrong")).status).toBe(401);
      expect((await sellerLogin(from, "owner@store.test", "owner-password")).status).toBe(429);
      clock += 15 * 60_000 + 1;
      expect((await sellerLogin(from, "owner@store.test", "owner-password")).status).toBe(200);
    });

    it("an address failing across many accounts is slowed, other addresses are not", async () => {
      const victim = await registerCustomer(t, { password: "victim-pass" });
      const sprayer = "203.0.113.99";
      for (let i = 0; i < LOGIN_THROTTLE.customerLogin.addressLimit; i++)
        expect((await customerLogin(sprayer, `person${i}@example.com`, "123456")).status).toBe(401);
      const refused = await customerLogin(sprayer, victim.email, "victim-pass");
      expect(refused.status).toBe(429);
      expect(Number(refused.res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await customerLogin("198.51.100.1", victim.email, "victim-pass")).status).toBe(200);
      clock += 15 * 60_000 + 1;
      expect((await customerLogin(sprayer, victim.email, "victim-pass")).status).toBe(200);
    });

    it("customer logins: a locked pair does not lock the account from another address", async () => {
      const c = await registerCustomer(t, { password: "right-pass" });
      for (let i = 0; i < 10; i++)
        expect((await customerLogin("203.0.113.5", c.email, "wrong-pass")).status).toBe(401);
      expect((await customerLogin("203.0.113.5", c.email, "right-pass")).status).toBe(429);
      expect((await customerLogin("198.51.100.5", c.email, "right-pass")).status).toBe(200);
    });

    it("concurrent guesses cannot slip past the pair limit", async () => {
      await upsertSeller(t.db, "owner@store.test", "owner-password");
      const results = await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          sellerLogin("203.0.113.7", "owner@store.test", `g${i}`),
        ),
      );
      const checked = results.filter((r) => r.status === 401).length;
      expect(checked).toBe(LOGIN_THROTTLE.sellerLogin.pairLimit);
      expect(results.filter((r) => r.status === 429)).toHaveLength(25 - checked);
    });

    it("register is limited per (email, address) and per address; another address still registers", async () => {
      const json = { name: "Same", email: "same@example.com", password: "secret123" };
      const register = (from: string, body = json) =>
        t.call("POST", "/api/user/register", { json: body, headers: { "x-forwarded-for": from } });
      for (let i = 0; i < LOGIN_THROTTLE.register.pairLimit; i++)
        expect((await register("203.0.113.8")).status).toBe(i === 0 ? 201 : 409);
      expect((await register("203.0.113.8")).status).toBe(429);
      // The email is not locked for everyone: another address gets the normal answer.
      expect((await register("198.51.100.8")).status).toBe(409);
    });

    it("one address creates at most REGISTRATIONS_PER_ADDRESS_PER_HOUR accounts (10 unless set)", async () => {
      const register = (ctx: TestContext, i: number, from = "203.0.113.9") =>
        ctx.call("POST", "/api/user/register", {
          json: { name: "Many", email: `many${i}@example.com`, password: "secret123" },
          headers: { "x-forwarded-for": from },
        });
      for (let i = 0; i < 10; i++) expect((await register(t, i)).status).toBe(201);
      const refused = await register(t, 10);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe("Too many attempts. Please wait 60 minutes and try again.");
      expect((await register(t, 11, "198.51.100.9")).status).toBe(201);

      const raised = await createTestContext({
        throttle: { now: () => clock },
        env: { TRUST_PROXY_HOPS: "1", REGISTRATIONS_PER_ADDRESS_PER_HOUR: "12" },
      });
      try {
        for (let i = 0; i < 12; i++) expect((await register(raised, i)).status).toBe(201);
        expect((await register(raised, 12)).status).toBe(429);
      } finally {
        await raised.close();
      }
    });

    it("a forged X-Forwarded-For entry left of the proxy's does not change the address", async () => {
      await upsertSeller(t.db, "owner@store.test", "owner-password");
      for (let i = 0; i < 10; i++)
        await sellerLogin(`10.9.9.${i}, 203.0.113.70`, "owner@store.test", "wrong");
      expect(
        (await sellerLogin("10.0.0.1, 203.0.113.70", "owner@store.test", "owner-password")).status,
      ).toBe(429);
    });
  },
);

describe("the counter stores", { timeout: 300_000 }, () => {
  it("IPv6 clients count by /64; IPv4-mapped addresses as IPv4", () => {
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::ffff:203.0.113.1")).toBe("203.0.113.1");
    expect(addressKey("203.0.113.1")).toBe("203.0.113.1");
    expect(addressKey("local")).toBe("local");
  });

  for (const kind of ["memory", "sql"] as const) {
    it(`${kind}: hit counts within a window, peek does not count, reset forgets, a new window starts over`, async () => {
      let now = 1_000_000;
      const database = await openDatabase({ pgliteDir: "memory://" });
      await database.migrate();
      try {
        const throttle =
          kind === "memory"
            ? createMemoryThrottle(() => now)
            : createPostgresThrottle(database.db, () => now);
        expect(await throttle.peek("k")).toEqual({ count: 0, retryAfterSeconds: 0 });
        expect(await throttle.hit("k", 60_000)).toEqual({ count: 1, retryAfterSeconds: 60 });
        now += 30_000;
        expect(await throttle.hit("k", 60_000)).toEqual({ count: 2, retryAfterSeconds: 30 });
        expect(await throttle.peek("k")).toEqual({ count: 2, retryAfterSeconds: 30 });
        expect(await throttle.hit("other", 60_000)).toMatchObject({ count: 1 });
        await throttle.reset("k");
        expect(await throttle.peek("k")).toEqual({ count: 0, retryAfterSeconds: 0 });
        await throttle.hit("k", 60_000);
        now += 60_001;
        expect(await throttle.peek("k")).toEqual({ count: 0, retryAfterSeconds: 0 });
        expect(await throttle.hit("k", 60_000)).toEqual({ count: 1, retryAfterSeconds: 60 });
      } finally {
        await database.close();
      }
    });
  }
});

describe.runIf(DB_KIND === "postgres")(
  "several instances on one PostgreSQL",
  { timeout: 300_000 },
  () => {
    it("share the counts: 10 failures spread over two instances lock the pair on both", async () => {
      const t = await createTestContext({ throttle: {}, env: { TRUST_PROXY_HOPS: "1" } });
      const other = await openDatabase({ url: t.databaseUrl });
      try {
        await upsertSeller(t.db, "owner@store.test", "owner-password");
        const a = t.deps.platform.throttle;
        const b = createPostgresThrottle(other.db);
        const key = "sellerLogin:pair:owner@store.test|203.0.113.1";
        const counts = await Promise.all(
          Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit(key, 60_000)),
        );
        expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(
          Array.from({ length: 20 }, (_, i) => i + 1),
        );
        expect((await b.peek(key)).count).toBe(20);
        const res = await t.call("POST", "/api/seller/login", {
          json: { email: "owner@store.test", password: "owner-password" },
          headers: { "x-forwarded-for": "203.0.113.1" },
        });
        expect(res.status).toBe(429);
      } finally {
        await other.close();
        await t.close();
      }
    });
  },
);
