import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE_MESSAGES } from "@domain/staff-roles";
import { sellers } from "../../db/schema";
import { createTestContext, DB_KIND, type TestContext } from "../../test/harness";
import { HttpError } from "../../http/errors";
import { changeRole, setActive } from "./staff.service";
import { person, snapshot, staffCall } from "./staff-test-helpers";

const actor = (id: string) => ({ type: "seller" as const, id, name: "An owner" });

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const activeOwners = async () =>
  (await t.db.select().from(sellers).where(eq(sellers.role, "owner"))).filter(
    (r) => r.disabledAt === null,
  );

describe(`the store keeps one active owner (${DB_KIND})`, () => {
  it("the last active owner can be neither disabled nor demoted; nothing changes", async () => {
    const only = await person(t, "owner");
    const before = await snapshot(t);
    for (const [path, body] of [
      ["/active", { id: only.id, active: false }],
      ["/role", { id: only.id, role: "staff" }],
      ["/role", { id: only.id, role: "rider" }],
    ] as const) {
      const res = await staffCall(t, only.token, path, body);
      expect(res.status, path).toBe(409);
      expect(res.body.message).toBe(ROLE_MESSAGES.LAST_OWNER);
    }
    expect(await snapshot(t)).toBe(before);
    // A disabled owner does not count: with one, the active one is still the last.
    const asleep = await person(t, "owner");
    await staffCall(t, only.token, "/active", { id: asleep.id, active: false });
    const res = await staffCall(t, only.token, "/role", { id: only.id, role: "staff" });
    expect(res.status).toBe(409);
  });

  it("two owners demoting each other at the same moment leave one owner", async () => {
    for (let round = 0; round < 3; round++) {
      const a = await person(t, "owner");
      const b = await person(t, "owner");
      // Every other owner steps aside first, so these two are the store's only owners.
      for (const other of await activeOwners())
        if (other.id !== a.id && other.id !== b.id)
          await t.db.update(sellers).set({ role: "staff" }).where(eq(sellers.id, other.id));
      // Straight to the service, so both changes are past the door when they meet at the lock.
      const results = await Promise.allSettled([
        changeRole(t.db, actor(a.id), b.id, "staff"),
        setActive(t.db, actor(b.id), a.id, false),
      ]);
      const refused = results.filter((r) => r.status === "rejected");
      expect(refused, JSON.stringify(results)).toHaveLength(1);
      const reason = (refused[0] as PromiseRejectedResult).reason as HttpError;
      expect(reason.status).toBe(409);
      expect(reason.message).toBe(ROLE_MESSAGES.LAST_OWNER);
      expect(await activeOwners()).toHaveLength(1);
    }
  });
});
