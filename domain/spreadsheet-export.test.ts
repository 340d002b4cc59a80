import { describe, expect, it } from "vitest";
import { SHEET_COLUMNS, type SheetColumn } from "./spreadsheet-columns";
import { csvField, csvLine, exportCells, TEMPLATE_ROWS } from "./spreadsheet-export";
import { readProductRow } from "./spreadsheet-rows";

describe("export cells and CSV", () => {
  it("writes a product in column order and reads back to the same values", () => {
    const product = TEMPLATE_ROWS[1]!;
    const cells = exportCells(product);
    expect(cells).toHaveLength(SHEET_COLUMNS.length);
    const back = readProductRow({
      row: 2,
      cells: Object.fromEntries(SHEET_COLUMNS.map((c, i) => [c, String(cells[i])])) as Record<
        SheetColumn,
        string
      >,
    });
    expect(back).toEqual({
      ok: true,
      product: {
        row: 2,
        sku: null,
        name: product.name,
        brand: product.brand,
        price: product.price,
        category: product.category,
        description: product.description,
        images: product.image,
        stockCount: null,
        inStock: true,
        bestseller: false,
      },
    });
  });

  it("quotes fields as RFC 4180 asks and writes prices with two decimals", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('say "hi", then')).toBe('"say ""hi"", then"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField(" edge")).toBe('" edge"');
    expect(csvLine(["A-1", "Rice", "", 16.5, "Rice", "", "", 3, "yes", "no"])).toBe(
      "A-1,Rice,,16.50,Rice,,,3,yes,no\r\n",
    );
  });
});
