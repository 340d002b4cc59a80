// The live order desk (issue 9): new orders on an open seller page within 2 s, the badge and
// tab-title count until acknowledged, the shopper's /orders moving live, and the printed slip.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import {
  acknowledgeAll,
  moveOrder,
  placeOrder,
  registerShopper,
  sellerLogin,
  shortId,
  stampOf,
  type PlacedOrder,
} from "./order-desk-helpers";
import { ANY_VIEWPORT } from "./viewport";

const SHOTS = join("reports", "screenshots", "order-desk");

test.describe.configure({ timeout: 120_000 });

test(
  "a new order rings on the open seller page within 2 s, with badge and title count, until acknowledged",
  ANY_VIEWPORT,
  async ({ page, browser }, testInfo) => {
    await sellerLogin(page);
    await acknowledgeAll(page.context());
    const navOrders = page
      .getByRole("link", { name: "Orders", exact: true })
      .locator("visible=true")
      .first();
    await navOrders.click();
    await expect(page.getByRole("heading", { name: "Orders Management" })).toBeVisible();
    await expect(page.locator("[data-stream-mode=live]")).toBeVisible();
    await expect(page.getByTestId("nav-badge")).toHaveCount(0);
    await expect(page).not.toHaveTitle(/^\(\d+\)/);

    // The clicks on this page (login, Orders) let it play sound, so it asks for none. The
    // notice itself is tested with a browser that needs the click (order-desk-alerts.spec.ts).
    await expect(page.getByRole("button", { name: "Start the desk" })).toBeHidden();
    await expect(page.getByText(/needs a click on this page before it can play/)).toHaveCount(0);

    const shopper = await browser.newContext();
    try {
      const customer = await registerShopper(shopper, stampOf(testInfo.project.name));
      const order = await placeOrder(shopper, customer);
      const card = page.getByRole("article", {
        name: `Order ${order.orderId.slice(-8).toUpperCase()}`,
      });
      await expect(card).toBeVisible({ timeout: 2_000 });
      // Within 2 s of the order's commit (the moment POST /api/order/cod answered).
      expect(Date.now() - order.placedAt).toBeLessThan(2_000);
      // On top, marked new, with the badge on Orders and the count in the tab title.
      await expect(page.getByRole("article").first()).toHaveAttribute(
        "data-order-id",
        order.orderId,
      );
      await expect(card).toContainText(customer);
      await expect(card.getByText("New order — not yet acknowledged")).toBeVisible();
      await expect(page.getByTestId("nav-badge").locator("visible=true")).toHaveText("1");
      await expect(page).toHaveTitle(/^\(1\) Orders Management/);
      await expect(page.getByText(/^Ringing: 1 new order waits/)).toBeVisible();

      await card.getByRole("button", { name: "Acknowledge" }).click();
      await expect(card.getByText("New order — not yet acknowledged")).toHaveCount(0);
      await expect(page.getByTestId("nav-badge")).toHaveCount(0);
      await expect(page).toHaveTitle(/^Orders Management/);
      await expect(page.getByText(/^Ringing:/)).toHaveCount(0);

      // The sound switch is kept on this device across reloads.
      const sound = page.getByRole("switch", { name: "Alert sound" });
      await expect(sound).toHaveAttribute("aria-checked", "true");
      await sound.click();
      await expect(sound).toHaveAttribute("aria-checked", "false");
      await page.reload();
      await expect(page.getByRole("switch", { name: "Alert sound" })).toHaveAttribute(
        "aria-checked",
        "false",
      );
      await page.getByRole("switch", { name: "Alert sound" }).click();
      await expect(page.getByRole("switch", { name: "Alert sound" })).toHaveAttribute(
        "aria-checked",
        "true",
      );

      // Found again by the customer's name, today.
      await page.getByRole("searchbox", { name: "Search orders" }).fill(customer);
      await page.getByLabel("Date").selectOption("today");
      await expect(page).toHaveURL(/q=Desk/);
      await expect(page.getByRole("article")).toHaveCount(1);
      await expect(card).toBeVisible();
    } finally {
      await shopper.close();
    }
  },
);

