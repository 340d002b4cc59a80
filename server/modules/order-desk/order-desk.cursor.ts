import { isUuid } from "../../lib/ids";

/**
 * A page cursor names the last order of the page; the next page starts after that order's
 * (createdAt, id). Keeping the id, not the time, keeps the database's microseconds exact.
 */
const PREFIX = "o1:";

export function encodeCursor(orderId: string): string {
  return Buffer.from(`${PREFIX}${orderId}`).toString("base64url");
}

/** The order id in a cursor, or null when it is not one this server made. */
export function decodeCursor(cursor: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  if (!text.startsWith(PREFIX)) return null;
  const id = text.slice(PREFIX.length);
  return isUuid(id) ? id : null;
}
