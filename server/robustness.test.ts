import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ORDER_STATUSES } from "@domain/order-status";
import { eq, sql } from "drizzle-orm";
import { addresses, orders, orderStatusHistory, products, users } from "./db/schema";
import { createSession } from "./modules/accounts/sessions.service";
import { queryProducts } from "./modules/catalog/catalog.service";
import {
  API_MIDDLEWARE,
  API_ROUTES,
  describedApiRoutes,
  mountedApiMiddleware,
  mountedApiRoutes,
  routeKey,
  type ApiRouteKey,
} from "./test/api-routes";
import { dbFingerprint } from "./test/db-snapshot";
import { addressInput } from "./test/factories";
import type { HostileCase } from "./test/hostile-cases";
import { answerProblems, seededRandom } from "./test/hostile-inputs";
import { createTestContext, DB_KIND, registerCustomer, type TestContext } from "./test/harness";
import { ROUTE_CASES, type Fixture } from "./test/route-cases";
import { makeFixture } from "./test/robustness-fixture";

/**
 * "Bad input gets a clear error message and changes nothing; no request can crash the
 * server." Every route the app mounts under /api gets a batch of hostile requests
 * (server/test/route-cases.ts); each answer must be a 2xx or a 4xx `{success:false, message}`
 * with a readable message, never a 500, always `Cache-Control: no-store`, and a refused
 * request must leave the database as it was. Values come from a seeded generator (SEED), so
 * a failure reproduces exactly.
 */
const SEED = 20_260_611;

