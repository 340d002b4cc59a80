import { expect, test, type APIRequestContext } from "@playwright/test";
import { E2E_SELLER } from "../../playwright.config";
import { ANY_VIEWPORT } from "./viewport";

// A price changed by the seller between loading the cart and Place Order: the shopper sees
// the new total and confirms it before anything is placed.

const PRODUCT = "Danisa Traditional Butter Cookies 200g"; // ₱235.00 in the demo catalogue
const PASSWORD = "secret123";

async function sellerToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/seller/login", { data: E2E_SELLER });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

async function productByName(request: APIRequestContext, name: string) {
  const res = await request.get("/api/product/list");
  const body = (await res.json()) as { products: { _id: string; name: string; price: number }[] };
  const product = body.products.find((p) => p.name === name);
  if (!product) throw new Error(`${name} is not in the catalogue`);
  return product;
}

/** A write from a context holding session cookies carries the XSRF header too. */
async function xsrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((c) => c.name === "XSRF-TOKEN")?.value;
  return xsrf ? { "X-XSRF-TOKEN": xsrf } : {};
}

async function setPrice(request: APIRequestContext, token: string, id: string, price: number) {
  const res = await request.post("/api/product/update", {
    data: { id, price },
    headers: { Authorization: `Bearer ${token}`, ...(await xsrfHeader(request)) },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test(
  "a price changed before Place Order is shown and confirmed, then placed at the new total",
  ANY_VIEWPORT,
  async ({ page, playwright, baseURL }, testInfo) => {
    // Two accounts, two price changes and two order attempts: more steps than most journeys.
    test.setTimeout(90_000);
    // The seller works from another browser: its own request context.
    const seller = await playwright.request.newContext({ baseURL });
    const token = await sellerToken(seller);
    const product = await productByName(seller, PRODUCT);
    const originalPrice = product.price;
    try {
      // A shopper with a Zone 1 address, logged in through the API (the cookie is shared).
      const email = `total-${testInfo.project.name}-${Date.now()}@example.com`;
      const reg = await page.request.post("/api/user/register", {
        data: { name: "Rosa Total", email, password: PASSWORD },
      });
      expect(reg.status()).toBe(201);
      const { token: customer } = (await reg.json()) as { token: string };
      const address = await page.request.post("/api/address/add", {
        headers: { Authorization: `Bearer ${customer}`, ...(await xsrfHeader(page.request)) },
        data: {
          address: {
            firstName: "Rosa",
            lastName: "Total",
            email,
            street: "12 Rizal Street",
            barangay: "Polvorista",
            city: "Sorsogon City",
            state: "Sorsogon",
            country: "Philippines",
            phone: "09171234567",
          },
        },
      });
      expect(address.status()).toBe(201);

      await page.goto("/products?search=danisa");
      // By keyboard: on a phone the card may sit under the sticky bars at the click point.
      // The button is disabled until the page is live; focus it once it can take the key.
      const add = page.getByRole("button", { name: `Add ${PRODUCT} to cart` }).first();
      await expect(add).toBeEnabled();
      await add.focus();
      await page.keyboard.press("Enter");
      await expect(
        page
          .getByRole("link", { name: /^Cart, 1 item$/ })
          .locator("visible=true")
          .first(),
      ).toBeVisible();
      // The server's figures for this cart must be on screen before the price moves; else the
      // cart learns the new price by itself and there is nothing to confirm.
      const calculated = page.waitForResponse(
        (r) => r.url().endsWith("/api/order/calculate") && r.ok(),
      );
      await page.goto("/cart");
      const summary = page.getByRole("region", { name: "Order Summary" });
      await expect(summary.getByTestId("cod-availability")).toBeVisible();
      await calculated;
      await expect(summary.locator("dl[aria-busy]")).toHaveCount(0);
      const total = summary.getByTestId("order-total");
      // ₱235 + ₱20 (Zone 1) + ₱4 tax (2%, rounded down)
      await expect(total).toHaveText("₱259.00");

      // Meanwhile the seller raises the price.
      await setPrice(seller, token, product._id, 250);

      await summary.getByRole("button", { name: "Place Order" }).click();
      const dialog = page.getByRole("dialog", { name: "The total has changed" });
      await expect(dialog).toBeVisible();
      // ₱250 + ₱20 + ₱5 tax
      await expect(dialog.getByTestId("new-total")).toHaveText("₱275.00");
      await expect(dialog).toContainText("₱259.00");
      await page.screenshot({ path: testInfo.outputPath("total-changed.png") });
      // Nothing was placed yet.
      const before = await page.request.get("/api/order/user", {
        headers: { Authorization: `Bearer ${customer}` },
      });
      expect(((await before.json()) as { orders: unknown[] }).orders).toHaveLength(0);

      // "Review cart" closes the dialog and the summary catches up with the new price.
      await dialog.getByRole("button", { name: "Review cart" }).click();
      await expect(dialog).toBeHidden();
      await expect(total).toHaveText("₱275.00");

      // The price moves again; this time the shopper confirms the new total.
      await setPrice(seller, token, product._id, 240);
      await summary.getByRole("button", { name: "Place Order" }).click();
      await expect(dialog.getByTestId("new-total")).toHaveText("₱264.00");
      await dialog.getByRole("button", { name: "Place order for ₱264.00" }).click();
      await expect(page.getByText("Order placed successfully!")).toBeVisible();
      await expect(page).toHaveURL(/\/orders$/);
      await expect(page.getByRole("article").first()).toContainText("₱264.00");
    } finally {
      await setPrice(seller, token, product._id, originalPrice);
      await seller.dispose();
    }
  },
);
