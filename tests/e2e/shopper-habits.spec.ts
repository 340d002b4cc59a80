// The shopper's habits: "Buy again" on /orders with one of the order's products gone, and the
// home page's "Buy again" row, at phone and desktop size (and 320 px for overflow), with axe.
import { expect, test } from "@playwright/test";
import { registerShopper, stampOf } from "./order-desk-helpers";
import { seriousAxeFindings } from "./storefront-helpers";
import {
  HABIT_SHOTS,
  addProduct,
  deleteProduct,
  expectNoOverflowAtWidths,
  orderCard,
  orderLines,
  sellerContext,
} from "./shopper-habits-helpers";

test.describe.configure({ timeout: 150_000 });

test("Buy again puts an order back in the cart and names the product that is gone", async ({
  page,
  browser,
}, testInfo) => {
  const stamp = stampOf(`ba${testInfo.project.name}`);
  const seller = await sellerContext(browser);
  try {
    const rice = await addProduct(seller, `Habit Rice ${stamp}`, 100);
    const soap = await addProduct(seller, `Habit Soap ${stamp}`, 60);
    await registerShopper(page.context(), stamp);
    const orderId = await orderLines(page.context(), [
      [rice, 2],
      [soap, 1],
    ]);
    await deleteProduct(seller, soap);

    await page.goto("/orders");
    const card = orderCard(page, orderId);
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: /^Buy again/ }).click();
    const note = card.getByRole("status");
    await expect(note.getByText(`Habit Rice ${stamp} × 2 (₱100.00 each)`)).toBeVisible();
    await expect(note.getByText("Not added:")).toBeVisible();
    await expect(note.getByText(`Habit Soap ${stamp} — no longer sold`)).toBeVisible();
    const toast = page.getByText(
      `Added 1 product to your cart. Not added: Habit Soap ${stamp} (no longer sold).`,
    );
    await expect(toast).toBeVisible();
    // The cart now holds the two bags of rice, saved for the customer.
    await expect(
      page
        .getByRole("link", { name: /^Cart, \d+ items?$/ })
        .locator("visible=true")
        .first(),
    ).toHaveAccessibleName("Cart, 2 items");
    await expect
      .poll(async () => {
        const me = (await (await page.request.get("/api/user/is-auth")).json()) as {
          user: { cartItems: Record<string, number> };
        };
        return me.user.cartItems;
      })
      .toEqual({ [rice]: 2 });

    await page.screenshot({ path: `${HABIT_SHOTS}/orders-buy-again-${testInfo.project.name}.png` });
    await expect(toast).toHaveCount(0, { timeout: 15_000 });
    expect(await seriousAxeFindings(page, "/orders")).toEqual([]);
    await expectNoOverflowAtWidths(page, page.viewportSize()!);
    await page.setViewportSize({ width: 320, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${HABIT_SHOTS}/orders-buy-again-320.png` });

    await note.getByRole("link", { name: "Go to cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(`Habit Rice ${stamp}`).first()).toBeVisible();
    await deleteProduct(seller, rice);
  } finally {
    await seller.close();
  }
});

test("the home page's Buy again row: a signed-in shopper's most-ordered products, with Add", async ({
  page,
  browser,
}, testInfo) => {
  const stamp = stampOf(`hr${testInfo.project.name}`);
  const seller = await sellerContext(browser);
  try {
    const oats = await addProduct(seller, `Habit Oats ${stamp}`, 80);
    const jam = await addProduct(seller, `Habit Jam ${stamp}`, 90);
    await registerShopper(page.context(), stamp);
    await orderLines(page.context(), [
      [oats, 3],
      [jam, 1],
    ]);
    // A guest sees no such row.
    const guest = await browser.newPage();
    await guest.goto("/");
    await expect(guest.getByRole("heading", { name: "Best Sellers" })).toBeVisible();
    await expect(guest.getByRole("heading", { name: "Buy again" })).toHaveCount(0);
    await guest.close();

    await page.goto("/");
    const row = page.getByRole("region", { name: "Buy again" });
    // Above Best Sellers.
    await row.scrollIntoViewIfNeeded();
    await expect(row).toBeVisible();
    const names = row.getByRole("heading", { level: 3 });
    await expect(names.first()).toHaveText(`Habit Oats ${stamp}`);
    await expect(names.nth(1)).toHaveText(`Habit Jam ${stamp}`);
    const badge = page
      .getByRole("link", { name: /^Cart, \d+ items?$/ })
      .locator("visible=true")
      .first();
    await row.getByRole("button", { name: `Add Habit Jam ${stamp} to cart` }).click();
    await expect(page.getByText("Item added to cart")).toBeVisible();
    await expect(badge).toHaveAccessibleName("Cart, 1 item");
    await page.screenshot({ path: `${HABIT_SHOTS}/home-buy-again-${testInfo.project.name}.png` });
    // axe reads the page, not a toast fading out over it.
    await expect(page.getByText("Item added to cart")).toHaveCount(0, { timeout: 15_000 });
    expect(await seriousAxeFindings(page, "/ signed in")).toEqual([]);
    await expectNoOverflowAtWidths(page, page.viewportSize()!);
    await deleteProduct(seller, oats);
    await deleteProduct(seller, jam);
  } finally {
    await seller.close();
  }
});
