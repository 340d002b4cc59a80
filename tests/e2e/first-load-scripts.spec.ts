// Which scripts a page preloads, and how its main content goes live once they arrive (issue #11).
import { expect, test } from "@playwright/test";
import { FIRST_LOAD_GOALS, firstLoadBytes } from "../../bench/first-load-scripts";
import { ANY_VIEWPORT } from "./viewport";
import { firstProductPath } from "./storefront-helpers";
import { scriptLog, holdScripts, preloadedScripts, hydrated } from "./first-load-helpers";

test("every page script is preloaded at low priority", ANY_VIEWPORT, async ({ request }) => {
  for (const path of ["/", "/products", await firstProductPath(request), "/cart"]) {
    const html = await (await request.get(path)).text();
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length, path).toBeGreaterThan(0);
    for (const tag of preloads) expect(tag, path).toContain('fetchpriority="low"');
  }
});

test(
  `first loads keep within their budgets: ${FIRST_LOAD_GOALS.totalKb} KB gzip of script on /, /products and a product page, ${FIRST_LOAD_GOALS.storeKb} KB of it the store's own (decisions 137, 138, 165)`,
  ANY_VIEWPORT,
  async ({ request }) => {
    const read = async (src: string) => {
      const response = await request.get(src);
      expect(response.ok(), src).toBe(true);
      return response.body();
    };
    const measured: Record<string, { framework: number; own: number }> = {};
    for (const path of ["/", "/products", await firstProductPath(request)]) {
      const { framework, own } = await firstLoadBytes(await (await request.get(path)).text(), read);
      measured[path] = { framework, own };
      // Both parts found: React and React Router alone are about 100 KB.
      expect(framework, path).toBeGreaterThan(90 * 1024);
      expect(own, path).toBeGreaterThan(0);
      expect(framework + own, path).toBeLessThanOrEqual(FIRST_LOAD_GOALS.totalKb * 1024);
    }
    for (const [path, { own }] of Object.entries(measured))
      expect(own, `${path}: ${JSON.stringify(measured)}`).toBeLessThanOrEqual(
        FIRST_LOAD_GOALS.storeKb * 1024,
      );
  },
);

test.describe("a page's main content goes live right after the page is up (decision 138)", () => {
  const LIST_CODE = /\/assets\/(products-parts|catalog-list|product-list-view)-[\w-]+\.js$/;
  const DETAILS_CODE = /\/assets\/product-details-[\w-]+\.js$/;

  test("the list's cards come as HTML, their Add buttons waiting, and go live with their code", async ({
    page,
    request,
  }) => {
    const preloads = await preloadedScripts(request, "/products");
    expect(preloads.filter((href) => LIST_CODE.test(href))).toEqual([]);

    const release = await holdScripts(page, /\/assets\/products-parts-[\w-]+\.js$/);
    await page.goto("/products");
    await hydrated(page);
    // The server's cards: names, prices and links are there; Add waits for the code.
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(50);
    const add = page.getByRole("button", { name: /^Add .+ to cart$/ }).first();
    await expect(add).toBeDisabled();
    await page.waitForTimeout(300);
    await expect(add).toBeDisabled();
    release();
    // Live with the code: Add counts, and the card turns into its stepper.
    await expect(add).toBeEnabled();
    const name = (await add.getAttribute("aria-label"))!.replace(/^Add (.+) to cart$/, "$1");
    await add.click();
    await expect(page.getByRole("group", { name: `${name} in cart` })).toContainText("1");
    await expect(
      page.getByRole("link", { name: "Cart, 1 item" }).locator("visible=true"),
    ).toHaveCount(1);
    await expect(cards).toHaveCount(50);
  });

  test("a tap on Add to Cart before a product page's code arrives is carried out once it does", async ({
    page,
    request,
  }) => {
    const path = await firstProductPath(request);
    const preloads = await preloadedScripts(request, path);
    expect(preloads.filter((href) => DETAILS_CODE.test(href))).toEqual([]);

    const scripts = scriptLog(page);
    const release = await holdScripts(page, DETAILS_CODE);
    await page.goto(path);
    await hydrated(page);
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!;
    // The server's buttons, the code asked for and held: the tap is kept, not lost.
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect.poll(() => scripts.filter((s) => DETAILS_CODE.test(s)).length).toBe(1);
    await expect(
      page.getByRole("link", { name: "Cart, 0 items" }).locator("visible=true"),
    ).toHaveCount(1);
    release();
    // Once live, the tap is made: the cart holds the product, once.
    await expect(page.getByText("In your cart: 1")).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Cart, 1 item" }).locator("visible=true"),
    ).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });
});

test("a product opened in the app fetches its details' code alongside its data, and draws them with the page (decision 138)", async ({
  page,
}) => {
  const DETAILS_CODE = /\/assets\/product-details-[\w-]+\.js$/;
  const scripts = scriptLog(page);
  await page.goto("/products");
  await hydrated(page);
  expect(scripts.filter((s) => DETAILS_CODE.test(s))).toEqual([]);
  // The product's data held back: its page's code, details included, is fetched meanwhile.
  const releaseData = await holdScripts(page, /\/products\/[^/]+\/[^/]+\.data(\?.*)?$/);
  const card = page.locator("main article h3 a").first();
  const name = (await card.textContent())!;
  await card.click();
  await expect.poll(() => scripts.filter((s) => DETAILS_CODE.test(s)).length).toBe(1);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(name);
  releaseData();
  // The page comes with its details live at once: name, price, and a working Add to Cart.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("In your cart: 1")).toBeVisible();
});
