import { readHeader, rowCells, type SheetError, type SheetRow } from "@domain/spreadsheet-columns";
import { HttpError } from "../../http/errors";
import { MiB } from "../products/products.schemas";

// What reading an uploaded spreadsheet may cost, and the rows read so
// far: shared by the CSV and the XLSX readers.

export interface SheetLimits {
  /** Product rows an import may hold (BULK_IMPORT_MAX_PRODUCTS); reading stops past one more. */
  maxRows?: number;
  /** Bytes a workbook may unpack to, or a CSV may hold (UPLOAD_MAX_DECOMPRESSED_MB). */
  maxBytes?: number;
}

export const DEFAULT_MAX_UNPACKED_BYTES = 50 * MiB;

export const unpackedTooLargeMessage = (maxBytes: number) =>
  `This file is too large once unpacked: a spreadsheet may hold at most ${Math.floor(maxBytes / MiB).toLocaleString("en-US")} MB of data. Please split it into smaller files.`;

/** Past the limit by more than one row: how many there are is not counted. */
export const moreRowsThanAllowedMessage = (max: number) =>
  `The file has more than ${(max + 1).toLocaleString("en-US")} products; one import may hold at most ${max.toLocaleString("en-US")}. Please split it into smaller files.`;

export const refuse = (message: string, errors: SheetError[] = []) =>
  new HttpError(400, message, { errors });

/** Excel's own row limit: no spreadsheet has more rows, empty or not. */
export const SPREADSHEET_MAX_ROWS = 1_048_576;

/**
 * Rows, empty ones included, read before a sheet is refused: ten for each product an import
 * may hold, at least 100,000 (a sheet formatted far below its products), at most Excel's own.
 * Each empty row costs little, but a bomb holds millions of them.
 */
export const lineLimit = (maxRows: number | undefined) =>
  Math.min(SPREADSHEET_MAX_ROWS, Math.max(100_000, 10 * ((maxRows ?? SPREADSHEET_MAX_ROWS) + 1)));

export const tooManyLinesMessage = (lines: number) =>
  `The file has more than ${lines.toLocaleString("en-US")} rows, counting empty ones. Please delete the empty rows below the products, or split the file.`;

/**
 * The non-empty rows of a sheet as they are read, up to one past the row limit (then
 * `add` answers false and the reader stops: the file is refused however long it is). Empty
 * rows are counted too, up to `lineLimit`.
 */
export class SheetGrid {
  readonly grid: { row: number; cells: string[] }[] = [];
  private productRows = 0;
  private lines = 0;
  private readonly maxLines: number;
  constructor(private readonly maxRows?: number) {
    this.maxLines = lineLimit(maxRows);
  }

  get overLimit(): boolean {
    return this.maxRows !== undefined && this.productRows > this.maxRows + 1;
  }

  /** False once the rows read are past the limit by more than one, or past any sheet's size. */
  add(row: number, cells: string[]): boolean {
    if (++this.lines > this.maxLines) return false;
    if (cells.every((cell) => cell.trim() === "")) return true;
    if (row !== 1) this.productRows++;
    if (this.overLimit) return false;
    this.grid.push({ row, cells });
    return true;
  }

  /** The product rows, checked against the header; refused past the limits. */
  rows(): SheetRow[] {
    if (this.lines > this.maxLines) throw refuse(tooManyLinesMessage(this.maxLines));
    const rows = fromGrid(this.grid);
    if (this.overLimit) throw refuse(moreRowsThanAllowedMessage(this.maxRows as number));
    return rows;
  }
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
