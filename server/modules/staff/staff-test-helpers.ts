import { desc, eq } from "drizzle-orm";
import { activityLog, sellers } from "../../db/schema";
import type { TestContext } from "../../test/harness";
import { upsertSeller } from "../accounts/accounts.service";
import type { StaffMember } from "./staff.schemas";

export type StaffBody = {
  success: boolean;
  message: string;
  member: StaffMember;
  generatedPassword?: string;
  staff: StaffMember[];
  code?: string;
};

let people = 0;

/** A back-office person of the given role, signed in: their id, email, password and token. */
export async function person(t: TestContext, role: "owner" | "staff" | "rider", name?: string) {
  const email = `${role}-${++people}@staff.test`;
  const password = "person-pass-123";
  await upsertSeller(t.db, email, password, name ?? `${role} ${people}`, role);
  const res = await t.call<{ token: string }>("POST", "/api/seller/login", {
    json: { email, password },
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  const [row] = await t.db.select().from(sellers).where(eq(sellers.email, email));
  return { id: row!.id, email, password, token: res.body.token };
}

/** The owner's staff call, as that owner. */
export const staffCall = (t: TestContext, token: string, path: string, json?: unknown) =>
  t.call<StaffBody>(json === undefined ? "GET" : "POST", `/api/seller/staff${path}`, {
    token,
    json,
  });

export const activityOf = (t: TestContext, subjectId: string) =>
  t.db
    .select()
    .from(activityLog)
    .where(eq(activityLog.subjectId, subjectId))
    .orderBy(desc(activityLog.createdAt));

/** Everything a refusal must leave as it was. */
export async function snapshot(t: TestContext) {
  const rows = await t.db.select().from(sellers).orderBy(sellers.id);
  const trail = await t.db.select().from(activityLog);
  return JSON.stringify({ rows, trail: trail.length });
}
