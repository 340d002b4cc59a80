// The order desk's alerts and live cards (issue 9 §3, §5): the sound that repeats until a staff
// member acknowledges, the notice while the browser still needs a click, desktop notifications
// while the tab is hidden, a card moved by another staff member, the waiting/due/late marks, and
// "Print all confirmed" beyond the first page of orders.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { ESTIMATED_DELIVERY_MINUTES } from "../../domain/order-status";
import { statusStyle } from "../../app/lib/order-status-style";
import {
  acknowledgeAll,
  chimesStarted,
  lockedAudioPolicy,
  moveOrder,
  notificationSpy,
  placeOrder,
  registerShopper,
  sellerApiLogin,
  sellerLogin,
  setTabHidden,
  shortId,
  stampOf,
  type PlacedOrder,
} from "./order-desk-helpers";

const SHOTS = join("reports", "screenshots", "order-desk");
/** ALERT_REPEAT_MS of app/features/order-desk/desk-context.tsx. */
const ALERT_REPEAT_MS = 5_000;
/** CONFIRMED_PAGE_SIZE of app/features/order-desk/components/slip-screens.tsx. */
const CONFIRMED_PAGE_SIZE = 20;
/** MAX_OPEN_ORDERS_PER_CUSTOMER's default. */
const OPEN_ORDERS_PER_SHOPPER = 5;
const MINUTE = 60_000;

test.describe.configure({ timeout: 150_000 });

/** A shopper in a context of its own places one order; the context is closed after. */
async function orderFromNewShopper(
  browser: { newContext: () => Promise<BrowserContext> },
  stamp: string,
): Promise<PlacedOrder> {
  const shopper = await browser.newContext();
  try {
    return await placeOrder(shopper, await registerShopper(shopper, stamp));
  } finally {
    await shopper.close();
  }
}

/** The seller's Orders Management, opened fresh (no click on this document yet), live. */
async function openOrders(page: Page) {
  await page.goto("/seller/orders");
  await expect(page.getByRole("heading", { name: "Orders Management" })).toBeVisible();
  await expect(page.locator("[data-stream-mode=live]")).toBeVisible({ timeout: 30_000 });
}

const cardOf = (page: Page, orderId: string) =>
  page.getByRole("article", { name: `Order ${orderId.slice(-8).toUpperCase()}` });

const backgroundOf = (locator: Locator) =>
  locator.evaluate((el) => getComputedStyle(el).backgroundColor);

