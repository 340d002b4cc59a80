import { readFile } from "node:fs/promises";
import { expect, test, type Download, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { E2E_SELLER } from "../../playwright.config";

// Spreadsheet import and export (issue 10): the per-row check before importing, CSV and XLSX
// imports with photos, "Import the N valid rows", the catalogue export and its re-import
// changing nothing, the template downloads, and the JSON step's check on load.

test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 60_000 });
const SLOW = { timeout: 60_000 };

// Valid 1×1 PNGs of two colours, so the two files differ.
const PNG_BLUE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);
const PNG_RED = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const png = (name: string, buffer = PNG_BLUE) => ({ name, mimeType: "image/png", buffer });

const HEADER = [
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
type Row = (string | number)[];

const csvField = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};
const csvFile = (name: string, rows: Row[], header: string[] = HEADER) => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from([header, ...rows].map((r) => r.map(csvField).join(",")).join("\r\n")),
});

async function xlsxFile(name: string, rows: Row[]) {
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

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });

async function sellerLogin(page: Page) {
  await page.goto("/seller");
  await page.getByLabel("Email").fill(E2E_SELLER.email);
  await page.getByLabel("Password").fill(E2E_SELLER.password);
  await page.getByRole("button", { name: /login/i }).click();
  await expect(page.getByText("Seller login successful!")).toBeVisible(SLOW);
  await expect(page.getByRole("heading", { name: "Add Product" })).toBeVisible(SLOW);
}

const importFrom = (page: Page, name: string) =>
  page.getByRole("group", { name: "Import from" }).getByRole("button", { name, exact: true });

async function openSpreadsheetImport(page: Page) {
  await page.getByRole("tab", { name: "Bulk Import" }).click();
  await importFrom(page, "Spreadsheet (CSV, XLSX)").click();
  await expect(page.getByRole("heading", { name: /Choose the spreadsheet/ })).toBeVisible();
}

interface ListedProduct {
  _id: string;
  name: string;
  price: number;
  image: string[];
  stockCount: number | null;
  sku: string | null;
}

/** The products called exactly this, as the storefront lists them. */
async function listed(page: Page, name: string): Promise<ListedProduct[]> {
  const res = await page.request.get(
    `/api/product/list?search=${encodeURIComponent(name)}&limit=50`,
  );
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { products: ListedProduct[] }).products.filter(
    (p) => p.name === name,
  );
}

/** A unique stamp per run and project, so phone and desktop runs never meet. */
const stampOf = (project: string) => `${project} ${Date.now()}`;
const skuOf = (stamp: string, n: number) => `E2E-${stamp.replace(/\W+/g, "-")}-${n}`;

const importAll = (page: Page) => page.getByRole("button", { name: "IMPORT SPREADSHEET" });
/** The result banner (not the toast): the server's message and a link to the products. */
const resultStatus = (page: Page, text: string) =>
  page
    .getByRole("status")
    .filter({ hasText: text, has: page.getByRole("link", { name: "View products" }) });
const countsLine = (page: Page, text: string) => page.getByText(text, { exact: true });

