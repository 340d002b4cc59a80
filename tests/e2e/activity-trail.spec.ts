// The activity trail (issue 28): the owner edits a product's price and confirms an order at the
// desk; the Activity screen lists both with who did it, and the product's History shows the price.
import { expect, test } from "@playwright/test";
import { placeOrder, registerShopper, sellerLogin, shortId, xsrf } from "./order-desk-helpers";
import { visible } from "./seller-helpers";
import { seriousAxeFindings } from "./storefront-helpers";

// The seller of the end-to-end stores (SELLER_EMAIL), named as `seller:add` names an owner.
const OWNER = "Store owner";

test("the Activity screen and a product's History show who changed what", async ({
  page,
  browser,
}, testInfo) => {
  const stamp = `${testInfo.project.name}${Date.now()}`;
  const name = `Trail Milk ${stamp}`;
  await sellerLogin(page);

  // A product to edit, added through the API with the page's seller session.
  const context = page.context();
  const token = await page.evaluate(() => localStorage.getItem("minimart_seller_token") ?? "");
  const form = {
    productData: JSON.stringify({ name, description: ["1 L"], category: ["Dairy"], price: 45 }),
  };
  const added = await context.request.post("/api/product/add", {
    multipart: form,
    headers: { ...(await xsrf(context)), ...(token ? { "seller-token": token } : {}) },
  });
  expect(added.status(), await added.text()).toBe(201);

  // The owner changes its price in the edit dialog.
  await visible(page, "link", "Products").click();
  await page
    .getByRole("searchbox", { name: "Search products" })
    .or(page.getByLabel("Search products"))
    .first()
    .fill(name);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Product" });
  await dialog.getByLabel("Price (₱)").fill("48");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Product updated successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  // A shopper orders; the owner confirms the order at the desk.
  const shopper = await browser.newContext();
  const customer = await registerShopper(shopper, stamp);
  const order = await placeOrder(shopper, customer);
  await shopper.close();
  await visible(page, "link", "Orders").click();
  await page.getByRole("button", { name: "Order Placed", exact: true }).click();
  const card = page.getByRole("article").filter({ hasText: customer });
  await card.getByRole("button", { name: "Confirm Order" }).click();
  await expect(page.getByText('Order status updated to "Confirmed"')).toBeVisible();

  // The Activity screen lists both, newest first, with who did them.
  await visible(page, "link", "Activity").click();
  await expect(page.getByRole("heading", { name: "Activity" })).toBeVisible();
  const lines = page.getByTestId("activity-line");
  const priceLine = lines.filter({ hasText: `on ${name}` });
  const orderLabel = `Order ${shortId(order.orderId)}`;
  const orderLine = lines.filter({ hasText: orderLabel });
  await expect(orderLine).toContainText(
    `${OWNER} moved ${orderLabel} from Order Placed to Confirmed`,
  );
  await expect(priceLine.first()).toContainText(
    `${OWNER} changed Price ₱45.00 → ₱48.00 on ${name}`,
  );
  await expect(lines.first()).toContainText(orderLabel);
  // axe reads the page, not the desk's toast fading out over it.
  await expect(page.getByText('Order status updated to "Confirmed"')).toBeHidden({
    timeout: 20_000,
  });
  await page.screenshot({ path: testInfo.outputPath("activity.png"), fullPage: true });
  expect(await seriousAxeFindings(page, "activity")).toEqual([]);

  // Only products: the order's line goes; the filter is in the address.
  await page.getByLabel("Kind").selectOption("product");
  await expect(page).toHaveURL(/kind=product/);
  await expect(orderLine).toHaveCount(0);
  await expect(priceLine.first()).toBeVisible();
  // Nothing of a kind: said so, with the filters still there to change.
  await page.getByLabel("Kind").selectOption("staff");
  await expect(page.getByText("Nothing was changed that matches these filters.")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("activity-empty.png") });

  // The product's own history, in its edit dialog.
  await visible(page, "link", "Products").click();
  await page.getByLabel("Search products").first().fill(name);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  await dialog.getByText("History", { exact: true }).click();
  const history = dialog.getByTestId("activity-line");
  await expect(history.first()).toContainText(`${OWNER} changed Price ₱45.00 → ₱48.00 on ${name}`);
  await expect(history.nth(1)).toContainText(`${OWNER} added ${name} at ₱45.00`);
  await history.nth(1).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("history.png") });
  // The dialog is read on its own: the list behind it lies under the backdrop's tint, whose
  // colours axe would measure through it.
  expect(await seriousAxeFindings(page, "product history", '[role="dialog"]')).toEqual([]);
});
