// Code that waits until the page is up, and the filters with and without JavaScript (issue #11).
import { expect, test } from "@playwright/test";
import {
  scriptLog,
  holdScripts,
  preloadedScripts,
  expectNotInFirstLoads,
  hydrated,
} from "./first-load-helpers";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the product filters submit with Apply", async ({ page }) => {
    await page.goto("/products");
    await page.getByLabel("Sort by").selectOption("price-asc");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/sort=price-asc/);
  });
});

test("with JavaScript the filters have no Apply button", async ({ page }) => {
  await page.goto("/products");
  await expect(page.getByRole("button", { name: /^Add .+ to cart$/ }).first()).toBeEnabled();
  await expect(page.getByRole("button", { name: "Apply" })).toHaveCount(0);
});

test.describe("code that waits until the page is up (decision 129)", () => {
  /** Chunks that are fetched once the page is up, not by the first load. */
  const AFTER_LOAD = /\/assets\/(search-box|banner-carousel|route-error-view)-[\w-]+\.js$/;

  test("the first load leaves out the search box, the banners' code and the error view; they come after the load", async ({
    page,
    request,
  }) => {
    const preloads = await preloadedScripts(request, "/");
    expect(preloads.filter((href) => AFTER_LOAD.test(href))).toEqual([]);
    expect(preloads.filter((href) => /category-sections|catalogue-/.test(href))).toEqual([]);

    // Without autoplay, so the banner shown is the one the test moves.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const scripts = scriptLog(page);
    await page.goto("/");
    await hydrated(page);
    await expect
      .poll(
        () => new Set(scripts.filter((s) => AFTER_LOAD.test(s)).map((s) => s.split("-")[0])).size,
      )
      .toBe(3);
    // The banners are live: the next-banner control moves them.
    const current = page.locator("[aria-roledescription='slide']:not([inert])");
    await expect(current).toHaveAttribute("aria-label", /^1 of/);
    await page.getByRole("button", { name: "Next banner" }).click();
    await expect(current).toHaveAttribute("aria-label", /^2 of/);
  });

  test("text typed before the search box's code arrives stays, caret and all, and gets suggestions", async ({
    page,
  }) => {
    const release = await holdScripts(page, /\/assets\/search-box-[\w-]+\.js$/);
    await page.goto("/");
    await hydrated(page);
    const box = page
      .getByRole("combobox", { name: "Search products" })
      .locator("visible=true")
      .first();
    await box.click();
    await box.pressSequentially("pancit");
    await box.press("ArrowLeft");
    release();
    // The live box (suggestions) with the same words, focus and caret.
    await expect(page.getByRole("option").first()).toBeVisible();
    await expect(box).toHaveValue("pancit");
    await expect(box).toBeFocused();
    expect(await box.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(5);
    await box.press("End");
    await box.pressSequentially(" canton");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/products\?.*search=pancit(\+|%20)canton/);
  });

  test("a page left before the search box's code arrives does not hand its words to the next one", async ({
    page,
  }) => {
    const release = await holdScripts(page, /\/assets\/search-box-[\w-]+\.js$/);
    await page.goto("/products?search=pancit");
    const box = page
      .getByRole("combobox", { name: "Search products" })
      .locator("visible=true")
      .first();
    await expect(box).toHaveValue("pancit");
    await expect(page.getByRole("button", { name: /^Add .+ to cart$/ }).first()).toBeEnabled();
    // In the app, to a product: the server's search box still says "pancit" until its code comes.
    await page.locator("main article h3 a").first().click();
    await expect(page).toHaveURL(/\/products\/[^/?]+\/[^/?]+$/);
    const productUrl = page.url();
    release();
    await expect(box).toHaveValue("");
    // No search was made from the old words (the wide box searches as you type).
    await page.waitForTimeout(1_000);
    expect(page.url()).toBe(productUrl);
  });

  test("the cart's toast and save code is not in the first load; a tap counts at once, even before it comes (decision 136)", async ({
    page,
    request,
  }) => {
    const CHANGES = /\/assets\/cart-changes-[\w-]+\.js$/;
    await expectNotInFirstLoads(request, CHANGES);

    const scripts = scriptLog(page);
    const release = await holdScripts(page, CHANGES);
    await page.goto("/products");
    await hydrated(page);
    const add = page.getByRole("button", { name: /^Add .+ to cart$/ });
    const first = add.first();
    const name = (await first.getAttribute("aria-label"))!.replace(/^Add (.+) to cart$/, "$1");
    await first.click();
    await add.nth(1).click();
    // The code is asked for and held: the taps are counted and stored all the same.
    await expect.poll(() => scripts.filter((s) => CHANGES.test(s)).length).toBe(1);
    await expect(page.getByRole("link", { name: "Cart, 2 items" }).first()).toBeAttached();
    await expect(page.getByRole("group", { name: `${name} in cart` })).toContainText("1");
    // A new document at once (a typed address, a reload) keeps them.
    await page.goto("/cart");
    await expect(page.getByRole("link", { name: "Cart, 2 items" }).first()).toBeAttached();
    await page.goto("/products");
    await hydrated(page);
    await page.getByRole("button", { name: `Add one more ${name}` }).click();
    await expect(page.getByRole("link", { name: "Cart, 3 items" }).first()).toBeAttached();
    // The toast comes with the code.
    release();
    await expect(page.getByText("Item added to cart")).toBeVisible();
  });

  test("when the cart's toast and save code cannot be fetched, the tap still counts and the next one fetches it again (decision 136)", async ({
    page,
  }) => {
    const CHANGES = /\/assets\/cart-changes-[\w-]+\.js$/;
    // Refused until the line is back (the fetch once the page is idle, too).
    let lineBack = false;
    let refused = 0;
    await page.route(CHANGES, async (route) => {
      if (lineBack) return route.continue();
      refused++;
      await route.abort("internetdisconnected");
    });
    const scripts = scriptLog(page);
    await page.goto("/products");
    await hydrated(page);
    const add = page.getByRole("button", { name: /^Add .+ to cart$/ }).first();
    const name = (await add.getAttribute("aria-label"))!.replace(/^Add (.+) to cart$/, "$1");
    await add.click();
    await expect.poll(() => refused).toBeGreaterThan(0);
    await expect(page.getByRole("link", { name: "Cart, 1 item" }).first()).toBeAttached();
    await page.waitForTimeout(300);
    await expect(page.getByText("Item added to cart")).toHaveCount(0);
    lineBack = true;
    await page.getByRole("button", { name: `Add one more ${name}` }).click();
    await expect(page.getByRole("link", { name: "Cart, 2 items" }).first()).toBeAttached();
    await expect(page.getByText("Item added to cart")).toBeVisible();
    expect(scripts.filter((s) => CHANGES.test(s)).length).toBe(refused + 1);
  });

  test("a category tile works as a link before its code, and the tiles' code comes only when reached", async ({
    page,
  }) => {
    const scripts = scriptLog(page);
    await page.goto("/");
    await hydrated(page);
    await page.waitForTimeout(800);
    expect(scripts.filter((s) => /category-sections/.test(s))).toEqual([]);
    const tile = page
      .locator("section[aria-labelledby='shop-by-category'] a[href^='/products/']")
      .first();
    const href = await tile.getAttribute("href");
    await tile.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});
