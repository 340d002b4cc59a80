// The template, the export and a round trip through both.
import { describe, expect, it } from "vitest";
import { manilaDayOf } from "@domain/manila-time";
import { SHEET_COLUMNS } from "@domain/spreadsheet-columns";
import { products } from "../../db/schema";
import { DB_KIND } from "../../test/harness";
import {
  t,
  token,
  setUpSpreadsheetStore,
  XLSX_TYPE,
  importCall,
  previewCall,
  download,
  xlsxRows,
  csvRows,
  stored,
  seedCatalogue,
} from "./spreadsheet-test-helpers";

setUpSpreadsheetStore();

describe(`spreadsheet import and export (${DB_KIND})`, () => {
  describe("GET /api/product/import/template", () => {
    it("downloads a CSV whose header is the import's columns, with two example rows", async () => {
      const { res, bytes } = await download("/api/product/import/template?format=csv");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(res.headers.get("content-disposition")).toBe(
        'attachment; filename="products-template.csv"',
      );
      const rows = csvRows(bytes);
      expect(rows[0]).toEqual([...SHEET_COLUMNS]);
      expect(rows).toHaveLength(3);
      expect(rows[1]![1]).toBe("Ligo Sardines in Tomato Sauce 155g");
    });

    it("downloads an XLSX whose first sheet has the same header and rows", async () => {
      const { res, bytes } = await download("/api/product/import/template?format=xlsx");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(XLSX_TYPE);
      expect(res.headers.get("content-disposition")).toBe(
        'attachment; filename="products-template.xlsx"',
      );
      const rows = await xlsxRows(bytes);
      expect(rows[0]).toEqual([...SHEET_COLUMNS]);
      expect(rows).toHaveLength(3);
      expect(rows[1]![3]).toBe(24.5);
    });

    it("refuses an unknown format", async () => {
      const res = await t.call("GET", "/api/product/import/template?format=xls", { token });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('format: must be "csv" or "xlsx"');
    });
  });

  describe("GET /api/product/export", () => {
    it("writes the whole catalogue newest first, with /media paths and Manila's date", async () => {
      await seedCatalogue();
      const { res, bytes } = await download("/api/product/export?format=csv");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toBe(
        `attachment; filename="products-${manilaDayOf(new Date())}.csv"`,
      );
      const rows = csvRows(bytes);
      expect(rows).toEqual([
        [...SHEET_COLUMNS],
        [
          "",
          "Ligo Sardines 155g",
          "Ligo",
          "24.75",
          "Canned Goods",
          "A product made for tests",
          "/media/dddddddddddddddd.webp",
          "0",
          "yes",
          "no",
        ],
        [
          "",
          "Safeguard Soap 135g",
          "Safeguard",
          "48.00",
          "Personal Care",
          "",
          "/media/cccccccccccccccc.webp",
          "",
          "no",
          "no",
        ],
        [
          "RICE-5",
          "Dinorado Rice 5kg",
          "Sorsogon Farms",
          "1234.50",
          "Rice|Staples",
          'Well-milled, soft\nSacked in Sorsogon, ñ and "quotes", commas',
          "/media/aaaaaaaaaaaaaaaa.webp|/media/bbbbbbbbbbbbbbbb.webp",
          "12",
          "yes",
          "yes",
        ],
      ]);
    });

    it("writes numbers as numbers in XLSX", async () => {
      await seedCatalogue();
      const { res, bytes } = await download("/api/product/export?format=xlsx");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(XLSX_TYPE);
      const rows = await xlsxRows(bytes);
      expect(rows).toHaveLength(4);
      expect(rows[3]).toEqual([
        "RICE-5",
        "Dinorado Rice 5kg",
        "Sorsogon Farms",
        1234.5,
        "Rice|Staples",
        'Well-milled, soft\nSacked in Sorsogon, ñ and "quotes", commas',
        "/media/aaaaaaaaaaaaaaaa.webp|/media/bbbbbbbbbbbbbbbb.webp",
        12,
        "yes",
        "yes",
      ]);
    });

    it("pages through more products than one read holds, each once, newest first", async () => {
      const base = Date.UTC(2026, 0, 1);
      const many = Array.from({ length: 2_150 }, (_, i) => ({
        name: `Bulk Item ${i}`,
        priceCentavos: 100 + i,
        category: ["Bulk"],
        image: ["/media/eeeeeeeeeeeeeeee.webp"],
        // Pairs share a creation time: the id breaks the tie.
        createdAt: new Date(base + Math.floor(i / 2) * 1000),
      }));
      for (let i = 0; i < many.length; i += 500)
        await t.db.insert(products).values(many.slice(i, i + 500));
      const { bytes } = await download("/api/product/export?format=csv");
      const names = csvRows(bytes)
        .slice(1)
        .map((r) => r[1]);
      expect(names).toHaveLength(2_150);
      expect(new Set(names).size).toBe(2_150);
      const expected = (await stored()).map((p) => p.name);
      expect(names).toEqual(expected);
    });
  });

  describe("round trip: export, then import the same file", () => {
    it.each(["csv", "xlsx"] as const)("%s: 0 added, 0 updated, N unchanged", async (format) => {
      await seedCatalogue();
      const before = await stored();
      const { bytes } = await download(`/api/product/export?format=${format}`);
      const file = new File([bytes], `products.${format}`);
      const preview = await previewCall(file);
      expect(preview.status).toBe(200);
      expect(preview.body).toMatchObject({
        total: 3,
        valid: 3,
        added: 0,
        updated: 0,
        unchanged: 3,
        errors: [],
      });
      const res = await importCall(file);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: "0 added, 0 updated, 3 unchanged",
        added: 0,
        updated: 0,
        unchanged: 3,
        skipped: 0,
        errors: [],
      });
      expect(await stored()).toEqual(before);
    });
  });
});
