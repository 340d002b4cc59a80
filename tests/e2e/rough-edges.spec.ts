import { expect, test, type Page } from "@playwright/test";
import {
  moveOrder,
  placeOrder,
  registerShopper,
  sellerApiLogin,
  shortId,
  stampOf,
} from "./order-desk-helpers";
import { sidewaysOverflow } from "./storefront-helpers";

// The rough edges a shopper's walk-through found (issue 29), each at the project's width
// (390 and 1366 px) and, where width matters, at 320 px.
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/rough-edges-${name}-${test.info().project.name}.png` });

test("Best Sellers has its own title; a search that finds nothing has no 'Showing 0 to 0' line", async ({
  page,
}) => {
  await page.goto("/products?category=bestsellers");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Best Sellers");
  await expect(page).toHaveTitle(/^Best Sellers/);
  await expect(page.getByText(/^Showing 1 to \d+ of \d+ products/)).toBeVisible();

  await page.goto("/products?search=zzqqxxnothinglikeit");
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
  await expect(page.getByText(/Showing \d+ to \d+ of/)).toHaveCount(0);
});

test("a long unbroken search term wraps: nothing overflows sideways at 320 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  // 90 characters, under the search's 100.
  const term = "sardinesandcornedbeefandpancitcantonforthewholefamily".repeat(2).slice(0, 90);
  await page.goto(`/products?search=${term}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(term);
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  await shot(page, "long-search-320");
});

test("after Add, keyboard focus stays on the card's stepper, and Enter adds one more", async ({
  page,
}) => {
  await page.goto("/products?search=pancit");
  const add = page.getByRole("button", { name: /^Add .+ to cart$/ }).first();
  await expect(add).toBeEnabled();
  const name = (await add.getAttribute("aria-label"))!.replace(/^Add | to cart$/g, "");
  await add.focus();
  await page.keyboard.press("Enter");
  const more = page.getByRole("button", { name: `Add one more ${name}` });
  await expect(more).toBeFocused();
  await page.keyboard.press("Enter");
  const stepper = page.getByRole("group", { name: `${name} in cart` });
  await expect(stepper).toContainText("2");
  // Back down to none: focus returns to the card's Add, not to the page.
  const less = page.getByRole("button", { name: `Remove one ${name}` });
  await less.focus();
  await page.keyboard.press("Enter");
  await expect(less).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: `Add ${name} to cart` })).toBeFocused();
  await shot(page, "add-keeps-focus");
});

test("a heading jumped to lands below the sticky header", async ({ page, context }) => {
  const sectionId = await (async () => {
    await page.goto("/delivery-info");
    return page.locator("article section[id]").nth(2).getAttribute("id");
  })();
  for (const width of [320, page.viewportSize()!.width]) {
    // A link from elsewhere to a section: a fresh tab, so no scroll position is restored.
    const tab = await context.newPage();
    await tab.setViewportSize({ width, height: 720 });
    await tab.goto(`/delivery-info#${sectionId}`);
    const heading = tab.locator(`#${sectionId}-heading`);
    await expect(heading).toBeInViewport();
    await expect
      .poll(async () => {
        const header = (await tab.locator("header").first().boundingBox())!;
        return (await heading.boundingBox())!.y - (header.y + header.height);
      })
      .toBeGreaterThanOrEqual(0);
    await shot(tab, `jumped-heading-${width}`);
    await tab.close();
  }
});

test.describe(() => {
  // The store's own worker stays out of it: the test cuts the product answers itself.
  test.use({ serviceWorkers: "block" });

  test("offline, the cart shows its lines as last seen, or says plainly it cannot, never 0 items", async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto("/products?search=pancit");
    const add = page.getByRole("button", { name: /^Add .+ to cart$/ }).first();
    await expect(add).toBeEnabled();
    const name = (await add.getAttribute("aria-label"))!.replace(/^Add | to cart$/g, "");
    await add.click();
    await page.goto("/cart");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("(1 item)");
    await expect(page.getByText(name).first()).toBeVisible();

    // The products cannot be loaded (no connection): the lines as last seen, and a word on it.
    // On the context: the service worker's fetches are cut as well as the page's.
    await context.route("**/resources/cart-products**", (route) =>
      route.abort("internetdisconnected"),
    );
    await page.reload();
    await expect(page.getByText("Shown as last seen: you seem to be offline.")).toBeVisible();
    await expect(page.getByRole("link", { name }).first()).toBeVisible();
    await expect(page.getByText("Subtotal (1 item)")).toBeVisible();

    // Nothing seen before on this device: no empty list under "(1 item)", no "Subtotal (0 items)".
    await page.evaluate(() => localStorage.removeItem("minimart_cart_products"));
    await page.reload();
    await expect(
      page.getByText(
        "We can't load your cart's products while offline. Your 1 item is saved and will show when you're back online.",
      ),
    ).toBeVisible();
    await expect(page.getByText(/Subtotal \(0 items\)/)).toHaveCount(0);

    // The connection banner hangs under the header without covering the cart's heading.
    await page.context().setOffline(true);
    const banner = page.getByText("No Internet Connection");
    await expect(banner).toBeVisible();
    const bannerBox = (await banner.boundingBox())!;
    const headingBox = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    expect(headingBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height);
    await shot(page, "offline-cart-320");
    await page.context().setOffline(false);
  });
});

test("My Orders shows 'Delivered' with its time as soon as the rider delivers, without a reload", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const customer = await registerShopper(page.context(), stampOf(`re${testInfo.project.name}`));
  const order = await placeOrder(page.context(), customer);
  await page.goto("/orders");
  const card = page.getByRole("article").filter({ hasText: shortId(order.orderId) });
  await expect(card).toBeVisible();
  await expect(card.getByText("Delivered:")).toHaveCount(0);

  const seller = await browser.newContext();
  try {
    await sellerApiLogin(seller);
    const steps = ["Order Placed", "Confirmed", "Preparing", "Out for Delivery", "Delivered"];
    for (let i = 1; i < steps.length; i++)
      await moveOrder(seller, order.orderId, steps[i - 1]!, steps[i]!);
  } finally {
    await seller.close();
  }
  await expect(card.getByText("Delivered:")).toBeVisible({ timeout: 15_000 });
  await shot(page, "orders-delivered-live");
});
