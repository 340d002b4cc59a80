import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, DB_KIND, type TestContext } from "../../test/harness";
import { openSecondInstance, type SecondInstance } from "../../test/second-instance";
import { openSseStream, type RequestTarget, type SseReader } from "../order-events/sse-client";
import { person, staffCall } from "./staff-test-helpers";

// Disabling a person, changing their role or resetting their password closes their live order
// streams at once: on this instance, and (on PostgreSQL) on another one.
let t: TestContext;
let owner: Awaited<ReturnType<typeof person>>;
const open: SseReader[] = [];
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const stream = (token: string, app: RequestTarget = t.app) =>
  openSseStream(app, "/api/events/seller", bearer(token), open);

beforeAll(async () => {
  t = await createTestContext();
  owner = await person(t, "owner");
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((r) => r.close()));
});
afterAll(() => t.close());

describe(`a person's live streams end with their access (${DB_KIND})`, () => {
  it.each([
    ["disabled", "/active", { active: false }],
    ["made a rider", "/role", { role: "rider" }],
    ["given a new password", "/password", {}],
  ] as const)("when they are %s", async (_what, path, change) => {
    const staff = await person(t, "staff");
    const theirs = await stream(staff.token);
    const ownersOwn = await stream(owner.token);
    const res = await staffCall(t, owner.token, path, { id: staff.id, ...change });
    expect(res.status).toBe(200);
    await theirs.untilEnded(5_000);
    expect(theirs.ended).toBe(true);
    expect(ownersOwn.ended).toBe(false);
  });

  describe.runIf(DB_KIND === "postgres")("on another instance of one PostgreSQL", () => {
    let b: SecondInstance;
    beforeAll(async () => {
      b = await openSecondInstance(t);
    });
    afterAll(async () => {
      await Promise.all(open.splice(0).map((r) => r.close()));
      await b.close();
    });

    it("disabling on instance A ends the person's stream on instance B", async () => {
      const staff = await person(t, "staff");
      const onB = await stream(staff.token, b.app);
      const res = await staffCall(t, owner.token, "/active", { id: staff.id, active: false });
      expect(res.status).toBe(200);
      await onB.untilEnded(5_000);
      expect(onB.ended).toBe(true);
    });
  });
});
