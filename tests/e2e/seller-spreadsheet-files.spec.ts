// Spreadsheet import and export (issue 10): an XLSX import with its photo, the catalogue
// export and its re-import changing nothing, and the JSON step's check on load.
import { readFile } from "node:fs/promises";
import { expect, test, type Download, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import {
  SLOW,
  png,
  HEADER,
  xlsxFile,
  sellerLogin,
  importFrom,
  openSpreadsheetImport,
  listed,
  stampOf,
  importAll,
  resultStatus,
  countsLine,
} from "./seller-spreadsheet-helpers";
import { ANY_VIEWPORT } from "./viewport";

test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 60_000 });

test("an XLSX file is imported with its photo", ANY_VIEWPORT, async ({ page }, testInfo) => {
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

test(
  "the catalogue exports as CSV and XLSX, and re-importing the export changes nothing",
  ANY_VIEWPORT,
  async ({ page }, testInfo) => {
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
  },
);

test("a JSON file with invalid products says so as it loads", ANY_VIEWPORT, async ({ page }) => {
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
