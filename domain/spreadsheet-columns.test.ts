import { describe, expect, it } from "vitest";
import { readHeader, rowCells, SHEET_COLUMNS } from "./spreadsheet-columns";

describe("readHeader", () => {
  it("accepts the columns in any case, with spaces, in any order", () => {
    const header = SHEET_COLUMNS.map((c) => `  ${c.toUpperCase().replace(" ", "  ")} `).reverse();
    const result = readHeader(header);
    expect(result).toEqual({ ok: true, columns: [...SHEET_COLUMNS].reverse() });
  });

  it("ignores empty header cells", () => {
    const result = readHeader([...SHEET_COLUMNS, "", "  "]);
    expect(result).toEqual({ ok: true, columns: [...SHEET_COLUMNS, null, null] });
  });

  it("names a missing column, an unknown one and a repeated one, on row 1", () => {
    const header = [
      "SKU",
      "Name",
      "Brand",
      "Cost",
      "Category",
      "Description",
      "Images",
      "Stock count",
      "In stock",
      "Bestseller",
      "name",
    ];
    expect(readHeader(header)).toEqual({
      ok: false,
      errors: [
        { row: 1, column: "Cost", message: 'Unknown column "Cost"' },
        { row: 1, column: "Name", message: 'Column "Name" appears twice' },
        { row: 1, column: "Price", message: 'Missing column "Price"' },
      ],
    });
  });

  it("quotes a long unknown column name only in part", () => {
    const result = readHeader([...SHEET_COLUMNS, "x".repeat(5000)]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]!.message.length).toBeLessThan(100);
  });
});

describe("rowCells", () => {
  it("places each cell under its column and calls a blank row empty", () => {
    const columns = readHeader(["Name", "", ...SHEET_COLUMNS.filter((c) => c !== "Name")]);
    if (!columns.ok) throw new Error("header");
    const cells = rowCells(columns.columns, ["Rice", "ignored", "R-1"]);
    expect(cells).toMatchObject({ Name: "Rice", SKU: "R-1", Price: "" });
    expect(rowCells(columns.columns, ["", "  ", ""])).toBeNull();
    expect(rowCells(columns.columns, [])).toBeNull();
  });
});
