/** Shared files and steps of the spreadsheet journeys (seller-spreadsheet*.spec.ts). */
import { expect, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { E2E_SELLER } from "../../playwright.config";

export const SLOW = { timeout: 60_000 };

// Valid 1×1 PNGs of two colours, so the two files differ.
export const PNG_BLUE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);
export const PNG_RED = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
export const png = (name: string, buffer = PNG_BLUE) => ({ name, mimeType: "image/png", buffer });

export const HEADER = [
  "SKU",
  "Name",
  "Brand",
  "Price",
  "Category",
  "Description",
  "Images",
  "Stock count",
  "In stock",
  "Bestseller",
];
export type Row = (string | number)[];

export const csvField = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};
export const csvFile = (name: string, rows: Row[], header: string[] = HEADER) => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from([header, ...rows].map((r) => r.map(csvField).join(",")).join("\r\n")),
});

export async function xlsxFile(name: string, rows: Row[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Products");
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    name,
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer,
  };
}

export const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });

export async function sellerLogin(page: Page) {
  await page.goto("/seller");
  await page.getByLabel("Email").fill(E2E_SELLER.email);
  await page.getByLabel("Password").fill(E2E_SELLER.password);
  await page.getByRole("button", { name: /login/i }).click();
  await expect(page.getByText("Seller login successful!")).toBeVisible(SLOW);
  await expect(page.getByRole("heading", { name: "Add Product" })).toBeVisible(SLOW);
}

export const importFrom = (page: Page, name: string) =>
  page.getByRole("group", { name: "Import from" }).getByRole("button", { name, exact: true });

export async function openSpreadsheetImport(page: Page) {
  await page.getByRole("tab", { name: "Bulk Import" }).click();
  await importFrom(page, "Spreadsheet (CSV, XLSX)").click();
  await expect(page.getByRole("heading", { name: /Choose the spreadsheet/ })).toBeVisible();
}

export interface ListedProduct {
  _id: string;
  name: string;
  price: number;
  image: string[];
  stockCount: number | null;
  sku: string | null;
}

/** The products called exactly this, as the storefront lists them. */
export async function listed(page: Page, name: string): Promise<ListedProduct[]> {
  const res = await page.request.get(
    `/api/product/list?search=${encodeURIComponent(name)}&limit=50`,
  );
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { products: ListedProduct[] }).products.filter(
    (p) => p.name === name,
  );
}

/** A unique stamp per run and project, so phone and desktop runs never meet. */
export const stampOf = (project: string) => `${project} ${Date.now()}`;
export const skuOf = (stamp: string, n: number) => `E2E-${stamp.replace(/\W+/g, "-")}-${n}`;

export const importAll = (page: Page) => page.getByRole("button", { name: "IMPORT SPREADSHEET" });
/** The result banner (not the toast): the server's message and a link to the products. */
export const resultStatus = (page: Page, text: string) =>
  page
    .getByRole("status")
    .filter({ hasText: text, has: page.getByRole("link", { name: "View products" }) });
export const countsLine = (page: Page, text: string) => page.getByText(text, { exact: true });
