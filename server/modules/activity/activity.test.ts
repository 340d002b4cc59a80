// GET /api/seller/activity (owner): filters by person, kind and Manila days, keyset pages;
// GET /api/seller/products/:id/activity (products.edit); the people to filter by.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE_MESSAGES } from "@domain/staff-roles";
import { MESSAGES } from "@domain/messages";
import { activityLog } from "../../db/schema";
import { createProduct } from "../../test/factories";
import { createTestContext, DB_KIND, registerCustomer, type TestContext } from "../../test/harness";
import type { ActivityLine } from "./activity.service";
import { ACTIVITY_MESSAGES } from "./activity.schemas";
import { signedInPerson } from "./test-activity";

type PageBody = { success: boolean; entries: ActivityLine[]; nextCursor: string | null };
type Person = Awaited<ReturnType<typeof signedInPerson>>;

describe(`GET /api/seller/activity (${DB_KIND})`, () => {
  let t: TestContext;
  let owner: Person;
  let staff: Person;
  let rider: Person;
  let PRODUCT: string;
  beforeAll(async () => {
    t = await createTestContext();
    PRODUCT = (await createProduct(t.db, { name: "Line product" })).id;
    owner = await signedInPerson(t, "Ana", "owner");
    staff = await signedInPerson(t, "Jun", "staff");
    rider = await signedInPerson(t, "Rico", "rider");
    // 45 lines over three Manila days (Nov 24, 25, 26), several sharing one instant.
    const rows = Array.from({ length: 45 }, (_, i) => {
      const who = i % 3 === 0 ? staff : owner;
      return {
        actorType: "seller" as const,
        actorId: who.id,
        actorName: who.name,
        kind: i % 2 === 0 ? ("product" as const) : ("order" as const),
        action: i % 2 === 0 ? "product.updated" : "order.status",
        subjectId: i % 5 === 0 ? PRODUCT : `subject-${i}`,
        subjectLabel: `Line ${i}`,
        changes: { n: i },
        // Every third line shares its instant with the one before: the id breaks the tie.
        createdAt: new Date(Date.UTC(2026, 10, 23, 16, 0, 0) + Math.floor(i / 3) * 4 * 3600_000),
      };
    });
    await t.db.insert(activityLog).values(rows);
  }, 300_000);
  afterAll(() => t.close());

  const get = (query: string, token = owner.token) =>
    t.call<PageBody>("GET", `/api/seller/activity${query}`, { token });

  async function everyPage(query: string) {
    const seen: ActivityLine[] = [];
    let cursor: string | null = null;
    do {
      const sep = query ? "&" : "?";
      const res = await get(`${query}${cursor ? `${sep}cursor=${cursor}` : ""}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      seen.push(...res.body.entries);
      cursor = res.body.nextCursor;
    } while (cursor);
    return seen;
  }

  it("newest first, pages of `limit` with no gaps or repeats", async () => {
    const first = await get("");
    expect(first.body.entries).toHaveLength(30);
    const all = await everyPage("?limit=7");
    expect(all.map((l) => l.subjectLabel)).toEqual(
      Array.from({ length: 45 }, (_, i) => `Line ${44 - i}`),
    );
    expect(new Set(all.map((l) => l.id)).size).toBe(45);
    expect(all[0]).toMatchObject({
      actor: { type: "seller", id: owner.id, name: "Ana" },
      kind: "product",
      changes: { n: 44 },
    });
  });

  it("filters by person and kind, together and with paging", async () => {
    const jun = await everyPage(`?person=${staff.id}&limit=4`);
    expect(jun).toHaveLength(15);
    expect(jun.every((l) => l.actor.id === staff.id)).toBe(true);
    const orders = await everyPage("?kind=order&limit=10");
    expect(orders).toHaveLength(22);
    expect(orders.every((l) => l.kind === "order")).toBe(true);
    const both = await everyPage(`?kind=product&person=${staff.id}`);
    expect(both.map((l) => l.subjectLabel)).toEqual([
      "Line 42",
      "Line 36",
      "Line 30",
      "Line 24",
      "Line 18",
      "Line 12",
      "Line 6",
      "Line 0",
    ]);
    expect((await get("?kind=staff")).body.entries).toEqual([]);
  });

  it("from and to are Manila calendar days, both inclusive", async () => {
    // Lines 0-17 fall on Nov 24 in Manila, 18-35 on Nov 25 (line 18 at 00:00 +08:00), 36-44 on Nov 26.
    const day = await everyPage("?from=2026-11-25&to=2026-11-25");
    expect(day.map((l) => l.subjectLabel).at(-1)).toBe("Line 18");
    expect(day.map((l) => l.subjectLabel)[0]).toBe("Line 35");
    const from = await everyPage("?from=2026-11-26");
    expect(from.at(-1)?.subjectLabel).toBe("Line 36");
    const to = await everyPage("?to=2026-11-24");
    expect(to).toHaveLength(18);
  });

  it("one product's history, for staff too", async () => {
    const res = await t.call<PageBody>("GET", `/api/seller/products/${PRODUCT}/activity?limit=3`, {
      token: staff.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.entries.map((l) => l.subjectLabel)).toEqual(["Line 40", "Line 30", "Line 20"]);
    const next = await t.call<PageBody>(
      "GET",
      `/api/seller/products/${PRODUCT}/activity?limit=3&cursor=${res.body.nextCursor}`,
      { token: staff.token },
    );
    expect(next.body.entries.map((l) => l.subjectLabel)).toEqual(["Line 10", "Line 0"]);
    expect(next.body.nextCursor).toBeNull();
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-product"]) {
      const missing = await t.call("GET", `/api/seller/products/${id}/activity`, {
        token: staff.token,
      });
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ message: MESSAGES.PRODUCT_NOT_FOUND });
    }
  });

  it("the people to filter by: every back-office account", async () => {
    const res = await t.call<{ people: { id: string; name: string }[] }>(
      "GET",
      "/api/seller/activity/people",
      { token: owner.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.people.map((p) => p.name)).toEqual(["Ana", "Jun", "Rico"]);
  });

  it("only the owner reads the trail: staff and riders 403, a customer 403, a guest 401", async () => {
    for (const who of [staff, rider]) {
      const res = await get("", who.token);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: ROLE_MESSAGES.FORBIDDEN });
      const people = await t.call("GET", "/api/seller/activity/people", { token: who.token });
      expect(people.status).toBe(403);
    }
    const history = await t.call("GET", `/api/seller/products/${PRODUCT}/activity`, {
      token: rider.token,
    });
    expect(history.status).toBe(403);
    const customer = await registerCustomer(t);
    expect((await get("", customer.token)).status).toBe(403);
    expect((await t.call("GET", "/api/seller/activity")).status).toBe(401);
  });

  it.each([
    ["?kind=price", ACTIVITY_MESSAGES.KIND],
    ["?from=2026-02-30", "from must be a real date written YYYY-MM-DD"],
    ["?to=yesterday", "to must be a real date written YYYY-MM-DD"],
    ["?from=2026-11-26&to=2026-11-25", ACTIVITY_MESSAGES.FROM_AFTER_TO],
    ["?limit=0", ACTIVITY_MESSAGES.LIMIT],
    ["?limit=101", ACTIVITY_MESSAGES.LIMIT],
    ["?cursor=not-ours", ACTIVITY_MESSAGES.BAD_CURSOR],
    [`?cursor=${Buffer.from("o1:123").toString("base64url")}`, ACTIVITY_MESSAGES.BAD_CURSOR],
    ["?person=", "person must be a person's id"],
  ])("bad input %s → 400 naming the field", async (query, message) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect((res.body as unknown as { message: string }).message).toContain(message);
  });
});
