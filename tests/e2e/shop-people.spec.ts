// The shop's people in one day: the owner adds a staff member and a rider on the staff screen;
// the staff member runs the desk and gives an order to the rider; the rider's phone (390×844)
// shows it live, marks it delivered while offline, and it is sent once back online; the owner's
// dashboard shows the day's figures and the rider's cash, and the activity trail names who did
// each change. On a store of its own: a store with a rider needs one for every "Out for
// Delivery", which would change the other desk journeys sharing the project's store.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Browser, type BrowserContext } from "@playwright/test";
import { formatPeso } from "../../domain/money";
import { E2E_SELLER } from "../../playwright.config";
import {
  moveOrder,
  placeOrder,
  registerShopper,
  shortId,
  stampOf,
  xsrf,
} from "./order-desk-helpers";
import { addPerson, signIn } from "./staff-helpers";
import { ANY_VIEWPORT } from "./viewport";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 17;
const STORE = `http://127.0.0.1:${PORT}`;
const OWNER = "Store owner";
const RIDER = {
  email: "e2e-rider@example.com",
  password: "e2e-rider-password",
  name: "Rina Rider",
};
const STAFF = { email: "e2e-staff@example.com", password: "e2e-staff-password", name: "Sam Staff" };
const SHOTS = process.env.RIDER_SCREENSHOTS;

