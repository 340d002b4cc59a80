import { importCountsSummary } from "@domain/bulk-import";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env";
import { requireSeller } from "../../http/auth";
import { badRequest } from "../../http/errors";
import { parseQuery } from "../../http/validate";
import { filesOf, firstValue, readMultipart } from "../../http/multipart";
import {
  bulkAnswerShape,
  bulkImportDeclaredSize,
  oneBulkImportAtATime,
} from "./bulk-import.routes";
import { bulkTooLargeMessage, MiB } from "../products/products.schemas";
import {
  catalogueForExport,
  exportFileName,
  SHEET_CONTENT_TYPES,
  sheetStream,
  templateFileName,
  templateStream,
  type SheetFormat,
} from "./spreadsheet.export";
import { sellerActor } from "../activity/product-activity";
import { importSheet } from "./spreadsheet.import";
import { assertRowLimit, previewAnswer } from "./spreadsheet.answers";
import { planSheetImport } from "./spreadsheet.plan";
import { readSheetFile, type SheetLimits } from "./spreadsheet.parse";

/**
 * Spreadsheet import and export of the catalogue, beside the JSON bulk
 * import: a template, the whole catalogue, a preview that changes nothing, and the import.
 */
export const SheetFormatQuerySchema = z.object({
  format: z
    .enum(["csv", "xlsx"], { error: 'must be "csv" or "xlsx"' })
    .default("csv")
    .describe("csv (the default) or xlsx"),
});

export const IMAGE_NAMES_MAX = 10_000;
const ImageNamesSchema = z
  .array(z.string().max(300, "Each image name must be at most 300 characters"), {
    error: "imageNames must be a JSON list of file names",
  })
  .max(
    IMAGE_NAMES_MAX,
    `imageNames can list at most ${IMAGE_NAMES_MAX.toLocaleString("en-US")} files`,
  );

function download(c: Context<AppEnv>, format: SheetFormat, fileName: string, body: ReadableStream) {
  c.header("Content-Type", SHEET_CONTENT_TYPES[format]);
  c.header("Content-Disposition", `attachment; filename="${fileName}"`);
  return c.body(body);
}

function imageNamesOf(value: string | File | undefined): Set<string> {
  if (value === undefined || value === "") return new Set();
  if (typeof value !== "string") throw badRequest("imageNames must be a JSON list of file names");
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch {
    throw badRequest("imageNames must be a JSON list of file names");
  }
  const parsed = ImageNamesSchema.safeParse(raw);
  if (!parsed.success)
    throw badRequest(parsed.error.issues[0]?.message ?? "imageNames is not valid");
  return new Set(parsed.data);
}

/** BULK_IMPORT_MAX_MB, counted as the body streams in (a chunked body declares no length). */
function sizeLimit(c: Context<AppEnv>) {
  const mb = c.var.deps.env.BULK_IMPORT_MAX_MB;
  return { maxBytes: mb * MiB, tooLargeMessage: bulkTooLargeMessage(mb) };
}

/** How much of a spreadsheet is read before it is refused (rows, and bytes once unpacked). */
function sheetLimits(c: Context<AppEnv>): SheetLimits {
  const { BULK_IMPORT_MAX_PRODUCTS, UPLOAD_MAX_DECOMPRESSED_MB } = c.var.deps.env;
  return { maxRows: BULK_IMPORT_MAX_PRODUCTS, maxBytes: UPLOAD_MAX_DECOMPRESSED_MB * MiB };
}

function validOnlyOf(value: string | File | undefined): boolean {
  if (value === undefined || value === "" || value === "false") return false;
  if (value === "true") return true;
  throw badRequest('validOnly must be "true" or "false"');
}

export const spreadsheetRoutes = new Hono<AppEnv>()
  .get("/import/template", requireSeller, (c) => {
    const { format } = parseQuery(c, SheetFormatQuerySchema);
    return download(c, format, templateFileName(format), templateStream(format));
  })
  .get("/export", requireSeller, (c) => {
    const { format } = parseQuery(c, SheetFormatQuerySchema);
    const pages = catalogueForExport(c.var.deps.db);
    return download(c, format, exportFileName(format), sheetStream(format, pages));
  })
  .post("/import/preview", requireSeller, bulkAnswerShape, bulkImportDeclaredSize, async (c) => {
    const fields = await readMultipart(c, sizeLimit(c));
    // The names the seller picked; files sent as well count by their names (never read).
    const names = imageNamesOf(firstValue(fields, "imageNames"));
    for (const image of filesOf(fields, "images")) names.add(image.name);
    const sheet = await readSheetFile(firstValue(fields, "file"), sheetLimits(c));
    assertRowLimit(sheet.rows.length, c.var.deps.env.BULK_IMPORT_MAX_PRODUCTS);
    const plan = await planSheetImport(c.var.deps.db, sheet.rows, names);
    return c.json(previewAnswer(plan));
  })
  .post(
    "/import",
    requireSeller,
    bulkAnswerShape,
    bulkImportDeclaredSize,
    oneBulkImportAtATime,
    async (c) => {
      const fields = await readMultipart(c, sizeLimit(c));
      const validOnly = validOnlyOf(firstValue(fields, "validOnly"));
      const sheet = await readSheetFile(firstValue(fields, "file"), sheetLimits(c));
      assertRowLimit(sheet.rows.length, c.var.deps.env.BULK_IMPORT_MAX_PRODUCTS);
      const outcome = await importSheet(
        c.var.deps,
        sheet.rows,
        filesOf(fields, "images"),
        validOnly,
        sellerActor(c.var.seller),
      );
      return c.json({
        success: true,
        message: importCountsSummary(outcome),
        ...outcome,
        errors: [],
      });
    },
  );
