import { and, eq, lt, ne } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Database, Tx } from "../../db/client";
import { sessions } from "../../db/schema";
import {
  hashSessionToken as hashToken,
  SESSION_TTL_MS,
  type SessionRole,
} from "../../http/sessions";

export type { SessionRole };

/** Tokens are 256 random bits; only their hash is stored (server/http/sessions.ts). */
export async function createSession(
  db: Database,
  role: SessionRole,
  subjectId: string,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    role,
    userId: role === "customer" ? subjectId : null,
    sellerId: role === "seller" ? subjectId : null,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}

/** Deletes the session when the token is one of the given role (a seller token never logs a customer out). */
export async function revokeSession(db: Database, token: string, role: SessionRole): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.role, role)));
}

export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

/**
 * Ends every session of one account ("log out of all devices"), or every one but `keepToken`'s
 * (after a password change). Answers how many ended.
 */
export async function revokeAllSessions(
  db: Database | Tx,
  role: SessionRole,
  subjectId: string,
  keepToken?: string,
): Promise<number> {
  const owner =
    role === "customer" ? eq(sessions.userId, subjectId) : eq(sessions.sellerId, subjectId);
  const where = keepToken
    ? and(eq(sessions.role, role), owner, ne(sessions.tokenHash, hashToken(keepToken)))
    : and(eq(sessions.role, role), owner);
  const deleted = await db
    .delete(sessions)
    .where(where)
    .returning({ tokenHash: sessions.tokenHash });
  return deleted.length;
}