test(
  "the shopper's open My Orders page moves live when the seller moves the order",
  ANY_VIEWPORT,
  async ({ page, browser }, testInfo) => {
    const seller = await browser.newContext();
    const sellerPage = await seller.newPage();
    try {
      await sellerLogin(sellerPage);
      const customer = await registerShopper(page.context(), stampOf(testInfo.project.name));
      const order = await placeOrder(page.context(), customer);
      await page.goto("/orders");
      const card = page
        .getByRole("article")
        .filter({ hasText: `Order #${shortId(order.orderId)}` });
      await expect(card.getByText("Order Placed", { exact: true })).toBeVisible();
      // The page holds its stream open before the seller acts.
      await expect(page.locator("[data-stream-mode=live]")).toBeVisible();

      await moveOrder(seller, order.orderId, "Order Placed", "Confirmed");
      // The toast comes only from the live event: the page is not reloaded.
      await expect(
        page.getByText(`Your order #${shortId(order.orderId)} is confirmed`),
      ).toBeVisible();
      await expect(card.getByText("Confirmed", { exact: true })).toBeVisible();

      await moveOrder(seller, order.orderId, "Confirmed", "Preparing");
      await moveOrder(seller, order.orderId, "Preparing", "Out for Delivery");
      await expect(card.getByText("Out for Delivery", { exact: true })).toBeVisible();
      await expect(
        page.getByText(`Your order #${shortId(order.orderId)} is out for delivery`),
      ).toBeVisible();
      await expect(card).toContainText("Our rider will arrive within 60 minutes");

      // The timeline lists every step.
      await card.getByText("Order timeline").click();
      const timeline = card.getByRole("list", { name: "Timeline" });
      await expect(timeline.getByRole("listitem")).toHaveCount(4);
      await expect(timeline).toContainText("Order Placed");
      await expect(timeline).toContainText("Out for Delivery");
    } finally {
      await seller.close();
    }
  },
);

function pdfText(pdf: Buffer, name: string): string {
  mkdirSync(SHOTS, { recursive: true });
  const file = join(SHOTS, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

test(
  "the delivery slip prints on 80 mm paper with the totals, cash to collect and change",
  ANY_VIEWPORT,
  async ({ page, browser }, testInfo) => {
    await sellerLogin(page);
    const shopper = await browser.newContext();
    let order: PlacedOrder;
    try {
      const customer = await registerShopper(shopper, stampOf(testInfo.project.name));
      order = await placeOrder(shopper, customer);
    } finally {
      await shopper.close();
    }
    await page.goto(`/seller/orders/${order.orderId}/slip`);
    const slip = page.getByRole("article", { name: `Delivery slip ${shortId(order.orderId)}` });
    await expect(slip).toBeVisible();
    await expect(slip.getByRole("img", { name: /QR code of order/ })).toBeVisible();
    const peso = (n: number) =>
      `₱${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await expect(slip).toContainText(`Cash to collect ${peso(order.total)}`);

    await page.emulateMedia({ media: "print" });
    const text = pdfText(
      await page.pdf({ width: "80mm", printBackground: true }),
      `slip-${testInfo.project.name}`,
    );
    await page.emulateMedia({ media: "screen" });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain(`Order #${shortId(order.orderId)}`);
    expect(flat).toContain(`Total ${peso(order.total)}`);
    expect(flat).toContain(`Cash to collect ${peso(order.total)}`);
    expect(flat).toContain(`Change for ₱1,000 ${peso(1000 - order.total)}`);
    if (order.total < 500) expect(flat).toContain(`Change for ₱500 ${peso(500 - order.total)}`);
    expect(flat).toContain("Zone 1");
    // Printed alone: no seller navigation on the paper.
    expect(flat).not.toContain("Seller Centre");
  },
);

test("screenshots of Orders Management, a slip and the daily report", async ({
  page,
  browser,
}, testInfo) => {
  const shopper = await browser.newContext();
  let order: PlacedOrder;
  try {
    const customer = await registerShopper(shopper, stampOf(testInfo.project.name));
    order = await placeOrder(shopper, customer);
  } finally {
    await shopper.close();
  }
  await sellerLogin(page);
  mkdirSync(SHOTS, { recursive: true });
  const size = testInfo.project.name;

  await page.goto("/seller/orders");
  // A busy machine may take a while to start the page's script.
  await expect(page.getByRole("article").first()).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: join(SHOTS, `orders-${size}.png`), fullPage: false });

  await page.goto(`/seller/orders/${order.orderId}/slip`);
  await expect(page.getByText(/Cash to collect/)).toBeVisible();
  await page.screenshot({ path: join(SHOTS, `slip-${size}.png`), fullPage: true });

  await page.goto("/seller/reports");
  await expect(page.getByRole("heading", { name: "Daily report" })).toBeVisible();
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
    "href",
    /\/api\/order\/report\?date=\d{4}-\d{2}-\d{2}&format=csv/,
  );
  await page.screenshot({ path: join(SHOTS, `report-${size}.png`), fullPage: true });
});
