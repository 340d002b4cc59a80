import { eq, sql } from "drizzle-orm";
import { MESSAGES } from "@domain/messages";
import { ROLE_MESSAGES, type StaffRole } from "@domain/staff-roles";
import type { Database } from "../../db/client";
import { sellers, users, type CartItems } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../../lib/passwords";
import type { ChangePasswordInput, LoginInput, RegisterInput } from "./accounts.schemas";
import { createSession, revokeAllSessions, type SessionRole } from "./sessions.service";

// The spec's own words come from domain/messages.ts, so the API and the toasts never drift.
export const ACCOUNT_MESSAGES = {
  REGISTERED: MESSAGES.REGISTER_SUCCESS,
  EMAIL_TAKEN: "An account with this email already exists. Please log in instead.",
  BAD_CREDENTIALS: "Invalid email or password",
  LOGGED_IN: MESSAGES.LOGIN_SUCCESS,
  LOGGED_OUT: MESSAGES.LOGOUT_SUCCESS,
  PROFILE_UPDATED: MESSAGES.PROFILE_UPDATED,
  SELLER_LOGGED_IN: MESSAGES.SELLER_LOGIN_SUCCESS,
  SELLER_ME: "Signed in",
} as const;

export interface PublicUser {
  _id: string;
  name: string;
  email: string;
  cartItems: CartItems;
}

function toPublicUser(row: typeof users.$inferSelect): PublicUser {
  return { _id: row.id, name: row.name, email: row.email, cartItems: row.cartItems ?? {} };
}

export async function registerUser(db: Database, input: RegisterInput) {
  const passwordHash = await hashPassword(input.password);
  const inserted = await db
    .insert(users)
    .values({ name: input.name, email: input.email, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning();
  const row = inserted[0];
  if (!row) throw new HttpError(409, ACCOUNT_MESSAGES.EMAIL_TAKEN);
  const token = await createSession(db, "customer", row.id);
  return { user: toPublicUser(row), token };
}

export async function loginUser(db: Database, input: LoginInput) {
  const [row] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  if (!row) {
    await verifyAgainstDummy(input.password);
    throw new HttpError(401, ACCOUNT_MESSAGES.BAD_CREDENTIALS);
  }
  if (!(await verifyPassword(row.passwordHash, input.password))) {
    throw new HttpError(401, ACCOUNT_MESSAGES.BAD_CREDENTIALS);
  }
  const token = await createSession(db, "customer", row.id);
  return { user: toPublicUser(row), token };
}

export async function getUser(db: Database, userId: string): Promise<PublicUser | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ? toPublicUser(row) : null;
}

export async function updateUserName(db: Database, userId: string, name: string) {
  await db
    .update(users)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function loginSeller(db: Database, input: LoginInput) {
  const [row] = await db.select().from(sellers).where(eq(sellers.email, input.email)).limit(1);
  if (!row) {
    await verifyAgainstDummy(input.password);
    throw new HttpError(401, ACCOUNT_MESSAGES.BAD_CREDENTIALS);
  }
  if (!(await verifyPassword(row.passwordHash, input.password))) {
    throw new HttpError(401, ACCOUNT_MESSAGES.BAD_CREDENTIALS);
  }
  // Said only after the right password, so the answer reveals nothing to a guesser.
  if (row.disabledAt) {
    throw new HttpError(403, ROLE_MESSAGES.ACCOUNT_DISABLED, { code: "ACCOUNT_DISABLED" });
  }
  const token = await createSession(db, "seller", row.id);
  await db
    .update(sellers)
    .set({ lastSignInAt: sql`now()` })
    .where(eq(sellers.id, row.id));
  return { token, role: row.role };
}

/**
 * Creates the seller account, or sets its password when it exists (used at start and by
 * seller:add). A new account is an owner unless a role is given; an existing one keeps its role.
 */
export async function upsertSeller(
  db: Database,
  email: string,
  password: string,
  name = "Store owner",
  role: StaffRole = "owner",
) {
  const passwordHash = await hashPassword(password);
  const normalized = email.trim().toLowerCase();
  await db
    .insert(sellers)
    .values({ email: normalized, passwordHash, name, role })
    .onConflictDoUpdate({ target: sellers.email, set: { passwordHash, updatedAt: sql`now()` } });
}

export async function countSellers(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sellers);
  return row?.n ?? 0;
}

export const PASSWORD_MESSAGES = {
  WRONG_CURRENT: "Your current password is not correct",
  CHANGED: "Password changed. You were logged out on your other devices.",
  LOGGED_OUT_ALL: "Logged out on all devices",
} as const;

/**
 * Checks the current password and sets the new one; every other session of the account ends,
 * the one making the change stays. A wrong current password is a 400
 * with code WRONG_PASSWORD (not 401: the caller is logged in) and changes nothing.
 */
export async function changePassword(
  db: Database,
  role: SessionRole,
  subjectId: string,
  input: ChangePasswordInput,
  keepToken: string,
): Promise<void> {
  const table = role === "customer" ? users : sellers;
  const [row] = await db
    .select({ passwordHash: table.passwordHash })
    .from(table)
    .where(eq(table.id, subjectId))
    .limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword)))
    throw new HttpError(400, PASSWORD_MESSAGES.WRONG_CURRENT, { code: "WRONG_PASSWORD" });
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(table)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(table.id, subjectId));
    await revokeAllSessions(tx, role, subjectId, keepToken);
  });
}
