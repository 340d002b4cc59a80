import { PassThrough, Readable } from "node:stream";
import type ExcelJSModule from "exceljs";
import { lazyModule } from "../../lib/lazy-module";
import { desc, sql } from "drizzle-orm";
import { manilaDayOf } from "@domain/manila-time";
import { fromCentavos } from "@domain/pricing";
import { formulaSafe } from "@domain/formula-safe";
import { SHEET_COLUMNS } from "@domain/spreadsheet-columns";
import {
  csvLine,
  exportCells,
  TEMPLATE_ROWS,
  type ExportedProduct,
} from "@domain/spreadsheet-export";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import { storedColumns } from "./stored-matches";

const excel = lazyModule<typeof ExcelJSModule>("exceljs");

/**
 * The catalogue as a spreadsheet: the columns of import, newest first,
 * pictures as their /media URLs. Products are read a page at a time (keyset on creation time
 * and id) and written as they come, so 100,000 products never sit in memory at once.
 */
export type SheetFormat = "csv" | "xlsx";

export const SHEET_CONTENT_TYPES: Record<SheetFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export const exportFileName = (format: SheetFormat, now = new Date()) =>
  `products-${manilaDayOf(now)}.${format}`;
export const templateFileName = (format: SheetFormat) => `products-template.${format}`;

const PAGE = 1_000;

/** Every product, newest first, a page at a time. */
export async function* catalogueForExport(db: Database): AsyncGenerator<ExportedProduct[]> {
  type Cursor = { createdAt: string; id: string };
  let after = null as Cursor | null;
  for (;;) {
    const cursor = after;
    const page = await db
      .select({ ...storedColumns, createdAtText: sql<string>`${products.createdAt}::text` })
      .from(products)
      .where(
        cursor
          ? sql`(${products.createdAt}, ${products.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`
          : undefined,
      )
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(PAGE);
    if (page.length === 0) return;
    yield page.map((p) => ({ ...p, price: fromCentavos(p.priceCentavos) }));
    if (page.length < PAGE) return;
    const last = page[page.length - 1] as (typeof page)[number];
    after = { createdAt: last.createdAtText, id: last.id };
  }
}

/**
 * A product's CSV line. A text a spreadsheet would run as a formula (a name such as
 * `=HYPERLINK(…)`) gets an apostrophe first, as the daily report's cells do; numbers stay
 * numbers, and import takes the apostrophe off again, so a file round-trips unchanged.
 */
const productCsvLine = (p: ExportedProduct) =>
  csvLine(exportCells(p).map((cell) => (typeof cell === "string" ? formulaSafe(cell) : cell)));

/** A CSV file (UTF-8 with a byte-order mark, so spreadsheet programs read ñ and ₱), streamed. */
export function csvStream(pages: AsyncIterable<ExportedProduct[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = pages[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(SHEET_COLUMNS)}`));
        return;
      }
      const next = await iterator.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map(productCsvLine).join("")));
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
}

const COLUMN_WIDTHS: Record<(typeof SHEET_COLUMNS)[number], number> = {
  SKU: 14,
  Name: 40,
  Brand: 16,
  Price: 10,
  Category: 24,
  Description: 48,
  Images: 48,
  "Stock count": 12,
  "In stock": 10,
  Bestseller: 11,
};

/**
 * An XLSX workbook with one sheet "Products", written row by row to a stream. Every text is
 * written as a string cell, never as a formula: exceljs makes a formula only of a
 * `{ formula }` value, so a name such as `=cmd|…` is shown as it is and never run.
 */
export function xlsxStream(pages: AsyncIterable<ExportedProduct[]>): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const { WorkbookWriter } = excel().stream.xlsx;
  const workbook = new WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet("Products", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = SHEET_COLUMNS.map((header) => ({
    header,
    width: COLUMN_WIDTHS[header],
    ...(header === "Price" ? { style: { numFmt: "0.00" } } : {}),
    ...(header === "Description"
      ? { style: { alignment: { wrapText: true, vertical: "top" as const } } }
      : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      sheet.getRow(1).commit();
      for await (const page of pages) {
        for (const p of page) sheet.addRow(exportCells(p)).commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}

async function* templatePages(): AsyncGenerator<ExportedProduct[]> {
  yield TEMPLATE_ROWS;
}

export function sheetStream(format: SheetFormat, pages: AsyncIterable<ExportedProduct[]>) {
  return format === "csv" ? csvStream(pages) : xlsxStream(pages);
}

export const templateStream = (format: SheetFormat) => sheetStream(format, templatePages());
