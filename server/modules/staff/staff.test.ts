import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE_MESSAGES } from "@domain/staff-roles";
import { createTestContext, DB_KIND, type TestContext } from "../../test/harness";
import { ACCOUNT_MESSAGES } from "../accounts/accounts.service";
import { STAFF_MESSAGES } from "./staff.schemas";
import { activityOf, person, snapshot, staffCall, type StaffBody } from "./staff-test-helpers";

let t: TestContext;
let owner: Awaited<ReturnType<typeof person>>;
beforeAll(async () => {
  t = await createTestContext();
  owner = await person(t, "owner", "Aling Nena");
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.call<{ token: string; role: string }>("POST", "/api/seller/login", {
    json: { email, password },
  });

describe(`the owner's staff screen (${DB_KIND})`, () => {
  it("adds a person with a typed first password; they sign in with their role; the trail says who added whom", async () => {
    const added = await staffCall(t, owner.token, "", {
      name: "Jun Reyes",
      email: "Jun@Store.Test",
      role: "staff",
      password: "typed-pass-1",
    });
    expect(added.status).toBe(201);
    expect(added.body.generatedPassword).toBeUndefined();
    expect(added.body.member).toMatchObject({
      name: "Jun Reyes",
      email: "jun@store.test",
      role: "staff",
      active: true,
      lastSignInAt: null,
    });
    const signedIn = await login("jun@store.test", "typed-pass-1");
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.role).toBe("staff");
    const me = await t.call("GET", "/api/seller/me", { token: signedIn.body.token });
    expect(me.body.seller).toMatchObject({ name: "Jun Reyes", role: "staff" });

    const list = await staffCall(t, owner.token, "");
    const jun = list.body.staff.find((p) => p.email === "jun@store.test");
    expect(jun?.lastSignInAt).not.toBeNull();
    expect(JSON.stringify(list.body)).not.toMatch(/password|argon/i);

    const [line] = await activityOf(t, added.body.member.id);
    expect(line).toMatchObject({
      kind: "staff",
      action: "staff.added",
      actorId: owner.id,
      actorName: "Aling Nena",
      subjectLabel: "Jun Reyes",
      changes: { role: { from: null, to: "staff" }, email: { from: null, to: "jun@store.test" } },
    });
  });

  it("generates a first password when none is typed, answers it once and stores only its hash", async () => {
    const added = await staffCall(t, owner.token, "", {
      name: "Rider Ben",
      email: "ben@store.test",
      role: "rider",
    });
    expect(added.status).toBe(201);
    const generated = added.body.generatedPassword!;
    expect(generated).toMatch(/^[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}$/);
    expect((await login("ben@store.test", generated)).status).toBe(200);
    const trail = JSON.stringify(await activityOf(t, added.body.member.id));
    expect(trail).not.toContain(generated);
    expect(JSON.stringify((await staffCall(t, owner.token, "")).body)).not.toContain(generated);
  });

  it("refuses a duplicate email and an unknown role clearly, changing nothing", async () => {
    const before = await snapshot(t);
    const duplicate = await staffCall(t, owner.token, "", {
      name: "Someone",
      email: "JUN@store.test",
      role: "staff",
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe(STAFF_MESSAGES.EMAIL_TAKEN);
    const unknown = await staffCall(t, owner.token, "", {
      name: "Someone",
      email: "new@store.test",
      role: "manager",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain(ROLE_MESSAGES.UNKNOWN_ROLE);
    const target = await person(t, "staff");
    const after = await snapshot(t);
    const unknownChange = await staffCall(t, owner.token, "/role", { id: target.id, role: "boss" });
    expect(unknownChange.status).toBe(400);
    expect(unknownChange.body.message).toContain(ROLE_MESSAGES.UNKNOWN_ROLE);
    expect(await snapshot(t)).toBe(after);
    expect(before).not.toBe(after); // only the person made for the role change
    const missing = await staffCall(t, owner.token, "/role", { id: "no-such-id", role: "staff" });
    expect(missing.status).toBe(404);
  });

  it("a role change ends the person's sessions and is recorded from → to", async () => {
    const jun = await person(t, "staff", "Jun Two");
    const changed = await staffCall(t, owner.token, "/role", { id: jun.id, role: "rider" });
    expect(changed.status).toBe(200);
    expect(changed.body.member.role).toBe("rider");
    expect((await t.call("GET", "/api/seller/me", { token: jun.token })).status).toBe(401);
    const [line] = await activityOf(t, jun.id);
    expect(line).toMatchObject({
      action: "staff.role",
      changes: { role: { from: "staff", to: "rider" } },
    });
  });

  it("disabling ends every session at once; the right password is then refused as disabled, a wrong one as before; enabling lets them back", async () => {
    const ana = await person(t, "staff", "Ana");
    const second = await login(ana.email, ana.password);
    const disabled = await staffCall(t, owner.token, "/active", { id: ana.id, active: false });
    expect(disabled.status).toBe(200);
    expect(disabled.body.message).toBe(STAFF_MESSAGES.DISABLED);
    for (const token of [ana.token, second.body.token]) {
      const res = await t.call("GET", "/api/order/seller", { token });
      expect(res.status).toBe(401);
    }
    const right = await login(ana.email, ana.password);
    expect(right.status).toBe(403);
    expect((right.body as unknown as StaffBody).message).toBe(ROLE_MESSAGES.ACCOUNT_DISABLED);
    const wrong = await login(ana.email, "not-her-password");
    expect(wrong.status).toBe(401);
    expect((wrong.body as unknown as StaffBody).message).toBe(ACCOUNT_MESSAGES.BAD_CREDENTIALS);

    const enabled = await staffCall(t, owner.token, "/active", { id: ana.id, active: true });
    expect(enabled.body.member.active).toBe(true);
    expect((await login(ana.email, ana.password)).status).toBe(200);
    const actions = (await activityOf(t, ana.id)).map((l) => l.action);
    expect(actions).toEqual(expect.arrayContaining(["staff.disabled", "staff.enabled"]));
  });

  it("a reset password (generated or typed) replaces the old one and ends their sessions; the trail holds no password", async () => {
    const rosa = await person(t, "staff", "Rosa");
    const reset = await staffCall(t, owner.token, "/password", { id: rosa.id });
    const generated = reset.body.generatedPassword!;
    expect(reset.status).toBe(200);
    expect((await t.call("GET", "/api/seller/me", { token: rosa.token })).status).toBe(401);
    expect((await login(rosa.email, rosa.password)).status).toBe(401);
    expect((await login(rosa.email, generated)).status).toBe(200);
    const typed = await staffCall(t, owner.token, "/password", {
      id: rosa.id,
      password: "typed-again-9",
    });
    expect(typed.body.generatedPassword).toBeUndefined();
    expect((await login(rosa.email, "typed-again-9")).status).toBe(200);
    const short = await staffCall(t, owner.token, "/password", { id: rosa.id, password: "short" });
    expect(short.status).toBe(400);
    const trail = JSON.stringify(await activityOf(t, rosa.id));
    expect(trail).toContain("staff.password_reset");
    expect(trail).not.toMatch(/typed-again-9|argon2|\$argon/);
  });
});
