// The live order desk (issue 9): new orders on an open seller page within 2 s, the badge and
// tab-title count until acknowledged, the shopper's /orders moving live, and the printed slip.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { E2E_SELLER } from "../../playwright.config";

const SHOTS = join("reports", "screenshots", "order-desk");

/** The double-submit header of a context's requests (its XSRF cookie, issued by any /api answer). */
async function xsrf(context: BrowserContext): Promise<Record<string, string>> {
  const find = async () => (await context.cookies()).find((c) => c.name === "XSRF-TOKEN");
  let cookie = await find();
  if (!cookie) {
    await context.request.get("/api/health");
    cookie = await find();
  }
  return cookie ? { "X-XSRF-TOKEN": decodeURIComponent(cookie.value) } : {};
}

test.describe.configure({ timeout: 120_000 });

interface PlacedOrder {
  /** When the order was committed (the server's answer arrived), ms. */
  placedAt: number;
  orderId: string;
  customer: string;
  total: number;
}

/** Registers a shopper in `context` (its cookies), adds a Zone 1 address and places a COD order. */
async function registerShopper(context: BrowserContext, stamp: string): Promise<string> {
  const api = context.request;
  const lastName = `Desk${stamp}`;
  const email = `e2e-desk-${stamp}@example.com`;
  const register = await api.post("/api/user/register", {
    data: { name: `E2E ${lastName}`, email, password: "secret123" },
    headers: await xsrf(context),
  });
  expect(register.ok(), await register.text()).toBe(true);
  const address = await api.post("/api/address/add", {
    data: {
      address: {
        firstName: "Desk",
        lastName,
        email,
        street: "12 Rizal Street",
        barangay: "Pangpang",
        city: "Sorsogon City",
        state: "Sorsogon",
        country: "Philippines",
        phone: "09171234567",
      },
    },
    headers: await xsrf(context),
  });
  expect(address.ok(), await address.text()).toBe(true);
  return `Desk ${lastName}`;
}

async function placeOrder(context: BrowserContext, customer: string): Promise<PlacedOrder> {
  const api = context.request;
  const addresses = (await (await api.get("/api/address/get")).json()) as {
    addresses: { _id: string }[];
  };
  const list = (await (await api.get("/api/product/list")).json()) as {
    products: { _id: string; price: number; inStock: boolean }[];
  };
  const product = list.products.find((p) => p.inStock && p.price >= 10 && p.price <= 500);
  expect(product).toBeTruthy();
  const quantity = Math.ceil(150 / product!.price) + 1;
  const reply = await api.post("/api/order/cod", {
    data: { items: [{ product: product!._id, quantity }], address: addresses.addresses[0]!._id },
    headers: await xsrf(context),
  });
  const placedAt = Date.now();
  expect(reply.status(), await reply.text()).toBe(201);
  const body = (await reply.json()) as { order: { _id: string; amount: number } };
  return { placedAt, orderId: body.order._id, customer, total: body.order.amount };
}

async function sellerLogin(page: Page) {
  await page.goto("/seller");
  await page.getByLabel("Email").fill(E2E_SELLER.email);
  await page.getByLabel("Password").fill(E2E_SELLER.password);
  await page.getByRole("button", { name: /login/i }).click();
  // Password hashing is slow on a busy machine: the login alone may take a while.
  await expect(page.getByText("Seller login successful!")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Add Product" })).toBeVisible();
}

/** Every order still ringing is acknowledged, so the test counts from zero. */
async function acknowledgeAll(context: BrowserContext) {
  const api = context.request;
  for (;;) {
    const reply = await api.get("/api/order/seller?limit=100");
    const { orders } = (await reply.json()) as {
      orders: { _id: string; acknowledgedAt?: string | null }[];
    };
    const open = orders.filter((o) => o.acknowledgedAt === null);
    if (open.length === 0) return;
    for (const o of open) {
      const ack = await api.post("/api/order/acknowledge", {
        data: { orderId: o._id },
        headers: await xsrf(context),
      });
      expect(ack.ok(), await ack.text()).toBe(true);
    }
  }
}

async function moveOrder(context: BrowserContext, orderId: string, from: string, to: string) {
  const reply = await context.request.post("/api/order/update-status", {
    data: { orderId, status: to, expectedStatus: from, notes: "" },
    headers: await xsrf(context),
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}

const shortId = (id: string) => id.replace(/-/g, "").slice(-8).toUpperCase();
const stampOf = (name: string) => `${name}${Date.now()}`;

test("a new order rings on the open seller page within 2 s, with badge and title count, until acknowledged", async ({
  page,
  browser,
}, testInfo) => {
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

  // The browser still needs a click before it may play the alert, and says so.
  const allow = page.getByRole("button", { name: "Allow sound" });
  if (await allow.isVisible()) {
    await expect(page.getByText(/needs a click on this page before it can play/)).toBeVisible();
    await allow.click();
    await expect(allow).toBeHidden();
  }

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
    await expect(page.getByRole("article").first()).toHaveAttribute("data-order-id", order.orderId);
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
});

test("the shopper's open My Orders page moves live when the seller moves the order", async ({
  page,
  browser,
}, testInfo) => {
  const seller = await browser.newContext();
  const sellerPage = await seller.newPage();
  try {
    await sellerLogin(sellerPage);
    const customer = await registerShopper(page.context(), stampOf(testInfo.project.name));
    const order = await placeOrder(page.context(), customer);
    await page.goto("/orders");
    const card = page.getByRole("article").filter({ hasText: `Order #${shortId(order.orderId)}` });
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
});

function pdfText(pdf: Buffer, name: string): string {
  mkdirSync(SHOTS, { recursive: true });
  const file = join(SHOTS, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

test("the delivery slip prints on 80 mm paper with the totals, cash to collect and change", async ({
  page,
  browser,
}, testInfo) => {
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
});

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
