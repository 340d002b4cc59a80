import { expect, test, type Page } from "@playwright/test";
import {
  customerPages,
  expectChrome,
  seriousAxeFindings,
  sidewaysOverflow,
  signInShopperWithOrders,
} from "./storefront-helpers";
import { ANY_VIEWPORT } from "./viewport";

test.describe("every customer page", () => {
  test("has no serious or critical axe finding", async ({ page, request }) => {
    test.setTimeout(600_000);
    const findings: string[] = [];
    for (const path of await customerPages(request)) {
      await page.goto(path);
      await page.waitForLoadState("load");
      findings.push(...(await seriousAxeFindings(page, path)));
    }
    expect(findings).toEqual([]);
  });

  for (const width of [320, 390]) {
    test(
      `does not overflow sideways at ${width} px`,
      ANY_VIEWPORT,
      async ({ browser, request }) => {
        test.setTimeout(600_000);
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        const page = await context.newPage();
        const overflowing: string[] = [];
        for (const path of await customerPages(request)) {
          await page.goto(path);
          await page.waitForLoadState("load");
          const extra = await sidewaysOverflow(page);
          if (extra > 0) overflowing.push(`${path}: ${extra}px`);
        }
        await context.close();
        expect(overflowing).toEqual([]);
      },
    );
  }
});

// The same checks on the pages as a shopper with an account sees them: a saved address, a
// cart with items (the order summary), orders (one of them cancelled) and the profile.
test.describe("a signed-in shopper's pages", () => {
  const SIGNED_IN_PAGES = ["/cart", "/orders", "/profile", "/add-address"];

  /** Opens a page and waits until it shows the signed-in shopper's content. */
  async function openSignedIn(page: Page, path: string) {
    await page.goto(path);
    await page.waitForLoadState("load");
    const ready: Record<string, () => Promise<void>> = {
      "/cart": () => expect(page.getByRole("button", { name: "Place Order" })).toBeVisible(),
      "/orders": () => expect(page.getByRole("heading", { name: /^Order #/ })).toHaveCount(2),
      "/profile": () => expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible(),
      "/add-address": () =>
        expect(page.getByRole("form", { name: "Shipping address" })).toBeVisible(),
    };
    await ready[path]!();
  }

  test("have no serious or critical axe finding", async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await signInShopperWithOrders(page.context(), `axe-${testInfo.project.name}`);
    const findings: string[] = [];
    for (const path of SIGNED_IN_PAGES) {
      await openSignedIn(page, path);
      findings.push(...(await seriousAxeFindings(page, path)));
      await page.screenshot({
        path: `test-results/signed-in${path.replace("/", "-")}-${testInfo.project.name}.png`,
        fullPage: true,
      });
    }
    expect(findings).toEqual([]);
  });

  for (const width of [320, 390]) {
    test(`do not overflow sideways at ${width} px`, ANY_VIEWPORT, async ({ browser }, testInfo) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      await signInShopperWithOrders(context, `wide${width}-${testInfo.project.name}`);
      const page = await context.newPage();
      const overflowing: string[] = [];
      for (const path of SIGNED_IN_PAGES) {
        await openSignedIn(page, path);
        const extra = await sidewaysOverflow(page);
        if (extra > 0) overflowing.push(`${path}: ${extra}px`);
      }
      await context.close();
      expect(overflowing).toEqual([]);
    });
  }

  test("a cancelled order says there is nothing to pay; an open one says pay on delivery", async ({
    page,
  }, testInfo) => {
    const { cancelledOrder, openOrder } = await signInShopperWithOrders(
      page.context(),
      `cancel-${testInfo.project.name}`,
    );
    await openSignedIn(page, "/orders");
    const card = (id: string) =>
      page.getByRole("article", { name: `Order #${id.replace(/-/g, "").slice(-8).toUpperCase()}` });
    const cancelled = card(cancelledOrder);
    await expect(cancelled.getByText("Cancelled", { exact: true }).first()).toBeVisible();
    await expect(cancelled.getByText("Cash on Delivery · Nothing to pay")).toBeVisible();
    await expect(cancelled.getByText(/Pay on delivery/)).toHaveCount(0);
    const open = card(openOrder);
    await expect(open.getByText("Cash on Delivery · Pay on delivery")).toBeVisible();
    await cancelled.screenshot({
      path: `test-results/cancelled-order-${testInfo.project.name}.png`,
    });
  });
});

test.describe("error pages keep the store around them", () => {
  test("an unknown address: 404 with header, footer, banner, search and Home", async ({ page }) => {
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await expectChrome(page, expect);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go Home" })).toBeVisible();
    const search = page.getByRole("search", { name: "Search the store" });
    await search.getByRole("searchbox").fill("rice");
    await search.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/\/products\?search=rice/);
  });

  test("an unknown product keeps the chrome and offers search and Home", async ({ page }) => {
    const res = await page.goto("/products/instant/00000000-0000-0000-0000-000000000000");
    expect(res?.status()).toBe(404);
    await expectChrome(page, expect);
    await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
    const home = page.getByRole("main").getByRole("link", { name: "Go Home" });
    await expect(home).toHaveAttribute("href", "/");
    const search = page.getByRole("search", { name: "Search the store" });
    await search.getByRole("searchbox").fill("pancit");
    await search.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/\/products\?search=pancit$/);
    await expect(page.getByRole("heading", { name: /pancit/i }).first()).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a server error while navigating keeps the chrome (500)", async ({ page }) => {
    await page.goto("/");
    // A page whose loader the navigation calls (the root's data is not fetched again on a
    // link followed, so a page without a loader asks the server for nothing).
    await page.route("**/products.data*", (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "boom" }),
    );
    await page
      .locator("footer")
      .getByRole("link", { name: "Products", exact: true })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await expectChrome(page, expect);
    await expect(page.getByRole("link", { name: "Go Home" })).toBeVisible();
    await expect(page.getByRole("search", { name: "Search the store" })).toBeVisible();
    await page.screenshot({ path: `test-results/storefront-500-${test.info().project.name}.png` });
  });

  test("the offline page keeps the chrome and the offline banner", async ({ page, context }) => {
    // As the worker shows it (scripts removed): the banner is in the page's own HTML.
    const html = await (await page.request.get("/offline")).text();
    expect(html).toContain("No Internet Connection");
    await page.goto("/offline");
    await expectChrome(page, expect);
    await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
    const banner = page.getByText("No Internet Connection");
    // Online, the page (once live) says so; cut the network and the banner comes back.
    await expect(banner).toBeHidden();
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await expectChrome(page, expect);
    await expect(page.getByRole("main").getByRole("link", { name: "Go Home" })).toBeVisible();
    await expect(page.getByRole("search", { name: "Search the store" })).toBeVisible();
    await page.screenshot({
      path: `test-results/storefront-offline-page-${test.info().project.name}.png`,
    });
    await context.setOffline(false);
    await expect(banner).toBeHidden();
  });
});

