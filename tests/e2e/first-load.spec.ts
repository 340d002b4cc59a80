// What a phone fetches and shows on the first load (issue #11): the footer and
// the home sections below the fold arrive as server HTML and fetch their code when reached;
// the page's scripts are preloaded at low priority; nothing moves while the page hydrates.
// This file: the header, saving on leave, the service worker's runtime and the HTTP client;
// the other journeys are in first-load-*.spec.ts.
import { expect, test } from "@playwright/test";
import { firstProductPath, signInShopperWithOrders } from "./storefront-helpers";
import { scriptLog, preloadedScripts, expectNotInFirstLoads, hydrated } from "./first-load-helpers";
import { ANY_VIEWPORT } from "./viewport";

test("the open banner and the logo stay the server's HTML on a visit, and are drawn when the header first appears in the browser", async ({
  page,
}) => {
  const CHROME_CODE = /\/assets\/(open-banner|store-logo)-[\w-]+\.js$/;
  const scripts = scriptLog(page);
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(r.url());
  });
  await page.goto("/products");
  await hydrated(page);
  const banner = page.getByText("We're Open!");
  const logo = page.locator("header").getByRole("link", { name: "Sorsogon MiniMart home" });
  // Pointed at and used: the server's HTML does the work, no code is fetched for it.
  await banner.hover();
  await logo.hover();
  await logo.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner).toBeVisible();
  await page.waitForTimeout(300);
  expect(documents).toHaveLength(1);
  expect(scripts.filter((s) => /open-banner-/.test(s))).toEqual([]);

  // A seller page has no header; going on to the store in the app draws it with its code.
  await page.goto("/seller");
  await expect(page.getByText("We're Open!")).toHaveCount(0);
  await page.getByRole("link", { name: "← Back to the store" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner).toBeVisible();
  await expect(logo).toBeVisible();
  expect(scripts.filter((s) => CHROME_CODE.test(s)).length).toBeGreaterThan(0);
  expect(documents).toHaveLength(2);
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
  "the first loads leave out the service worker's runtime and the login and logout steps; the runtime comes once the page is up",
  ANY_VIEWPORT,
  async ({ page, request }) => {
    const LATER =
      /\/assets\/(worker-runtime|session-actions|session-login-modal|session-user-menu)-[\w-]+\.js$/;
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
    expect(scripts.filter((s) => /session-(actions|login-modal|user-menu)-/.test(s))).toEqual([]);
    // The login step comes with the dialog.
    await page.getByRole("button", { name: "Login", exact: true }).locator("visible=true").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(scripts.filter((s) => /session-login-modal-/.test(s))).toHaveLength(1);
  },
);

test(
  "a product page's schema.org Product follows the product in the app",
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

    const next = page.locator("section[aria-labelledby='related-products'] article h3 a").first();
    const nextName = (await next.textContent())!;
    const nextHref = (await next.getAttribute("href"))!;
    await next.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nextName);
    await expect.poll(async () => (await jsonLd()).map((p) => p.name)).toEqual([nextName]);
    expect((await jsonLd())[0]?.offers?.url).toMatch(new RegExp(`${nextHref}$`));

    // A page that is not a product's carries none.
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Products" })
      .click();
    await expect(page).toHaveURL(/\/products$/);
    await expect.poll(async () => (await jsonLd()).length).toBe(0);
  },
);

test(
  "pages that call nothing as they open leave the HTTP client out of their first load",
  ANY_VIEWPORT,
  async ({ request }) => {
    const pages = ["/", "/products", await firstProductPath(request), "/about", "/faqs"];
    for (const path of [...pages, "/delivery-info", "/payment-methods", "/refund-policy"]) {
      const preloads = await preloadedScripts(request, path);
      expect(
        preloads.filter((href) => /\/assets\/http-[\w-]+\.js$/.test(href)),
        path,
      ).toEqual([]);
    }
  },
);