describe(`every /api route under hostile input (${DB_KIND})`, () => {
  let t: TestContext;
  let fx: Fixture;
  let last: string;

  beforeAll(async () => {
    t = await createTestContext();
    fx = await makeFixture(t);
    last = await dbFingerprint(t.db);
  }, 60_000);

  afterAll(async () => {
    await t.close();
  });

  it("enumerates every mounted API route, and the table describes each one", () => {
    expect(mountedApiRoutes(t.app)).toEqual(describedApiRoutes());
    expect(mountedApiMiddleware(t.app)).toEqual(API_MIDDLEWARE);
    expect(Object.keys(ROUTE_CASES).sort()).toEqual(describedApiRoutes());
  });

  it("the database fingerprint sees a change in every table a request could write", async () => {
    const changes = [
      () =>
        t.db
          .update(users)
          .set({ cartItems: { [fx.product.id]: 1 } })
          .where(eq(users.id, fx.customer.userId)),
      () => createSession(t.db, "customer", fx.customer.userId),
      () => t.db.update(products).set({ brand: "Changed" }).where(eq(products.id, fx.editable.id)),
      () =>
        t.db
          .update(addresses)
          .set({ street: "Changed St" })
          .where(eq(addresses.id, fx.customer.addressId)),
      () => t.db.update(orders).set({ version: 7 }).where(eq(orders.id, fx.historyOrderId)),
      () =>
        t.db
          .update(orderStatusHistory)
          .set({ notes: "changed" })
          .where(eq(orderStatusHistory.orderId, fx.historyOrderId)),
    ];
    for (const change of changes) {
      const before = await dbFingerprint(t.db);
      await change();
      expect(await dbFingerprint(t.db)).not.toBe(before);
    }
  });

  async function run(route: (typeof API_ROUTES)[number], c: HostileCase): Promise<string[]> {
    const headers: Record<string, string> = {};
    if (!c.noAuth && route.access === "seller") headers.authorization = `Bearer ${fx.seller.token}`;
    if (!c.noAuth && (route.access === "customer" || route.access === "customer-or-seller"))
      headers.authorization = `Bearer ${fx.customer.token}`;
    Object.assign(headers, c.headers);
    const path = !c.path ? route.path : c.path.startsWith("?") ? `${route.path}${c.path}` : c.path;
    const res = await t.app.request(path, { method: route.method, headers, body: c.body });
    const text = await res.text();
    const problems = answerProblems(res, text, c.sent, {
      document: "document" in route,
      download: "download" in route,
    });
    const refused = res.status >= 400 && res.status < 500;
    const ok = res.status >= 200 && res.status < 300;
    if (c.expect === "refuse" && !refused) problems.push(`not refused (${res.status})`);
    if (c.expect === "accept" && !ok) problems.push(`not accepted (${res.status})`);
    if (c.status !== undefined && res.status !== c.status)
      problems.push(`status ${res.status}, expected ${c.status}`);
    const now = await dbFingerprint(t.db);
    if (refused && now !== last) problems.push("refused, yet the database changed");
    last = now;
    return problems.map((p) => `${routeKey(route)} [${c.label}]: ${p} — ${text.slice(0, 160)}`);
  }

  for (const route of API_ROUTES) {
    it(`${routeKey(route)}: hostile input is refused clearly, never crashes, changes nothing`, async () => {
      const random = seededRandom(SEED + routeKey(route).length * 7919);
      const cases = await ROUTE_CASES[routeKey(route) as ApiRouteKey](fx, random);
      last = await dbFingerprint(t.db);
      const problems: string[] = [];
      for (const c of cases) problems.push(...(await run(route, c)));
      expect(problems).toEqual([]);
      expect(cases.length).toBeGreaterThan(5);
    });
  }

  it("no request polluted Object.prototype", () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, "polluted")).toBe(false);
  });

  it("unknown /api paths and methods answer a short JSON 404, whatever the path", async () => {
    for (const [method, path] of [
      ["DELETE", "/api/cart/update"],
      ["PATCH", "/api/user/update"],
      ["GET", `/api/${"x".repeat(10_000)}`],
      ["GET", "/api/%E0%A4%A"],
      ["GET", "/api/..%2F..%2Fetc%2Fpasswd"],
      ["POST", "/api/order/status-history/x"],
    ] as const) {
      const res = await t.app.request(path, { method });
      const text = await res.text();
      expect(res.status, path.slice(0, 60)).toBe(404);
      expect(answerProblems(res, text, [path])).toEqual([]);
    }
  });

  it("the catalogue service drops NUL from a search, as a page's loader passes it unvalidated", async () => {
    const page = await queryProducts(t.db, { search: "sar\u0000dines", category: "\u0000" });
    expect(page.products.map((p) => p.name)).toEqual(["Robust Sardines"]);
  });

  it("/media and /images never serve a file outside their folder", async () => {
    const secret = "TOP-SECRET-CONTENT";
    writeFileSync(join(t.dataDir, "secret.txt"), secret);
    writeFileSync(join(t.deps.mediaDir, "abcdefabcdefabcdefabcdefabcdefab.webp"), "RIFF....WEBP");
    const attempts = [
      "..%2fsecret.txt",
      "%2e%2e/secret.txt",
      "%2e%2e%2fsecret.txt",
      ".%2e/secret.txt",
      "..%5csecret.txt",
      "..\\secret.txt",
      "%252e%252e%252fsecret.txt",
      "....//secret.txt",
      "/../secret.txt",
      "%c0%ae%c0%ae/secret.txt",
      "abcdefabcdefabcdefabcdefabcdefab.webp%00.txt",
      "abcdefabcdefabcdefabcdefabcdefab.webp/../../secret.txt",
    ];
    for (const prefix of ["/media/", "/images/"]) {
      for (const attempt of attempts) {
        const res = await t.app.request(`${prefix}${attempt}`);
        const body = await res.text();
        expect(res.status, `${prefix}${attempt}`).toBe(404);
        expect(body).not.toContain(secret);
      }
    }
    for (const range of [
      "bytes=999999999-",
      "bytes=-0",
      "bytes=abc",
      "bytes=5-1",
      `bytes=${"9".repeat(400)}-`,
    ]) {
      const res = await t.app.request("/media/abcdefabcdefabcdefabcdefabcdefab.webp", {
        headers: { range },
      });
      expect([200, 206, 416], range).toContain(res.status);
    }
  });

  it("a proxy's request id is echoed only when it is a plain token", async () => {
    const plain = await t.app.request("/api/health", {
      headers: { "x-request-id": "edge-123.abc" },
    });
    expect(plain.headers.get("x-request-id")).toBe("edge-123.abc");
    for (const id of ["has spaces", "<script>", "x".repeat(65), "ÿ"]) {
      const res = await t.app.request("/api/health", { headers: { "x-request-id": id } });
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("the order statuses the seller may filter by are exactly the domain's", async () => {
    for (const status of ORDER_STATUSES) {
      const res = await t.call("GET", `/api/order/by-status/${encodeURIComponent(status)}`, {
        token: fx.seller.token,
      });
      expect(res.status, status).toBe(200);
    }
    const unknownId = randomUUID();
    const res = await t.call("GET", `/api/order/status-history/${unknownId}`, {
      token: fx.customer.token,
    });
    expect(res.status).toBe(404);
  });

  it("an unexpected failure answers a plain 500 and logs the SQL and the reason, never the query's parameters", async () => {
    // A constraint the API does not know about makes one insert fail in the database.
    try {
      await t.db.execute(
        sql`ALTER TABLE users ADD CONSTRAINT robustness_no_vera CHECK (name <> 'Vera Failing')`,
      );
      const logged: string[] = [];
      // The logger writes one JSON line per entry to stderr.
      const spy = vi.spyOn(process.stderr, "write").mockImplementation((line: unknown) => {
        logged.push(...String(line).split("\n").filter(Boolean));
        return true;
      });
      const res = await t.call("POST", "/api/user/register", {
        json: { name: "Vera Failing", email: "vera.private@example.com", password: "secret123" },
      });
      spy.mockRestore();
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        success: false,
        message: "Something went wrong on our side. Please try again.",
      });
      expect(logged).toHaveLength(1);
      const entry = JSON.parse(logged[0] as string) as {
        error: string;
        cause: string;
        stack: string;
      };
      expect(entry.error).toMatch(/^Failed query: insert into "users"/);
      expect(entry.cause).toMatch(/robustness_no_vera/);
      for (const secret of ["vera.private@example.com", "$argon2id$", "Vera Failing"])
        expect(logged[0], secret).not.toContain(secret);
    } finally {
      await t.db.execute(sql`ALTER TABLE users DROP CONSTRAINT IF EXISTS robustness_no_vera`);
    }
  });

  it("races: five simultaneous adds at 19 saved addresses: one is stored, four are refused, the cap holds", async () => {
    const owner = await registerCustomer(t);
    for (let i = 0; i < 19; i++) {
      const res = await t.call("POST", "/api/address/add", {
        token: owner.token,
        json: { address: addressInput({ street: `${i} Rizal St` }) },
      });
      expect(res.status).toBe(201);
    }
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.call("POST", "/api/address/add", {
          token: owner.token,
          json: { address: addressInput({ street: `Race ${i}` }) },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400, 400, 400]);
    for (const r of results.filter((x) => x.status === 400))
      expect(r.body).toEqual({ success: false, message: "You can save at most 20 addresses" });
    const listed = await t.call<{ addresses: unknown[] }>("GET", "/api/address/get", {
      token: owner.token,
    });
    expect(listed.body.addresses).toHaveLength(20);
  });

  it("races: three simultaneous registrations of one email: one account, two refusals", async () => {
    const email = `race-${randomUUID()}@example.com`;
    const results = await Promise.all(
      ["A", "B", "C"].map((name) =>
        t.call("POST", "/api/user/register", { json: { name, email, password: "secret123" } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });
});
