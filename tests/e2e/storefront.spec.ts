import { expect, test, type Page } from "@playwright/test";
import { ANY_VIEWPORT } from "./viewport";

/** The header search field: a visible one exists on phone (mobile bar) and desktop (nav). */
async function search(page: Page, text: string) {
  // A combobox: it suggests products while typing (tests/e2e/search-suggestions.spec.ts).
  const box = page
    .getByRole("combobox", { name: "Search products" })
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

test(
  "home page is rendered on the server with products and peso prices",
  ANY_VIEWPORT,
  async ({ request }) => {
    const res = await request.get("/");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain("Best Sellers");
    expect(html).toMatch(/₱\d[\d,]*\.\d\d/);
    expect(res.headers()["content-security-policy"]).toContain("script-src 'self' 'nonce-");
  },
);

test("products search page is rendered on the server", ANY_VIEWPORT, async ({ request }) => {
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
  // In the results (the closed suggestion list may hold the same names).
  await expect(
    page
      .getByRole("main")
      .getByText(/Pancit Canton/i)
      .first(),
  ).toBeVisible();
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

test("the open banner and the footer carry the spec's words and links", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("We're Open!")).toBeVisible();
  await expect(page.getByText("24/7 Daily").first()).toBeVisible();
  await expect(
    page.getByText("Fast delivery within 60 minutes within Sorsogon City!"),
  ).toBeVisible();

  const footer = page.locator("footer");
  const links: [string, string][] = [
    ["Home", "/"],
    ["Products", "/products"],
    ["Best Sellers", "/products?category=bestsellers"],
    ["Contact Us", "/contact"],
    ["My Orders", "/orders"],
    ["Delivery Information", "/delivery-info"],
    ["Payment Methods", "/payment-methods"],
    ["Return Policy", "/refund-policy"],
    ["FAQs", "/faqs"],
  ];
  for (const [name, href] of links) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  const social = footer.getByRole("link", { name: /opens in a new tab/ });
  await expect(social).toHaveCount(3);
  for (const link of await social.all()) await expect(link).toHaveAttribute("target", "_blank");
  await expect(footer.getByRole("button", { name: "Subscribe" })).toBeVisible();
  await expect(footer.getByRole("textbox", { name: /newsletter/i })).toHaveAttribute(
    "type",
    "email",
  );
});

test("an out-of-stock product reads as the spec says, and an unknown one is not found", async ({
  page,
}) => {
  const list = (await (await page.request.get("/api/product/list")).json()) as {
    products: { _id: string; inStock: boolean }[];
  };
  const out = list.products.find((p) => !p.inStock);
  expect(out, "the demo catalogue has an out-of-stock product").toBeTruthy();
  await page.goto(`/products/all/${out!._id}`);
  await expect(page.getByText("OUT OF STOCK", { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText("This product is currently out of stock and unavailable for purchase."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Unavailable", exact: true })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Out of Stock", exact: true })).toBeDisabled();

  const missing = await page.goto("/products/dairy/no-such-product");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
});

test("cart changes toast the spec's words", async ({ page }) => {
  await page.goto("/products?search=pancit");
  await page
    .getByRole("button", { name: /^Add .+ to cart$/ })
    .first()
    .click();
  await expect(page.getByText("Item added to cart")).toBeVisible();
  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  const decrease = page.getByRole("button", { name: /^Decrease quantity of / }).first();
  await expect(decrease).toBeDisabled();
  await page
    .getByRole("button", { name: /^Increase quantity of / })
    .first()
    .click();
  await expect(page.getByText("Cart Updated")).toBeVisible();
  await page
    .getByRole("button", { name: /^Remove .+ from cart$/ })
    .first()
    .click();
  await expect(page.getByText("Item removed from cart")).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Shopping" })).toBeVisible();
});

test("the connectivity banner says when the browser is offline", async ({ page, context }) => {
  await page.goto("/products?search=pancit");
  // A toast needs the page to be hydrated: the banner's listeners are attached by then.
  await page
    .getByRole("button", { name: /^Add .+ to cart$/ })
    .first()
    .click();
  await expect(page.getByText("Item added to cart")).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText("No Internet Connection")).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText("No Internet Connection")).toBeHidden();
});
