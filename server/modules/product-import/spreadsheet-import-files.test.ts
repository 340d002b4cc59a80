// The uploaded file itself: its header, its format and how many rows it holds.
import { describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { SHEET_COLUMNS } from "@domain/spreadsheet-columns";
import { DB_KIND } from "../../test/harness";
import { pngFile } from "../products/test-helpers";
import {
  MAX_ROWS,
  setUpSpreadsheetStore,
  csvFile,
  xlsxFile,
  importCall,
  previewCall,
  stored,
  refused,
} from "./spreadsheet-test-helpers";

setUpSpreadsheetStore();

describe(`spreadsheet import and export (${DB_KIND})`, () => {
  describe("POST /api/product/import", () => {
    it("refuses a wrong header, naming the missing and unknown columns", async () => {
      const header = SHEET_COLUMNS.map((c) => (c === "Price" ? "Cost" : c));
      const body = await refused(() => importCall(csvFile([{ Name: "X" }], header)));
      expect(body.message).toMatch(/^Unknown column "Cost"/);
      expect(body.errors).toEqual([
        { row: 1, column: "Cost", message: 'Unknown column "Cost"' },
        { row: 1, column: "Price", message: 'Missing column "Price"' },
      ]);
    });

    it("matches the header without regard to case and spaces", async () => {
      const header = SHEET_COLUMNS.map((c) => `  ${c.toUpperCase()} `);
      const res = await previewCall(
        csvFile([{ Name: "Case Test", Price: 1, Category: "A", Images: "a.png" }], header),
        ["a.png"],
      );
      expect(res.status).toBe(200);
      expect(res.body.rows).toEqual([{ row: 2, name: "Case Test", action: "add" }]);
    });

    it.each([
      [
        "random bytes named .xlsx",
        new File([new Uint8Array([7, 1, 2, 250, 0, 9, 33])], "p.xlsx"),
        "This XLSX file cannot be read",
      ],
      [
        "a zip that is not a workbook",
        new File(
          [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0, 1, 2, 3, 4, 5, 6])],
          "p.xlsx",
        ),
        "This XLSX file cannot be read",
      ],
      [
        "a PDF",
        new File(["%PDF-1.4 \u0000\u0001binary"], "p.pdf"),
        "Please choose a CSV or XLSX file",
      ],
      ["a JSON file", new File(['{"products":[]}'], "p.json"), "Please choose a CSV or XLSX file"],
      ["an empty file", new File([], "p.csv"), "Please choose a CSV or XLSX file"],
    ])("refuses %s", async (_label, file, message) => {
      const body = await refused(() => importCall(file));
      expect(body.message).toBe(message);
    });

    it("refuses a real zip that holds no workbook", async () => {
      // A workbook's zip with its parts taken out: a valid zip, not a spreadsheet.
      const JSZipLike = new ExcelJS.Workbook();
      JSZipLike.addWorksheet("x");
      const bytes = new Uint8Array((await JSZipLike.xlsx.writeBuffer()) as ArrayBuffer);
      const text = new TextDecoder("latin1").decode(bytes);
      const broken = text.replaceAll("xl/workbook.xml", "xl/notabook.xml");
      const file = new File([Uint8Array.from(broken, (ch) => ch.charCodeAt(0))], "p.xlsx");
      const body = await refused(() => importCall(file));
      expect(body.message).toBe("This XLSX file cannot be read");
    });

    it("refuses a file with no product rows, and one with more rows than an import may hold", async () => {
      expect((await refused(() => importCall(csvFile([])))).message).toBe(
        "The file has no product rows below its header",
      );
      const many = Array.from({ length: MAX_ROWS + 1 }, (_, i) => ({
        Name: `P${i}`,
        Price: 1,
        Category: "A",
        Images: "a.png",
      }));
      const body = await refused(() => importCall(csvFile(many)));
      expect(body.message).toBe(
        `The file has ${MAX_ROWS + 1} products; one import may hold at most ${MAX_ROWS}. Please split it into smaller files.`,
      );
    });

    it("reads an XLSX import with numbers, booleans and rich text cells", async () => {
      const res = await importCall(
        await xlsxFile([
          {
            SKU: 1001,
            Name: "Xlsx Sugar 1kg",
            Price: 72.25,
            Category: "Baking",
            Images: "s.png",
            "Stock count": 5,
            Bestseller: "yes",
          },
        ]),
        {},
        [await pngFile(9, "s.png")],
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe("1 added, 0 updated, 0 unchanged");
      const [row] = await stored();
      expect(row).toMatchObject({
        sku: "1001",
        priceCentavos: 7225,
        stockCount: 5,
        bestseller: true,
        inStock: true,
      });
    });

    it("refuses validOnly values other than true or false", async () => {
      const body = await refused(() =>
        importCall(csvFile([{ Name: "X" }]), { validOnly: "yes please" }),
      );
      expect(body.message).toBe('validOnly must be "true" or "false"');
    });
  });
});
