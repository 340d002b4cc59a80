// How the product spreadsheet is written: a product's cells, the template's example rows and
// CSV quoting.

import { LIST_SEPARATOR, SHEET_COLUMNS } from "./spreadsheet-columns";

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
