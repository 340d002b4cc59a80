// Shared steps of the landmark / rider note / "If out of stock" journey: a shopper made
// through the API with a cart, the checks every page gets (no sideways scroll, axe, a
// screenshot), and the slip's printed size.
import {
  expect,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { seriousAxeFindings, sidewaysOverflow } from "./storefront-helpers";
import { xsrf } from "./order-desk-helpers";

export const COOKIES = "Danisa Traditional Butter Cookies 200g"; // ₱235
export const NOODLES = "Lucky Me! Pancit Canton Chilimansi 60g"; // ₱17
export const LANDMARK = "across the chapel, blue gate";
export const RIDER_NOTE =
  "Please call when you reach the chapel; the gate is the blue one with a mango tree beside it.";

export async function productIds(context: BrowserContext): Promise<Record<string, string>> {
  const body = (await (await context.request.get("/api/product/list")).json()) as {
    products: { _id: string; name: string }[];
  };
  const ids: Record<string, string> = {};
  for (const name of [COOKIES, NOODLES]) {
    const product = body.products.find((p) => p.name === name);
    if (!product) throw new Error(`${name} is not in the demo catalogue`);
    ids[name] = product._id;
  }
  return ids;
}

/** Registers a shopper in `context` (its cookies) with a server cart of cookies and noodles. */
export async function shopperWithCart(context: BrowserContext, tag: string) {
  const api = context.request;
  const email = `notes-${tag}-${Date.now()}@example.com`;
  const register = await api.post("/api/user/register", {
    data: { name: "Liza Landmark", email, password: "secret123" },
    headers: await xsrf(context),
  });
  expect(register.status(), await register.text()).toBe(201);
  const ids = await productIds(context);
  const cart = await api.post("/api/cart/update", {
    data: { cartItems: { [ids[COOKIES]!]: 1, [ids[NOODLES]!]: 2 } },
    headers: await xsrf(context),
  });
  expect(cart.ok(), await cart.text()).toBe(true);
  return { email, ids };
}

/**
 * What every page of the journey must pass: nothing wider than the window, no serious or
 * critical axe finding; and a full-page screenshot under /tmp/shots-b to look at.
 */
export async function checkPage(page: Page, testInfo: TestInfo, name: string, focus?: Locator) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await sidewaysOverflow(page), `${name} at ${width}px scrolls sideways`).toBe(0);
  expect(await seriousAxeFindings(page, `${name} at ${width}px`)).toEqual([]);
  const path = `/tmp/shots-b/${testInfo.project.name}-${width}-${name}`;
  await page.screenshot({ path: `${path}.png`, fullPage: true, scale: "css" });
  if (focus) await focus.screenshot({ path: `${path}-focus.png`, scale: "css" });
}

/**
 * The slip as the printer gets it on the 80 mm roll: within the roll's 74 mm of print width
 * and one 297 mm page tall (less the 3 mm margins).
 */
export async function expectSlipFitsOneRollPage(page: Page, slipName: RegExp) {
  await page.emulateMedia({ media: "print" });
  try {
    const box = await page.getByRole("article", { name: slipName }).boundingBox();
    expect(box).not.toBeNull();
    const mm = 96 / 25.4;
    expect(box!.width).toBeLessThanOrEqual(74 * mm + 1);
    expect(box!.height).toBeLessThanOrEqual(291 * mm);
  } finally {
    await page.emulateMedia({ media: "screen" });
  }
}
