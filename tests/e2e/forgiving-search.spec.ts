import { expect, test } from "@playwright/test";

// Server-rendered answers: the document is enough, no need to wait for every image.
test.slow();
const open = (page: import("@playwright/test").Page, path: string) =>
  page.goto(path, { waitUntil: "domcontentloaded" });

/** Issue 11 item 5: a search with a typo or a nickname still finds the products, and says so. */
test("a typo finds the products with a Did you mean line that links to the corrected search", async ({
  page,
}, testInfo) => {
  await open(page, "/products?search=noodls");
  const line = page.getByRole("status").filter({ hasText: "Did you mean" });
  await expect(line).toContainText("No products match “noodls”. Did you mean");
  await expect(page.getByText(/Showing 1 to \d+ of \d+ products/)).toBeVisible();
  await expect(page.getByRole("heading", { name: /Noodle/i }).first()).toBeVisible();
  await page.screenshot({ path: `test-results/did-you-mean-${testInfo.project.name}.png` });
  const link = line.getByRole("link", { name: "noodle" });
  await expect(link).toHaveAttribute("href", "/products?search=noodle");
  await open(page, "/products?search=noodle");
  await expect(page.getByRole("heading", { name: /Noodle/i }).first()).toBeVisible();
  await expect(page.getByText("Did you mean")).toHaveCount(0);
});

test("coke finds Coca-Cola; an exact word shows no Did you mean", async ({ page }) => {
  await open(page, "/products?search=coke");
  await expect(page.getByText(/Did you mean/)).toContainText("coca-cola");
  await expect(page.getByRole("heading", { name: /Coca-Cola/ }).first()).toBeVisible();
  await open(page, "/products?search=shampoo");
  await expect(page.getByText(/Showing 1 to \d+ of \d+ products/)).toBeVisible();
  await expect(page.getByRole("heading", { name: /Shampoo/ }).first()).toBeAttached();
  await expect(page.getByText(/Did you mean/)).toHaveCount(0);
});