test("the preview lists every row error; only the valid rows are imported when chosen", async ({
  page,
}, testInfo) => {
  const stamp = stampOf(testInfo.project.name);
  await sellerLogin(page);
  await openSpreadsheetImport(page);
  await expect(importAll(page)).toBeDisabled();

  // A file with a wrong header is refused as a whole, naming what is wrong.
  await page
    .getByLabel("Spreadsheet file", { exact: true })
    .setInputFiles(
      csvFile(
        "wrong-header.csv",
        [["", "X", "", "1", "Snacks", "", "", "", "", ""]],
        [...HEADER.slice(0, 7), "Quantity", ...HEADER.slice(8)],
      ),
    );
  await expect(
    page.getByRole("alert").filter({ hasText: 'Unknown column "Quantity"' }),
  ).toBeVisible(SLOW);
  const headerProblems = page.getByRole("region", { name: /problems? to fix/ });
  await expect(
    headerProblems.getByRole("row", { name: /Missing column "Stock count"/ }),
  ).toBeVisible();
  await expect(importAll(page)).toBeDisabled();

  await page
    .getByLabel("Spreadsheet photos", { exact: true })
    .setInputFiles([png("sheet-a.png"), png("sheet-b.png", PNG_RED)]);
  await expect(page.getByText("2 photos selected")).toBeVisible();

  const good1 = `Sheet Crackers ${stamp}`;
  const noPrice = `Sheet No Price ${stamp}`;
  const negative = `Sheet Negative Stock ${stamp}`;
  const good2 = `Sheet Biscuits ${stamp}`;
  await page.getByLabel("Spreadsheet file", { exact: true }).setInputFiles(
    csvFile("products.csv", [
      [skuOf(stamp, 1), good1, "E2E", "12.50", "Snacks", "Crunchy", "sheet-a.png", 10, "yes", "no"],
      ["", noPrice, "E2E", "", "Snacks", "", "sheet-a.png", "", "yes", "no"],
      ["", negative, "E2E", "20", "Snacks", "", "sheet-b.png", -3, "yes", "no"],
      ["", good2, "E2E", "30", "Snacks|Biscuits & Cookies", "", "sheet-b.png", "", "", "yes"],
    ]),
  );
  await expect(countsLine(page, "4 rows: 2 to add, 0 to update, 0 unchanged")).toBeVisible(SLOW);
  const problems = page.getByRole("region", { name: "2 problems to fix" });
  await expect(problems).toBeVisible();
  const problemRows = problems.getByRole("row");
  await expect(problemRows).toHaveCount(3); // the header and one row per error
  await expect(problemRows.nth(1).getByRole("cell")).toHaveText([
    "3",
    "Price",
    "Price is required",
  ]);
  await expect(problemRows.nth(2).getByRole("cell")).toHaveText([
    "4",
    "Stock count",
    "Stock count must be a whole number of 0 or more",
  ]);
  await expect(importAll(page)).toBeDisabled();
  const validOnly = page.getByRole("button", { name: "Import the 2 valid rows" });
  await expect(validOnly).toBeEnabled();
  await problems.scrollIntoViewIfNeeded();
  await shot(page, `sheet-preview-errors-${testInfo.project.name}`);

  await validOnly.click();
  await expect(resultStatus(page, "2 added, 0 updated, 0 unchanged")).toBeVisible(SLOW);
  const [crackers] = await listed(page, good1);
  expect(crackers).toMatchObject({ price: 12.5, stockCount: 10, sku: skuOf(stamp, 1) });
  expect(crackers!.image[0]).toMatch(/^\/media\//);
  expect(await listed(page, good2)).toHaveLength(1);
  // The rows with errors were skipped.
  expect(await listed(page, noPrice)).toHaveLength(0);
  expect(await listed(page, negative)).toHaveLength(0);
});

test("a CSV row is checked against the picked photos, added with its photo, then updated by its SKU", async ({
  page,
}, testInfo) => {
  const stamp = stampOf(testInfo.project.name);
  const name = `Sheet Sardines ${stamp}`;
  const sku = skuOf(stamp, 1);
  await sellerLogin(page);
  await openSpreadsheetImport(page);

  // The file first: its photo is not picked yet, so the row is an error …
  await page
    .getByLabel("Spreadsheet file", { exact: true })
    .setInputFiles(
      csvFile("sardines.csv", [
        [
          sku,
          name,
          "Ligo",
          "24.50",
          "Canned",
          "In tomato sauce",
          "sardines-sheet.png",
          5,
          "yes",
          "no",
        ],
      ]),
    );
  await expect(countsLine(page, "1 row: 0 to add, 0 to update, 0 unchanged")).toBeVisible(SLOW);
  await expect(
    page
      .getByRole("region", { name: "1 problem to fix" })
      .getByRole("row")
      .nth(1)
      .getByRole("cell"),
  ).toHaveText(["2", "Images", 'Image "sardines-sheet.png" was not uploaded']);
  await expect(importAll(page)).toBeDisabled();
  await expect(page.getByRole("button", { name: /^Import the \d+ valid/ })).toHaveCount(0);
  // … until the photo is picked: the file is checked again.
  await page
    .getByLabel("Spreadsheet photos", { exact: true })
    .setInputFiles(png("sardines-sheet.png", PNG_RED));
  await expect(countsLine(page, "1 row: 1 to add, 0 to update, 0 unchanged")).toBeVisible(SLOW);
  await expect(page.getByRole("region", { name: /problems? to fix/ })).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Rows in the file" })).toContainText(name);
  await importAll(page).click();
  await expect(resultStatus(page, "1 added, 0 updated, 0 unchanged")).toBeVisible(SLOW);
  await expect(page.getByLabel("Spreadsheet file", { exact: true })).toBeEnabled();
  await expect(page.getByText("Choose CSV or XLSX file")).toBeVisible();

  const [added] = await listed(page, name);
  expect(added).toMatchObject({ name, price: 24.5, stockCount: 5, sku });
  expect(added!.image).toHaveLength(1);
  const photo = await page.request.get(added!.image[0]!);
  expect(photo.ok()).toBe(true);

  // The same SKU with a new price updates the product in place; the photo stays.
  await page
    .getByLabel("Spreadsheet file", { exact: true })
    .setInputFiles(
      csvFile("sardines.csv", [
        [sku, name, "Ligo", "26.00", "Canned", "In tomato sauce", "", 5, "yes", "no"],
      ]),
    );
  await expect(countsLine(page, "1 row: 0 to add, 1 to update, 0 unchanged")).toBeVisible(SLOW);
  await importAll(page).click();
  await expect(resultStatus(page, "0 added, 1 updated, 0 unchanged")).toBeVisible(SLOW);
  const after = await listed(page, name);
  expect(after).toHaveLength(1);
  expect(after[0]).toMatchObject({ _id: added!._id, price: 26, image: added!.image });
});

test("an XLSX file is imported with its photo", async ({ page }, testInfo) => {
  const stamp = stampOf(testInfo.project.name);
  const name = `Sheet Coffee ${stamp}`;
  await sellerLogin(page);
  await openSpreadsheetImport(page);

  await page
    .getByLabel("Spreadsheet photos", { exact: true })
    .setInputFiles(png("coffee-sheet.png"));
  await page
    .getByLabel("Spreadsheet file", { exact: true })
    .setInputFiles(
      await xlsxFile("coffee.xlsx", [
        ["", name, "Nescafe", 7.25, "Beverages", "3-in-1", "coffee-sheet.png", 40, "yes", "yes"],
      ]),
    );
  await expect(countsLine(page, "1 row: 1 to add, 0 to update, 0 unchanged")).toBeVisible(SLOW);
  // The import is held at the network until the progress has been seen (a tiny file is quick).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/product/import", async (route) => {
    await held;
    await route.continue();
  });
  await importAll(page).click();
  await expect(
    page.getByRole("progressbar", { name: "Spreadsheet import progress" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Importing..." })).toBeDisabled();
  release();
  await expect(resultStatus(page, "1 added, 0 updated, 0 unchanged")).toBeVisible(SLOW);
  const [added] = await listed(page, name);
  expect(added).toMatchObject({ name, price: 7.25, stockCount: 40 });
  expect(added!.image[0]).toMatch(/^\/media\//);
});

async function saveDownload(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  expect(await download.failure()).toBeNull();
  return download;
}

test("the catalogue exports as CSV and XLSX, and re-importing the export changes nothing", async ({
  page,
}, testInfo) => {
  await sellerLogin(page);
  await page.goto("/seller/products-list");
  const showing = page.getByText(/^Showing \d+ of \d+ products/);
  await expect(showing).toBeVisible(SLOW);
  const catalogueSize = Number(/of (\d+) products/.exec((await showing.textContent()) ?? "")![1]);
  expect(catalogueSize).toBeGreaterThan(0);

  const csv = await saveDownload(page, () =>
    page.getByRole("button", { name: "Export CSV" }).click(),
  );
  expect(csv.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvPath = testInfo.outputPath(csv.suggestedFilename());
  await csv.saveAs(csvPath);
  const csvText = await readFile(csvPath, "utf8");
  expect(csvText.replace(/^\uFEFF/, "").split(/\r?\n/)[0]).toBe(HEADER.join(","));

  const xlsx = await saveDownload(page, () =>
    page.getByRole("button", { name: "Export XLSX" }).click(),
  );
  expect(xlsx.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const xlsxPath = testInfo.outputPath(xlsx.suggestedFilename());
  await xlsx.saveAs(xlsxPath);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(xlsxPath);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).values).toEqual([undefined, ...HEADER]);
  expect(sheet.actualRowCount).toBe(catalogueSize + 1);

  // Both exports, imported back: every row is recognised and nothing changes.
  await page.goto("/seller");
  await openSpreadsheetImport(page);
  const unchanged = `${catalogueSize} rows: 0 to add, 0 to update, ${catalogueSize} unchanged`;
  const reimported = `0 added, 0 updated, ${catalogueSize} unchanged`;
  await page.getByLabel("Spreadsheet file", { exact: true }).setInputFiles(csvPath);
  await expect(countsLine(page, unchanged)).toBeVisible(SLOW);
  await importAll(page).click();
  await expect(resultStatus(page, reimported)).toBeVisible(SLOW);

  await page.getByLabel("Spreadsheet file", { exact: true }).setInputFiles(xlsxPath);
  await expect(countsLine(page, unchanged)).toBeVisible(SLOW);
  await importAll(page).click();
  await expect(resultStatus(page, reimported)).toBeVisible(SLOW);

  // The templates download under their own names and hold the header row.
  const template = await saveDownload(page, () =>
    page.getByRole("button", { name: "CSV template" }).click(),
  );
  expect(template.suggestedFilename()).toBe("products-template.csv");
  const templatePath = testInfo.outputPath("template.csv");
  await template.saveAs(templatePath);
  expect((await readFile(templatePath, "utf8")).replace(/^\uFEFF/, "")).toMatch(
    new RegExp(`^${HEADER.join(",")}\\r?\\n`),
  );
  const xlsxTemplate = await saveDownload(page, () =>
    page.getByRole("button", { name: "XLSX template" }).click(),
  );
  expect(xlsxTemplate.suggestedFilename()).toBe("products-template.xlsx");
});

test("a JSON file with invalid products says so as it loads", async ({ page }) => {
  await sellerLogin(page);
  await page.getByRole("tab", { name: "Bulk Import" }).click();
  await expect(importFrom(page, "JSON file")).toHaveAttribute("aria-pressed", "true");
  const good = {
    name: "JSON Check Rice",
    description: ["5 kg"],
    price: 250,
    category: ["Rice"],
    image: ["rice.png"],
  };
  const jsonFile = (body: unknown) => ({
    name: "products.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(body)),
  });
  const jsonInput = page.getByLabel("JSON file", { exact: true });

  await jsonInput.setInputFiles(
    jsonFile({ products: [good, { ...good, name: "JSON Check Oil", price: -5 }] }),
  );
  await expect(
    page.getByText(
      "JSON file loaded, but 1 of 2 products have problems. Fix them before importing.",
    ),
  ).toBeVisible();
  const problems = page.getByRole("alert").filter({ hasText: "1 problem in this file" });
  await expect(problems).toContainText("#2");
  await expect(problems).toContainText("JSON Check Oil");
  await expect(problems).toContainText("Price must be a positive number");
  await expect(page.getByText("JSON file loaded successfully!")).toHaveCount(0);

  // A valid file keeps the spec's words, and the problems go.
  await jsonInput.setInputFiles(jsonFile({ products: [good] }));
  await expect(page.getByText("JSON file loaded successfully!")).toBeVisible();
  await expect(page.getByText("1 problem in this file")).toHaveCount(0);
  await expect(page.getByText("1 product in products.json")).toBeVisible();
});
