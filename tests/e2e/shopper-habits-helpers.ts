// Shared steps of the shopper's habits journeys (buy again, the home row, self-cancel):
// products the seller adds and removes, and orders a shopper places, all through the API.
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { sellerApiLogin, xsrf } from "./order-desk-helpers";
import { sidewaysOverflow } from "./storefront-helpers";

export const HABIT_SHOTS = "/tmp/shots-a";

/** A seller session in a context of its own, for the products the journeys change. */
export async function sellerContext(browser: {
  newContext: () => Promise<BrowserContext>;
}): Promise<BrowserContext> {
  const context = await browser.newContext();
  await sellerApiLogin(context);
  return context;
}

/** A product of the seller's, with no picture; its id. */
export async function addProduct(seller: BrowserContext, name: string, price: number) {
  const form = new FormData();
  form.append(
    "productData",
    JSON.stringify({ name, description: ["Made for a journey"], category: ["Grains"], price }),
  );
  const added = await seller.request.post("/api/product/add", {
    multipart: form,
    headers: await xsrf(seller),
  });
  expect(added.ok(), await added.text()).toBe(true);
  return ((await added.json()) as { product: { _id: string } }).product._id;
}

export async function deleteProduct(seller: BrowserContext, id: string) {
  const reply = await seller.request.post("/api/product/delete", {
    data: { id },
    headers: await xsrf(seller),
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** A COD order of these lines to the shopper's first saved address; its id. */
export async function orderLines(shopper: BrowserContext, items: [string, number][]) {
  const api = shopper.request;
  const { addresses } = (await (await api.get("/api/address/get")).json()) as {
    addresses: { _id: string }[];
  };
  const reply = await api.post("/api/order/cod", {
    data: {
      items: items.map(([product, quantity]) => ({ product, quantity })),
      address: addresses[0]!._id,
    },
    headers: await xsrf(shopper),
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return ((await reply.json()) as { order: { _id: string } }).order._id;
}

/** The page's cards of one order on /orders. */
export const orderCard = (page: Page, orderId: string) =>
  page.getByRole("article", {
    name: `Order #${orderId.replace(/-/g, "").slice(-8).toUpperCase()}`,
  });

/** No sideways scrolling at 320, 390 and 1366 px wide; the page is left at `restore` width. */
export async function expectNoOverflowAtWidths(
  page: Page,
  restore: { width: number; height: number },
) {
  for (const width of [320, 390, 1366]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await sidewaysOverflow(page), `sideways overflow at ${width}px`).toBe(0);
  }
  await page.setViewportSize(restore);
}