let child: ChildProcess | null = null;
let dataDir = "";

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(join(tmpdir(), "minimart-people-"));
  let output = "";
  child = spawn(process.execPath, ["build/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "error",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SELLER_EMAIL: E2E_SELLER.email,
      SELLER_PASSWORD: E2E_SELLER.password,
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const deadline = Date.now() + 180_000;
  while (!output.includes("Store ready at")) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`store: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
});

test.afterAll(async () => {
  if (child && child.exitCode === null) {
    const closed = new Promise((r) => child!.on("close", r));
    child.kill("SIGTERM");
    await closed;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const contextAt = (browser: Browser, width: number, height: number) =>
  browser.newContext({ baseURL: STORE, viewport: { width, height } });

async function statusEvents(shopper: BrowserContext, orderId: string, status: string) {
  const reply = await shopper.request.get(`/api/order/status-history/${orderId}`);
  const body = (await reply.json()) as { history: { status: string }[] };
  return body.history.filter((h) => h.status === status).length;
}

test(
  "the owner adds staff and a rider; the desk assigns; the rider delivers once while offline; the dashboard and the trail say so",
  ANY_VIEWPORT,
  async ({ browser }) => {
    test.setTimeout(240_000);
    // The owner adds the two people on the staff screen, each with a first password typed.
    const office = await contextAt(browser, 1366, 900);
    const ownerPage = await office.newPage();
    await signIn(ownerPage, E2E_SELLER.email, E2E_SELLER.password);
    await ownerPage.goto("/seller/staff");
    await expect(ownerPage.getByRole("heading", { name: "Staff" })).toBeVisible();
    await addPerson(ownerPage, STAFF.name, STAFF.email, "staff", STAFF.password);
    await addPerson(ownerPage, RIDER.name, RIDER.email, "rider", RIDER.password);
    await expect(ownerPage.getByText(RIDER.email).locator("visible=true")).toBeVisible();

    const shopper = await contextAt(browser, 1366, 900);
    const customer = await registerShopper(shopper, stampOf("Rider"));
    const order = await placeOrder(shopper, customer);

    // The rider signs in on /rider and stays there: nothing to deliver yet, the stream live.
    const phone = await contextAt(browser, 390, 844);
    const rider = await phone.newPage();
    await rider.goto("/rider");
    await rider.getByLabel("Email").fill(RIDER.email);
    await rider.getByLabel("Password").fill(RIDER.password);
    await rider.getByRole("button", { name: /login/i }).click();
    await expect(rider.getByText("No deliveries assigned to you")).toBeVisible({ timeout: 30_000 });
    await expect(rider.getByTestId("rider-stream")).toHaveText("Live");
    await expect(rider).toHaveURL(/\/rider$/);

    // The desk, run by the staff member: the order is prepared, then sent out with the rider
    // chosen in the picker.
    const desk = await contextAt(browser, 1366, 900);
    const deskPage = await desk.newPage();
    await signIn(deskPage, STAFF.email, STAFF.password);
    await moveOrder(desk, order.orderId, "Order Placed", "Confirmed");
    await moveOrder(desk, order.orderId, "Confirmed", "Preparing");
    // Without a rider the server refuses the move: riders exist.
    const refused = await desk.request.post("/api/order/update-status", {
      data: { orderId: order.orderId, status: "Out for Delivery" },
      headers: await xsrf(desk),
    });
    expect(refused.status()).toBe(400);

    await deskPage.goto("/seller/orders");
    const card = deskPage.locator(`article[data-order-id="${order.orderId}"]`);
    const send = card.getByRole("button", { name: "Send Out for Delivery" });
    await expect(send).toBeDisabled();
    await card.getByTestId(`rider-select-${order.orderId}`).selectOption({ label: RIDER.name });
    if (SHOTS) {
      await deskPage.screenshot({ path: `${SHOTS}/desk-picker-1366.png` });
      await deskPage.setViewportSize({ width: 390, height: 844 });
      await card.scrollIntoViewIfNeeded();
      await deskPage.screenshot({ path: `${SHOTS}/desk-picker-390.png` });
      await deskPage.setViewportSize({ width: 1366, height: 900 });
    }
    await send.click();
    await expect(card.getByTestId("desk-rider")).toHaveText(RIDER.name);
    if (SHOTS) {
      await deskPage.setViewportSize({ width: 390, height: 844 });
      await card.getByRole("button", { name: "Change rider" }).scrollIntoViewIfNeeded();
      await deskPage.screenshot({ path: `${SHOTS}/desk-assigned-390.png` });
      await deskPage.setViewportSize({ width: 1366, height: 900 });
      await deskPage.screenshot({ path: `${SHOTS}/desk-assigned-1366.png`, fullPage: true });
    }

    // The rider's list gains it without a reload.
    const delivery = rider.locator(`article[data-order-id="${order.orderId}"]`);
    await expect(delivery).toBeVisible();
    await expect(delivery.getByRole("link", { name: /Call 0917/ })).toHaveAttribute(
      "href",
      "tel:09171234567",
    );
    await expect(delivery.getByText("Pangpang")).toBeVisible();
    await expect(delivery.getByRole("link", { name: /Directions/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.openstreetmap\.org\/directions\?/,
    );
    const total = order.total.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
    await expect(delivery.getByTestId("cash-to-collect")).toHaveText(`Cash to collect ₱${total}`);
    if (SHOTS) await rider.screenshot({ path: `${SHOTS}/rider-390.png`, fullPage: true });

    // Offline: the tap is kept on the phone, and nothing reaches the store.
    await phone.setOffline(true);
    await delivery.getByRole("button", { name: `Delivered — cash ₱${total} collected` }).click();
    await rider
      .getByRole("dialog")
      .getByRole("button", { name: `Delivered — cash ₱${total} collected` })
      .click();
    await expect(delivery.getByText("Delivered — will be sent when online")).toBeVisible();
    if (SHOTS) await rider.screenshot({ path: `${SHOTS}/rider-offline-390.png` });
    expect(await statusEvents(shopper, order.orderId, "Delivered")).toBe(0);

    // Online again: sent once, the order Delivered once, one event.
    await phone.setOffline(false);
    const done = rider.getByRole("region", { name: "Delivered today" });
    await expect(done.locator(`li[data-order-id="${order.orderId}"]`)).toBeVisible({
      timeout: 30_000,
    });
    await expect(delivery).toHaveCount(0);
    await rider.reload();
    await expect(rider.getByText("No deliveries assigned to you")).toBeVisible();
    if (SHOTS) {
      await rider.screenshot({ path: `${SHOTS}/rider-done-390.png` });
      await rider.setViewportSize({ width: 1366, height: 900 });
      await rider.screenshot({ path: `${SHOTS}/rider-done-1366.png` });
    }
    expect(await statusEvents(shopper, order.orderId, "Delivered")).toBe(1);
    const list = await desk.request.get(`/api/order/seller?q=${order.orderId.slice(-8)}`);
    const { orders } = (await list.json()) as { orders: { _id: string; status: string }[] };
    expect(orders.find((o) => o._id === order.orderId)?.status).toBe("Delivered");

    // The owner's dashboard for today: the one order of this store, delivered, its cash
    // collected by the rider, as the test computes them from the order it placed.
    await ownerPage.goto("/seller/dashboard");
    await expect(ownerPage.getByRole("heading", { name: "Sales dashboard" })).toBeVisible();
    const tile = (label: string) =>
      ownerPage.locator("dl[aria-label=Figures] > div", { hasText: label }).locator("dd").first();
    await expect(tile("Orders placed")).toHaveText("1");
    await expect(tile("Delivered revenue")).toHaveText(formatPeso(order.total));
    const cash = ownerPage.getByRole("table", { name: "Cash collected per rider" });
    await expect(cash.getByRole("row", { name: new RegExp(RIDER.name) })).toContainText(
      formatPeso(order.total),
    );
    await expect(cash.getByRole("row", { name: new RegExp(RIDER.name) })).toContainText("1");

    // The activity trail names who did each change.
    await ownerPage.goto("/seller/activity");
    await expect(ownerPage.getByRole("heading", { name: "Activity" })).toBeVisible();
    const lines = ownerPage.getByTestId("activity-line");
    const label = `Order ${shortId(order.orderId)}`;
    for (const text of [
      `${OWNER} added ${STAFF.name} as Staff`,
      `${OWNER} added ${RIDER.name} as Rider`,
      `${STAFF.name} moved ${label} from Order Placed to Confirmed`,
      `${STAFF.name} assigned ${label} to ${RIDER.name}`,
      `${RIDER.name} marked ${label} delivered, cash ${formatPeso(order.total)} collected`,
    ]) {
      await expect(lines.filter({ hasText: text }), text).toHaveCount(1);
    }
    if (SHOTS) {
      await ownerPage.screenshot({ path: `${SHOTS}/activity-1366.png`, fullPage: true });
      await ownerPage.setViewportSize({ width: 390, height: 844 });
      await ownerPage.screenshot({ path: `${SHOTS}/activity-390.png`, fullPage: true });
      await ownerPage.goto("/seller/dashboard");
      await expect(tile("Orders placed")).toHaveText("1");
      await ownerPage.screenshot({ path: `${SHOTS}/dashboard-390.png`, fullPage: true });
    }

    await Promise.all([shopper.close(), phone.close(), desk.close(), office.close()]);
  },
);
