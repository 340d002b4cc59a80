import { expect, test } from "@playwright/test";
import { sellerLogin } from "./order-desk-helpers";
import { seriousAxeFindings } from "./storefront-helpers";

// Every seller page read by axe (serious and critical findings: colour contrast, names, roles),
// at the phone and desktop widths of the projects.
const PAGES: { path: string; heading: string | RegExp }[] = [
  { path: "/seller", heading: "Add Product" },
  { path: "/seller/products-list", heading: "All Products" },
  { path: "/seller/orders", heading: "Orders Management" },
  { path: "/seller/reports", heading: "Daily report" },
  { path: "/seller/account", heading: /account|security|password/i },
];

test("the seller pages have no serious or critical axe finding", async ({ page }) => {
  // axe over whole pages is slow on a shared two-core machine.
  test.setTimeout(300_000);
  await sellerLogin(page);
  const findings: string[] = [];
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    // The list's rows (SKU, stock, page count) and the order cards are part of what is read.
    if (path === "/seller/products-list")
      await expect(page.getByRole("button", { name: /^Edit / }).first()).toBeAttached();
    findings.push(...(await seriousAxeFindings(page, path)));
  }
  // The edit dialog and the store's own confirm box over it.
  await page.goto("/seller/products-list");
  await page
    .getByRole("button", { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole("dialog", { name: "Delete this product?" })).toBeVisible();
  findings.push(...(await seriousAxeFindings(page, "delete confirm")));
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(findings).toEqual([]);
});