test("the connectivity banner never covers the open banner and shifts nothing", async ({
  page,
}) => {
  await page.goto("/");
  await page.waitForLoadState("load");
  await expect(page.getByText("Connecting to server...")).toHaveCount(0);
  // Every layout shift from here on, with what moved: the banner coming and going, and one
  // advance of the home carousel (every 3 s) while it shows.
  await page.evaluate(() => {
    const seen: { value: number; moved: string[] }[] = [];
    (window as unknown as { shifts: typeof seen }).shifts = seen;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node | null }[];
      })[])
        seen.push({
          value: e.value,
          moved: (e.sources ?? []).map((s) =>
            s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : String(s.node?.nodeName),
          ),
        });
    }).observe({ type: "layout-shift" });
  });
  await page.context().setOffline(true);
  const banner = page.getByText("No Internet Connection");
  await expect(banner).toBeVisible();
  const open = await page.getByText("We're Open!").boundingBox();
  const box = await banner.boundingBox();
  expect(open && box).toBeTruthy();
  // The connectivity banner starts below the open strip (it hangs from the header).
  expect(box!.y).toBeGreaterThanOrEqual(open!.y + open!.height);
  await page.waitForTimeout(3_600);
  await page.context().setOffline(false);
  await expect(banner).toBeHidden();
  const shifts = await page.evaluate(
    () => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts,
  );
  expect(shifts, JSON.stringify(shifts, null, 1)).toEqual([]);
});

test("toasts appear under the sticky header", async ({ page }) => {
  await page.goto("/products?search=pancit");
  await page
    .getByRole("button", { name: /^Add .+ to cart$/ })
    .first()
    .click();
  const toast = page.getByText("Item added to cart");
  await expect(toast).toBeVisible();
  const header = await page.locator("header").first().boundingBox();
  // Where the toast settles once its slide-in animation is over.
  await expect
    .poll(async () => (await toast.boundingBox())?.y ?? -1)
    .toBeGreaterThanOrEqual(header!.y + header!.height);
});
