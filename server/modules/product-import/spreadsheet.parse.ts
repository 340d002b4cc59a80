import type { SheetRow } from "@domain/spreadsheet-columns";
import { SHEET_MESSAGES } from "@domain/spreadsheet-messages";
import { readCsvRows } from "./spreadsheet.csv";
import {
  DEFAULT_MAX_UNPACKED_BYTES,
  refuse,
  SheetGrid,
  unpackedTooLargeMessage,
  type SheetLimits,
} from "./spreadsheet.grid";
import { readXlsx } from "./spreadsheet.xlsx";

export type { SheetLimits } from "./spreadsheet.grid";

/**
 * Reads an uploaded product spreadsheet: an XLSX workbook (its first
 * sheet) or a CSV text. The kind is judged by the bytes: a zip (PK…) is a workbook; text is
 * CSV. The header row is row 1; rows are numbered as the spreadsheet shows them. Both kinds
 * are read as streams that stop one row past the import's limit, and the bytes unpacked (or
 * the text read) are bounded, so a zip bomb or a huge sheet is refused early and in little memory.
 */
export type SheetKind = "csv" | "xlsx";

export interface ReadSheet {
  kind: SheetKind;
  /** The product rows, empty rows left out. */
  rows: SheetRow[];
}

const TEXT_EXTENSIONS = new Set(["csv", "txt", "tsv"]);
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

function startsWithZip(bytes: Uint8Array): boolean {
  return ZIP_MAGIC.every((b, i) => bytes[i] === b);
}

/** The uploaded spreadsheet, read; a file that is neither a workbook nor text is refused. */
export async function readSheetFile(file: unknown, limits: SheetLimits = {}): Promise<ReadSheet> {
  if (!(file instanceof Blob) || file.size === 0) throw refuse(SHEET_MESSAGES.NOT_A_SHEET);
  const name = file instanceof File ? file.name.toLowerCase() : "";
  const head = new Uint8Array(await file.slice(0, ZIP_MAGIC.length).arrayBuffer());
  if (startsWithZip(head)) return { kind: "xlsx", rows: await readXlsx(file, limits) };
  if (name.endsWith(".xlsx")) throw refuse(SHEET_MESSAGES.BROKEN_XLSX);
  // A named kind that is not a spreadsheet's text (.json, .pdf, .xls) is refused unread.
  const extension = /\.([a-z0-9]{1,8})$/.exec(name)?.[1];
  if (extension && !TEXT_EXTENSIONS.has(extension)) throw refuse(SHEET_MESSAGES.NOT_A_SHEET);
  const maxBytes = limits.maxBytes ?? DEFAULT_MAX_UNPACKED_BYTES;
  if (file.size > maxBytes) throw refuse(unpackedTooLargeMessage(maxBytes));
  const grid = await readCsvRows(file, () => new SheetGrid(limits.maxRows));
  return { kind: "csv", rows: grid.rows() };
}
