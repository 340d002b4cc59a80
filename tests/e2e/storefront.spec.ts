import { expect, test, type Page } from "@playwright/test";

/** The header search field: a visible one exists on phone (mobile bar) and desktop (nav). */
async function search(page: Page, text: string) {
  const box = page
    .getByRole("searchbox", { name: "Search products" })
    .locator("visible=true")
    .first();
  await box.fill(text);
  await box.press("Enter");
}

const cartLink = (page: Page) =>
  page
    .getByRole("link", { name: /^Cart, \d+ items?$/ })
    .locator("visible=true")
    .first();

test("home page is rendered on the server with products and peso prices", async ({ request }) => {
  const res = await request.get("/");
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain("Best Sellers");
  expect(html).toMatch(/₱\d[\d,]*\.\d\d/);
  expect(res.headers()["content-security-policy"]).toContain("script-src 'self' 'nonce-");
});

test("products search page is rendered on the server", async ({ request }) => {
  const res = await request.get("/products?search=rice");
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain("Search Results for");
  expect(html.toLowerCase()).toContain("rice");
  expect(html).toMatch(/₱\d[\d,]*\.\d\d/);
});

test("search finds a product from the header", async ({ page }) => {
  await page.goto("/");
  await search(page, "pancit canton");
  await expect(page).toHaveURL(/\/products\?.*search=pancit/);
  await expect(page.getByRole("heading", { name: /Search Results for/ })).toBeVisible();
  await expect(page.getByText(/Pancit Canton/i).first()).toBeVisible();
});

test("adding to the cart updates the badge and survives a reload", async ({ page }) => {
  await page.goto("/products?search=pancit");
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");
  const add = page.getByRole("button", { name: /^Add .+ to cart$/ }).first();
  await add.click();
  await expect(page.getByText("Item added to cart")).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(/Pancit Canton/i).first()).toBeVisible();
});
