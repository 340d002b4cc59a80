/**
 * Shared steps of the order desk's alert and card journeys (order-desk-alerts.spec.ts, order-desk-
 * cards.spec.ts).
 */
import { join } from "node:path";
import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { placeOrder, registerShopper, type PlacedOrder } from "./order-desk-helpers";

export const SHOTS = join("reports", "screenshots", "order-desk");
/** ALERT_REPEAT_MS of app/features/order-desk/desk-context.tsx. */
export const ALERT_REPEAT_MS = 5_000;
/** CONFIRMED_PAGE_SIZE of app/features/order-desk/components/slip-screens.tsx. */
export const CONFIRMED_PAGE_SIZE = 20;
/** MAX_OPEN_ORDERS_PER_CUSTOMER's default. */
export const OPEN_ORDERS_PER_SHOPPER = 5;
export const MINUTE = 60_000;

/** A shopper in a context of its own places one order; the context is closed after. */
export async function orderFromNewShopper(
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
export async function openOrders(page: Page) {
  await page.goto("/seller/orders");
  await expect(page.getByRole("heading", { name: "Orders Management" })).toBeVisible();
  await expect(page.locator("[data-stream-mode=live]")).toBeVisible({ timeout: 30_000 });
}

export const cardOf = (page: Page, orderId: string) =>
  page.getByRole("article", { name: `Order ${orderId.slice(-8).toUpperCase()}` });

export const backgroundOf = (locator: Locator) =>
  locator.evaluate((el) => getComputedStyle(el).backgroundColor);
