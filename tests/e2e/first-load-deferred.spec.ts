// The filters with and without JavaScript, and the cart's code that waits until a change (issue #11).
import { expect, test } from "@playwright/test";
import { scriptLog, holdScripts, expectNotInFirstLoads, hydrated } from "./first-load-helpers";

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

test.describe("the cart's toast and save code, which comes after the first load", () => {
  test("the cart's toast and save code is not in the first load; a tap counts at once, even before it comes", async ({
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

  test("when the cart's toast and save code cannot be fetched, the tap still counts and the next one fetches it again", async ({
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
});
