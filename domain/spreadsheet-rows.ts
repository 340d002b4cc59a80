// How one product row of the spreadsheet is read: each cell parsed and checked on its own.
// The server adds the same bounds a single product add applies (lengths, SKU, stock ceiling).

import {
  LIST_SEPARATOR,
  type SheetColumn,
  type SheetError,
  type SheetRow,
} from "./spreadsheet-columns";
import { SHEET_MESSAGES, yesNoMessage } from "./spreadsheet-messages";

/** A product row whose cells are well formed. */
export interface SheetProduct {
  row: number;
  /** Null when the cell is empty. */
  sku: string | null;
  name: string;
  brand: string;
  /** Pesos. */
  price: number;
  category: string[];
  description: string[];
  /** File names of uploaded images, or /media/... URLs of stored pictures; empty = none given. */
  images: string[];
  /** Null = the shop does not count this product's stock. */
  stockCount: number | null;
  /** Null when the cell is empty (a new product is then in stock). */
  inStock: boolean | null;
  bestseller: boolean;
}

export type SheetRowResult =
  { ok: true; product: SheetProduct } | { ok: false; errors: SheetError[] };

/** "₱1,234.50", "1234.5", "PHP 20": pesos; null when the text is not a number at all. */
export function parsePesos(text: string): number | null {
  const t = text
    .trim()
    .replace(/^(₱|php|p)\s*/i, "")
    .trim();
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$|^\.\d+$/.test(t)) return null;
  return Number(t.replaceAll(",", ""));
}

const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

export function parsePrice(
  text: string,
): { ok: true; value: number } | { ok: false; message: string } {
  if (text.trim() === "") return { ok: false, message: SHEET_MESSAGES.PRICE_REQUIRED };
  const value = parsePesos(text);
  if (value === null || !(value > 0))
    return { ok: false, message: SHEET_MESSAGES.PRICE_NOT_POSITIVE };
  if (!twoDecimals(value)) return { ok: false, message: SHEET_MESSAGES.PRICE_DECIMALS };
  return { ok: true, value: Math.round(value * 100) / 100 };
}

/** Empty: untracked (null). Otherwise a whole number of 0 or more ("12" or "12.0"). */
export function parseStockCount(
  text: string,
): { ok: true; value: number | null } | { ok: false; message: string } {
  const t = text.trim();
  if (t === "") return { ok: true, value: null };
  if (!/^\d+(\.0+)?$/.test(t)) return { ok: false, message: SHEET_MESSAGES.STOCK_COUNT };
  const value = Number(t);
  if (!Number.isSafeInteger(value)) return { ok: false, message: SHEET_MESSAGES.STOCK_COUNT };
  return { ok: true, value };
}

const YES = new Set(["yes", "y", "true", "1"]);
const NO = new Set(["no", "n", "false", "0"]);

/** yes/no/true/false/1/0 in any case; null for an empty cell, undefined for anything else. */
export function parseYesNo(text: string): boolean | null | undefined {
  const t = text.trim().toLowerCase();
  if (t === "") return null;
  if (YES.has(t)) return true;
  if (NO.has(t)) return false;
  return undefined;
}

/** The items of a `|`-separated cell, trimmed, empty ones dropped. */
export function splitList(text: string): string[] {
  return text
    .split(LIST_SEPARATOR)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The paragraphs of a Description cell: its lines, trimmed, empty ones dropped. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Reads one product row; each malformed cell gives its own error. */
export function readProductRow(row: SheetRow): SheetRowResult {
  const { cells } = row;
  const errors: SheetError[] = [];
  const problem = (column: SheetColumn, message: string) =>
    errors.push({ row: row.row, column, message });

  const name = cells.Name.trim();
  if (name === "") problem("Name", "Name is required");
  const price = parsePrice(cells.Price);
  if (!price.ok) problem("Price", price.message);
  const category = splitList(cells.Category);
  if (category.length === 0) problem("Category", "Category is required");
  const stock = parseStockCount(cells["Stock count"]);
  if (!stock.ok) problem("Stock count", stock.message);
  const inStock = parseYesNo(cells["In stock"]);
  if (inStock === undefined) problem("In stock", yesNoMessage("In stock"));
  const bestseller = parseYesNo(cells.Bestseller);
  if (bestseller === undefined) problem("Bestseller", yesNoMessage("Bestseller"));

  if (
    errors.length > 0 ||
    !price.ok ||
    !stock.ok ||
    inStock === undefined ||
    bestseller === undefined
  )
    return { ok: false, errors };
  return {
    ok: true,
    product: {
      row: row.row,
      sku: cells.SKU.trim() || null,
      name,
      brand: cells.Brand.trim(),
      price: price.value,
      category,
      description: splitLines(cells.Description),
      images: splitList(cells.Images),
      stockCount: stock.value,
      inStock,
      bestseller: bestseller ?? false,
    },
  };
}

/** The key that matches a row without SKU to a stored product: exact name and brand, trimmed. */
export const nameBrandKey = (name: string, brand: string) =>
  JSON.stringify([name.trim(), brand.trim()]);
