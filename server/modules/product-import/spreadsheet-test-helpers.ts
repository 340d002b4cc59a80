/**
 * The shared store, files and calls of the spreadsheet import and export tests
 * (spreadsheet*.test.ts).
 */
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { eq, sql } from "drizzle-orm";
import { SHEET_COLUMNS } from "@domain/spreadsheet-columns";
import { csvLine } from "@domain/spreadsheet-export";
import { products } from "../../db/schema";
import { expectDbUnchanged } from "../../test/db-snapshot";
import { createProduct } from "../../test/factories";
import { createTestContext, loginAsSeller, type TestContext } from "../../test/harness";
import { mediaFiles as listMedia } from "../products/test-helpers";

export let t: TestContext;
export let token: string;
export const mediaFiles = () => listMedia(t);

export const MAX_ROWS = 40;

/** Each spreadsheet test file's store: a seller signed in, and no products before each test. */
export function setUpSpreadsheetStore() {
  beforeAll(async () => {
    t = await createTestContext({ env: { BULK_IMPORT_MAX_PRODUCTS: String(MAX_ROWS) } });
    token = (await loginAsSeller(t)).token;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(products);
  });
}

export type Row = Partial<Record<(typeof SHEET_COLUMNS)[number], string | number>>;
export interface SheetError {
  row: number;
  column: string;
  message: string;
}
export interface ImportBody {
  success: boolean;
  message: string;
  added?: number;
  updated?: number;
  unchanged?: number;
  skipped?: number;
  errors: SheetError[];
}
export interface PreviewBody extends ImportBody {
  total: number;
  valid: number;
  rows: { row: number; name: string; action: string }[];
}

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function csvText(rows: Row[], header: readonly string[] = SHEET_COLUMNS): string {
  return [csvLine(header), ...rows.map((r) => csvLine(SHEET_COLUMNS.map((c) => r[c] ?? "")))].join(
    "",
  );
}
export const csvFile = (rows: Row[], header?: readonly string[], name = "products.csv") =>
  new File([csvText(rows, header)], name, { type: "text/csv" });

export async function xlsxFile(rows: Row[], name = "products.xlsx") {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Products");
  sheet.addRow([...SHEET_COLUMNS]);
  for (const r of rows) sheet.addRow(SHEET_COLUMNS.map((c) => r[c] ?? null));
  const bytes = await workbook.xlsx.writeBuffer();
  return new File([new Uint8Array(bytes as ArrayBuffer)], name, { type: XLSX_TYPE });
}

export function form(file: File, extra: Record<string, string> = {}, images: File[] = []) {
  const f = new FormData();
  f.append("file", file);
  for (const [k, v] of Object.entries(extra)) f.append(k, v);
  for (const image of images) f.append("images", image);
  return f;
}

export const importCall = (file: File, extra: Record<string, string> = {}, images: File[] = []) =>
  t.call<ImportBody>("POST", "/api/product/import", { token, body: form(file, extra, images) });
export const previewCall = (file: File, imageNames?: string[]) =>
  t.call<PreviewBody>("POST", "/api/product/import/preview", {
    token,
    body: form(file, imageNames ? { imageNames: JSON.stringify(imageNames) } : {}),
  });

export async function download(path: string) {
  const res = await t.request("GET", path, { token });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

export async function xlsxRows(bytes: Uint8Array): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
  const out: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

export const csvRows = (bytes: Uint8Array) =>
  Papa.parse<string[]>(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ""), {
    skipEmptyLines: true,
  }).data;

export async function stored() {
  return t.db
    .select()
    .from(products)
    .orderBy(sql`${products.createdAt} desc`, sql`${products.id} desc`);
}

/** Runs a refused call; the database and the media folder stay as they were. */
export async function refused(
  call: () => Promise<{ status: number; body: ImportBody }>,
  status = 400,
) {
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
export async function seedCatalogue() {
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
