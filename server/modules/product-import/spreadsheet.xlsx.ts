import type { Readable } from "node:stream";
import type ExcelJS from "exceljs";
import { lazyModule } from "../../lib/lazy-module";
import type { SheetRow } from "@domain/spreadsheet-columns";
import { SHEET_MESSAGES } from "@domain/spreadsheet-messages";
import { HttpError } from "../../http/errors";
import {
  checkDeclaredSizes,
  rewrittenZip,
  UnpackBudget,
  ZipBoundError,
  zipEntries,
  type RewrittenPart,
  type ZipEntry,
} from "./sheet-zip";
import {
  DEFAULT_MAX_UNPACKED_BYTES,
  lineLimit,
  refuse,
  SheetGrid,
  SPREADSHEET_MAX_ROWS,
  unpackedTooLargeMessage,
  type SheetLimits,
} from "./spreadsheet.grid";

const excel = lazyModule<typeof ExcelJS>("exceljs");

// An XLSX upload read as a stream: its first sheet, through
// exceljs's streaming reader, from parts this module unpacks within the limits.

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

type SheetEvent = { eventType: string; value: ExcelJS.Row };

function rowTexts(row: ExcelJS.Row): string[] {
  const values = Array.isArray(row.values) ? row.values : [];
  // row.values is 1-based: index 0 is always empty.
  const cells: string[] = [];
  for (let i = 1; i < values.length; i++) cells.push(cellText(values[i] as ExcelJS.CellValue));
  return cells;
}

const RELS = "xl/_rels/workbook.xml.rels";
const WORKBOOK = "xl/workbook.xml";
const SHARED_STRINGS = "xl/sharedStrings.xml";
const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/**
 * The parts exceljs's streaming reader needs, in the order that lets it read a sheet as it
 * streams (relationships, workbook and shared strings before the sheets): in another order it
 * would first copy each sheet to a temporary file. A part a workbook may leave out is made
 * empty here for the same reason.
 */
function partsInReadingOrder(entries: readonly ZipEntry[]): RewrittenPart[] {
  const byName = new Map(entries.map((e) => [e.name, e]));
  const workbook = byName.get(WORKBOOK);
  const sheets = entries
    .filter((e) => SHEET.test(e.name))
    .sort((a, b) => Number(SHEET.exec(a.name)?.[1]) - Number(SHEET.exec(b.name)?.[1]));
  if (!workbook || sheets.length === 0) throw refuse(SHEET_MESSAGES.BROKEN_XLSX);
  const partOr = (name: string, empty: string): RewrittenPart => {
    const entry = byName.get(name);
    return entry ? { entry } : { name, bytes: Buffer.from(empty) };
  };
  return [
    partOr(RELS, "<Relationships/>"),
    { entry: workbook },
    partOr(SHARED_STRINGS, "<sst/>"),
    ...sheets.map((entry) => ({ entry })),
  ];
}

/** No product cell comes near this, even with every character escaped (`&amp;`). */
export const MAX_XML_RUN = 1024 * 1024;

export const longCellMessage = () =>
  `${SHEET_MESSAGES.BROKEN_XLSX}: a cell of it is longer than 1 MB`;

/**
 * XML tags a workbook may hold before it is refused: a hundred for each product row allowed
 * (a row of ten cells takes about sixty) and two for each row counted, empty ones included.
 */
export const xmlTagLimit = (maxRows: number | undefined) =>
  100 * ((maxRows ?? SPREADSHEET_MAX_ROWS) + 1) + 2 * lineLimit(maxRows);

export const tooManyTagsMessage = (tags: number) =>
  `${SHEET_MESSAGES.BROKEN_XLSX}: it holds more than ${tags.toLocaleString("en-US")} XML elements, far more than its rows need. Please copy the products into a new file.`;

/**
 * Checks of the workbook's XML as it streams, before the XML parser sees it. That parser
 * gathers a text or a tag whole (one cell of 45 MB took 13 s and 1.3 GB to read), and the
 * sheet reader keeps what it finds outside rows (two million column entries took 2.3 s and
 * 220 MB): so no text or tag may run past MAX_XML_RUN bytes without a "<", and the tags of
 * all parts together are counted against `xmlTagLimit`.
 */
function xmlChecks(maxTags: number) {
  let tags = 0;
  return () => {
    let run = 0;
    return (bytes: Buffer) => {
      let from = 0;
      for (let at = bytes.indexOf(0x3c); at !== -1; at = bytes.indexOf(0x3c, from)) {
        if (run + (at - from) > MAX_XML_RUN) break;
        if (++tags > maxTags) throw refuse(tooManyTagsMessage(maxTags));
        run = 0;
        from = at + 1;
      }
      run += bytes.length - from;
      if (run > MAX_XML_RUN) throw refuse(longCellMessage());
    };
  };
}

/** Rejects when the stream fails: the reader reading from it would otherwise wait forever. */
function failureOf(stream: Readable): Promise<never> {
  return new Promise((_, reject) => stream.once("error", reject));
}

export async function readXlsx(file: Blob, limits: SheetLimits = {}): Promise<SheetRow[]> {
  const maxBytes = limits.maxBytes ?? DEFAULT_MAX_UNPACKED_BYTES;
  const grid = new SheetGrid(limits.maxRows);
  let input: Readable | undefined;
  try {
    const entries = await zipEntries(file);
    checkDeclaredSizes(entries, maxBytes);
    const budget = new UnpackBudget(maxBytes);
    const checks = xmlChecks(xmlTagLimit(limits.maxRows));
    input = rewrittenZip(file, partsInReadingOrder(entries), budget, checks);
    const { WorkbookReader } = excel().stream.xlsx;
    const reader = new WorkbookReader(input, {
      worksheets: "emit",
      sharedStrings: "cache",
      styles: "ignore",
      hyperlinks: "ignore",
      entries: "ignore",
    });
    const read = async () => {
      for await (const sheet of reader) {
        // The first sheet of the workbook's own order (its tabs), as a full read would take.
        const first = reader.model?.sheets?.[0];
        const id = (sheet as unknown as { id?: number }).id;
        if (first && id !== undefined && String(id) !== String(first.id)) continue;
        // The reader's events come in batches (one per piece of the sheet read): taking them
        // a batch at a time spares an await per row, which a sheet of empty rows is made of.
        const batches = { [Symbol.asyncIterator]: () => sheet.parse() };
        for await (const events of batches as AsyncIterable<SheetEvent[]>) {
          for (const { eventType, value } of events) {
            if (eventType === "row" && !grid.add(value.number, rowTexts(value))) return;
          }
        }
        return;
      }
      throw refuse(SHEET_MESSAGES.BROKEN_XLSX);
    };
    await Promise.race([read(), failureOf(input)]);
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (err instanceof ZipBoundError && err.problem === "too-large")
      throw refuse(unpackedTooLargeMessage(maxBytes));
    throw refuse(SHEET_MESSAGES.BROKEN_XLSX);
  } finally {
    input?.destroy();
  }
  return grid.rows();
}
