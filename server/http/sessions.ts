// Reading a session token: what every authenticated call pays for. Here, beside the middleware
// that calls it, so server/http needs no module; the accounts module creates and ends sessions
// with the same hash and lifetime (server/modules/accounts/sessions.service.ts).
import { and, eq, gt } from "drizzle-orm";
import type { StaffRole } from "@domain/staff-roles";
import { createHash } from "node:crypto";
import type { Database } from "../db/client";
import { sellers, sessions, users } from "../db/schema";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type SessionRole = "customer" | "seller";
export interface ResolvedSession {
  role: SessionRole;
  subjectId: string;
  /**
   * The session's account, read in the same query; null when the account is gone or disabled.
   * A seller's account carries its role.
   */
  account: { id: string; name: string; email: string; role?: StaffRole } | null;
}

/** Only a token's hash is stored, so a database leak reveals no session. */
export const hashSessionToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function resolveSession(db: Database, token: string): Promise<ResolvedSession | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  // One round trip: the session and its account (every authenticated call pays for it).
  const [row] = await db
    .select({
      role: sessions.role,
      userId: sessions.userId,
      sellerId: sessions.sellerId,
      user: { id: users.id, name: users.name, email: users.email },
      seller: {
        id: sellers.id,
        name: sellers.name,
        email: sellers.email,
        role: sellers.role,
        disabledAt: sellers.disabledAt,
      },
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(sellers, eq(sellers.id, sessions.sellerId))
    .where(and(eq(sessions.tokenHash, hashSessionToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  const subjectId = row.role === "customer" ? row.userId : row.sellerId;
  if (!subjectId) return null;
  if (row.role === "customer") {
    return { role: row.role, subjectId, account: row.user?.id ? row.user : null };
  }
  // Disabling an account deletes its sessions in the same transaction; this is the second lock.
  const seller = row.seller;
  if (!seller?.id || seller.disabledAt) return { role: row.role, subjectId, account: null };
  const { disabledAt: _disabled, ...account } = seller;
  return { role: row.role, subjectId, account };
}
