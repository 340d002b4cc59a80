// The owner's sales dashboard (issue 28 §5): orders placed and moved through the API, then the
// page's figures, its table alternative and its CSV compared with numbers this test computes
// from every order the store holds for today (Asia/Manila).
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { manilaDayOf } from "../../domain/manila-time";
import { formatPeso } from "../../domain/money";
import {
  moveOrder,
  placeOrder,
  registerShopper,
  sellerApiLogin,
  sellerLogin,
  stampOf,
} from "./order-desk-helpers";

interface ApiOrder {
  _id: string;
  status: string;
  amount: number;
  createdAt: string;
  actualDeliveryTime: string | null;
  items: { productId: string; quantity: number; product: { name: string; price: number } }[];
}

const cents = (pesos: number) => Math.round(pesos * 100);

/** Today's figures, from the orders themselves. */
function reference(all: ApiOrder[]) {
  const today = manilaDayOf(new Date());
  const placed = all.filter((o) => manilaDayOf(new Date(o.createdAt)) === today);
  const delivered = placed.filter((o) => o.status === "Delivered");
  const revenue = delivered.reduce((n, o) => n + cents(o.amount), 0);
  const units = new Map<string, { name: string; quantity: number }>();
  for (const o of delivered)
    for (const item of o.items) {
      const u = units.get(item.productId) ?? { name: item.product.name, quantity: 0 };
      u.quantity += item.quantity;
      units.set(item.productId, u);
    }
  return {
    orders: placed.length,
    deliveredRevenue: revenue / 100,
    averageOrderValue: delivered.length ? Math.round(revenue / delivered.length) / 100 : null,
    cancellations: placed.filter((o) => o.status === "Cancelled").length,
    units: [...units.values()],
  };
}

const tile = (page: Page, label: string) =>
  page
    .getByRole("definition")
    .and(page.locator("dl[aria-label=Figures] > div", { hasText: label }).locator("dd").first());

test("the owner's dashboard shows today's numbers, as charts, tables and a CSV", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  // Three orders today: one delivered, one cancelled, one still open.
  const shopper = await browser.newContext();
  const customer = await registerShopper(shopper, stampOf("Dash"));
  const [done, cancelled] = [
    await placeOrder(shopper, customer, 0),
    await placeOrder(shopper, customer, 1),
    await placeOrder(shopper, customer, 2),
  ];
  await shopper.close();
  const desk = await browser.newContext();
  await sellerApiLogin(desk);
  const steps = ["Order Placed", "Confirmed", "Preparing", "Out for Delivery", "Delivered"];
  for (let i = 1; i < steps.length; i++)
    await moveOrder(desk, done!.orderId, steps[i - 1]!, steps[i]!);
  await moveOrder(desk, cancelled!.orderId, "Order Placed", "Cancelled");
  const { orders } = (await (await desk.request.get("/api/order/seller")).json()) as {
    orders: ApiOrder[];
  };
  await desk.close();
  const ref = reference(orders);
  expect(ref.orders).toBeGreaterThanOrEqual(3);

  await sellerLogin(page);
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page.getByRole("heading", { name: "Sales dashboard" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Today" })).toHaveAttribute("aria-pressed", "true");
  await expect(tile(page, "Orders placed")).toHaveText(String(ref.orders));
  await expect(tile(page, "Delivered revenue")).toHaveText(formatPeso(ref.deliveredRevenue));
  await expect(tile(page, "Average order value")).toHaveText(
    ref.averageOrderValue === null ? "—" : formatPeso(ref.averageOrderValue),
  );
  await expect(tile(page, "Cancellations")).toHaveText(String(ref.cancellations));

  // Each chart has its numbers as a table for screen readers; "Show as table" shows it.
  const units = page.getByRole("table", { name: "Top 10 products by units (delivered)" });
  await expect(units).toBeAttached();
  for (const u of ref.units.slice(0, 10))
    await expect(
      units.getByRole("row", {
        name: new RegExp(`^${u.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} ${u.quantity} `),
      }),
    ).toBeAttached();
  const hours = page.getByRole("table", { name: "Orders by hour of day (Manila)" });
  await expect(hours.getByRole("row")).toHaveCount(25);
  await page.screenshot({ path: testInfo.outputPath("dashboard.png"), fullPage: true });
  const figure = page.locator("figure", { hasText: "Top 10 products by units" });
  await figure.getByRole("button", { name: "Show as table" }).click();
  await expect(units).toBeVisible();
  await expect(figure.locator(".recharts-wrapper")).toHaveCount(0);
  await figure.screenshot({ path: testInfo.outputPath("as-table.png") });

  // The CSV download carries the same numbers.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^sales-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const rows = readFileSync(await download.path(), "utf8")
    .replace(/^\uFEFF/, "")
    .split("\r\n");
  expect(rows).toContain(`Orders placed,${ref.orders}`);
  expect(rows).toContain(`Delivered revenue (PHP),${ref.deliveredRevenue}`);
  expect(rows).toContain(`Cancellations,${ref.cancellations}`);

  // Another range, and a refused one with the server's message.
  await page.getByRole("button", { name: "7 days" }).click();
  await expect(page).toHaveURL(/range=7d/);
  await expect(tile(page, "Orders placed")).toHaveText(/^\d+$/);
  await page.goto("/seller/dashboard?from=2026-03-02&to=2026-03-01");
  await expect(page.getByRole("alert")).toContainText("from must not be after to");
});
