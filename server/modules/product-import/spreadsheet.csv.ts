import { Readable } from "node:stream";
import type PapaModule from "papaparse";
import { lazyModule } from "../../lib/lazy-module";
import { withoutFormulaGuard } from "@domain/formula-safe";
import { SHEET_MESSAGES } from "@domain/spreadsheet-messages";
import { HttpError } from "../../http/errors";
import { piecesOf } from "./sheet-zip";
import type { SheetGrid } from "./spreadsheet.grid";

const papa = lazyModule<typeof PapaModule>("papaparse");

/**
 * A CSV upload read as a stream: papaparse's step parser sees one row at a
 * time and is stopped as soon as the rows pass the import's limit, so a 200,000-row file costs
 * no more than one a row past the limit. The text is UTF-8, else Windows-1252 as Excel writes
 * CSV; a file with NUL or other control characters is not a spreadsheet.
 */
type Encoding = "utf-8" | "windows-1252";

class NotUtf8 extends Error {}

// Control characters other than tab and line breaks mean a binary file.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** No product row comes near this (50 description lines of 500 characters are 25,000). */
export const MAX_ROW_CHARS = 256 * 1024;

export const rowTooLongMessage = (row: number) =>
  `${SHEET_MESSAGES.BROKEN_CSV}: row ${row} is longer than 256 KB`;

/**
 * Follows the rows of the text as it streams (a line break inside quotes is part of a cell)
 * and refuses a row past MAX_ROW_CHARS. papaparse reads a row that spans pieces again from its
 * start with each new piece, so one row of many megabytes would cost it quadratic time.
 */
class RowLengths {
  private row = 1;
  private length = 0;
  private quoted = false;
  private afterCr = false;

  check(text: string) {
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      const crlf = this.afterCr && code === 10;
      this.afterCr = false;
      if (code === 34) this.quoted = !this.quoted;
      else if (!this.quoted && (code === 10 || code === 13)) {
        this.afterCr = code === 13;
        if (!crlf) this.row++;
        this.length = 0;
        continue;
      }
      if (++this.length > MAX_ROW_CHARS)
        throw new HttpError(400, rowTooLongMessage(this.row), {
          errors: [{ row: this.row, column: "", message: "The row is too long" }],
        });
    }
  }
}

async function* textOf(file: Blob, encoding: Encoding): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding, { fatal: encoding === "utf-8" });
  const rows = new RowLengths();
  let started = false;
  const checked = (text: string) => {
    if (!started && text.length > 0) {
      started = true;
      text = text.replace(/^\uFEFF/, "");
    }
    if (CONTROL.test(text)) throw new HttpError(400, SHEET_MESSAGES.NOT_A_SHEET, { errors: [] });
    rows.check(text);
    return text;
  };
  const decode = (chunk?: Uint8Array) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw new NotUtf8();
    }
  };
  for await (const chunk of piecesOf(file)) {
    const text = checked(decode(chunk));
    if (text) yield text;
  }
  const rest = checked(decode());
  if (rest) yield rest;
}

function parseInto(file: Blob, encoding: Encoding, grid: SheetGrid): Promise<void> {
  const input = Readable.from(textOf(file, encoding));
  return new Promise<void>((resolve, reject) => {
    let row = 0;
    let settled = false;
    const finish = (err?: unknown) => {
      if (settled) return;
      settled = true;
      input.destroy();
      if (err === undefined) resolve();
      else reject(err instanceof Error ? err : new Error(String(err)));
    };
    papa().parse<string[]>(input as unknown as File, {
      skipEmptyLines: false,
      delimitersToGuess: [",", ";", "\t"],
      step(results, parser) {
        if (settled) return;
        row++;
        // The outcome is settled before abort(), which calls `complete` at once.
        if (results.errors.some((e) => e.type === "Quotes")) {
          finish(
            new HttpError(
              400,
              `${SHEET_MESSAGES.BROKEN_CSV}: row ${row} has a quote that is never closed`,
              { errors: [{ row, column: "", message: "A quoted cell is never closed" }] },
            ),
          );
          parser.abort();
          return;
        }
        const cells = results.data.map((cell) => withoutFormulaGuard(String(cell)));
        if (!grid.add(row, cells)) {
          finish();
          parser.abort();
        }
      },
      complete: () => finish(),
      error: (err: Error) => finish(err),
    });
  });
}

/** Reads the file's rows into `grid` (a fresh one per encoding tried). */
export async function readCsvRows(file: Blob, makeGrid: () => SheetGrid): Promise<SheetGrid> {
  try {
    const grid = makeGrid();
    await parseInto(file, "utf-8", grid);
    return grid;
  } catch (err) {
    if (!(err instanceof NotUtf8)) throw err;
  }
  const grid = makeGrid();
  await parseInto(file, "windows-1252", grid);
  return grid;
}
