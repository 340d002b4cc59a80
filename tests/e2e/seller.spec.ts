import { expect, test } from "@playwright/test";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { sellerLogin, visible } from "./seller-helpers";
import { ANY_VIEWPORT } from "./viewport";

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

test("the seller adds a product, finds it, toggles its stock, edits and deletes it", async ({
  page,
}, testInfo) => {
  const name = `E2E Crackers ${testInfo.project.name} ${Date.now()}`;
  await sellerLogin(page);

  const add = page.getByRole("button", { name: "ADD PRODUCT" });
  await expect(add).toBeDisabled();
  await page.getByLabel("Image 1", { exact: true }).setInputFiles(png("crackers.png"));
  await expect(page.getByRole("img", { name: "Image 1 preview" })).toBeVisible();
  await page
    .getByLabel("Image 2", { exact: true })
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
  await expect(page.getByText("Please select a valid image file")).toBeVisible();

  await page.getByLabel("Product Name").fill(name);
  await page.getByLabel("Product Description").fill("Light and crunchy\n\nPack of 10");
  await page.getByLabel("Category").selectOption({ label: "Biscuits & Cookies" });
  await expect(add).toBeDisabled();
  await page.getByLabel("Price (₱)").fill("123.45");
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByText("Product added successfully")).toBeVisible();
  await expect(page.getByLabel("Product Name")).toHaveValue("");

  await visible(page, "link", "Products").click();
  await expect(page.getByRole("heading", { name: "All Products" })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ products/)).toBeVisible();
  await expect(page.getByText(name, { exact: true }).locator("visible=true")).toBeVisible();

  const toggle = page.getByRole("switch", { name: `In stock: ${name}` });
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await toggle.click();
  await expect(page.getByText(`"${name}" marked as OUT OF STOCK`)).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", "false");

  await page.getByLabel("Stock Status").selectOption("out-of-stock");
  await expect(page.getByRole("group", { name: "Active filters" })).toContainText(
    "Stock: Out of Stock",
  );
  await expect(page.getByText(name, { exact: true }).locator("visible=true")).toBeVisible();
  await page.getByRole("button", { name: "Clear all filters" }).click();
  await expect(page.getByRole("group", { name: "Active filters" })).toHaveCount(0);

  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Product" });
  await expect(dialog.getByLabel("Name")).toHaveValue(name);
  await dialog.getByLabel("Price (₱)").fill("99.5");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Product updated successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("₱99.50").locator("visible=true").first()).toBeVisible();

  await page.getByRole("button", { name: `Delete ${name}` }).click();
  // The store's own confirm box: focus on the safe choice, trapped inside, a named confirm.
  const confirm = page.getByRole("dialog", { name: "Delete this product?" });
  await expect(confirm).toContainText(`Are you sure you want to delete "${name}"?`);
  await expect(confirm.getByRole("button", { name: "Keep it" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(confirm.locator(":focus")).toHaveCount(1);
  await confirm.getByRole("button", { name: "Delete product" }).click();
  await expect(page.getByText("Product deleted successfully")).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toHaveCount(0);
});

test(
  "the seller imports two products from a JSON file and their pictures",
  ANY_VIEWPORT,
  async ({ page }, testInfo) => {
    const stamp = `${testInfo.project.name} ${Date.now()}`;
    const products = [
      {
        name: `Bulk Sardines ${stamp}`,
        description: ["In tomato sauce"],
        price: 25.5,
        category: ["Canned"],
        image: ["sardines.png"],
      },
      {
        name: `Bulk Noodles ${stamp}`,
        description: ["Original"],
        price: 16,
        category: ["Instant"],
        image: ["noodles.png"],
      },
    ];
    const jsonFile = (body: unknown) => ({
      name: "products.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(body)),
    });
    await sellerLogin(page);
    await page.getByRole("tab", { name: "Bulk Import" }).click();

    const importButton = page.getByRole("button", { name: "IMPORT PRODUCTS" });
    await expect(importButton).toBeDisabled();
    await page
      .getByLabel("Product images", { exact: true })
      .setInputFiles([png("sardines.png"), png("noodles.png", PNG_RED)]);
    await expect(page.getByText(/^2 images selected/)).toBeVisible();

    await page
      .getByLabel("JSON file", { exact: true })
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("{}") });
    await expect(page.getByText("Please select a valid JSON file")).toBeVisible();

    // A file naming a picture that was not uploaded is refused before anything is sent.
    await page
      .getByLabel("JSON file", { exact: true })
      .setInputFiles(jsonFile({ products: [{ ...products[0], image: ["missing.png"] }] }));
    await expect(page.getByText("JSON file loaded successfully!")).toBeVisible();
    await importButton.click();
    await expect(page.getByText(/^Image filename validation failed\.\.\./)).toBeVisible();
    await expect(page.getByRole("table").filter({ hasText: "missing.png" })).toBeVisible();

    await page.getByLabel("JSON file", { exact: true }).setInputFiles(jsonFile({ products }));
    await expect(page.getByText("2 products in products.json")).toBeVisible();
    await expect(page.getByText(products[0]!.name, { exact: true })).toBeVisible();
    await importButton.click();
    await expect(page.getByText("Successfully imported 2 products").first()).toBeVisible({
      timeout: 30_000,
    });

    await visible(page, "link", "Products").click();
    for (const product of products)
      await expect(
        page.getByText(product.name, { exact: true }).locator("visible=true"),
      ).toBeVisible();
  },
);

