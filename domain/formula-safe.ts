// Text written to a spreadsheet file that a spreadsheet program would run as a formula: a cell
// starting with =, +, -, @, a tab or a carriage return. Names, phones and descriptions come from
// shoppers and sellers, so such a text is written with an apostrophe first (OWASP's advice for
// CSV injection), which spreadsheet programs show as text. Pure: shared by every export.

const FORMULA_START = /^[=+\-@\t\r]/;
const GUARDED = /^'[=+\-@\t\r]/;

/** The text to write: with an apostrophe first when a spreadsheet would run it. */
export function formulaSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell read back from a file this store wrote: the apostrophe `formulaSafe` added, removed. */
export function withoutFormulaGuard(text: string): string {
  return GUARDED.test(text) ? text.slice(1) : text;
}
