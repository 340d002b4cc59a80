// Rows with errors: refused whole, or skipped with validOnly; a bad picture refuses the import.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { products } from "../../db/schema";
import { createProduct } from "../../test/factories";
import { DB_KIND } from "../../test/harness";
import {
  t,
  setUpSpreadsheetStore,
  csvFile,
  importCall,
  stored,
  refused,
  seedCatalogue,
} from "./spreadsheet-test-helpers";

setUpSpreadsheetStore();

describe(`spreadsheet import and export (${DB_KIND})`, () => {
  describe("POST /api/product/import", () => {
    it("refuses a file with row errors, naming each row, column and problem, and imports nothing", async () => {
      await seedCatalogue();
      await createProduct(t.db, { name: "Twin Noodles", brand: "Twin" });
      await createProduct(t.db, { name: "Twin Noodles", brand: "Twin" });
      const body = await refused(() =>
        importCall(
          csvFile([
            {
              SKU: "A-1",
              Name: "Good One",
              Price: 10,
              Category: "Snacks",
              Images: "/media/cccccccccccccccc.webp",
            },
            {
              SKU: "A-2",
              Name: "Negative Stock",
              Price: 10,
              Category: "Snacks",
              Images: "/media/cccccccccccccccc.webp",
              "Stock count": -3,
            },
            {
              SKU: "A-3",
              Name: "Fraction Stock",
              Price: 10,
              Category: "Snacks",
              Images: "/media/cccccccccccccccc.webp",
              "Stock count": "2.5",
            },
            {
              SKU: "A-1",
              Name: "Same SKU",
              Price: 10,
              Category: "Snacks",
              Images: "/media/cccccccccccccccc.webp",
            },
            {
              SKU: "A-5",
              Name: "No Price",
              Category: "Snacks",
              Images: "/media/cccccccccccccccc.webp",
            },
            {
              SKU: "A-6",
              Name: "Zero Price",
              Price: "0",
              Category: "Snacks",
              Images: "/media/cccccccccccccccc.webp",
            },
            { SKU: "A-7", Name: "Missing Picture", Price: 5, Category: "Snacks", Images: "x.jpg" },
            { SKU: "A-8", Name: "No Picture", Price: 5, Category: "Snacks" },
            { Name: "Twin Noodles", Brand: "Twin", Price: 5, Category: "Noodles" },
            {
              SKU: "A-10",
              Name: "Foreign Picture",
              Price: 5,
              Category: "Snacks",
              Images: "/media/ffffffffffffffff.webp",
            },
            {
              SKU: "A-11",
              Name: "Maybe",
              Price: 5,
              Category: "Snacks",
              Images: "/media/cccccccccccccccc.webp",
              "In stock": "perhaps",
            },
            {
              SKU: "A-12",
              Name: "N".repeat(201),
              Price: 5,
              Category: "Snacks",
              Images: "/media/cccccccccccccccc.webp",
            },
            {
              SKU: "A-13",
              Name: "Too Dear",
              Price: "1000000.01",
              Category: "Snacks",
              Images: "/media/cccccccccccccccc.webp",
            },
            {
              SKU: "A-14",
              Name: "Many Cents",
              Price: "1.005",
              Category: "Snacks",
              Images: "/media/cccccccccccccccc.webp",
            },
            { SKU: "A-15", Name: "No Category", Price: 3, Images: "/media/cccccccccccccccc.webp" },
          ]),
        ),
      );
      expect(body.message).toBe(
        "14 rows have errors. Fix them, or choose to import the valid rows.",
      );
      expect(body.errors).toEqual([
        {
          row: 3,
          column: "Stock count",
          message: "Stock count must be a whole number of 0 or more",
        },
        {
          row: 4,
          column: "Stock count",
          message: "Stock count must be a whole number of 0 or more",
        },
        { row: 5, column: "SKU", message: "SKU A-1 is used by row 2 too" },
        { row: 6, column: "Price", message: "Price is required" },
        { row: 7, column: "Price", message: "Price must be a positive number" },
        { row: 8, column: "Images", message: 'Image "x.jpg" was not uploaded' },
        { row: 9, column: "Images", message: "A new product needs at least one image" },
        {
          row: 10,
          column: "SKU",
          message: '2 products are called "Twin Noodles" by Twin: add a SKU to say which one',
        },
        {
          row: 11,
          column: "Images",
          message: 'Image "/media/ffffffffffffffff.webp" is not a picture in the store',
        },
        { row: 12, column: "In stock", message: "In stock must be yes or no" },
        { row: 13, column: "Name", message: "Name must be at most 200 characters" },
        { row: 14, column: "Price", message: "Price must be at most ₱1,000,000" },
        { row: 15, column: "Price", message: "Price can have at most 2 decimal places" },
        { row: 16, column: "Category", message: "Category is required" },
      ]);
    });

    it("with validOnly imports exactly the valid rows and counts the rest as skipped", async () => {
      await seedCatalogue();
      const res = await importCall(
        csvFile([
          {
            SKU: "V-1",
            Name: "Valid One",
            Price: 10,
            Category: "Snacks",
            Images: "/media/cccccccccccccccc.webp",
          },
          {
            SKU: "V-2",
            Name: "Bad Stock",
            Price: 10,
            Category: "Snacks",
            Images: "/media/cccccccccccccccc.webp",
            "Stock count": "-1",
          },
          {},
          {
            SKU: "RICE-5",
            Name: "Dinorado Rice 5kg",
            Brand: "Sorsogon Farms",
            Price: "1250",
            Category: "Rice|Staples",
            "Stock count": 12,
            Bestseller: "yes",
          },
          { SKU: "V-4", Name: "Bad Picture", Price: 10, Category: "Snacks", Images: "broken.png" },
        ]),
        { validOnly: "true" },
        [new File([new Uint8Array([1, 2, 3])], "broken.png", { type: "image/png" })],
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        message: "1 added, 1 updated, 0 unchanged",
        added: 1,
        updated: 1,
        skipped: 2,
      });
      const names = (await stored()).map((p) => p.name);
      expect(names).toContain("Valid One");
      expect(names).not.toContain("Bad Stock");
      expect(names).not.toContain("Bad Picture");
      expect(names).toHaveLength(4);
      const [rice] = await t.db.select().from(products).where(eq(products.sku, "RICE-5"));
      expect(rice?.priceCentavos).toBe(125_000);
    });

    it("without validOnly, a bad uploaded picture refuses the import and names its rows", async () => {
      const body = await refused(() =>
        importCall(
          csvFile([{ Name: "Broken Photo", Price: 10, Category: "Snacks", Images: "broken.png" }]),
          {},
          [new File([new Uint8Array([1, 2, 3])], "broken.png", { type: "image/png" })],
        ),
      );
      expect(body.errors).toEqual([
        { row: 2, column: "Images", message: expect.stringContaining("broken.png") },
      ]);
    });
  });
});
