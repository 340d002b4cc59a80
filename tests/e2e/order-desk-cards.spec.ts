// The order desk's live cards (issue 9 §5): a card moved by another staff member, the
// waiting/due/late marks, and "Print all confirmed" beyond the first page of orders.
import { join } from "node:path";
import { expect, test, type BrowserContext } from "@playwright/test";
import { ESTIMATED_DELIVERY_MINUTES } from "../../domain/order-status";
import { statusStyle } from "../../app/lib/order-status-style";
import {
  acknowledgeAll,
  moveOrder,
  placeOrder,
  registerShopper,
  sellerApiLogin,
  sellerLogin,
  shortId,
  stampOf,
} from "./order-desk-helpers";
import {
  SHOTS,
  CONFIRMED_PAGE_SIZE,
  OPEN_ORDERS_PER_SHOPPER,
  MINUTE,
  orderFromNewShopper,
  openOrders,
  cardOf,
  backgroundOf,
} from "./order-desk-alerts-helpers";
import { ANY_VIEWPORT } from "./viewport";

test.describe.configure({ timeout: 150_000 });

test(
  "a status change made by another staff member updates the open card in place",
  ANY_VIEWPORT,
  async ({ page, browser }, testInfo) => {
    await sellerLogin(page);
    await openOrders(page);
    const order = await orderFromNewShopper(browser, stampOf(`mv${testInfo.project.name}`));
    const card = cardOf(page, order.orderId);
    await expect(card).toBeVisible({ timeout: 5_000 });
    const pill = (status: string) => card.getByText(status, { exact: true });
    await expect(pill("Order Placed")).toBeVisible();
    const placedColour = await backgroundOf(pill("Order Placed"));
    // Marks the document: a reload would lose it.
    await page.evaluate(() => (window.__sameDocument = true));

    const colleague = await browser.newContext();
    try {
      await sellerApiLogin(colleague);
      await moveOrder(colleague, order.orderId, "Order Placed", "Confirmed");
      await expect(pill("Confirmed")).toBeVisible();
      await expect(pill("Confirmed")).toHaveClass(
        new RegExp(statusStyle("Confirmed").badgeClass.split(" ")[0]!),
      );
      const confirmedColour = await backgroundOf(pill("Confirmed"));
      expect(confirmedColour).not.toBe(placedColour);
      await expect(pill("Order Placed")).toHaveCount(0);
      // The card's moves follow the new status.
      await expect(card.getByRole("button", { name: "Start Preparing" })).toBeVisible();
      await expect(card.getByRole("button", { name: "Confirm Order" })).toHaveCount(0);

      await moveOrder(colleague, order.orderId, "Confirmed", "Preparing");
      await expect(pill("Preparing")).toBeVisible();
      await expect(pill("Preparing")).toHaveClass(
        new RegExp(statusStyle("Preparing").badgeClass.split(" ")[0]!),
      );
      expect(await backgroundOf(pill("Preparing"))).not.toBe(confirmedColour);
      await expect(card.getByRole("button", { name: "Send Out for Delivery" })).toBeVisible();
    } finally {
      await colleague.close();
    }
    // One card for the order, in the same document: changed in place, not reloaded.
    await expect(page.locator(`article[data-order-id="${order.orderId}"]`)).toHaveCount(1);
    expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
    await acknowledgeAll(page.context());
  },
);

