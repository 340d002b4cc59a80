import AxeBuilder from "@axe-core/playwright";
import {
  expect,
  request as apiRequest,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { E2E_SELLER } from "../../playwright.config";

/** A real product page of the seeded store (the first one on /products). */
export async function firstProductPath(request: APIRequestContext): Promise<string> {
  const res = await request.get("/api/product/list?page=1&limit=1");
  const body = (await res.json()) as { products: { _id: string; category: string[] | string }[] };
  const product = body.products[0];
  if (!product) throw new Error("the seeded store has no products");
  const category = Array.isArray(product.category) ? product.category[0] : product.category;
  return `/products/${encodeURIComponent(String(category).toLowerCase())}/${product._id}`;
}

/** Every customer page of SPEC §2.2, plus the error and offline pages. */
export async function customerPages(request: APIRequestContext): Promise<string[]> {
  return [
    "/",
    "/products",
    "/products?search=rice",
    "/products/instant",
    await firstProductPath(request),
    "/cart",
    "/orders",
    "/profile",
    "/about",
    "/contact",
    "/refund-policy",
    "/delivery-info",
    "/payment-methods",
    "/faqs",
    "/offline",
    "/no-such-page",
    "/products/instant/00000000-0000-0000-0000-000000000000",
  ];
}

/** Pixels the page is wider than the window (0 when nothing overflows sideways). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** The chrome every store page keeps: open banner, header navigation with search, footer. */
export async function expectChrome(page: Page, expect: typeof import("@playwright/test").expect) {
  await expect(page.getByText("We're Open!")).toBeVisible();
  await expect(page.locator("header").first()).toBeVisible();
  await expect(page.locator("footer")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Cart/ }).first()).toBeAttached();
}

/** A write from a context holding session cookies carries the XSRF header too. */
export async function xsrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((c) => c.name === "XSRF-TOKEN")?.value;
  return xsrf ? { "X-XSRF-TOKEN": xsrf } : {};
}

/** axe's serious and critical findings on the page as it is now, one line each. */
export async function seriousAxeFindings(
  page: Page,
  label: string,
  /** Only this part of the page, e.g. an open modal dialog (the page behind it is covered). */
  within?: string,
): Promise<string[]> {
  // The page as a shopper reads it: hydrated (its scripts load at low priority, after the
  // first paint) and with no colour transition half-way, which axe would sample mid-fade.
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  const builder = new AxeBuilder({ page })
    // The Leaflet map is drawn by a third-party library from remote tiles.
    .exclude(".leaflet-container");
  if (within) builder.include(within);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
}

/** The double-submit header for a context's writes (its XSRF cookie, issued by any /api answer). */
async function contextXsrf(context: BrowserContext): Promise<Record<string, string>> {
  const find = async () => (await context.cookies()).find((c) => c.name === "XSRF-TOKEN");
  let cookie = await find();
  if (!cookie) {
    await context.request.get("/api/health");
    cookie = await find();
  }
  return cookie ? { "X-XSRF-TOKEN": decodeURIComponent(cookie.value) } : {};
}

async function productIdByName(api: APIRequestContext, name: string): Promise<string> {
  const body = (await (await api.get("/api/product/list")).json()) as {
    products: { _id: string; name: string }[];
  };
  const product = body.products.find((p) => p.name === name);
  if (!product) throw new Error(`${name} is not in the demo catalogue`);
  return product._id;
}

/**
 * Registers a shopper in `context` (its cookies: the pages then show them signed in) with a
 * Zone 1 address and two COD orders, the first cancelled by the seller, and leaves ten packs
 * of pancit canton (over the minimum order) in their cart.
 */
export async function signInShopperWithOrders(
  context: BrowserContext,
  tag: string,
): Promise<{ email: string; cancelledOrder: string; openOrder: string }> {
  const api = context.request;
  const email = `shopper-${tag}-${Date.now()}@example.com`;
  const register = await api.post("/api/user/register", {
    data: { name: "Rosa Signed-In", email, password: "secret123" },
    headers: await contextXsrf(context),
  });
  expect(register.status(), await register.text()).toBe(201);
  const address = await api.post("/api/address/add", {
    data: {
      address: {
        firstName: "Rosa",
        lastName: "Dela Cruz",
        email,
        street: "12 Rizal Street",
        barangay: "Pangpang",
        city: "Sorsogon City",
        state: "Sorsogon",
        country: "Philippines",
        phone: "09171234567",
      },
    },
    headers: await contextXsrf(context),
  });
  expect(address.status(), await address.text()).toBe(201);
  const addresses = (await (await api.get("/api/address/get")).json()) as {
    addresses: { _id: string }[];
  };
  const cookies = await productIdByName(api, "Danisa Traditional Butter Cookies 200g");
  const orders: string[] = [];
  for (let i = 0; i < 2; i++) {
    const reply = await api.post("/api/order/cod", {
      data: { items: [{ product: cookies, quantity: 1 }], address: addresses.addresses[0]!._id },
      headers: await contextXsrf(context),
    });
    expect(reply.status(), await reply.text()).toBe(201);
    orders.push(((await reply.json()) as { order: { _id: string } }).order._id);
  }
  // The seller cancels the first order from a browser of their own.
  const baseURL = new URL((await api.get("/api/health")).url()).origin;
  const seller = await apiRequest.newContext({ baseURL });
  try {
    const login = await seller.post("/api/seller/login", { data: E2E_SELLER });
    expect(login.ok(), await login.text()).toBe(true);
    const { token } = (await login.json()) as { token: string };
    const { cookies: sellerCookies } = await seller.storageState();
    const xsrf = sellerCookies.find((c) => c.name === "XSRF-TOKEN")?.value;
    const cancel = await seller.post("/api/order/update-status", {
      data: { orderId: orders[0], status: "Cancelled", notes: "" },
      headers: {
        Authorization: `Bearer ${token}`,
        ...(xsrf ? { "X-XSRF-TOKEN": decodeURIComponent(xsrf) } : {}),
      },
    });
    expect(cancel.ok(), await cancel.text()).toBe(true);
  } finally {
    await seller.dispose();
  }
  const pancit = await productIdByName(api, "Lucky Me! Pancit Canton Chilimansi 60g");
  const cart = await api.post("/api/cart/update", {
    data: { cartItems: { [pancit]: 10 } },
    headers: await contextXsrf(context),
  });
  expect(cart.ok(), await cart.text()).toBe(true);
  return { email, cancelledOrder: orders[0]!, openOrder: orders[1]! };
}
