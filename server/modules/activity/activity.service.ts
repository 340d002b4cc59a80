import { and, asc, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { manilaDayEnd, manilaDayStart } from "@domain/manila-time";
import type { Database } from "../../db/client";
import { MESSAGES } from "@domain/messages";
import { activityLog, products, sellers, type ActivityRow } from "../../db/schema";
import { badRequest, notFound } from "../../http/errors";
import { isUuid } from "../../lib/ids";
import { ACTIVITY_MESSAGES, DEFAULT_PAGE_SIZE, type ActivityQuery } from "./activity.schemas";

/** One line of the trail as the API answers it. */
export interface ActivityLine {
  id: string;
  actor: { type: ActivityRow["actorType"]; id: string | null; name: string };
  kind: ActivityRow["kind"];
  action: string;
  subjectId: string;
  subjectLabel: string;
  changes: Record<string, unknown>;
  createdAt: string;
}

export interface ActivityPage {
  entries: ActivityLine[];
  /** Give it back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/**
 * A cursor names the last line of the page; the next page starts after that line's
 * (createdAt, id), read back from the row so the database's microseconds stay exact.
 */
const PREFIX = "a1:";
export const encodeCursor = (id: number) => Buffer.from(`${PREFIX}${id}`).toString("base64url");

function decodeCursor(cursor: string): number {
  const text = /^[A-Za-z0-9_-]{1,200}$/.test(cursor)
    ? Buffer.from(cursor, "base64url").toString("utf8")
    : "";
  const id = text.startsWith(PREFIX) ? text.slice(PREFIX.length) : "";
  if (!/^\d{1,15}$/.test(id)) throw badRequest(ACTIVITY_MESSAGES.BAD_CURSOR);
  return Number(id);
}

const toLine = (row: ActivityRow): ActivityLine => ({
  id: String(row.id),
  actor: { type: row.actorType, id: row.actorId, name: row.actorName },
  kind: row.kind,
  action: row.action,
  subjectId: row.subjectId,
  subjectLabel: row.subjectLabel,
  changes: row.changes,
  createdAt: row.createdAt.toISOString(),
});

/** One page, newest first, of the lines the conditions keep (keyset on createdAt, id). */
async function page(
  db: Database,
  conditions: (SQL | undefined)[],
  cursor: string | undefined,
  limit = DEFAULT_PAGE_SIZE,
): Promise<ActivityPage> {
  if (cursor) {
    const after = decodeCursor(cursor);
    conditions.push(
      sql`(${activityLog.createdAt}, ${activityLog.id}) < (SELECT a.created_at, a.id FROM ${activityLog} a WHERE a.id = ${after})`,
    );
  }
  const rows = await db
    .select()
    .from(activityLog)
    .where(and(...conditions))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit + 1);
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown.at(-1);
  return { entries: shown.map(toLine), nextCursor: more && last ? encodeCursor(last.id) : null };
}

/** GET /api/seller/activity: by person, kind and Manila days, paged. */
export function listActivity(db: Database, query: ActivityQuery): Promise<ActivityPage> {
  return page(
    db,
    [
      query.person ? eq(activityLog.actorId, query.person) : undefined,
      query.kind ? eq(activityLog.kind, query.kind) : undefined,
      query.from ? gte(activityLog.createdAt, manilaDayStart(query.from)) : undefined,
      query.to ? lt(activityLog.createdAt, manilaDayEnd(query.to)) : undefined,
    ],
    query.cursor,
    query.limit,
  );
}

/** GET /api/seller/products/:id/activity: one product's own history, paged (404: no product). */
export async function productActivity(
  db: Database,
  productId: string,
  query: { cursor?: string; limit?: number },
): Promise<ActivityPage> {
  const [product] = isUuid(productId)
    ? await db.select({ id: products.id }).from(products).where(eq(products.id, productId))
    : [];
  if (!product) throw notFound(MESSAGES.PRODUCT_NOT_FOUND);
  return page(
    db,
    [eq(activityLog.subjectId, productId), eq(activityLog.kind, "product")],
    query.cursor,
    query.limit,
  );
}

/** The people the screen filters by: every back-office account, by name. */
export async function activityPeople(db: Database) {
  const rows = await db
    .select({ id: sellers.id, name: sellers.name, role: sellers.role })
    .from(sellers)
    .orderBy(asc(sellers.name), asc(sellers.id));
  return rows;
}
