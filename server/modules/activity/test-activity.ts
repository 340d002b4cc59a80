import { asc, eq, sql } from "drizzle-orm";
import type { StaffRole } from "@domain/staff-roles";
import { activityLog, sellers } from "../../db/schema";
import { loginAsSeller, type TestContext } from "../../test/harness";

/** Shared by the activity trail's API tests. */

/** A back-office person signed in, with a name and a role of the test's choosing. */
export async function signedInPerson(t: TestContext, name: string, role: StaffRole = "owner") {
  const { token, email } = await loginAsSeller(t);
  const [row] = await t.db
    .update(sellers)
    .set({ name, role })
    .where(eq(sellers.email, email))
    .returning({ id: sellers.id });
  return { token, id: (row as { id: string }).id, name };
}

/** The trail's lines about one subject, oldest first, straight from the database. */
export const trailOf = (t: TestContext, subjectId: string) =>
  t.db
    .select()
    .from(activityLog)
    .where(eq(activityLog.subjectId, subjectId))
    .orderBy(asc(activityLog.id));

export const trailCount = async (t: TestContext) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(activityLog))[0]?.n ?? 0;

/**
 * Makes the trail refuse any line whose subject is labelled `label`: a change whose line
 * cannot be written must not be committed either.
 */
export async function refuseTrailLinesLabelled(t: TestContext, label: string) {
  await t.db.execute(
    sql.raw(`
    CREATE OR REPLACE FUNCTION test_refuse_activity() RETURNS trigger AS $$
    BEGIN
      IF NEW.subject_label = '${label}' THEN RAISE EXCEPTION 'trail refused'; END IF;
      RETURN NEW;
    END $$ LANGUAGE plpgsql`),
  );
  await t.db.execute(
    sql.raw(`
    CREATE TRIGGER test_refuse_activity BEFORE INSERT ON activity_log
    FOR EACH ROW EXECUTE FUNCTION test_refuse_activity()`),
  );
  return async () => {
    await t.db.execute(sql.raw(`DROP TRIGGER test_refuse_activity ON activity_log`));
  };
}
