import { sql, type SQL } from "drizzle-orm";
import { createHash } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import type { MediaStore } from "../platform/media-store";
import { MEDIA_NAME } from "../platform/media-store";
import type { Database } from "./client";

/**
 * One-file backups of a store: gzip'd JSON lines.
 *   line 1      {"format":"minimart-backup","version":1,"createdAt":…,"tables":{name:[columns]}}
 *   then        {"t":table,"r":row}   one per row (row_to_json: bytea as \x hex, timestamps ISO)
 *               {"m":name,"d":base64} one per media file (from whichever media store is in use)
 *   last line   {"end":true,"rows":{table:n},"media":n,"sha256":hex of every line before it}
 * Tables are read generically from the public schema, so tables added later are included.
 */
export const BACKUP_FORMAT = "minimart-backup";
export const BACKUP_VERSION = 1;
/** Tables whose rows are not the shop's data (media rows travel as media lines). */
const SKIPPED_TABLES = new Set([
  "media_blobs",
  // The dashboard's daily rollups: derived from the orders, whose trigger refills them on restore.
  "sales_daily_places",
  "sales_daily_hours",
  "sales_daily_products",
  "sales_daily_riders",
  // The catalogue's change log: the products trigger writes it again as the products are
  // restored, and the transaction ids it holds belong to the database it was read from.
  "catalogue_changes",
]);

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

