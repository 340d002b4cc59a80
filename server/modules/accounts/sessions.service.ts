import { and, eq, gt, lt, ne } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import type { Database, Tx } from "../../db/client";
import { sellers, sessions, users } from "../../db/schema";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type SessionRole = "customer" | "seller";
export interface ResolvedSession {
  role: SessionRole;
  subjectId: string;
  /** The session's account, read in the same query; null when the account is gone. */
  account: { id: string; name: string; email: string } | null;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Tokens are 256 random bits; only their hash is stored, so a database leak reveals no session. */
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

export async function resolveSession(db: Database, token: string): Promise<ResolvedSession | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  // One round trip: the session and its account (every authenticated call pays for it).
  const [row] = await db
    .select({
      role: sessions.role,
      userId: sessions.userId,
      sellerId: sessions.sellerId,
      user: { id: users.id, name: users.name, email: users.email },
      seller: { id: sellers.id, name: sellers.name, email: sellers.email },
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(sellers, eq(sellers.id, sessions.sellerId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  const subjectId = row.role === "customer" ? row.userId : row.sellerId;
  const account = row.role === "customer" ? row.user : row.seller;
  return subjectId ? { role: row.role, subjectId, account: account?.id ? account : null } : null;
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
