import type { APIRequestContext, Page } from "@playwright/test";

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
