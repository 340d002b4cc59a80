// A first load whose code is still on its way (issues #11 and #27): the server's HTML works at
// once, and a tap on Add, a typed search or a chosen category made before the page's code has
// run is carried out once it has, exactly once. Also: keyboard focus after Add, saving on
// leave, the code that comes later, and a product page that follows the product in the app.
import { expect, test, type Page } from "@playwright/test";
import { firstProductPath, signInShopperWithOrders } from "./storefront-helpers";
import { scriptLog, holdScripts, expectNotInFirstLoads, hydrated } from "./first-load-helpers";
import { ANY_VIEWPORT } from "./viewport";

/** Every script of the store held back: the page is the server's HTML alone until `release`. */
async function openWithCodeHeld(page: Page, path: string) {
  const release = await holdScripts(page, /\/assets\/.+\.js$/);
  await page.goto(path, { waitUntil: "commit" });
  return release;
}

const cartBadge = (page: Page, name: string) =>
  page.getByRole("link", { name }).locator("visible=true");

test.describe("a tap made before the page's code has run", () => {
  test("Add to Cart on a product page is carried out once the code comes, once", async ({
    page,
    request,
  }) => {
    const path = await firstProductPath(request);
    const release = await openWithCodeHeld(page, path);
    // The button comes after the title in the HTML: once it is there, the title is whole.
    const add = page.getByRole("button", { name: "Add to Cart" });
    await add.waitFor();
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!;
    await add.click();
    await page.waitForTimeout(300);
    release();
    await hydrated(page);
    await expect(page.getByText("In your cart: 1")).toBeVisible();
    await expect(cartBadge(page, "Cart, 1 item")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });

  test("a card's Add on the list is counted once the code comes", async ({ page }) => {
    const release = await openWithCodeHeld(page, "/products");
    const add = page.getByRole("button", { name: /^Add .+ to cart$/ }).first();
    const name = (await add.getAttribute("aria-label"))!.replace(/^Add (.+) to cart$/, "$1");
    await add.click();
    release();
    await expect(page.getByRole("group", { name: `${name} in cart` })).toContainText("1");
    await expect(cartBadge(page, "Cart, 1 item")).toHaveCount(1);
    await expect(page.locator("main article")).toHaveCount(50);
  });

  test("words typed in the search box stay, caret and all, get suggestions and are searched", async ({
    page,
  }) => {
    const release = await openWithCodeHeld(page, "/");
    const box = page
      .getByRole("combobox", { name: "Search products" })
      .locator("visible=true")
      .first();
    await box.click();
    await box.pressSequentially("pancit");
    await box.press("ArrowLeft");
    release();
    await hydrated(page);
    await expect(page.getByRole("option").first()).toBeVisible();
    await expect(box).toHaveValue("pancit");
    await expect(box).toBeFocused();
    expect(await box.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(5);
    await box.press("End");
    await box.pressSequentially(" canton");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/products\?.*search=pancit(\+|%20)canton/);
    // In the list (the header's closed suggestions may hold the same name, hidden).
    await expect(
      page
        .getByRole("main")
        .getByText(/Pancit Canton/i)
        .first(),
    ).toBeVisible();
  });

  test("a category chosen in the list's filters is applied once the code comes", async ({
    page,
  }) => {
    const release = await openWithCodeHeld(page, "/products");
    await page.getByLabel("Category", { exact: true }).selectOption("Instant");
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/products$/);
    release();
    await expect(page).toHaveURL(/\/products\?category=Instant$/);
    await expect(page.getByRole("group", { name: "Active filters" })).toContainText(
      "Instant Noodles & Pasta",
    );
    await expect(page.getByLabel("Category", { exact: true })).toHaveValue("Instant");
    // A chip's link goes back to the whole list, which stays there.
    await page.getByRole("link", { name: "Remove category Instant Noodles & Pasta" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole("group", { name: "Active filters" })).toHaveCount(0);
  });
});

test("keyboard focus after Add stays on the card's stepper: Enter again adds one more", async ({
  page,
}) => {
  await page.goto("/products");
  await hydrated(page);
  const add = page.getByRole("button", { name: /^Add .+ to cart$/ }).first();
  const name = (await add.getAttribute("aria-label"))!.replace(/^Add (.+) to cart$/, "$1");
  await add.focus();
  await page.keyboard.press("Enter");
  const more = page.getByRole("button", { name: `Add one more ${name}` });
  await expect(more).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("group", { name: `${name} in cart` })).toContainText("2");
  await expect(cartBadge(page, "Cart, 2 items")).toHaveCount(1);
  // Back to the minus and the count goes down, focus still in the stepper.
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("button", { name: `Remove one ${name}` })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("group", { name: `${name} in cart` })).toContainText("1");
  await expect(page.locator("body")).not.toBeFocused();
});

