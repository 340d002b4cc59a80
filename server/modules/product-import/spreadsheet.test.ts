import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { eq, sql } from "drizzle-orm";
import { MEDIA_WIDTHS } from "@domain/media";
import { manilaDayOf } from "@domain/manila-time";
import { SHEET_COLUMNS } from "@domain/spreadsheet-columns";
import { csvLine } from "@domain/spreadsheet-export";
import { products } from "../../db/schema";
import { expectDbUnchanged } from "../../test/db-snapshot";
import { createProduct } from "../../test/factories";
import { createTestContext, DB_KIND, loginAsSeller, type TestContext } from "../../test/harness";
import { mediaFiles as listMedia, pngFile } from "../products/test-helpers";

let t: TestContext;
let token: string;
const mediaFiles = () => listMedia(t);

const MAX_ROWS = 40;

beforeAll(async () => {
  t = await createTestContext({ env: { BULK_IMPORT_MAX_PRODUCTS: String(MAX_ROWS) } });
  token = (await loginAsSeller(t)).token;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(products);
});

type Row = Partial<Record<(typeof SHEET_COLUMNS)[number], string | number>>;
interface SheetError {
  row: number;
  column: string;
  message: string;
}
interface ImportBody {
  success: boolean;
  message: string;
  added?: number;
  updated?: number;
  unchanged?: number;
  skipped?: number;
  errors: SheetError[];
}
interface PreviewBody extends ImportBody {
  total: number;
  valid: number;
  rows: { row: number; name: string; action: string }[];
}

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

function csvText(rows: Row[], header: readonly string[] = SHEET_COLUMNS): string {
  return [csvLine(header), ...rows.map((r) => csvLine(SHEET_COLUMNS.map((c) => r[c] ?? "")))].join(
    "",
  );
}
const csvFile = (rows: Row[], header?: readonly string[], name = "products.csv") =>
  new File([csvText(rows, header)], name, { type: "text/csv" });

async function xlsxFile(rows: Row[], name = "products.xlsx") {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Products");
  sheet.addRow([...SHEET_COLUMNS]);
  for (const r of rows) sheet.addRow(SHEET_COLUMNS.map((c) => r[c] ?? null));
  const bytes = await workbook.xlsx.writeBuffer();
  return new File([new Uint8Array(bytes as ArrayBuffer)], name, { type: XLSX_TYPE });
}

function form(file: File, extra: Record<string, string> = {}, images: File[] = []) {
  const f = new FormData();
  f.append("file", file);
  for (const [k, v] of Object.entries(extra)) f.append(k, v);
  for (const image of images) f.append("images", image);
  return f;
}

const importCall = (file: File, extra: Record<string, string> = {}, images: File[] = []) =>
  t.call<ImportBody>("POST", "/api/product/import", { token, body: form(file, extra, images) });
const previewCall = (file: File, imageNames?: string[]) =>
  t.call<PreviewBody>("POST", "/api/product/import/preview", {
    token,
    body: form(file, imageNames ? { imageNames: JSON.stringify(imageNames) } : {}),
  });

async function download(path: string) {
  const res = await t.request("GET", path, { token });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function xlsxRows(bytes: Uint8Array): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
  const out: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

const csvRows = (bytes: Uint8Array) =>
  Papa.parse<string[]>(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ""), {
    skipEmptyLines: true,
  }).data;

async function stored() {
  return t.db
    .select()
    .from(products)
    .orderBy(sql`${products.createdAt} desc`, sql`${products.id} desc`);
}

/** Runs a refused call; the database and the media folder stay as they were. */
async function refused(call: () => Promise<{ status: number; body: ImportBody }>, status = 400) {
  const media = mediaFiles();
  let body: ImportBody | undefined;
  await expectDbUnchanged(t.db, async () => {
    const res = await call();
    expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(status);
    expect(res.body.success).toBe(false);
    expect(Array.isArray(res.body.errors)).toBe(true);
    body = res.body;
  });
  expect(mediaFiles()).toEqual(media);
  return body as ImportBody;
}

