// The pure steps of the spreadsheet screens (issue 10): which files are
// spreadsheets, how the server's preview and import answers are read, the wording of the
// counts, and the name a downloaded file gets.

export type SheetFormat = "csv" | "xlsx";
export const SHEET_FORMATS: readonly SheetFormat[] = ["csv", "xlsx"];

export type RowAction = "add" | "update" | "unchanged" | "error";

export interface SheetRowError {
  /** The spreadsheet's row number (header row 1, first product row 2); 0 for the whole file. */
  row: number;
  column: string;
  message: string;
}

export interface SheetRow {
  row: number;
  name: string;
  action: RowAction;
}

export interface SheetPreview {
  message: string;
  total: number;
  valid: number;
  added: number;
  updated: number;
  unchanged: number;
  errors: SheetRowError[];
  rows: SheetRow[];
}

export interface SheetImportResult {
  message: string;
  added: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const CSV_TYPES = new Set(["text/csv", "application/csv", "text/comma-separated-values"]);

/**
 * A .csv or .xlsx file. The name decides first: Windows reports a CSV as
 * "application/vnd.ms-excel" and some Android pickers report no type at all.
 */
export function sheetFormatOf(file: { name: string; type: string }): SheetFormat | null {
  if (/\.csv$/i.test(file.name)) return "csv";
  if (/\.xlsx$/i.test(file.name)) return "xlsx";
  if (file.type === XLSX_TYPE) return "xlsx";
  if (CSV_TYPES.has(file.type)) return "csv";
  return null;
}

// ours: the contract has no message for a file that is not a spreadsheet
export const NOT_A_SPREADSHEET_MESSAGE = "Please choose a CSV or XLSX file";

const count = (value: unknown): number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;

const text = (value: unknown): string =>
  typeof value === "string" ? value : value === undefined || value === null ? "" : String(value);

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

/** The errors list of a preview, import or refusal, tolerating anything else it may hold. */
export function sheetErrorsOf(body: unknown): SheetRowError[] {
  const list = isRecord(body) ? body.errors : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (!isRecord(item)) return [];
    return [{ row: count(item.row), column: text(item.column), message: text(item.message) }];
  });
}

const ACTIONS = new Set<RowAction>(["add", "update", "unchanged", "error"]);

/** A preview answer (POST /api/product/import/preview), read defensively. */
export function readPreview(body: unknown): SheetPreview {
  const b = isRecord(body) ? body : {};
  const rows = Array.isArray(b.rows)
    ? b.rows.flatMap((item: unknown) => {
        if (!isRecord(item)) return [];
        const action = ACTIONS.has(item.action as RowAction) ? (item.action as RowAction) : "error";
        return [{ row: count(item.row), name: text(item.name), action }];
      })
    : [];
  return {
    message: text(b.message),
    total: count(b.total),
    valid: count(b.valid),
    added: count(b.added),
    updated: count(b.updated),
    unchanged: count(b.unchanged),
    errors: sheetErrorsOf(b),
    rows,
  };
}

/** An import answer (POST /api/product/import). */
export function readImportResult(body: unknown): SheetImportResult {
  const b = isRecord(body) ? body : {};
  const result = {
    added: count(b.added),
    updated: count(b.updated),
    unchanged: count(b.unchanged),
    skipped: count(b.skipped),
  };
  const message = text(b.message) || importCountsMessage(result);
  return { message, ...result };
}

/** The server's own wording, used only when it sent no message. */
export function importCountsMessage(r: { added: number; updated: number; unchanged: number }) {
  return `${r.added} added, ${r.updated} updated, ${r.unchanged} unchanged`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 rows: 1 to add, 1 to update, 1 unchanged". */
export function previewCountsLine(
  p: Pick<SheetPreview, "total" | "added" | "updated" | "unchanged">,
) {
  return `${plural(p.total, "row", "rows")}: ${p.added} to add, ${p.updated} to update, ${p.unchanged} unchanged`;
}

/** How many rows the file has that cannot be imported. */
export function rowsWithErrors(p: Pick<SheetPreview, "total" | "valid">): number {
  return Math.max(0, p.total - p.valid);
}

/** Whether the whole file may be imported: rows to take and no error anywhere. */
export function canImportAll(p: SheetPreview): boolean {
  return p.total > 0 && p.errors.length === 0 && rowsWithErrors(p) === 0;
}

/** Whether "Import the N valid rows" is offered: some rows are good, some are not. */
export function canImportValidOnly(p: SheetPreview): boolean {
  return p.valid > 0 && !canImportAll(p);
}

export const importValidRowsLabel = (valid: number) =>
  `Import the ${valid} valid ${valid === 1 ? "row" : "rows"}`;

/** The file name in a Content-Disposition header (filename* first, RFC 6266), or null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return sanitizeFileName(decodeURIComponent(extended[1].trim()));
    } catch {
      // a broken escape: fall back to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const value = plain?.[2] ?? plain?.[1];
  return value ? sanitizeFileName(value.trim()) : null;
}

/** Only a base name reaches the download attribute. */
function sanitizeFileName(name: string): string | null {
  const base = name.split(/[\\/]/).pop()?.trim() ?? "";
  return base && base !== "." && base !== ".." ? base : null;
}

/** The name a download gets when the server names none. */
export function fallbackFileName(kind: "template" | "export", format: SheetFormat, now: Date) {
  if (kind === "template") return `products-template.${format}`;
  return `products-${now.toISOString().slice(0, 10)}.${format}`;
}
