/** Row ids are UUIDs (randomUUID in db/schema.ts). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True when `id` could name a row. Anything else names none, so it is answered as unknown
 * without a query: a client's `../x`, NUL or 10 000-character id never reaches the database.
 */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
