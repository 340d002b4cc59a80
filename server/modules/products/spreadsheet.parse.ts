import ExcelJS from "exceljs";
import Papa from "papaparse";
import {
  readHeader,
  rowCells,
  SHEET_MESSAGES,
  type SheetError,
  type SheetRow,
} from "@domain/spreadsheet";
import { HttpError } from "../../http/errors";

/**
 * Reads an uploaded product spreadsheet (docs/decisions/101): an XLSX workbook (its first
 * sheet) or a CSV text. The kind is judged by the bytes: a zip (PK…) is a workbook; text is
 * CSV. The header row is row 1; rows are numbered as the spreadsheet shows them.
 */
export type SheetKind = "csv" | "xlsx";

export interface ReadSheet {
  kind: SheetKind;
  /** The product rows, empty rows left out. */
  rows: SheetRow[];
}

const refuse = (message: string, errors: SheetError[] = []) =>
  new HttpError(400, message, { errors });

const TEXT_EXTENSIONS = new Set(["csv", "txt", "tsv"]);
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

function startsWithZip(bytes: Uint8Array): boolean {
  return ZIP_MAGIC.every((b, i) => bytes[i] === b);
}

/** The file's text, when it is text: UTF-8 (a BOM is dropped), else Windows-1252 as Excel writes CSV. */
function asText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  text = text.replace(/^\uFEFF/, "");
  // Control characters other than tab and line breaks mean a binary file.
  // eslint-disable-next-line no-control-regex
  if (/[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text)) return null;
  return text;
}

function fromGrid(grid: { row: number; cells: string[] }[]): SheetRow[] {
  const header = grid.find((r) => r.row === 1)?.cells ?? [];
  const read = readHeader(header);
  if (!read.ok) {
    const first = read.errors[0] as SheetError;
    const more = read.errors.length > 1 ? ` (and ${read.errors.length - 1} more)` : "";
    throw refuse(
      `${first.message}${more}. The header row must name these columns: SKU, Name, Brand, Price, Category, Description, Images, Stock count, In stock, Bestseller.`,
      read.errors,
    );
  }
  const rows: SheetRow[] = [];
  for (const { row, cells } of grid) {
    if (row === 1) continue;
    const byColumn = rowCells(read.columns, cells);
    if (byColumn) rows.push({ row, cells: byColumn });
  }
  return rows;
}

export function readCsv(text: string): SheetRow[] {
  const parsed = Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    delimitersToGuess: [",", ";", "\t"],
  });
  const broken = parsed.errors.find((e) => e.type === "Quotes");
  if (broken) {
    const row = (broken.row ?? 0) + 1;
    throw refuse(`${SHEET_MESSAGES.BROKEN_CSV}: row ${row} has a quote that is never closed`, [
      { row, column: "", message: "A quoted cell is never closed" },
    ]);
  }
  return fromGrid(parsed.data.map((cells, i) => ({ row: i + 1, cells: cells.map(String) })));
}

/** A cell's value as text: numbers as JavaScript writes them, booleans as yes/no words. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("result" in value)
      return value.result === undefined ? "" : cellText(value.result as ExcelJS.CellValue);
    if ("text" in value && typeof value.text === "string") return value.text;
    if ("error" in value) return "";
  }
  return "";
}

export async function readXlsx(bytes: Uint8Array): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
  } catch {
    throw refuse(SHEET_MESSAGES.BROKEN_XLSX);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refuse(SHEET_MESSAGES.BROKEN_XLSX);
  const grid: { row: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = Array.isArray(row.values) ? row.values : [];
    // row.values is 1-based: index 0 is always empty.
    const cells: string[] = [];
    for (let i = 1; i < values.length; i++) cells.push(cellText(values[i] as ExcelJS.CellValue));
    grid.push({ row: rowNumber, cells });
  });
  return fromGrid(grid);
}

/** The uploaded spreadsheet, read; a file that is neither a workbook nor text is refused. */
export async function readSheetFile(file: unknown): Promise<ReadSheet> {
  if (!(file instanceof Blob) || file.size === 0) throw refuse(SHEET_MESSAGES.NOT_A_SHEET);
  const name = file instanceof File ? file.name.toLowerCase() : "";
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (startsWithZip(bytes)) return { kind: "xlsx", rows: await readXlsx(bytes) };
  if (name.endsWith(".xlsx")) throw refuse(SHEET_MESSAGES.BROKEN_XLSX);
  // A named kind that is not a spreadsheet's text (.json, .pdf, .xls) is refused unread.
  const extension = /\.([a-z0-9]{1,8})$/.exec(name)?.[1];
  if (extension && !TEXT_EXTENSIONS.has(extension)) throw refuse(SHEET_MESSAGES.NOT_A_SHEET);
  const text = asText(bytes);
  if (text === null) throw refuse(SHEET_MESSAGES.NOT_A_SHEET);
  return { kind: "csv", rows: readCsv(text) };
}
