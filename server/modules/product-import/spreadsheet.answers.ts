import { SHEET_MESSAGES } from "@domain/spreadsheet-messages";
import { HttpError } from "../../http/errors";
import { tooManyProductsMessage } from "../products/products.schemas";
import type { RowAction, SheetPlan } from "./spreadsheet.plan";

/** What the spreadsheet preview and import answer: the row limit, the counts, the messages. */

export function assertRowLimit(count: number, max: number | undefined) {
  if (count === 0) throw new HttpError(400, SHEET_MESSAGES.NO_ROWS, { errors: [] });
  if (max !== undefined && count > max)
    throw new HttpError(400, tooManyProductsMessage(count, max), { errors: [] });
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function counts(plan: SheetPlan) {
  const count = (action: RowAction) => plan.writes.filter((w) => w.action === action).length;
  return { added: count("add"), updated: count("update"), unchanged: count("unchanged") };
}

export function previewAnswer(plan: SheetPlan) {
  const { added, updated, unchanged } = counts(plan);
  const valid = plan.writes.length;
  const bad = plan.total - valid;
  const summary = `${added} to add, ${updated} to update, ${unchanged} unchanged`;
  const message =
    bad === 0
      ? `All ${plural(plan.total, "row")} can be imported: ${summary}`
      : `${plural(bad, "row")} ${bad === 1 ? "has" : "have"} errors; ${plural(valid, "valid row")}: ${summary}`;
  return {
    success: true as const,
    message,
    total: plan.total,
    valid,
    added,
    updated,
    unchanged,
    errors: plan.errors,
    rows: plan.rows,
  };
}

export const rowsHaveErrorsMessage = (n: number) =>
  `${plural(n, "row")} ${n === 1 ? "has" : "have"} errors. Fix them, or choose to import the valid rows.`;
