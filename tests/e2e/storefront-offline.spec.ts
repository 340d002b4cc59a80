import { expect, test, type Page } from "@playwright/test";
import { expectChrome, xsrfHeader } from "./storefront-helpers";

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

test("the guest cart works offline", async ({ page, context }) => {
  await page.goto("/");
  await waitForServiceWorker(page);
  await page.goto("/products?search=pancit");
  await page
    .getByRole("button", { name: /^Add .+ to cart$/ })
    .first()
    .click();
  await page.goto("/cart");
  const increase = page.getByRole("button", { name: /^Increase quantity of / }).first();
  await expect(increase).toBeVisible();
  await waitUntilSaved(page, "/cart");

  await context.setOffline(true);
  await page.goto("/cart");
  await expect(page.getByText("No Internet Connection")).toBeVisible();
  await expect(increase).toBeVisible();
  await increase.click();
  await expect(
    page
      .getByRole("link", { name: /^Cart, 2 items$/ })
      .locator("visible=true")
      .first(),
  ).toBeVisible();
  await shot(page, "cart");
  await context.setOffline(false);
});

test("Place Order offline shows the network error and places nothing", async ({
  page,
  context,
}) => {
  const email = `offline-${test.info().project.name}-${Date.now()}@example.com`;
  await page.goto("/");
  const reg = await page.request.post("/api/user/register", {
    data: { name: "Offline Shopper", email, password: "secret123" },
    headers: await xsrfHeader(page.request),
  });
  expect(reg.ok(), await reg.text()).toBe(true);
  const address = await page.request.post("/api/address/add", {
    headers: await xsrfHeader(page.request),
    data: {
      address: {
        firstName: "Juan",
        lastName: "Dela Cruz",
        email: "juan@example.com",
        street: "12 Rizal Street",
        barangay: "Bibincahan",
        city: "Sorsogon City",
        state: "Sorsogon",
        zipcode: "4700",
        country: "Philippines",
        phone: "09171234567",
      },
    },
  });
  expect(address.ok(), await address.text()).toBe(true);
  await page.goto("/products?search=chilimansi");
  await waitForServiceWorker(page);
  const add = page.getByRole("button", { name: /^Add .+ to cart$/ }).first();
  await add.click();
  // Ten packs: over the minimum order.
  const more = page.getByRole("button", { name: /^Add one more / }).first();
  for (let i = 0; i < 9; i++) await more.click();
  await page.goto("/cart");
  const place = page.getByRole("button", { name: "Place Order" });
  await expect(place).toBeEnabled();

  await context.setOffline(true);
  await place.click();
  await expect(page.getByText("Network Error: Cannot reach server")).toBeVisible();
  await shot(page, "place-order");
  await context.setOffline(false);
  const orders = await page.request.get("/api/order/user");
  const body = (await orders.json()) as { orders?: unknown[] };
  expect(body.orders ?? []).toHaveLength(0);
});