test("a fresh desk tab asks to 'Start the desk' full width, and one tap unlocks the sound", async ({
  page,
}) => {
  // Every browser here needs the click, as a shop's desktop or phone browser does.
  await page.addInitScript(lockedAudioPolicy);
  await sellerLogin(page);
  await openOrders(page);

  const notice = page.getByText(
    "Your browser needs a click on this page before it can play the new-order sound.",
  );
  const allow = page.getByRole("button", { name: "Start the desk" });
  await expect(notice).toBeVisible();
  await expect(allow).toBeVisible();
  await expect(page.getByRole("switch", { name: "Alert sound" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  // A full-width prompt, as wide as the alert controls under it: not a line to overlook.
  const region = await page.getByRole("region", { name: "Order alerts" }).boundingBox();
  const button = await allow.boundingBox();
  expect(button!.width).toBeGreaterThan(region!.width * 0.9);
  expect(button!.height).toBeGreaterThanOrEqual(48);
  // Loading the page asked nothing of the audio: only a click may.
  expect(await page.evaluate(() => window.__deskResumes.filter((r) => r.activated).length)).toBe(0);
  mkdirSync(SHOTS, { recursive: true });
  await page
    .getByRole("region", { name: "Order alerts" })
    .screenshot({ path: join(SHOTS, `sound-notice-${test.info().project.name}.png`) });

  await allow.click();
  await expect(notice).toBeHidden();
  await expect(allow).toBeHidden();
  expect(
    await page.evaluate(() => window.__deskResumes.filter((r) => r.activated).length),
  ).toBeGreaterThan(0);

  // A new page is a new document: the browser needs the click again, and the page says so.
  await page.reload();
  await expect(page.locator("[data-stream-mode=live]")).toBeVisible({ timeout: 30_000 });
  await expect(notice).toBeVisible();
  // Any click on the page does it too, not only the button's.
  await page.getByRole("heading", { name: "Orders Management" }).click();
  await expect(notice).toBeHidden();

  // With the sound switched off there is nothing to allow, even on a page not clicked yet.
  await page.getByRole("switch", { name: "Alert sound" }).click();
  await expect(page.getByRole("switch", { name: "Alert sound" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await page.reload();
  await expect(page.locator("[data-stream-mode=live]")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("switch", { name: "Alert sound" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => window.__deskResumes.length)).toBe(0);
  // Back on for the next journeys on this device.
  await page.getByRole("switch", { name: "Alert sound" }).click();
  await expect(page.getByRole("switch", { name: "Alert sound" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
});

test("the alert sound repeats until a staff member acknowledges the new order", async ({
  page,
  browser,
}, testInfo) => {
  await page.clock.install();
  await page.addInitScript(lockedAudioPolicy);
  await sellerLogin(page);
  await acknowledgeAll(page.context());
  await openOrders(page);
  await page.getByRole("button", { name: "Start the desk" }).click();
  await expect(page.getByRole("button", { name: "Start the desk" })).toBeHidden();
  // Nothing waits: silence, however long.
  await page.clock.runFor(ALERT_REPEAT_MS * 2);
  expect(await chimesStarted(page)).toBe(0);

  const order = await orderFromNewShopper(browser, stampOf(`snd${testInfo.project.name}`));
  const card = cardOf(page, order.orderId);
  await expect(card).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText(/^Ringing: 1 new order waits/)).toBeVisible();
  await expect.poll(() => chimesStarted(page)).toBeGreaterThanOrEqual(1);

  // Three repeat intervals later, at least three more chimes, each a repeat interval apart.
  const before = await chimesStarted(page);
  await page.clock.runFor(ALERT_REPEAT_MS * 3 + 500);
  const ringing = await page.evaluate(() =>
    window.__deskSounds.filter((s) => s.freq === 880).map((s) => s.at),
  );
  expect(ringing.length).toBeGreaterThanOrEqual(before + 3);
  // The repeats come one interval apart (page time): no double chimes, no long silences.
  for (let i = before; i < ringing.length; i++) {
    const gap = ringing[i]! - ringing[i - 1]!;
    expect(gap).toBeGreaterThanOrEqual(ALERT_REPEAT_MS - 100);
    expect(gap).toBeLessThan(ALERT_REPEAT_MS + 1_500);
  }
  // Each chime is two rising notes.
  const notes = await page.evaluate(() => window.__deskSounds.map((s) => Math.round(s.freq)));
  expect(notes.filter((f) => f === 1319).length).toBe(notes.filter((f) => f === 880).length);

  await card.getByRole("button", { name: "Acknowledge" }).click();
  await expect(card.getByText("New order — not yet acknowledged")).toHaveCount(0);
  await expect(page.getByText(/^Ringing:/)).toHaveCount(0);
  const acknowledged = await chimesStarted(page);
  // No more sound after the acknowledgement, however long the page stays open.
  await page.clock.runFor(ALERT_REPEAT_MS * 4);
  expect(await chimesStarted(page)).toBe(acknowledged);
});

test("a desktop notification shows for a new order while the tab is hidden, asked for only after a click", async ({
  page,
  browser,
  context,
}, testInfo) => {
  await page.addInitScript(notificationSpy);
  await sellerLogin(page);
  await acknowledgeAll(context);
  await openOrders(page);
  const turnOn = page.getByRole("button", { name: "Turn on desktop alerts" });
  await expect(turnOn).toBeVisible();
  // Opening the page asked nothing.
  expect(await page.evaluate(() => window.__deskPermissionRequests.length)).toBe(0);

  // The browser's prompt would be answered "Allow".
  await context.grantPermissions(["notifications"]);
  await turnOn.click();
  await expect(page.getByText("Desktop alerts on")).toBeVisible();
  expect(await page.evaluate(() => window.__deskPermissionRequests)).toEqual([{ activated: true }]);

  // While the tab is in front, the page itself shows the order: no notification.
  const seen = await orderFromNewShopper(browser, stampOf(`ntv${testInfo.project.name}`));
  await expect(cardOf(page, seen.orderId)).toBeVisible({ timeout: 5_000 });
  expect(await page.evaluate(() => window.__deskNotifications.length)).toBe(0);

  await setTabHidden(page, true);
  const order = await orderFromNewShopper(browser, stampOf(`nth${testInfo.project.name}`));
  await expect.poll(() => page.evaluate(() => window.__deskNotifications.length)).toBe(1);
  const peso = `₱${order.total.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  expect(await page.evaluate(() => window.__deskNotifications[0])).toEqual({
    title: "New order",
    body: `New order from Desk · ${peso}`,
    tag: `order-${order.orderId}`,
  });
  await setTabHidden(page, false);
  await expect(cardOf(page, order.orderId)).toBeVisible();
  await acknowledgeAll(context);
});

test("a status change made by another staff member updates the open card in place", async ({
  page,
  browser,
}, testInfo) => {
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
});

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

test("Print all confirmed prints every confirmed order, beyond the first page", async ({
  page,
  browser,
}, testInfo) => {
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
});

declare global {
  interface Window {
    __deskSounds: { freq: number; at: number }[];
    __deskResumes: { activated: boolean }[];
    __deskNotifications: { title: string; body: string; tag: string }[];
    __deskPermissionRequests: { activated: boolean }[];
    __sameDocument?: boolean;
  }
}