/** A small catalogue with every column in use. */
async function seedCatalogue() {
  const base = Date.UTC(2026, 10, 1);
  const rice = await createProduct(t.db, {
    name: "Dinorado Rice 5kg",
    price: 1234.5,
    brand: "Sorsogon Farms",
    category: ["Rice", "Staples"],
    description: ["Well-milled, soft", 'Sacked in Sorsogon, ñ and "quotes", commas'],
    image: ["/media/aaaaaaaaaaaaaaaa.webp", "/media/bbbbbbbbbbbbbbbb.webp"],
    bestseller: true,
    createdAt: new Date(base),
  });
  const soap = await createProduct(t.db, {
    name: "Safeguard Soap 135g",
    price: 48,
    brand: "Safeguard",
    category: ["Personal Care"],
    description: [],
    image: ["/media/cccccccccccccccc.webp"],
    inStock: false,
    createdAt: new Date(base + 1000),
  });
  const sardines = await createProduct(t.db, {
    name: "Ligo Sardines 155g",
    price: 24.75,
    brand: "Ligo",
    category: ["Canned Goods"],
    image: ["/media/dddddddddddddddd.webp"],
    createdAt: new Date(base + 2000),
  });
  await t.db
    .update(products)
    .set({ sku: "RICE-5", stockCount: 12 })
    .where(eq(products.id, rice.id));
  // Counted, at 0, yet set in stock by hand: the manual override survives a round trip.
  await t.db
    .update(products)
    .set({ stockCount: 0, inStock: true })
    .where(eq(products.id, sardines.id));
  return { rice, soap, sardines };
}

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

  describe("POST /api/product/import", () => {
    it("adds, updates and reports unchanged rows, matching by SKU and by name and brand", async () => {
      const { rice, soap, sardines } = await seedCatalogue();
      await t.db.update(products).set({ stockCount: 7 }).where(eq(products.id, sardines.id));
      const media = mediaFiles();
      const file = csvFile([
        // Matched by SKU: the name and price change.
        {
          SKU: "RICE-5",
          Name: "Dinorado Rice 5 kg",
          Brand: "Sorsogon Farms",
          Price: "₱1,299.00",
          Category: "Rice|Staples",
          Images: "",
          "Stock count": 12,
          "In stock": "yes",
          Bestseller: "yes",
          Description: "Well-milled, soft",
        },
        // Matched by name and brand (no SKU): nothing differs.
        {
          Name: " Safeguard Soap 135g ",
          Brand: "Safeguard",
          Price: "48",
          Category: "Personal Care",
          Images: "/media/cccccccccccccccc.webp",
          "In stock": "no",
          Bestseller: "no",
        },
        // Matched by name and brand; the stock count falls to 0: out of stock by itself.
        {
          Name: "Ligo Sardines 155g",
          Brand: "Ligo",
          Price: 24.75,
          Category: "Canned Goods",
          Description: "A product made for tests",
          "Stock count": 0,
          "In stock": "",
          Bestseller: "",
          Images: "sardines-new.png",
        },
        // New.
        {
          SKU: "MILO-22",
          Name: "Milo 22g",
          Brand: "Nestlé",
          Price: "9.5",
          Category: "Beverages",
          Description: "Chocolate malt drink\nSingle serve",
          Images: "milo.png|milo-back.png",
          "Stock count": "30",
          Bestseller: "TRUE",
        },
      ]);
      const images = [
        await pngFile(1, "milo.png"),
        await pngFile(2, "milo-back.png"),
        await pngFile(3, "sardines-new.png"),
        await pngFile(4, "unused.png"),
      ];
      const res = await importCall(file, {}, images);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: "1 added, 2 updated, 1 unchanged",
        added: 1,
        updated: 2,
        unchanged: 1,
        skipped: 0,
        errors: [],
      });
      const after = await stored();
      expect(after).toHaveLength(4);
      const byId = new Map(after.map((p) => [p.id, p]));
      expect(byId.get(rice.id)).toMatchObject({
        name: "Dinorado Rice 5 kg",
        priceCentavos: 129_900,
        sku: "RICE-5",
        description: ["Well-milled, soft"],
        image: rice.image, // an empty Images cell keeps the photos
      });
      expect(byId.get(rice.id)!.updatedAt.getTime()).toBeGreaterThan(rice.updatedAt.getTime());
      expect(byId.get(soap.id)).toEqual(
        expect.objectContaining({ name: soap.name, inStock: false, updatedAt: soap.updatedAt }),
      );
      const sardinesNow = byId.get(sardines.id)!;
      expect(sardinesNow).toMatchObject({ stockCount: 0, inStock: false });
      expect(sardinesNow.image).toHaveLength(1);
      expect(sardinesNow.image[0]).toMatch(/^\/media\/[0-9a-f]+\.webp$/);
      const milo = after.find((p) => p.sku === "MILO-22")!;
      expect(milo).toMatchObject({
        name: "Milo 22g",
        brand: "Nestlé",
        priceCentavos: 950,
        category: ["Beverages"],
        description: ["Chocolate malt drink", "Single serve"],
        stockCount: 30,
        inStock: true,
        bestseller: true,
      });
      expect(milo.image).toHaveLength(2);
      // Three new pictures stored (the unused upload is not).
      expect(mediaFiles().length - media.length).toBe(3 * MEDIA_WIDTHS.length);
      // The storefront sees the change at once (the catalogue cache was dropped).
      const list = await t.call<{ products: { name: string; price: number }[] }>(
        "GET",
        "/api/product/list",
      );
      expect(list.body.products.find((p) => p.name === "Dinorado Rice 5 kg")?.price).toBe(1299);

      // The same file again: nothing left to change for the rows that named stored pictures.
      const again = await importCall(
        csvFile([
          {
            SKU: "RICE-5",
            Name: "Dinorado Rice 5 kg",
            Brand: "Sorsogon Farms",
            Price: "1299",
            Category: "Rice|Staples",
            "Stock count": 12,
            Bestseller: "yes",
            Description: "Well-milled, soft",
          },
          {
            SKU: "MILO-22",
            Name: "Milo 22g",
            Brand: "Nestlé",
            Price: "9.50",
            Category: "Beverages",
            Description: "Chocolate malt drink\nSingle serve",
            Images: milo.image.join("|"),
            "Stock count": "30",
            Bestseller: "yes",
          },
        ]),
      );
      expect(again.body.message).toBe("0 added, 0 updated, 2 unchanged");
    });

    it("gives a SKU to the one stored product of that name and brand that has none", async () => {
      const { soap } = await seedCatalogue();
      const res = await importCall(
        csvFile([
          {
            SKU: "SOAP-135",
            Name: "Safeguard Soap 135g",
            Brand: "Safeguard",
            Price: 48,
            Category: "Personal Care",
            "In stock": "no",
          },
        ]),
      );
      expect(res.body.message).toBe("0 added, 1 updated, 0 unchanged");
      const [row] = await t.db.select().from(products).where(eq(products.id, soap.id));
      expect(row?.sku).toBe("SOAP-135");
      expect(await stored()).toHaveLength(3);
    });

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
