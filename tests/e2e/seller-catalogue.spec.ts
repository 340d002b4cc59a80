import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_SELLER } from "../../playwright.config";
import { ANY_VIEWPORT } from "./viewport";

// Seller catalogue work: four photos picked in quick succession, editing photos, SKU and stock
// count with the low-stock chip and "Only N left", server-side search.

// The shared test machine can be slow: allow generous time for each journey.
test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 60_000 });
const SLOW = { timeout: 60_000 };

async function sellerLogin(page: Page) {
  await page.goto("/seller");
  await page.getByLabel("Email").fill(E2E_SELLER.email);
  await page.getByLabel("Password").fill(E2E_SELLER.password);
  await page.getByRole("button", { name: /login/i }).click();
  await expect(page.getByText("Seller login successful!")).toBeVisible(SLOW);
  await expect(page.getByRole("heading", { name: "Add Product" })).toBeVisible(SLOW);
}

/** A noisy photo of one tint, big enough (> 300 KB) that the browser shrinks it first. */
async function photo(name: string, tint: [number, number, number], size = 700) {
  const noise = Buffer.alloc(size * size * 3);
  for (let i = 0; i < noise.length; i += 3) {
    const n = (i * 2654435761) % 97;
    noise[i] = (tint[0] + n) % 256;
    noise[i + 1] = (tint[1] + n * 3) % 256;
    noise[i + 2] = (tint[2] + n * 7) % 256;
  }
  const buffer = await sharp(noise, { raw: { width: size, height: size, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: false });

interface ListedProduct {
  _id: string;
  name: string;
  image: string[];
  category: string[];
  stockCount: number | null;
  sku: string | null;
}

async function findProduct(page: Page, name: string): Promise<ListedProduct> {
  const res = await page.request.get(
    `/api/product/list?search=${encodeURIComponent(name)}&limit=5`,
  );
  const body = (await res.json()) as { products: ListedProduct[] };
  const product = body.products.find((p) => p.name === name);
  if (!product) throw new Error(`${name} not listed`);
  return product;
}

test(
  "four photos picked in quick succession are all kept",
  ANY_VIEWPORT,
  async ({ page }, testInfo) => {
    const name = `Four Photos ${testInfo.project.name} ${Date.now()}`;
    const files = await Promise.all([
      photo("a.png", [200, 30, 30]),
      photo("b.png", [30, 200, 30]),
      photo("c.png", [30, 30, 200]),
      photo("d.png", [200, 200, 30]),
    ]);
    page.on("console", (m) => {
      if (m.type() === "error") console.log("browser:", m.text());
    });
    page.on("pageerror", (e) => console.log("page error:", e.message));
    await sellerLogin(page);
    // No waiting between picks: each is still being shrunk when the next arrives.
    for (const [i, file] of files.entries())
      await page.getByLabel(`Image ${i + 1}`, { exact: true }).setInputFiles(file);
    for (let i = 1; i <= 4; i++)
      await expect(page.getByRole("img", { name: `Image ${i} preview` })).toBeVisible(SLOW);
    await page.getByLabel("Product Name").fill(name);
    await page.getByLabel("Category").selectOption({ label: "Canned Goods" });
    await page.getByLabel("Price (₱)").fill("45");
    await page.getByRole("button", { name: "ADD PRODUCT" }).click();
    await expect(page.getByText("Product added successfully")).toBeVisible(SLOW);
    expect((await findProduct(page, name)).image).toHaveLength(4);
  },
);

test("the seller edits photos, SKU and stock; the shop shows the new first photo and 'Only N left'", async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  const stamp = Date.now();
  const name = `Edit Photos ${project} ${stamp}`;
  const sku = `EP-${project}-${stamp}`;
  await sellerLogin(page);
  await page
    .getByLabel("Image 1", { exact: true })
    .setInputFiles(await photo("one.png", [220, 40, 40], 300));
  await page
    .getByLabel("Image 2", { exact: true })
    .setInputFiles(await photo("two.png", [40, 220, 40], 300));
  await expect(page.getByRole("img", { name: "Image 2 preview" })).toBeVisible();
  await page.getByLabel("Product Name").fill(name);
  await page.getByLabel("Category").selectOption({ label: "Canned Goods" });
  await page.getByLabel("Price (₱)").fill("60");
  await page.getByLabel("SKU (optional)").fill(sku);
  await page.getByLabel("Stock count (optional)").fill("12");
  await page.getByRole("button", { name: "ADD PRODUCT" }).click();
  await expect(page.getByText("Product added successfully")).toBeVisible(SLOW);
  const before = await findProduct(page, name);
  expect(before).toMatchObject({ sku, stockCount: 12 });
  const [one, two] = before.image as [string, string];

  // The list searches SKUs on the server.
  await page.goto(`/seller/products-list?q=${encodeURIComponent(sku)}`);
  await expect(page.getByText("Showing 1 of", { exact: false })).toBeVisible(SLOW);
  await expect(page.getByText(name, { exact: true }).locator("visible=true")).toBeVisible();

  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Product" });
  // Add a third photo, replace the first, move the new one to the front, remove "two".
  await dialog
    .getByLabel("Image 3", { exact: true })
    .setInputFiles(await photo("three.png", [40, 40, 220], 300));
  await expect(dialog.getByRole("img", { name: "Image 3 preview" })).toHaveAttribute(
    "src",
    /^blob:/,
  );
  await dialog
    .getByLabel("Image 1", { exact: true })
    .setInputFiles(await photo("four.png", [220, 220, 40], 300));
  await expect(dialog.getByRole("img", { name: "Image 1 preview" })).toHaveAttribute(
    "src",
    /^blob:/,
  );
  await dialog.getByRole("button", { name: "Move image 3 earlier" }).click();
  await dialog.getByRole("button", { name: "Move image 2 earlier" }).click();
  // Now: [three, four, two]; remove "two" (slot 3).
  await dialog.getByRole("button", { name: "Remove image 3" }).click();
  await dialog.getByLabel("Stock count (optional)").fill("3");
  if (project === "phone") await shot(page, "edit-product-phone");
  else await shot(page, "edit-product-desktop");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Product updated successfully")).toBeVisible(SLOW);

  const after = await findProduct(page, name);
  expect(after.image).toHaveLength(2);
  expect(after.image).not.toContain(one);
  expect(after.image).not.toContain(two);
  expect(after.stockCount).toBe(3);

  // The seller list marks it "Low stock" and the filter keeps it.
  await page.goto(`/seller/products-list?lowStock=1&q=${encodeURIComponent(sku)}`);
  // The chip on the product's own row or card (the active-filter chip also reads "Low stock").
  await expect(
    page
      .locator("tr, li")
      .filter({ hasText: name })
      .getByText("Low stock", { exact: true })
      .locator("visible=true"),
  ).toBeVisible(SLOW);
  await expect(page.getByText(name, { exact: true }).locator("visible=true")).toBeVisible();
  await shot(page, `seller-list-low-stock-${project}`);

  // The storefront shows the new first photo and "Only 3 left".
  await page.goto(`/products/${after.category[0]!.toLowerCase()}/${after._id}`);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByText("Only 3 left")).toBeVisible();
  await expect(page.getByRole("img", { name }).first()).toHaveAttribute("src", after.image[0]!);
  await shot(page, `product-only-n-left-${project}`);
});

