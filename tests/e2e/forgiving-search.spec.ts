import { expect, test } from "@playwright/test";
import { ANY_VIEWPORT } from "./viewport";

// Server-rendered answers: the document is enough, no need to wait for every image.
test.slow();
const open = (page: import("@playwright/test").Page, path: string) =>
  page.goto(path, { waitUntil: "domcontentloaded" });

/** Issue 11 item 5: a search with a typo or a nickname still finds the products, and says so. */
test(
  "a typo finds the products with a Did you mean line that links to the corrected search",
  ANY_VIEWPORT,
  async ({ page }, testInfo) => {
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
  },
);

test(
  "coke finds Coca-Cola; an exact word shows no Did you mean",
  ANY_VIEWPORT,
  async ({ page }) => {
    await open(page, "/products?search=coke");
    await expect(page.getByText(/Did you mean/)).toContainText("coca-cola");
    await expect(page.getByRole("heading", { name: /Coca-Cola/ }).first()).toBeVisible();
    await open(page, "/products?search=shampoo");
    await expect(page.getByText(/Showing 1 to \d+ of \d+ products/)).toBeVisible();
    await expect(page.getByRole("heading", { name: /Shampoo/ }).first()).toBeAttached();
    await expect(page.getByText(/Did you mean/)).toHaveCount(0);
  },
);

/** The page is hydrated: the header's cart link says what the cart holds (known only in the browser). */
async function hydrated(page: import("@playwright/test").Page) {
  await expect(
    page.getByRole("link", { name: /^Cart, \d+ items?$/ }).locator("visible=true"),
  ).toHaveCount(1);
}

/**
 * The "Did you mean" line and the empty list are server HTML whose code comes only when a list
 * in the browser needs them: searches and steps back in the app show each list's
 * own, never the previous one's, and no step loads a new document.
 */
test(
  "the Did you mean line and the empty list follow navigations in the app",
  ANY_VIEWPORT,
  async ({ page }) => {
    const sameDocument = () =>
      page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);
    const box = page.getByRole("combobox", { name: "Search products" }).locator("visible=true");
    /** Waits for the header search's code: only live code shows suggestions. */
    const searchIsLive = async () => {
      await box.fill("coke");
      await expect(
        page.getByRole("listbox", { name: "Suggestions" }).locator("visible=true"),
      ).toBeVisible();
    };
    /** A search typed in the header and sent with Enter (the wide box may already have sent it). */
    const searchFor = async (text: string) => {
      await box.fill(text);
      await box.press("Enter");
      await expect(page.getByRole("heading", { name: `Search Results for ${text}` })).toBeVisible();
    };

    await open(page, "/products?search=noodls");
    await hydrated(page);
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    const line = page.getByRole("status").filter({ hasText: "Did you mean" });
    await expect(line).toContainText("No products match “noodls”. Did you mean noodle?");

    // The server's line for "noodls" gives way to the line for "coke".
    await searchIsLive();
    await searchFor("coke");
    await expect(line).toContainText("No products match “coke”. Did you mean coca-cola?");
    await expect(page.getByText("“noodls”")).toHaveCount(0);
    await searchFor("noodls");
    await expect(line).toContainText("No products match “noodls”. Did you mean noodle?");

    // The line's link goes through the app; back again, the line is drawn for "noodls".
    await line.getByRole("link", { name: "noodle" }).click();
    await expect(page).toHaveURL(/\/products\?search=noodle$/);
    await expect(page.getByRole("heading", { name: "Search Results for noodle" })).toBeVisible();
    await expect(page.getByText("Did you mean")).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Search Results for noodls" })).toBeVisible();
    await expect(line).toContainText("No products match “noodls”. Did you mean noodle?");
    expect(await sameDocument()).toBe(true);

    // An empty list from the server, then another search that finds nothing: its own hint.
    await open(page, "/products?search=zzqqxxnothing");
    await hydrated(page);
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await expect(page.getByText("No products found")).toBeVisible();
    await expect(page.getByText("Nothing matches “zzqqxxnothing”.")).toBeVisible();
    await searchIsLive();
    await searchFor("qqzzyynothing");
    await expect(page.getByText("Nothing matches “qqzzyynothing”.")).toBeVisible();
    await expect(page.getByText("Nothing matches “zzqqxxnothing”.")).toHaveCount(0);

    // Its link goes through the app; back again, the empty list is drawn for that search.
    await page.getByRole("link", { name: "Browse All Products" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole("heading", { name: "All Products" })).toBeVisible();
    await expect(page.getByText("No products found")).toHaveCount(0);
    await page.goBack();
    await expect(page.getByText("Nothing matches “qqzzyynothing”.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse All Products" })).toBeVisible();
    expect(await sameDocument()).toBe(true);
  },
);