test("orders waiting, due and late are marked with colour and words", async ({
  page,
  browser,
}, testInfo) => {
  await page.clock.install();
  await sellerLogin(page);
  await openOrders(page);
  const order = await orderFromNewShopper(browser, stampOf(`urg${testInfo.project.name}`));
  const card = cardOf(page, order.orderId);
  await expect(card).toBeVisible({ timeout: 5_000 });
  await card.getByRole("button", { name: "Acknowledge" }).click();
  await expect(card.getByText("New order — not yet acknowledged")).toHaveCount(0);
  const mark = (kind: string) => card.locator(`[data-urgency=${kind}]`);
  // A calm order carries no mark and the quiet ring.
  await expect(card.locator("[data-urgency]")).toHaveCount(0);
  await expect(card).toHaveClass(/ring-gray-100/);

  // Still "Order Placed" after 5 minutes: amber, "Waiting 6 min".
  await page.clock.fastForward(6 * MINUTE);
  await expect(mark("waiting")).toHaveText(/^Waiting [67] min$/);
  await expect(mark("waiting")).toHaveClass(/bg-amber-100/);
  await expect(card).toHaveClass(/ring-amber-300/);
  const amber = await backgroundOf(mark("waiting"));
  await page.screenshot({ path: join(SHOTS, `marks-waiting-${testInfo.project.name}.png`) });

  // From 15 minutes the wait turns red.
  await page.clock.fastForward(10 * MINUTE);
  await expect(mark("waiting")).toHaveText(/^Waiting 1[67] min$/);
  await expect(mark("waiting")).toHaveClass(/bg-red-100/);
  await expect(card).toHaveClass(/ring-red-400/);
  const red = await backgroundOf(mark("waiting"));
  expect(red).not.toBe(amber);

  // Within 15 minutes of the estimated delivery time: amber "Due in N min" beside the wait.
  await page.clock.fastForward((ESTIMATED_DELIVERY_MINUTES - 10 - 16) * MINUTE);
  await expect(mark("due")).toHaveText(/^Due in (9|10) min$/);
  await expect(mark("due")).toHaveClass(/bg-amber-100/);
  expect(await backgroundOf(mark("due"))).toBe(amber);
  await expect(card.locator("[data-urgency]")).toHaveCount(2);

  // Past it: red "Late by N min" instead of "Due".
  await page.clock.fastForward(12 * MINUTE);
  await expect(mark("late")).toHaveText(/^Late by [12] min$/);
  await expect(mark("late")).toHaveClass(/bg-red-100/);
  expect(await backgroundOf(mark("late"))).toBe(red);
  await expect(mark("due")).toHaveCount(0);
  await page.screenshot({ path: join(SHOTS, `marks-late-${testInfo.project.name}.png`) });

  // A cancelled order is calm again, whatever the time.
  const colleague = await browser.newContext();
  try {
    await sellerApiLogin(colleague);
    await moveOrder(colleague, order.orderId, "Order Placed", "Cancelled");
  } finally {
    await colleague.close();
  }
  await expect(card.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(card.locator("[data-urgency]")).toHaveCount(0);
});

/** Every order now "Confirmed", by the API's pages (cursor to the end), newest first. */
async function confirmedOrderIds(context: BrowserContext): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const reply = await context.request.get(
      `/api/order/by-status/Confirmed?limit=100${cursor ? `&cursor=${cursor}` : ""}`,
    );
    expect(reply.ok(), await reply.text()).toBe(true);
    const body = (await reply.json()) as { orders: { _id: string }[]; nextCursor: string | null };
    ids.push(...body.orders.map((o) => o._id));
    cursor = body.nextCursor;
  } while (cursor);
  return ids;
}

test(
  "Print all confirmed prints every confirmed order, beyond the first page",
  ANY_VIEWPORT,
  async ({ page, browser }, testInfo) => {
    test.setTimeout(300_000);
    const seller = page.context();
    await sellerApiLogin(seller);
    // More confirmed orders than one page of the list, so the batch must follow the cursor.
    const missing = CONFIRMED_PAGE_SIZE + 3 - (await confirmedOrderIds(seller)).length;
    for (let made = 0, s = 0; made < missing; s++) {
      const shopper = await browser.newContext();
      try {
        const customer = await registerShopper(shopper, stampOf(`slp${s}${testInfo.project.name}`));
        for (let i = 0; i < OPEN_ORDERS_PER_SHOPPER && made < missing; i++, made++) {
          const order = await placeOrder(shopper, customer, made);
          await moveOrder(seller, order.orderId, "Order Placed", "Confirmed");
        }
      } finally {
        await shopper.close();
      }
    }
    const expected = await confirmedOrderIds(seller);
    expect(expected.length).toBeGreaterThan(CONFIRMED_PAGE_SIZE);

    await page.goto("/seller/orders");
    await page.getByRole("link", { name: "Print all confirmed" }).click();
    await expect(page).toHaveURL(/\/seller\/orders\/slips$/);
    await expect(
      page.getByRole("heading", { name: `Slips of ${expected.length} confirmed orders` }),
    ).toBeVisible({ timeout: 60_000 });
    const slips = page.getByRole("article", { name: /^Delivery slip / });
    await expect(slips).toHaveCount(expected.length);
    // Each confirmed order once, the oldest on top of the pile.
    const shown = await slips.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")));
    expect(shown).toEqual([...expected].reverse().map((id) => `Delivery slip ${shortId(id)}`));
    await page.screenshot({ path: join(SHOTS, `slips-all-${testInfo.project.name}.png`) });
  },
);

declare global {
  interface Window {
    __deskSounds: { freq: number; at: number }[];
    __deskResumes: { activated: boolean }[];
    __deskNotifications: { title: string; body: string; tag: string }[];
    __deskPermissionRequests: { activated: boolean }[];
    __sameDocument?: boolean;
  }
}