test("a customer's change made just before leaving the page is saved", async ({
  page,
  context,
}) => {
  await signInShopperWithOrders(context, "leave");
  // The code that saves a customer's cart comes as soon as a customer is known, before any change.
  const saveCode = page.waitForResponse((r) =>
    /\/assets\/sync-[\w-]+\.js$/.test(new URL(r.url()).pathname),
  );
  await page.goto("/products?search=pancit");
  await saveCode;
  const add = page.getByRole("button", { name: /^Add .+ to cart$/ }).first();
  const name = (await add.getAttribute("aria-label"))!.replace(/^Add (.+) to cart$/, "$1");
  await add.click();
  await expect(
    page.getByRole("link", { name: /^Cart, [1-9]\d* items?$/ }).locator("visible=true"),
  ).toHaveCount(1);
  // A new document at once (a reload, a typed address): the save was already on its way.
  await page.goto("/cart");
  await expect(page.getByRole("main").getByText(name, { exact: true }).first()).toBeVisible();
});

test(
  "the first loads leave out the service worker's runtime and the login step; the runtime comes once the page is up",
  ANY_VIEWPORT,
  async ({ page, request }) => {
    const LATER = /\/assets\/(worker-runtime|session-login-modal)-[\w-]+\.js$/;
    await expectNotInFirstLoads(request, LATER);
    const scripts = scriptLog(page);
    await page.goto("/");
    await hydrated(page);
    // Once the page is up, the runtime registers the worker, which then takes charge.
    await expect.poll(() => scripts.filter((s) => /worker-runtime-/.test(s)).length).toBe(1);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(scripts.filter((s) => /session-login-modal-/.test(s))).toEqual([]);
    // The login step comes with the dialog.
    await page.getByRole("button", { name: "Login", exact: true }).locator("visible=true").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(scripts.filter((s) => /session-login-modal-/.test(s))).toHaveLength(1);
  },
);

test(
  "a product page's schema.org Product and related products follow the product in the app",
  ANY_VIEWPORT,
  async ({ page, request }) => {
    const jsonLd = () =>
      page.evaluate(() =>
        [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
          (s) =>
            JSON.parse(s.textContent ?? "null") as { name?: string; offers?: { url?: string } },
        ),
      );
    const path = await firstProductPath(request);
    await page.goto(path);
    await hydrated(page);
    const first = (await page.getByRole("heading", { level: 1 }).textContent())!;
    expect((await jsonLd()).map((p) => p.name)).toEqual([first]);

    const related = page.locator("section[aria-labelledby='related-products']");
    const next = related.locator("article h3 a").first();
    const nextName = (await next.textContent())!;
    const nextHref = (await next.getAttribute("href"))!;
    await next.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nextName);
    await expect.poll(async () => (await jsonLd()).map((p) => p.name)).toEqual([nextName]);
    expect((await jsonLd())[0]?.offers?.url).toMatch(new RegExp(`${nextHref}$`));
    // The related products are the new product's: it is not offered beside itself.
    await expect(related.locator("article h3 a").first()).toBeVisible();
    await expect(related.locator(`article h3 a[href="${nextHref}"]`)).toHaveCount(0);

    // A page that is not a product's carries none.
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Products" })
      .click();
    await expect(page).toHaveURL(/\/products$/);
    await expect.poll(async () => (await jsonLd()).length).toBe(0);
  },
);
