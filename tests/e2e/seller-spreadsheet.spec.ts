// Spreadsheet import and export (issue 10): the per-row check before importing, CSV and XLSX
// imports with photos, "Import the N valid rows", the catalogue export and its re-import
// changing nothing, the template downloads, and the JSON step's check on load.
// This file: the per-row check and a CSV import; the XLSX import, the export and the JSON
// step are in seller-spreadsheet-files.spec.ts.
import { expect, test } from "@playwright/test";
import {
  SLOW,
  PNG_RED,
  png,
  HEADER,
  csvFile,
  shot,
  sellerLogin,
  openSpreadsheetImport,
  listed,
  stampOf,
  skuOf,
  importAll,
  resultStatus,
  countsLine,
} from "./seller-spreadsheet-helpers";
import { ANY_VIEWPORT } from "./viewport";

test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 60_000 });

test(
  "the preview lists every row error; only the valid rows are imported when chosen",
  ANY_VIEWPORT,
  async ({ page }, testInfo) => {
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
        [
          skuOf(stamp, 1),
          good1,
          "E2E",
          "12.50",
          "Snacks",
          "Crunchy",
          "sheet-a.png",
          10,
          "yes",
          "no",
        ],
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
  },
);

test(
  "a CSV row is checked against the picked photos, added with its photo, then updated by its SKU",
  ANY_VIEWPORT,
  async ({ page }, testInfo) => {
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
  },
);
