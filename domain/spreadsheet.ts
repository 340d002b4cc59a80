// The product spreadsheet (CSV and XLSX) of import and export: its columns and how each cell
// is read and written (docs/decisions/101). Pure: shared by the server and the seller screens.
// The server adds the same bounds a single product add applies (lengths, SKU, stock ceiling).

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

export const SHEET_MESSAGES = {
  NOT_A_SHEET: "Please choose a CSV or XLSX file",
  BROKEN_XLSX: "This XLSX file cannot be read",
  BROKEN_CSV: "This CSV file cannot be read",
  NO_ROWS: "The file has no product rows below its header",
  PRICE_REQUIRED: "Price is required",
  PRICE_NOT_POSITIVE: "Price must be a positive number",
  PRICE_DECIMALS: "Price can have at most 2 decimal places",
  STOCK_COUNT: "Stock count must be a whole number of 0 or more",
  NEW_NEEDS_IMAGE: "A new product needs at least one image",
} as const;

/** A seller's text quoted in a message, cut short: a 1 MB cell must not become a 1 MB answer. */
export function quote(text: string, max = 60): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : text;
}

export const missingColumnMessage = (column: string) => `Missing column "${column}"`;
export const unknownColumnMessage = (column: string) => `Unknown column "${quote(column)}"`;
export const repeatedColumnMessage = (column: string) => `Column "${column}" appears twice`;
export const yesNoMessage = (column: string) => `${column} must be yes or no`;
export const imageNotUploadedMessage = (name: string) =>
  `Image "${quote(name, 100)}" was not uploaded`;
export const imageNotInStoreMessage = (url: string) =>
  `Image "${quote(url, 100)}" is not a picture in the store`;
export const skuRepeatedMessage = (sku: string, otherRow: number) =>
  `SKU ${quote(sku)} is used by row ${otherRow} too`;
export const sameProductRepeatedMessage = (otherRow: number) =>
  `The same product (name and brand, no SKU) is in row ${otherRow} too`;
export const sameMatchMessage = (otherRow: number) =>
  `This row and row ${otherRow} would change the same product`;
export const ambiguousMatchMessage = (count: number, name: string, brand: string) =>
  `${count} products are called "${quote(name)}"${brand ? ` by ${quote(brand)}` : ""}: add a SKU to say which one`;

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

/** A product as export writes it: one text per column. */
export interface ExportedProduct {
  sku: string | null;
  name: string;
  brand: string;
  /** Pesos. */
  price: number;
  category: readonly string[];
  description: readonly string[];
  image: readonly string[];
  stockCount: number | null;
  inStock: boolean;
  bestseller: boolean;
}

export const yesNo = (value: boolean) => (value ? "yes" : "no");

/** A product's cells in SHEET_COLUMNS order; the price stays a number (XLSX writes it as one). */
export function exportCells(p: ExportedProduct): (string | number)[] {
  return [
    p.sku ?? "",
    p.name,
    p.brand,
    p.price,
    p.category.join(LIST_SEPARATOR),
    p.description.join("\n"),
    p.image.join(LIST_SEPARATOR),
    p.stockCount === null ? "" : p.stockCount,
    yesNo(p.inStock),
    yesNo(p.bestseller),
  ];
}

/** The template's two example rows (their images are file names the seller uploads with it). */
export const TEMPLATE_ROWS: ExportedProduct[] = [
  {
    sku: "SARD-155",
    name: "Ligo Sardines in Tomato Sauce 155g",
    brand: "Ligo",
    price: 24.5,
    category: ["Canned Goods"],
    description: ["Sardines in tomato sauce", "155 g can"],
    image: ["ligo-sardines.jpg"],
    stockCount: 48,
    inStock: true,
    bestseller: true,
  },
  {
    sku: null,
    name: "Lucky Me Pancit Canton Chilimansi",
    brand: "Lucky Me",
    price: 16,
    category: ["Noodles", "Instant"],
    description: ["Instant stir-fry noodles", "80 g"],
    image: ["pancit-canton.jpg", "pancit-canton-back.jpg"],
    stockCount: null,
    inStock: true,
    bestseller: false,
  },
];

/** One CSV field (RFC 4180): quoted when it holds a comma, quote, line break or edge spaces. */
export function csvField(value: string | number): string {
  const text = typeof value === "number" ? String(value) : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, CRLF-terminated; a price is written with its two decimals. */
export function csvLine(cells: readonly (string | number)[]): string {
  return `${cells
    .map((cell, i) =>
      csvField(typeof cell === "number" && SHEET_COLUMNS[i] === "Price" ? cell.toFixed(2) : cell),
    )
    .join(",")}\r\n`;
}