async function query<T>(db: Database, statement: SQL): Promise<T[]> {
  const result = await db.execute(statement);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Public tables in an order that satisfies foreign keys (referenced tables first). */
export async function tablesInDependencyOrder(db: Database): Promise<string[]> {
  const tables = (
    await query<{ name: string }>(
      db,
      sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).map((r) => r.name);
  const edges = await query<{ child: string; parent: string }>(
    db,
    sql`SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
        FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  const unquote = (s: string) => s.replace(/^"|"$/g, "").replace(/^public\./, "");
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set()]));
  for (const e of edges) {
    const child = unquote(e.child);
    const parent = unquote(e.parent);
    if (child !== parent) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (t: string, path: Set<string>) => {
    if (seen.has(t) || path.has(t)) return;
    path.add(t);
    for (const p of parents.get(t) ?? []) visit(p, path);
    seen.add(t);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

/** The columns a backup holds: generated ones are computed again on restore. */
async function columnsOf(db: Database, table: string): Promise<string[]> {
  return (
    await query<{ name: string }>(
      db,
      sql`SELECT column_name AS name FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER'
          ORDER BY ordinal_position`,
    )
  ).map((r) => r.name);
}

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** Builds the archive of everything in the database and the media store. */
export async function createBackup(
  db: Database,
  media: MediaStore,
): Promise<{ archive: Buffer; rows: Record<string, number>; media: number }> {
  const lines: string[] = [];
  const tables: Record<string, string[]> = {};
  const order = (await tablesInDependencyOrder(db)).filter((t) => !SKIPPED_TABLES.has(t));
  for (const t of order) tables[t] = await columnsOf(db, t);
  lines.push(
    JSON.stringify({
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      tables,
    }),
  );
  const rows: Record<string, number> = {};
  for (const t of order) {
    const found = await query<{ j: string }>(
      db,
      sql`SELECT row_to_json(x)::text AS j FROM ${ident(t)} x`,
    );
    rows[t] = found.length;
    for (const r of found) lines.push(`{"t":${JSON.stringify(t)},"r":${r.j}}`);
  }
  let mediaCount = 0;
  for (const { name } of (await media.list()).sort((a, b) => a.name.localeCompare(b.name))) {
    const data = await media.get(name);
    if (!data) continue;
    lines.push(JSON.stringify({ m: name, d: data.toString("base64") }));
    mediaCount++;
  }
  const sha256 = createHash("sha256").update(lines.join("\n")).digest("hex");
  lines.push(JSON.stringify({ end: true, rows, media: mediaCount, sha256 }));
  return { archive: gzipSync(lines.join("\n")), rows, media: mediaCount };
}

export interface ParsedBackup {
  createdAt: string;
  tables: Record<string, string[]>;
  rows: Map<string, unknown[]>;
  media: { name: string; data: Buffer }[];
}

/** Reads and fully checks an archive; throws BackupError with a clear reason. */
export function parseBackup(file: Buffer): ParsedBackup {
  let text: string;
  try {
    text = gunzipSync(file).toString("utf8");
  } catch {
    throw new BackupError("This file is not a store backup (not gzip data, or damaged).");
  }
  const lines = text.split("\n");
  let header: { format?: string; version?: number; createdAt?: string; tables?: unknown };
  try {
    header = JSON.parse(lines[0] ?? "");
  } catch {
    throw new BackupError("This file is not a store backup (no backup header).");
  }
  if (header?.format !== BACKUP_FORMAT)
    throw new BackupError("This file is not a store backup (unknown format).");
  if (header.version !== BACKUP_VERSION)
    throw new BackupError(
      `This backup has format version ${String(header.version)}; this store reads version ${BACKUP_VERSION}.`,
    );
  let trailer: { end?: boolean; sha256?: string; rows?: Record<string, number>; media?: number };
  try {
    trailer = JSON.parse(lines[lines.length - 1] ?? "");
  } catch {
    throw new BackupError("The backup is incomplete (its last line is missing or cut).");
  }
  if (!trailer?.end || typeof trailer.sha256 !== "string")
    throw new BackupError("The backup is incomplete (its last line is missing or cut).");
  const body = lines.slice(0, -1);
  if (createHash("sha256").update(body.join("\n")).digest("hex") !== trailer.sha256)
    throw new BackupError("The backup is damaged: its checksum does not match its content.");
  const tables = header.tables as Record<string, string[]>;
  const rows = new Map<string, unknown[]>(Object.keys(tables).map((t) => [t, []]));
  const media: { name: string; data: Buffer }[] = [];
  for (let i = 1; i < body.length; i++) {
    const entry = JSON.parse(body[i] as string) as {
      t?: string;
      r?: unknown;
      m?: string;
      d?: string;
    };
    if (entry.t !== undefined) {
      const list = rows.get(entry.t);
      if (!list) throw new BackupError(`The backup names a table it did not declare: ${entry.t}`);
      list.push(entry.r);
    } else if (entry.m !== undefined && MEDIA_NAME.test(entry.m) && typeof entry.d === "string") {
      media.push({ name: entry.m, data: Buffer.from(entry.d, "base64") });
    } else throw new BackupError(`The backup has an unreadable line (${i + 1}).`);
  }
  for (const [t, n] of Object.entries(trailer.rows ?? {}))
    if ((rows.get(t)?.length ?? -1) !== n)
      throw new BackupError(`The backup is damaged: table ${t} should have ${n} rows.`);
  if ((trailer.media ?? 0) !== media.length)
    throw new BackupError("The backup is damaged: the number of images does not match.");
  return { createdAt: String(header.createdAt), tables, rows, media };
}

/** True when the store holds any row (migration bookkeeping aside) or any media. */
export async function storeIsEmpty(db: Database, media: MediaStore): Promise<boolean> {
  for (const t of await tablesInDependencyOrder(db)) {
    const [row] = await query<{ any: boolean }>(
      db,
      sql`SELECT EXISTS (SELECT 1 FROM ${ident(t)}) AS any`,
    );
    if (row?.any) return false;
  }
  return (await media.list()).length === 0;
}

/**
 * Writes a parsed backup into the store, in one transaction: with `replace`, everything in
 * the store is removed first. The tables' columns must exist here (a backup from this or an
 * older version); columns the backup lacks take their defaults.
 */
export async function restoreBackup(
  db: Database,
  media: MediaStore,
  backup: ParsedBackup,
  options: { replace: boolean },
): Promise<void> {
  const order = await tablesInDependencyOrder(db);
  for (const [t, cols] of Object.entries(backup.tables)) {
    if (!order.includes(t))
      throw new BackupError(
        `The backup has a table this store does not know: ${t} (a newer version?)`,
      );
    const here = new Set(await columnsOf(db, t));
    const missing = cols.filter((c) => !here.has(c));
    if (missing.length)
      throw new BackupError(
        `The backup has columns this store does not know: ${t}.${missing.join(", ")} (a newer version?)`,
      );
  }
  await db.transaction(async (tx) => {
    if (options.replace) {
      await tx.execute(sql.raw(`TRUNCATE ${order.map((t) => `"${t}"`).join(", ")} CASCADE`));
    }
    for (const t of order) {
      const rows = backup.rows.get(t);
      const cols = backup.tables[t];
      if (!rows || !cols || rows.length === 0) continue;
      const list = sql.join(cols.map(ident), sql`, `);
      for (let i = 0; i < rows.length; i += 500) {
        const chunk = JSON.stringify(rows.slice(i, i + 500));
        await tx.execute(
          sql`INSERT INTO ${ident(t)} (${list}) SELECT ${list} FROM json_populate_recordset(null::${ident(t)}, ${chunk}::json)`,
        );
      }
    }
    // Serial columns continue after the restored ids.
    const serials = await query<{ t: string; c: string }>(
      tx as unknown as Database,
      sql`SELECT table_name AS t, column_name AS c FROM information_schema.columns
          WHERE table_schema = 'public' AND column_default LIKE 'nextval(%'`,
    );
    for (const { t, c } of serials) {
      await tx.execute(
        sql`SELECT setval(pg_get_serial_sequence(${`"${t}"`}, ${c}), COALESCE((SELECT max(${ident(c)}) FROM ${ident(t)}), 0) + 1, false)`,
      );
    }
    if (media.kind === "database")
      for (const m of backup.media) await putMediaRow(tx as unknown as Database, m.name, m.data);
  });
  if (media.kind !== "database") for (const m of backup.media) await media.put(m.name, m.data);
}

async function putMediaRow(db: Database, name: string, data: Buffer) {
  await db.execute(
    sql`INSERT INTO media_blobs (name, data, bytes) VALUES (${name}, ${data}, ${data.length}) ON CONFLICT (name) DO NOTHING`,
  );
}
