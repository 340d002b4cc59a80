// The product spreadsheet (CSV and XLSX) of import and export: its columns, the header row and
// how a data row's cells are placed under them. Pure: shared by the server and the seller
// screens. How a row's cells are read is spreadsheet-rows.ts; how they are written,
// spreadsheet-export.ts.

import {
  missingColumnMessage,
  quote,
  repeatedColumnMessage,
  unknownColumnMessage,
} from "./spreadsheet-messages";

export const SHEET_COLUMNS = [
  "SKU",
  "Name",
  "Brand",
  "Price",
  "Category",
  "Description",
  "Images",
  "Stock count",
  "In stock",
  "Bestseller",
] as const;

export type SheetColumn = (typeof SHEET_COLUMNS)[number];

/** Separates the categories, and the images, of one cell. */
export const LIST_SEPARATOR = "|";

export interface SheetError {
  /** The spreadsheet's row number: the header is row 1, the first product row 2. */
  row: number;
  /** The column's name as in SHEET_COLUMNS, or "" for a problem of the whole row. */
  column: string;
  message: string;
}

/** One product row as read from the file, every cell as text ("" when empty). */
export interface SheetRow {
  row: number;
  cells: Record<SheetColumn, string>;
}

const normalise = (header: string) => header.trim().replace(/\s+/g, " ").toLowerCase();
const COLUMN_BY_KEY = new Map(SHEET_COLUMNS.map((c) => [normalise(c), c]));

export type HeaderResult =
  | {
      ok: true;
      /** The column of each cell position (null: an empty header cell, ignored). */ columns: (SheetColumn | null)[];
    }
  | { ok: false; errors: SheetError[] };

/**
 * The header row: every column once, matched without regard to case or surrounding spaces
 * (in any order). Empty header cells are ignored; any other unknown name refuses the file.
 */
export function readHeader(cells: readonly string[]): HeaderResult {
  const errors: SheetError[] = [];
  const seen = new Set<SheetColumn>();
  const columns = cells.map((cell): SheetColumn | null => {
    if (cell.trim() === "") return null;
    const column = COLUMN_BY_KEY.get(normalise(cell));
    if (!column) {
      const name = quote(cell.trim());
      errors.push({ row: 1, column: name, message: unknownColumnMessage(cell.trim()) });
      return null;
    }
    if (seen.has(column)) {
      errors.push({ row: 1, column, message: repeatedColumnMessage(column) });
      return null;
    }
    seen.add(column);
    return column;
  });
  for (const column of SHEET_COLUMNS) {
    if (!seen.has(column)) errors.push({ row: 1, column, message: missingColumnMessage(column) });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, columns };
}

/** A data row's cells by column; null for a row whose every cell is empty (ignored). */
export function rowCells(
  columns: readonly (SheetColumn | null)[],
  cells: readonly string[],
): Record<SheetColumn, string> | null {
  const out = Object.fromEntries(SHEET_COLUMNS.map((c) => [c, ""])) as Record<SheetColumn, string>;
  let empty = true;
  cells.forEach((cell, i) => {
    const column = columns[i];
    if (cell.trim() !== "") empty = false;
    if (column) out[column] = cell;
  });
  return empty ? null : out;
}
