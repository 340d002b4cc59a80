// The footer, the home sections below the fold and the header's menus arrive as server HTML and
// fetch their code when reached or first tapped (issue #11, decision 128).
import { expect, test } from "@playwright/test";
import { signInShopperWithOrders } from "./storefront-helpers";
import { ISLAND_CODE, scriptLog, holdScripts, hydrated } from "./first-load-helpers";

test("the footer and the sections below the fold come as HTML; their code loads when reached", async ({
  page,
}) => {
  const scripts = scriptLog(page);
  await page.goto("/");
  await hydrated(page);
  // Everything is on the page from the server…
  await expect(page.getByRole("heading", { name: "Find Our Store" })).toBeAttached();
  await expect(page.locator("footer").getByRole("link", { name: "Contact Us" })).toBeAttached();
  await expect(
    page.locator("footer").getByRole("button", { name: "Privacy Policy" }),
  ).toBeAttached();
  // …but, a screen or more below, their code has not been fetched.
  await page.waitForTimeout(500);
  expect(scripts.filter((s) => ISLAND_CODE.test(s))).toEqual([]);
  await page.locator("footer").scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.filter((s) => ISLAND_CODE.test(s)).length).toBe(2);
  // Live now: the legal dialog opens (its own code is fetched on the tap).
  await page.locator("footer").getByRole("button", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("keyboard focus stays on the footer link it reached while the footer's code loads", async ({
  page,
}) => {
  await page.goto("/");
  await hydrated(page);
  const link = page.locator("footer").getByRole("link", { name: "Contact Us" }).first();
  // Marks the server's element: the live footer renders new elements in its place.
  await link.evaluate((el) => el.setAttribute("data-server-html", ""));
  await link.focus();
  await expect(page.locator("footer [data-server-html]")).toHaveCount(0);
  await expect(link).toBeFocused();
  // The live footer answers: the newsletter box says its line.
  await page.getByRole("textbox", { name: /newsletter/i }).fill("a@b.ph");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Thanks for your interest!")).toBeVisible();
});

test("a tap that lands before the footer's code is not lost", async ({ page }) => {
  const release = await holdScripts(page, /\/assets\/footer-[\w-]+\.js$/);
  await page.goto("/");
  await hydrated(page);
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(r.url());
  });
  // A button is pressed again once the footer is live.
  await page.locator("footer").getByRole("button", { name: "Terms of Service" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  release();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // A store link goes through the app, as a live one would: no new document is loaded.
  await page.goto("/");
  await hydrated(page);
  documents.length = 0;
  await page.locator("footer").getByRole("link", { name: "Contact Us" }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(documents).toEqual([]);
});

test("words typed in the search box before the page's code arrives are searched", async ({
  page,
}) => {
  const release = await holdScripts(page, /\/assets\/.+\.js$/);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const box = page
    .getByRole("combobox", { name: "Search products" })
    .locator("visible=true")
    .first();
  await box.fill("pancit canton");
  release();
  await hydrated(page);
  await expect(box).toHaveValue("pancit canton");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/products\?.*search=pancit/);
  // In the list (the header's closed suggestions may hold the same name, hidden).
  await expect(
    page
      .getByRole("main")
      .getByText(/Pancit Canton/i)
      .first(),
  ).toBeVisible();
});

test.describe("menus whose code comes with the first tap", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("Customer Care opens on the first click, its code fetched by it", async ({ page }) => {
    const scripts = scriptLog(page);
    await page.goto("/");
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(scripts.filter((s) => /customer-care-menu-/.test(s))).toEqual([]);
    const menu = page.getByRole("navigation", { name: "Main" });
    await menu.getByRole("button", { name: "Customer Care" }).click();
    await expect(menu.getByRole("link", { name: "Delivery Information" })).toBeVisible();
    expect(scripts.filter((s) => /customer-care-menu-/.test(s))).toHaveLength(1);
    await menu.getByRole("link", { name: "Delivery Information" }).click();
    await expect(page).toHaveURL(/\/delivery-info$/);
  });

  test("a customer's account menu opens on the first click", async ({ page, context }) => {
    await signInShopperWithOrders(context, "menu");
    const scripts = scriptLog(page);
    await page.goto("/");
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(scripts.filter((s) => /user-menu-/.test(s))).toEqual([]);
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page.getByRole("button", { name: "Login", exact: true }).first()).toBeVisible();
  });
});
