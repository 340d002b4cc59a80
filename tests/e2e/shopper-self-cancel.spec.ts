// A shopper cancels an order the store has not confirmed yet, from /orders, with a reason in
// the store's own dialog; the seller's open order desk shows it Cancelled at once. Once an
// order is confirmed, /orders offers no cancel.
import { expect, test } from "@playwright/test";
import { moveOrder, registerShopper, sellerLogin, stampOf } from "./order-desk-helpers";
import { cardOf, openOrders } from "./order-desk-alerts-helpers";
import {
  HABIT_SHOTS,
  addProduct,
  deleteProduct,
  orderCard,
  orderLines,
  sellerContext,
} from "./shopper-habits-helpers";

test.describe.configure({ timeout: 150_000 });

test("a self-cancel from /orders is seen live on the seller's order desk", async ({
  page,
  browser,
}, testInfo) => {
  const stamp = stampOf(`sc${testInfo.project.name}`);
  const seller = await sellerContext(browser);
  const desk = await browser.newPage();
  try {
    const tea = await addProduct(seller, `Habit Tea ${stamp}`, 160);
    await registerShopper(page.context(), stamp);
    const orderId = await orderLines(page.context(), [[tea, 1]]);
    const confirmedId = await orderLines(page.context(), [[tea, 1]]);
    await moveOrder(seller, confirmedId, "Order Placed", "Confirmed");

    await sellerLogin(desk);
    await openOrders(desk);
    const deskCard = cardOf(desk, orderId);
    await expect(deskCard.getByText("Order Placed", { exact: true })).toBeVisible();
    await desk.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));

    await page.goto("/orders");
    const card = orderCard(page, orderId);
    // A confirmed order offers no cancel.
    await expect(
      orderCard(page, confirmedId).getByRole("button", { name: /^Buy again/ }),
    ).toBeVisible();
    await expect(orderCard(page, confirmedId).getByRole("button", { name: /^Cancel/ })).toHaveCount(
      0,
    );

    await card.getByRole("button", { name: /^Cancel Order #/ }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this order?" });
    await expect(dialog).toBeVisible();
    // "Keep my order" has the focus first; Escape keeps the order.
    await expect(dialog.getByRole("button", { name: "Keep my order" })).toBeFocused();
    await dialog.getByRole("button", { name: "Cancel order" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please choose a reason.");
    await dialog.getByRole("radio", { name: "I ordered by mistake" }).check();
    await dialog.getByLabel(/Anything to add/).fill("Ordered the same tea twice");
    await page.screenshot({
      path: `${HABIT_SHOTS}/orders-cancel-dialog-${testInfo.project.name}.png`,
    });
    await dialog.getByRole("button", { name: "Cancel order" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText("Your order has been cancelled")).toBeVisible();
    await expect(card.getByText("This order has been cancelled.")).toBeVisible();
    await expect(card.getByRole("button", { name: /^Cancel Order #/ })).toHaveCount(0);

    // The desk, open all along, shows it cancelled without a reload.
    await expect(deskCard.getByText("Cancelled", { exact: true })).toBeVisible({ timeout: 10_000 });
    expect(await desk.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
      true,
    );
    const timeline = (await (
      await seller.request.get(`/api/order/status-history/${orderId}`)
    ).json()) as { history: { status: string; actorType: string; notes: string }[] };
    expect(timeline.history.at(-1)).toMatchObject({
      status: "Cancelled",
      actorType: "customer",
      notes: 'Cancelled by the customer: I ordered by mistake. "Ordered the same tea twice"',
    });
    await desk.screenshot({
      path: `${HABIT_SHOTS}/desk-after-self-cancel-${testInfo.project.name}.png`,
    });
    await deleteProduct(seller, tea);
  } finally {
    await desk.close();
    await seller.close();
  }
});
