// The store without a connection (public/sw.js). Each test starts online,
// lets the service worker install and take control, then cuts the network with setOffline.
// A new version of the worker taking over is in storefront-offline-update.spec.ts.
import { expect, test, type Page } from "@playwright/test";
import { expectChrome, xsrfHeader } from "./storefront-helpers";
import { shot, waitForServiceWorker, waitUntilSaved } from "./storefront-offline-helpers";
import { ANY_VIEWPORT } from "./viewport";

test.describe.configure({ mode: "serial", timeout: 120_000 });

test(
  "a visited page opens from the cache with the offline banner",
  ANY_VIEWPORT,
  async ({ page, context }) => {
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
  },
);

test(
  "an unvisited page opens the store's offline page with links to saved pages",
  ANY_VIEWPORT,
  async ({ page, context }) => {
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
  },
);

test("the guest cart works offline", ANY_VIEWPORT, async ({ page, context }) => {
  await page.goto("/");
  await waitForServiceWorker(page);
  await page.goto("/products?search=pancit");
  await page
    .getByRole("button", { name: /^Add .+ to cart$/ })
    .first()
    .click();
  // The tap is carried out once the page's code runs (React replays it): the header's cart
  // says so, and only then is there a cart to open.
  await expect(
    page
      .getByRole("link", { name: /^Cart, 1 item$/ })
      .locator("visible=true")
      .first(),
  ).toBeVisible();
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

test(
  "a shopper saving data: the worker keeps what every page loads, not every page's code; visited pages still open offline",
  ANY_VIEWPORT,
  async ({ page, context }) => {
    // Chrome's data saver (Lite mode) as the page sees it.
    await context.addInitScript(() => {
      const connection = (navigator as Navigator & { connection?: object }).connection;
      if (connection) Object.defineProperty(connection, "saveData", { get: () => true });
    });
    const fetchedByWorker: string[] = [];
    context.on("request", (r) => {
      if (r.serviceWorker() && r.url().includes("/assets/"))
        fetchedByWorker.push(new URL(r.url()).pathname);
    });

    await page.goto("/");
    await waitForServiceWorker(page);
    const script = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
    );
    expect(script).toMatch(/\/sw\.js\?save-data$/);

    // Pages not opened: their code was neither fetched by the worker nor kept. (The route's own
    // chunk, name and 8-character hash: not the cart's change code, cart-changes-*, which every
    // page uses once it is up.)
    const NOT_OPENED =
      /^\/assets\/(?:cart|products|product|about|faqs|contact|orders|profile)-[\w-]{8}\.js$/;
    const kept = async () =>
      page.evaluate(async () => {
        const name = (await caches.keys()).find((n) => n.startsWith("minimart-shell-"))!;
        const cache = await caches.open(name);
        return (await cache.keys()).map((r) => new URL(r.url).pathname);
      });
    const atInstall = await kept();
    expect(atInstall).toContain("/offline");
    // What every page loads: the client entry and the root route with its styles.
    expect(
      atInstall.filter((path) => /^\/assets\/entry\.client-[\w-]+\.js$/.test(path)),
    ).toHaveLength(1);
    expect(atInstall.filter((path) => /^\/assets\/root-[\w-]+\.css$/.test(path))).toHaveLength(1);
    expect(atInstall.filter((path) => NOT_OPENED.test(path))).toEqual([]);
    expect(fetchedByWorker.filter((path) => NOT_OPENED.test(path))).toEqual([]);

    // A page opened now has its code kept as it is used, and opens offline.
    await page.goto("/about");
    await expect(page.getByRole("heading", { name: /About/ }).first()).toBeVisible();
    await waitUntilSaved(page, "/about");
    await expect
      .poll(async () => (await kept()).some((p) => /^\/assets\/about-/.test(p)))
      .toBe(true);

    await context.setOffline(true);
    for (const [path, heading] of [
      ["/about", /About/],
      ["/", /Shop by Category/],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
      await expect(page.getByText("No Internet Connection")).toBeVisible();
      await expectChrome(page, expect);
    }
    await context.setOffline(false);
  },
);

test(
  "Place Order offline shows the network error and places nothing",
  ANY_VIEWPORT,
  async ({ page, context }) => {
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
  },
);

/** The names of two products on the search page for "pancit", as links. */
async function productLinks(page: Page) {
  await page.goto("/products?search=pancit");
  const links = page.getByRole("main").getByRole("article").getByRole("link");
  await expect(links.nth(1)).toBeVisible();
  return links;
}

test(
  "a product link tapped offline opens the store's offline page, not the browser's error",
  ANY_VIEWPORT,
  async ({ page, context }) => {
    await page.goto("/");
    await waitForServiceWorker(page);
    const links = await productLinks(page);
    const link = links.first();
    const name = (await link.textContent())!.trim();
    const href = (await link.getAttribute("href"))!;
    await waitUntilSaved(page, "/products?search=pancit");

    await context.setOffline(true);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
    await expect(page.getByText("No Internet Connection")).toBeVisible();
    await expectChrome(page, expect);
    await expect(page.getByRole("heading", { name })).toHaveCount(0);
    await expect(page.getByText(/ERR_INTERNET_DISCONNECTED|No internet/)).toHaveCount(0);
    // The pages this phone keeps are offered instead.
    const saved = page.getByRole("navigation", { name: "Saved on this phone" });
    await expect(saved.getByRole("link", { name: /pancit/i })).toBeVisible();
    await shot(page, "product-link-unsaved");
    await context.setOffline(false);
  },
);

test(
  "a link to a product saved earlier, tapped offline, opens the saved page",
  ANY_VIEWPORT,
  async ({ page, context }) => {
    await page.goto("/");
    await waitForServiceWorker(page);
    const links = await productLinks(page);
    const link = links.nth(1);
    const name = (await link.textContent())!.trim();
    const href = (await link.getAttribute("href"))!;
    // Opened once by its address (the worker keeps the page, not its link data).
    await page.goto(href);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await waitUntilSaved(page, href);

    await productLinks(page);
    await context.setOffline(true);
    await page.getByRole("main").getByRole("article").getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("No Internet Connection")).toBeVisible();
    await expectChrome(page, expect);
    await shot(page, "product-link-saved");
    await context.setOffline(false);
  },
);
