import { describe, expect, it } from "vitest";
import {
  canImportAll,
  canImportValidOnly,
  fallbackFileName,
  fileNameFromDisposition,
  importValidRowsLabel,
  previewCountsLine,
  readImportResult,
  readPreview,
  rowsWithErrors,
  sheetErrorsOf,
  sheetFormatOf,
} from "./sheet-model";

describe("sheetFormatOf", () => {
  it.each([
    [{ name: "products.csv", type: "text/csv" }, "csv"],
    [{ name: "PRODUCTS.CSV", type: "application/vnd.ms-excel" }, "csv"],
    [{ name: "products.csv", type: "" }, "csv"],
    [{ name: "stock.xlsx", type: "" }, "xlsx"],
    [
      {
        name: "export",
        type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      },
      "xlsx",
    ],
    [{ name: "download", type: "text/csv" }, "csv"],
    [{ name: "products.json", type: "application/json" }, null],
    [{ name: "old.xls", type: "application/vnd.ms-excel" }, null],
    [{ name: "photo.png", type: "image/png" }, null],
  ] as const)("%o → %s", (file, format) => {
    expect(sheetFormatOf(file)).toBe(format);
  });
});

describe("readPreview", () => {
  it("reads the contract's answer", () => {
    const preview = readPreview({
      success: true,
      message: "3 rows checked",
      total: 3,
      valid: 2,
      added: 1,
      updated: 1,
      unchanged: 0,
      errors: [{ row: 3, column: "Price", message: "Price is required" }],
      rows: [
        { row: 2, name: "Rice", action: "add" },
        { row: 3, name: "Oil", action: "error" },
        { row: 4, name: "Salt", action: "update" },
      ],
    });
    expect(preview).toEqual({
      message: "3 rows checked",
      total: 3,
      valid: 2,
      added: 1,
      updated: 1,
      unchanged: 0,
      errors: [{ row: 3, column: "Price", message: "Price is required" }],
      rows: [
        { row: 2, name: "Rice", action: "add" },
        { row: 3, name: "Oil", action: "error" },
        { row: 4, name: "Salt", action: "update" },
      ],
    });
  });

  it("tolerates missing or odd fields without inventing rows", () => {
    const preview = readPreview({ total: "7", errors: [null, { row: -2 }], rows: [1, { row: 5 }] });
    expect(preview.total).toBe(0);
    expect(preview.errors).toEqual([{ row: 0, column: "", message: "" }]);
    expect(preview.rows).toEqual([{ row: 5, name: "", action: "error" }]);
    expect(readPreview(null).rows).toEqual([]);
  });
});

describe("sheetErrorsOf", () => {
  it("keeps row, column and message of a refusal", () => {
    expect(
      sheetErrorsOf({
        success: false,
        message: "Wrong header",
        errors: [{ row: 1, column: "Price", message: 'Expected "Price"' }],
      }),
    ).toEqual([{ row: 1, column: "Price", message: 'Expected "Price"' }]);
    expect(sheetErrorsOf({ success: false })).toEqual([]);
    expect(sheetErrorsOf("nope")).toEqual([]);
  });
});

describe("readImportResult", () => {
  it("shows the server's message word for word", () => {
    expect(
      readImportResult({
        success: true,
        message: "2 added, 1 updated, 0 unchanged",
        added: 2,
        updated: 1,
        unchanged: 0,
        skipped: 0,
        errors: [],
      }),
    ).toEqual({
      message: "2 added, 1 updated, 0 unchanged",
      added: 2,
      updated: 1,
      unchanged: 0,
      skipped: 0,
    });
  });

  it("words the counts itself only when the server sent no message", () => {
    expect(readImportResult({ added: 1, updated: 0, unchanged: 4 }).message).toBe(
      "1 added, 0 updated, 4 unchanged",
    );
  });
});

describe("the preview's wording and choices", () => {
  const base = readPreview({ total: 3, valid: 3, added: 1, updated: 1, unchanged: 1 });

  it("counts every row", () => {
    expect(previewCountsLine(base)).toBe("3 rows: 1 to add, 1 to update, 1 unchanged");
    expect(previewCountsLine({ total: 1, added: 1, updated: 0, unchanged: 0 })).toBe(
      "1 row: 1 to add, 0 to update, 0 unchanged",
    );
  });

  it("imports a clean file whole, and offers no partial import", () => {
    expect(canImportAll(base)).toBe(true);
    expect(canImportValidOnly(base)).toBe(false);
    expect(rowsWithErrors(base)).toBe(0);
  });

  it("keeps the import closed while rows have errors, offering the valid rows", () => {
    const withErrors = readPreview({
      total: 4,
      valid: 2,
      added: 2,
      errors: [
        { row: 3, column: "Price", message: "Price is required" },
        { row: 5, column: "Stock count", message: "Stock count must be a whole number ≥ 0" },
      ],
    });
    expect(canImportAll(withErrors)).toBe(false);
    expect(canImportValidOnly(withErrors)).toBe(true);
    expect(rowsWithErrors(withErrors)).toBe(2);
    expect(importValidRowsLabel(2)).toBe("Import the 2 valid rows");
    expect(importValidRowsLabel(1)).toBe("Import the 1 valid row");
  });

  it("offers nothing when no row is valid or the file is empty", () => {
    const allBad = readPreview({
      total: 1,
      valid: 0,
      errors: [{ row: 2, column: "Name", message: "Name is required" }],
    });
    expect(canImportAll(allBad)).toBe(false);
    expect(canImportValidOnly(allBad)).toBe(false);
    const empty = readPreview({ total: 0, valid: 0 });
    expect(canImportAll(empty)).toBe(false);
    expect(canImportValidOnly(empty)).toBe(false);
  });
});

describe("download file names", () => {
  it.each([
    ['attachment; filename="products-2026-11-25.csv"', "products-2026-11-25.csv"],
    ["attachment; filename=products.xlsx", "products.xlsx"],
    [
      "attachment; filename=\"fallback.csv\"; filename*=UTF-8''katalogo%20%C3%B1.csv",
      "katalogo ñ.csv",
    ],
    ['attachment; filename="../../etc/passwd"', "passwd"],
    ["attachment", null],
    [null, null],
  ] as const)("%s → %s", (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });

  it("names a template or a dated export when the server names none", () => {
    const now = new Date("2026-11-25T08:00:00Z");
    expect(fallbackFileName("template", "xlsx", now)).toBe("products-template.xlsx");
    expect(fallbackFileName("export", "csv", now)).toBe("products-2026-11-25.csv");
  });
});
