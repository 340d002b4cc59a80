// My Orders pages a long-time shopper's orders (issue 8 §4): the latest 50
// are rendered on the server, "Load more" appends the older ones, 20 at a time, none twice.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { xsrfHeader } from "./storefront-helpers";
import { ANY_VIEWPORT } from "./viewport";

const FIRST_PAGE = 50; // GET /api/order/user's default page, which /orders renders first
const MORE_PAGE = 20; // what "Load more" asks for (app/features/orders/api.ts)
const ORDERS = FIRST_PAGE + MORE_PAGE + 5;
const SHOTS = join("reports", "screenshots", "orders-load-more");

const orderNumber = (id: string) => id.replace(/-/g, "").slice(-8).toUpperCase();

/** Every order of the shopper, newest first, following nextCursor to the end. */
async function allOrders(api: APIRequestContext): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?limit=100&cursor=${cursor}` : "?limit=100";
    const reply = await api.get(`/api/order/user${query}`);
    expect(reply.ok(), await reply.text()).toBe(true);
    const body = (await reply.json()) as { orders: { _id: string }[]; nextCursor: string | null };
    ids.push(...body.orders.map((o) => o._id));
    cursor = body.nextCursor;
  } while (cursor);
  return ids;
}

test(
  "a shopper with more orders than a page sees the latest, then the older ones with Load more",
  ANY_VIEWPORT,
  async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    const api = page.context().request;
    const email = `e2e-more-${testInfo.project.name}-${Date.now()}@example.com`;
    const register = await api.post("/api/user/register", {
      data: { name: "Load More", email, password: "secret123" },
    });
    expect(register.status(), await register.text()).toBe(201);
    const added = await api.post("/api/address/add", {
      data: {
        address: {
          firstName: "Load",
          lastName: "More",
          email,
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
    expect(added.ok(), await added.text()).toBe(true);
    const { addresses } = (await (await api.get("/api/address/get")).json()) as {
      addresses: { _id: string }[];
    };
    const { products } = (await (await api.get("/api/product/list")).json()) as {
      products: { _id: string; price: number; inStock: boolean; stockCount: number | null }[];
    };
    // A product whose units are not counted: 75 orders never sell it out.
    const product = products.find(
      (p) => p.inStock && p.stockCount === null && p.price >= 10 && p.price <= 500,
    );
    expect(product).toBeTruthy();
    const quantity = Math.ceil(150 / product!.price) + 1;

    // The e2e server lifts the per-customer order limits (playwright.config.ts).
    for (let i = 0; i < ORDERS; i++) {
      const reply = await api.post("/api/order/cod", {
        data: { items: [{ product: product!._id, quantity }], address: addresses[0]!._id },
        headers: await xsrfHeader(api),
      });
      expect(reply.status(), await reply.text()).toBe(201);
    }
    const expected = (await allOrders(api)).map(orderNumber);
    expect(expected).toHaveLength(ORDERS);

    await page.goto("/orders");
    const headings = page.getByRole("heading", { level: 2, name: /^Order #/ });
    const loadMore = page.getByRole("button", { name: "Load more" });
    const shown = async () =>
      (await headings.allTextContents()).map((text) => text.replace(/^Order #/, "").trim());

    await expect(headings).toHaveCount(FIRST_PAGE);
    expect(await shown()).toEqual(expected.slice(0, FIRST_PAGE));
    await expect(loadMore).toBeEnabled(); // the page is live

    await loadMore.click();
    await expect(headings).toHaveCount(FIRST_PAGE + MORE_PAGE);
    expect(await shown()).toEqual(expected.slice(0, FIRST_PAGE + MORE_PAGE));

    await loadMore.click();
    await expect(headings).toHaveCount(ORDERS);
    const all = await shown();
    expect(all).toEqual(expected);
    expect(new Set(all).size).toBe(ORDERS);
    // The oldest order is on the page: nothing is left to load.
    await expect(loadMore).toHaveCount(0);

    mkdirSync(SHOTS, { recursive: true });
    await headings.last().scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, `${testInfo.project.name}.png`) });
  },
);