test(
  "editing to a category outside the storefront warns before saving",
  ANY_VIEWPORT,
  async ({ page }, testInfo) => {
    const name = `Category Warn ${testInfo.project.name} ${Date.now()}`;
    await sellerLogin(page);
    await page.getByLabel("Product Name").fill(name);
    await page.getByLabel("Category").selectOption({ label: "Canned Goods" });
    await page.getByLabel("Price (₱)").fill("30");
    await page.getByRole("button", { name: "ADD PRODUCT" }).click();
    await expect(page.getByText("Product added successfully")).toBeVisible(SLOW);
    await page.goto(`/seller/products-list?q=${encodeURIComponent(name)}`);
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Product" });
    await dialog.getByLabel("Category").selectOption("Household");
    await expect(dialog.getByText(/not one of the store's categories/)).toBeVisible();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    // The store's own confirm box, over the edit dialog: Escape backs out, nothing is saved.
    const warning = page.getByRole("dialog", { name: "Save outside the storefront?" });
    await expect(warning).toContainText("Save anyway?");
    await expect(warning.getByRole("button", { name: "Go back" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(warning).toBeHidden();
    await expect(dialog).toBeVisible();
    expect((await findProduct(page, name)).category).toEqual(["Canned"]);
    await dialog.getByLabel("Category").selectOption({ label: "Baby Care" });
    await expect(dialog.getByText(/not one of the store's categories/)).toHaveCount(0);
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Product updated successfully")).toBeVisible(SLOW);
    expect((await findProduct(page, name)).category).toEqual(["Baby Care"]);
  },
);

test(
  "a search typed just before tapping Orders does not pull the seller back to the list",
  ANY_VIEWPORT,
  async ({ browser }) => {
    // The service worker would serve the Orders screen's code from its cache, past page.route.
    const context = await browser.newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    await sellerLogin(page);
    await page.getByRole("link", { name: "Products" }).first().click();
    await expect(page.getByRole("heading", { name: "All Products" })).toBeVisible(SLOW);
    // The Orders screen's code arrives slowly, so the search's pause ends mid-navigation.
    await page.route("**/assets/seller.orders-*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole("searchbox", { name: "Search products" }).fill("rice");
    await page.getByRole("link", { name: "Orders" }).first().click();
    await expect(page.getByRole("heading", { name: "Orders Management" })).toBeVisible(SLOW);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe("/seller/orders");
    await context.close();
  },
);