/** A photo-like JPEG, so the server takes a moment over each one. */
async function photoJpeg(seed: number) {
  const [width, height] = [1200, 900];
  const pixels = randomBytes(width * height * 3);
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = (pixels[i]! >> 2) + (((((i / 3) % width) * 150) / width + seed * 17) % 180);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

test(
  "the bulk import shows the upload, then the server's processing of the pictures, n of N",
  ANY_VIEWPORT,
  async ({ page }, testInfo) => {
    const stamp = `${testInfo.project.name} ${Date.now()}`;
    const count = 16;
    const photos = await Promise.all(
      Array.from({ length: count }, async (_, i) => ({
        name: `shelf-${i}.jpg`,
        mimeType: "image/jpeg",
        buffer: await photoJpeg(i),
      })),
    );
    const products = photos.map((p, i) => ({
      name: `Progress Item ${i} ${stamp}`,
      description: ["Shown while importing"],
      price: 12 + i,
      category: ["Canned"],
      image: [p.name],
    }));
    await sellerLogin(page);
    await page.getByRole("tab", { name: "Bulk Import" }).click();
    await page.getByLabel("Product images", { exact: true }).setInputFiles(photos);
    await expect(page.getByText(`${count} images selected`, { exact: false })).toBeVisible();
    await page.getByLabel("JSON file", { exact: true }).setInputFiles({
      name: "products.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify({ products })),
    });
    await expect(page.getByText(`${count} products in products.json`)).toBeVisible();

    // Every text the page shows while importing is noted as it changes: on a fast machine the
    // processing stage can pass between two looks of a visibility check.
    await page.evaluate(() => {
      const seen: string[] = [];
      const note = (text: string | null | undefined) => {
        const line = text?.trim();
        if (line && /^Processing images \d+ of \d+…$/.test(line) && seen.at(-1) !== line)
          seen.push(line);
      };
      new MutationObserver((mutations) => {
        for (const m of mutations) {
          note(m.target.textContent);
          m.addedNodes.forEach((node) => note(node.textContent));
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
      Object.assign(window, { processingSeen: seen });
    });
    const answer = page.waitForResponse((r) => r.url().includes("/api/product/bulk-import"));
    await page.getByRole("button", { name: "IMPORT PRODUCTS" }).click();
    await expect(page.getByText(`Successfully imported ${count} products`).first()).toBeVisible({
      timeout: 60_000,
    });
    // The server reported its work on the pictures as it went, and the page showed it: n of N,
    // n never going back.
    const seen = await page.evaluate(
      () => (window as unknown as { processingSeen: string[] }).processingSeen,
    );
    expect(seen.length).toBeGreaterThan(0);
    const done = seen.map((line) => Number(/^Processing images (\d+) of (\d+)…$/.exec(line)![1]));
    for (const line of seen)
      expect(line).toMatch(new RegExp(`^Processing images \\d+ of ${count}…$`));
    expect(done).toEqual([...done].sort((a, b) => a - b));
    const res = await answer;
    expect(res.headers()["content-type"]).toMatch(/^application\/x-ndjson/);
    const lines = (await res.text())
      .trim()
      .split("\n")
      .map(
        (l) => JSON.parse(l) as { phase: string; done?: number; total?: number; status?: number },
      );
    expect(lines[0]).toEqual({ phase: "processing", done: 0, total: count });
    expect(lines.at(-2)).toEqual({ phase: "processing", done: count, total: count });
    expect(lines.at(-1)).toMatchObject({ phase: "done", status: 201 });
    await expect(page.getByRole("progressbar", { name: "Import progress" })).toHaveCount(0);
  },
);
