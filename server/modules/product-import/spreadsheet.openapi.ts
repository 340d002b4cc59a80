import { z } from "zod";
import type { ApiOperation } from "../../openapi/registry";
import { SheetFormatQuerySchema } from "./spreadsheet.routes";

/** Spreadsheet import and export of the catalogue. */
const SheetErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});

const SheetUploadSchema = z.object({
  file: z.string().describe("The .csv or .xlsx file (a file field)"),
  imageNames: z
    .string()
    .optional()
    .describe("Preview only: a JSON list of the names of the pictures the seller picked"),
  images: z
    .array(z.string())
    .optional()
    .describe("Import only: the pictures the rows name (file fields, repeated)"),
  validOnly: z
    .enum(["true", "false"])
    .optional()
    .describe('Import only: "true" imports the valid rows and leaves out those with errors'),
});

/** A sheet that cannot be read or has rows with errors: every row's errors. */
const sheetRefused = {
  description: "Invalid input, a sheet that cannot be read, or rows with errors (errors)",
  fields: { errors: z.array(SheetErrorSchema) },
};

const COLUMNS =
  "Columns: SKU, Name, Brand, Price, Category (|-separated), Description (one paragraph a line), Images (|-separated file names or /media URLs), Stock count, In stock, Bestseller.";

export const spreadsheetOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/product/import/template",
    summary: "A spreadsheet template: the import's header row and two example rows",
    description: `format=csv (text/csv) or xlsx; a download (Content-Disposition: attachment). ${COLUMNS}`,
    tags: ["products"],
    access: "seller",
    query: SheetFormatQuerySchema,
    responseType: "text/csv",
    response: z.string(),
  },
  {
    method: "get",
    path: "/api/product/export",
    summary: "The whole catalogue as a spreadsheet, newest first",
    description: `format=csv (text/csv) or xlsx; a download named products-YYYY-MM-DD. Importing it again changes nothing. ${COLUMNS}`,
    tags: ["products"],
    access: "seller",
    query: SheetFormatQuerySchema,
    responseType: "text/csv",
    response: z.string(),
  },
  {
    method: "post",
    path: "/api/product/import/preview",
    summary: "Check a spreadsheet import: each row's action and errors; changes nothing",
    tags: ["products"],
    access: "seller",
    body: SheetUploadSchema,
    bodyType: "multipart",
    response: z.object({
      success: z.literal(true),
      message: z.string(),
      total: z.number().int(),
      valid: z.number().int(),
      added: z.number().int(),
      updated: z.number().int(),
      unchanged: z.number().int(),
      errors: z.array(SheetErrorSchema),
      rows: z.array(
        z.object({
          row: z.number().int(),
          name: z.string(),
          action: z.enum(["add", "update", "unchanged", "error"]),
        }),
      ),
    }),
    errors: { 400: sheetRefused, 413: "The upload is too large" },
  },
  {
    method: "post",
    path: "/api/product/import",
    summary: "Import a spreadsheet: adds and updates in one transaction",
    description:
      "Refused (400, with every row's errors) when a row has an error, unless validOnly is true. Products match by SKU, else by exact name and brand.",
    tags: ["products"],
    access: "seller",
    body: SheetUploadSchema,
    bodyType: "multipart",
    response: z.object({
      success: z.literal(true),
      message: z.string(),
      added: z.number().int(),
      updated: z.number().int(),
      unchanged: z.number().int(),
      skipped: z.number().int(),
      errors: z.array(SheetErrorSchema),
    }),
    errors: {
      400: sheetRefused,
      409: "An import is already running",
      413: "The upload is too large",
    },
  },
];
