import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from "@playwright/test";
import { sellerLogin, visible } from "./seller-helpers";

/** The XSRF header a cookie-carrying API client must echo on writes. */
async function xsrfHeader(api: APIRequestContext): Promise<Record<string, string>> {
  const cookie = (await api.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN");
  return cookie ? { "X-XSRF-TOKEN": decodeURIComponent(cookie.value) } : {};
}

/** A shopper places a COD order through the API; returns the name on its address. */
async function placeOrder(baseURL: string, stamp: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const lastName = `Buyer${stamp}`;
    await api.get("/api/health");
    const register = await api.post("/api/user/register", {
      data: {
        name: `E2E ${lastName}`,
        email: `e2e-order-${stamp}@example.com`,
        password: "secret123",
      },
      headers: await xsrfHeader(api),
    });
    expect(register.ok()).toBe(true);
    const address = await api.post("/api/address/add", {
      data: {
        address: {
          firstName: "E2E",
          lastName,
          email: `e2e-order-${stamp}@example.com`,
          street: "12 Rizal Street",
          barangay: "Pangpang",
          city: "Sorsogon City",
          state: "Sorsogon",
          country: "Philippines",
          phone: "09171234567",
        },
      },
      headers: await xsrfHeader(api),
    });
    expect(address.ok()).toBe(true);
    const addresses = (await (await api.get("/api/address/get")).json()) as {
      addresses: { _id: string }[];
    };
    const list = (await (await api.get("/api/product/list")).json()) as {
      products: { _id: string; price: number; inStock: boolean; stockCount: number | null }[];
    };
    // Any product the store can sell enough of to pass the minimum order: earlier journeys on
    // this store leave products with a few units counted.
    const quantityFor = (price: number) => Math.ceil(150 / price) + 1;
    const product = list.products.find(
      (p) =>
        p.inStock &&
        p.price >= 10 &&
        p.price <= 500 &&
        (p.stockCount === null || p.stockCount >= quantityFor(p.price)),
    );
    expect(product).toBeTruthy();
    const quantity = quantityFor(product!.price);
    const order = await api.post("/api/order/cod", {
      data: { items: [{ product: product!._id, quantity }], address: addresses.addresses[0]!._id },
      headers: await xsrfHeader(api),
    });
    expect(order.status(), await order.text()).toBe(201);
    return `E2E ${lastName}`;
  } finally {
    await api.dispose();
  }
}

test("the seller sees orders and confirms a new one", async ({ page, baseURL }, testInfo) => {
  await sellerLogin(page);
  await visible(page, "link", "Orders").click();
  await expect(page.getByRole("heading", { name: "Orders Management" })).toBeVisible();
  await page.getByRole("button", { name: "Cancelled", exact: true }).click();
  await expect(page.getByRole("button", { name: "Cancelled", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByText("No Orders Yet").or(page.getByRole("article").first())).toBeVisible();

  const customer = await placeOrder(baseURL!, `${testInfo.project.name}${Date.now()}`);
  await page.getByRole("button", { name: "Order Placed", exact: true }).click();
  const card = page.getByRole("article").filter({ hasText: customer });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Barangay: Pangpang");
  await expect(card).toContainText("Pending");
  await card.getByRole("button", { name: "Confirm Order" }).click();
  await expect(page.getByText('Order status updated to "Confirmed"')).toBeVisible();
  // The list reloads with the current filter: the order has left "Order Placed".
  await expect(card).toHaveCount(0);
  await page.getByRole("button", { name: "All Orders", exact: true }).click();
  await expect(card.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Start Preparing" })).toBeVisible();
  await expect(page.getByText(/\d+ Orders?$/)).toBeVisible();
});
