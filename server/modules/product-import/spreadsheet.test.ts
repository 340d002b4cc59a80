// Spreadsheet import and export: stock, matching, concurrency and the preview; the
// template, export and import journeys are in spreadsheet-*.test.ts next to this file.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { SHEET_COLUMNS } from "@domain/spreadsheet-columns";
import { products } from "../../db/schema";
import { expectDbUnchanged } from "../../test/db-snapshot";
import { DB_KIND } from "../../test/harness";
import { pngFile } from "../products/test-helpers";
import {
  t,
  token,
  setUpSpreadsheetStore,
  type ImportBody,
  type PreviewBody,
  csvFile,
  form,
  importCall,
  previewCall,
  refused,
  seedCatalogue,
} from "./spreadsheet-test-helpers";

setUpSpreadsheetStore();

describe(`spreadsheet import and export (${DB_KIND})`, () => {
  describe("POST /api/product/import: stock, matching and concurrency", () => {
    it("a count raised from 0 puts the product back in stock; a count of 0 takes it out", async () => {
      const { sardines, rice } = await seedCatalogue();
      await t.db.update(products).set({ inStock: false }).where(eq(products.id, sardines.id));
      const res = await importCall(
        csvFile([
          {
            Name: "Ligo Sardines 155g",
            Brand: "Ligo",
            Price: 24.75,
            Category: "Canned Goods",
            "Stock count": 5,
          },
          {
            SKU: "RICE-5",
            Name: "Dinorado Rice 5kg",
            Brand: "Sorsogon Farms",
            Price: "1234.50",
            Category: "Rice|Staples",
            "Stock count": 0,
            "In stock": "yes",
            Bestseller: "yes",
          },
        ]),
      );
      expect(res.body.message).toBe("0 added, 2 updated, 0 unchanged");
      const [s] = await t.db.select().from(products).where(eq(products.id, sardines.id));
      const [r] = await t.db.select().from(products).where(eq(products.id, rice.id));
      expect(s).toMatchObject({ stockCount: 5, inStock: true });
      expect(r).toMatchObject({ stockCount: 0, inStock: false });
    });

    it("refuses two rows that would change the same stored product", async () => {
      await seedCatalogue();
      const body = await refused(() =>
        importCall(
          csvFile([
            {
              Name: "Safeguard Soap 135g",
              Brand: "Safeguard",
              Price: 50,
              Category: "Personal Care",
            },
            {
              SKU: "SOAP-1",
              Name: "Safeguard Soap 135g",
              Brand: "Safeguard",
              Price: 51,
              Category: "Personal Care",
            },
          ]),
        ),
      );
      expect(body.errors).toEqual([
        { row: 3, column: "SKU", message: "This row and row 2 would change the same product" },
      ]);
    });

    it("answers 409 while another import holds the lock, changing nothing", async () => {
      let release = () => {};
      const holding = new Promise<void>((resolve) => (release = resolve));
      const held = t.deps.platform.locks.tryWithLock("bulk-import", () => holding);
      try {
        const body = await refused(
          () =>
            importCall(
              csvFile([{ Name: "Later", Price: 1, Category: "A", Images: "/media/x.webp" }]),
            ),
          409,
        );
        expect(body.message).toBe(
          "Another bulk import is still running. Please wait for it to finish and try again.",
        );
      } finally {
        release();
        await held;
      }
    });

    it("reads a CSV saved as Windows-1252 and one separated by semicolons", async () => {
      await seedCatalogue();
      const latin = Uint8Array.from(
        `${SHEET_COLUMNS.join(",")}\r\n,Piña Juice,,30,Beverages,,/media/cccccccccccccccc.webp,,,\r\n`,
        (ch) => ch.charCodeAt(0),
      );
      const res = await previewCall(new File([latin], "latin.csv"));
      expect(res.body.rows).toEqual([{ row: 2, name: "Piña Juice", action: "add" }]);
      const semi = `${SHEET_COLUMNS.join(";")}\r\n;Salt;;12.50;Condiments;;/media/cccccccccccccccc.webp;;;\r\n`;
      const res2 = await previewCall(new File([semi], "semi.csv"));
      expect(res2.body.errors).toEqual([]);
      expect(res2.body.rows).toEqual([{ row: 2, name: "Salt", action: "add" }]);
    });

    it("refuses a CSV whose quote is never closed", async () => {
      const file = new File([`${SHEET_COLUMNS.join(",")}\r\nA,"open,1\r\n`], "p.csv");
      const body = await refused(() => importCall(file));
      expect(body.message).toBe(
        "This CSV file cannot be read: row 2 has a quote that is never closed",
      );
    });
  });

  describe("POST /api/product/import/preview", () => {
    it("reports every row's action and errors, and changes nothing", async () => {
      await seedCatalogue();
      let body: PreviewBody | undefined;
      await expectDbUnchanged(t.db, async () => {
        const res = await previewCall(
          csvFile([
            {
              SKU: "RICE-5",
              Name: "Dinorado Rice 5kg",
              Brand: "Sorsogon Farms",
              Price: 1250,
              Category: "Rice|Staples",
              "Stock count": 12,
              Bestseller: "yes",
            },
            {
              Name: "Safeguard Soap 135g",
              Brand: "Safeguard",
              Price: 48,
              Category: "Personal Care",
              "In stock": "no",
            },
            {},
            { Name: "New Soap", Price: 20, Category: "Personal Care", Images: "new-soap.jpg" },
            { Name: "Broken", Price: "abc", Category: "X", Images: "nope.jpg" },
          ]),
          ["new-soap.jpg"],
        );
        expect(res.status).toBe(200);
        body = res.body;
      });
      expect(body).toEqual({
        success: true,
        message: "1 row has errors; 3 valid rows: 1 to add, 1 to update, 1 unchanged",
        total: 4,
        valid: 3,
        added: 1,
        updated: 1,
        unchanged: 1,
        errors: [{ row: 6, column: "Price", message: "Price must be a positive number" }],
        rows: [
          { row: 2, name: "Dinorado Rice 5kg", action: "update" },
          { row: 3, name: "Safeguard Soap 135g", action: "unchanged" },
          { row: 5, name: "New Soap", action: "add" },
          { row: 6, name: "Broken", action: "error" },
        ],
      });
    });

    it("counts pictures sent as files by their names, and reads absolute /media URLs", async () => {
      await seedCatalogue();
      const f = form(
        csvFile([
          { Name: "File Named", Price: 5, Category: "A", Images: "picked.png" },
          {
            Name: "Absolute",
            Price: 5,
            Category: "A",
            Images: "https://shop.example/media/cccccccccccccccc.webp",
          },
        ]),
        {},
        [await pngFile(5, "picked.png")],
      );
      const res = await t.call<PreviewBody>("POST", "/api/product/import/preview", {
        token,
        body: f,
      });
      expect(res.body.errors).toEqual([]);
      expect(res.body.added).toBe(2);
    });

    it("refuses imageNames that are not a list of names", async () => {
      const res = await t.call<ImportBody>("POST", "/api/product/import/preview", {
        token,
        body: form(csvFile([{ Name: "X" }]), { imageNames: "{not json" }),
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("imageNames must be a JSON list of file names");
    });
  });
});
