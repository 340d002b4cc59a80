import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import { randomInt } from "node:crypto";
import { ROLE_MESSAGES, type StaffRole } from "@domain/staff-roles";
import type { Database, Tx } from "../../db/client";
import { sellers, sessions } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { hashPassword } from "../../lib/passwords";
import { recordActivity, type ActivityActor } from "../activity/activity.record";
import { STAFF_MESSAGES, type AddStaffInput, type StaffMember } from "./staff.schemas";

/** Letters and digits that cannot be mistaken for one another when read aloud or copied. */
const PASSWORD_ALPHABET = "abcdefghjkmnpqrstuvwxyzACDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A first or reset password the owner reads to the person once: three groups of four. */
export function generatePassword(): string {
  const groups = Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join(
      "",
    ),
  );
  return groups.join("-");
}

const toMember = (row: typeof sellers.$inferSelect): StaffMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  active: row.disabledAt === null,
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db.select().from(sellers).orderBy(asc(sellers.createdAt), asc(sellers.id));
  return rows.map(toMember);
}

export async function addStaff(
  db: Database,
  actor: ActivityActor,
  input: AddStaffInput,
): Promise<{ member: StaffMember; generatedPassword?: string }> {
  const generatedPassword = input.password ? undefined : generatePassword();
  const passwordHash = await hashPassword(input.password ?? (generatedPassword as string));
  const member = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sellers)
      .values({ name: input.name, email: input.email, role: input.role, passwordHash })
      .onConflictDoNothing({ target: sellers.email })
      .returning();
    if (!row) throw new HttpError(409, STAFF_MESSAGES.EMAIL_TAKEN, { code: "EMAIL_TAKEN" });
    await recordActivity(tx, {
      actor,
      kind: "staff",
      action: "staff.added",
      subjectId: row.id,
      subjectLabel: row.name,
      changes: {
        name: { from: null, to: row.name },
        email: { from: null, to: row.email },
        role: { from: null, to: row.role },
      },
    });
    return toMember(row);
  });
  return { member, generatedPassword };
}

/**
 * Locks the person and every active owner, in id order (so two changes never wait on each
 * other in a circle), and answers the person and how many active owners there are. Run
 * inside the change's transaction: a second owner demoting or disabling at the same moment
 * waits here and then counts the owners as the first left them.
 */
async function lockPersonAndOwners(tx: Tx, id: string) {
  const rows = await tx
    .select()
    .from(sellers)
    .where(or(eq(sellers.id, id), and(eq(sellers.role, "owner"), isNull(sellers.disabledAt))))
    .orderBy(asc(sellers.id))
    .for("update");
  const person = rows.find((r) => r.id === id);
  if (!person) throw new HttpError(404, STAFF_MESSAGES.NOT_FOUND);
  const activeOwners = rows.filter((r) => r.role === "owner" && r.disabledAt === null).length;
  return { person, activeOwners };
}

const isActiveOwner = (row: typeof sellers.$inferSelect) =>
  row.role === "owner" && row.disabledAt === null;

function refuseLastOwner(): never {
  throw new HttpError(409, ROLE_MESSAGES.LAST_OWNER, { code: "LAST_OWNER" });
}

/** Ends every session of the person; their live streams close on every instance (a trigger's NOTIFY). */
const endSessions = (tx: Tx, id: string) => tx.delete(sessions).where(eq(sessions.sellerId, id));

/**
 * A new role; the person's sessions end so they sign in again and their back-office (and any
 * open order stream) matches the new role at once.
 */
export async function changeRole(
  db: Database,
  actor: ActivityActor,
  id: string,
  role: StaffRole,
): Promise<{ member: StaffMember; changed: boolean }> {
  return db.transaction(async (tx) => {
    const { person, activeOwners } = await lockPersonAndOwners(tx, id);
    if (person.role === role) return { member: toMember(person), changed: false };
    if (isActiveOwner(person) && activeOwners <= 1) refuseLastOwner();
    const [row] = await tx
      .update(sellers)
      .set({ role, updatedAt: sql`now()` })
      .where(eq(sellers.id, id))
      .returning();
    await endSessions(tx, id);
    await recordActivity(tx, {
      actor,
      kind: "staff",
      action: "staff.role",
      subjectId: id,
      subjectLabel: person.name,
      changes: { role: { from: person.role, to: role } },
    });
    return { member: toMember(row!), changed: true };
  });
}

/** Disables (sessions end at once, in the same transaction) or enables a person. */
export async function setActive(
  db: Database,
  actor: ActivityActor,
  id: string,
  active: boolean,
): Promise<{ member: StaffMember; changed: boolean }> {
  return db.transaction(async (tx) => {
    const { person, activeOwners } = await lockPersonAndOwners(tx, id);
    if ((person.disabledAt === null) === active)
      return { member: toMember(person), changed: false };
    if (!active && isActiveOwner(person) && activeOwners <= 1) refuseLastOwner();
    const [row] = await tx
      .update(sellers)
      .set({ disabledAt: active ? null : sql`now()`, updatedAt: sql`now()` })
      .where(eq(sellers.id, id))
      .returning();
    if (!active) await endSessions(tx, id);
    await recordActivity(tx, {
      actor,
      kind: "staff",
      action: active ? "staff.enabled" : "staff.disabled",
      subjectId: id,
      subjectLabel: person.name,
      changes: { active: { from: !active, to: active } },
    });
    return { member: toMember(row!), changed: true };
  });
}

/** A new password (typed, or made here and answered once); every session of the person ends. */
export async function resetPassword(
  db: Database,
  actor: ActivityActor,
  id: string,
  typed: string | undefined,
): Promise<{ member: StaffMember; generatedPassword?: string }> {
  const generatedPassword = typed ? undefined : generatePassword();
  const passwordHash = await hashPassword(typed ?? (generatedPassword as string));
  const member = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(sellers)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(sellers.id, id))
      .returning();
    if (!row) throw new HttpError(404, STAFF_MESSAGES.NOT_FOUND);
    await endSessions(tx, id);
    // The trail says that it happened, never the password or its hash.
    await recordActivity(tx, {
      actor,
      kind: "staff",
      action: "staff.password_reset",
      subjectId: id,
      subjectLabel: row.name,
      changes: {},
    });
    return toMember(row);
  });
  return { member, generatedPassword };
}
