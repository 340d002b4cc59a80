import { expect, test, type Page } from "@playwright/test";
import { expectChrome } from "./storefront-helpers";

// The store without a connection (public/sw.js, docs/decisions/110). Each test starts online,
// lets the service worker install and take control, then cuts the network with setOffline.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `test-results/storefront-offline-${name}-${test.info().project.name}.png`,
  });

async function waitForServiceWorker(page: Page) {
  // Installing precaches the app shell; on a busy machine that takes a while.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration();
          const states = [reg?.installing?.state, reg?.waiting?.state, reg?.active?.state];
          return navigator.serviceWorker.controller ? "controlled" : JSON.stringify(states);
        }),
      { timeout: 60_000 },
    )
    .toBe("controlled");
}

/** Waits until the worker has saved this address (it saves pages after they are shown). */
async function waitUntilSaved(page: Page, path: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (p) => {
          const cache = await caches.open("minimart-pages-v1");
          return Boolean(await cache.match(p));
        }, path),
      { timeout: 15_000 },
    )
    .toBe(true);
}

test("a visited page opens from the cache with the offline banner", async ({ page, context }) => {
  await page.goto("/");
  await waitForServiceWorker(page);
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: /About/ }).first()).toBeVisible();
  await waitUntilSaved(page, "/about");

  await context.setOffline(true);
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: /About/ }).first()).toBeVisible();
  await expect(page.getByText("No Internet Connection")).toBeVisible();
  await expectChrome(page, expect);
  await shot(page, "visited");
  await context.setOffline(false);
});

test("an unvisited page opens the store's offline page with links to saved pages", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await waitForServiceWorker(page);
  await page.goto("/contact");
  await waitUntilSaved(page, "/contact");

  await context.setOffline(true);
  await page.goto("/faqs");
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  await expect(page.getByText("No Internet Connection")).toBeVisible();
  await expectChrome(page, expect);
  const saved = page.getByRole("navigation", { name: "Saved on this phone" });
  await expect(saved.getByRole("link", { name: /Contact/ })).toBeVisible();
  await shot(page, "unvisited");
  await saved.getByRole("link", { name: /Contact/ }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { name: /Contact/ }).first()).toBeVisible();
  await context.setOffline(false);
});
