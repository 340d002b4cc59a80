// The storefront in Filipino (issue 29): the switch, the server's first HTML in
// the chosen language with no English flash, every customer page read by axe and measured for
// sideways overflow at 320, 390 and 1366 px, the offline page, and the shopper's journeys.
import { expect, test, type Page } from "@playwright/test";
import {
  customerPages,
  seriousAxeFindings,
  sidewaysOverflow,
  signInShopperWithOrders,
} from "./storefront-helpers";
import { waitForServiceWorker, waitUntilSaved } from "./storefront-offline-helpers";
import { browseInFilipino, en, fil } from "./filipino-helpers";
import { ANY_VIEWPORT } from "./viewport";
import { registerShopper, stampOf } from "./order-desk-helpers";
import { addProduct, deleteProduct, sellerContext } from "./shopper-habits-helpers";

const SHOTS = "test-results/filipino";

/** Records whether the page ever showed `text` since it started loading. */
async function watchFor(page: Page, text: string) {
  await page.addInitScript((watched) => {
    const w = window as unknown as { __seen?: boolean };
    w.__seen = false;
    const look = () => {
      if (document.body?.innerText.includes(watched)) w.__seen = true;
    };
    new MutationObserver(look).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    document.addEventListener("DOMContentLoaded", look);
  }, text);
}
const everSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __seen?: boolean }).__seen);

test("the switch turns the page the shopper is on Filipino, and back to English", async ({
  page,
}) => {
  await page.goto("/products?search=rice");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const banner = page.getByRole("group", { name: en("language.label") }).first();
  await banner.getByRole("link", { name: "Filipino" }).click();
  await expect(page).toHaveURL(/\/products\?search=rice$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fil");
  await expect(page.getByText(fil("openBanner.open"))).toBeVisible();
  await expect(page.getByText(en("openBanner.open"))).toHaveCount(0);
  const switchFil = page.getByRole("group", { name: fil("language.label") }).first();
  await expect(switchFil.getByText("Filipino")).toHaveAttribute("aria-current", "true");
  await page.screenshot({ path: `${SHOTS}/switched-${test.info().project.name}.png` });

  // A link followed in the app keeps the language.
  await page.getByRole("link", { name: "Cart", exact: false }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fil");
  await expect(page.getByText(fil("openBanner.open"))).toBeVisible();

  await switchFil.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText(en("openBanner.open"))).toBeVisible();
});

test("a page opened in Filipino never shows English first (server HTML, hydration, after load)", async ({
  page,
  context,
  baseURL,
}) => {
  await browseInFilipino(context, baseURL!);
  await watchFor(page, en("openBanner.open"));
  await page.goto("/products");
  await page.waitForLoadState("networkidle");
  await expect(page.getByText(fil("openBanner.open"))).toBeVisible();
  expect(await everSeen(page)).toBe(false);
});

test("every customer page in Filipino has no serious or critical axe finding", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(600_000);
  await browseInFilipino(context, baseURL!);
  const findings: string[] = [];
  for (const path of await customerPages(request)) {
    await page.goto(path);
    await page.waitForLoadState("load");
    await expect(page.locator("html"), path).toHaveAttribute("lang", "fil");
    findings.push(...(await seriousAxeFindings(page, path)));
  }
  expect(findings).toEqual([]);
});

for (const width of [320, 390, 1366]) {
  test(
    `every customer page in Filipino fits ${width} px without sideways overflow`,
    ANY_VIEWPORT,
    async ({ browser, request, baseURL }) => {
      test.setTimeout(600_000);
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      await browseInFilipino(context, baseURL!);
      const page = await context.newPage();
      const overflowing: string[] = [];
      for (const path of await customerPages(request)) {
        await page.goto(path);
        await page.waitForLoadState("load");
        await expect(page.getByText(fil("openBanner.open")), path).toBeVisible();
        const extra = await sidewaysOverflow(page);
        if (extra > 0) overflowing.push(`${path}: ${extra}px`);
        if (width === 320 && ["/", "/products", "/cart", "/faqs"].includes(path))
          await page.screenshot({
            path: `${SHOTS}/page${path === "/" ? "-home" : path.replace(/\//g, "-")}-320.png`,
            fullPage: true,
          });
      }
      await context.close();
      expect(overflowing).toEqual([]);
    },
  );
}

test(
  "offline, an unvisited page opens the offline page in Filipino",
  ANY_VIEWPORT,
  async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await browseInFilipino(context, baseURL!);
    await page.goto("/");
    await waitForServiceWorker(page);
    await page.goto("/contact");
    await waitUntilSaved(page, "/contact");
    await context.setOffline(true);
    await page.goto("/faqs");
    await expect(page.locator("html")).toHaveAttribute("lang", "fil");
    await expect(page.getByText(fil("openBanner.open"))).toBeVisible();
    await expect(page.getByText(fil("No Internet Connection"))).toBeVisible();
    // The worker's list of saved pages, headed in Filipino.
    const saved = page.getByRole("navigation", { name: fil("errors.saved.heading") });
    await expect(saved.getByRole("link").first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/offline-page.png` });
    await context.setOffline(false);
  },
);

// A signed-in shopper's pages in Filipino: a saved address, a cart over the minimum (the order
// summary with its choices and the note to the rider), two orders (one cancelled), the profile.
test.describe("a signed-in shopper's pages in Filipino", () => {
  const SIGNED_IN_PAGES = ["/cart", "/orders", "/profile", "/add-address"];

  async function openSignedIn(page: Page, path: string) {
    await page.goto(path);
    await page.waitForLoadState("load");
    await expect(page.locator("html")).toHaveAttribute("lang", "fil");
    const ready: Record<string, () => Promise<void>> = {
      "/cart": () =>
        expect(page.getByRole("button", { name: fil("checkout.place") })).toBeVisible(),
      "/orders": () => expect(page.getByRole("heading", { name: /^Order #/ })).toHaveCount(2),
      "/profile": () =>
        expect(page.getByRole("heading", { name: fil("account.profile.title") })).toBeVisible(),
      "/add-address": () =>
        expect(page.getByRole("form", { name: fil("account.address.formLabel") })).toBeVisible(),
    };
    await ready[path]!();
  }

  test("have no serious or critical axe finding", async ({ page, baseURL }, testInfo) => {
    test.setTimeout(180_000);
    await signInShopperWithOrders(page.context(), `fil-axe-${testInfo.project.name}`);
    await browseInFilipino(page.context(), baseURL!);
    const findings: string[] = [];
    for (const path of SIGNED_IN_PAGES) {
      await openSignedIn(page, path);
      findings.push(...(await seriousAxeFindings(page, path)));
    }
    expect(findings).toEqual([]);
  });

  for (const width of [320, 390, 1366]) {
    test(
      `fit ${width} px without sideways overflow`,
      ANY_VIEWPORT,
      async ({ browser, baseURL }, testInfo) => {
        test.setTimeout(180_000);
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        await signInShopperWithOrders(context, `fil-wide${width}-${testInfo.project.name}`);
        await browseInFilipino(context, baseURL!);
        const page = await context.newPage();
        const overflowing: string[] = [];
        for (const path of SIGNED_IN_PAGES) {
          await openSignedIn(page, path);
          const extra = await sidewaysOverflow(page);
          if (extra > 0) overflowing.push(`${path}: ${extra}px`);
          if (width === 320)
            await page.screenshot({
              path: `${SHOTS}/signed-in${path.replace("/", "-")}-320.png`,
              fullPage: true,
            });
        }
        await context.close();
        expect(overflowing).toEqual([]);
      },
    );
  }
});

test.describe("a shopper's journey in Filipino", () => {
  test.describe.configure({ timeout: 180_000 });

  test("add, check out with a note and a choice, buy again, and cancel, all in Filipino", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const stamp = stampOf(`fil${testInfo.project.name}`);
    const seller = await sellerContext(browser);
    try {
      const teaName = `Tsaa ${stamp}`;
      const tea = await addProduct(seller, teaName, 160);
      await browseInFilipino(page.context(), baseURL!);
      await registerShopper(page.context(), stamp);

      // Add from the list: the button and the toast in Filipino.
      await page.goto(`/products?search=${encodeURIComponent(teaName)}`);
      await page.getByRole("button", { name: fil("card.addAria", { name: teaName }) }).click();
      await expect(page.getByText(fil("Item added to cart"))).toBeVisible();
      await expect(page.getByText(en("Item added to cart"))).toHaveCount(0);

      // Check out: the choice for a missing item and the note to the rider, in Filipino.
      await page.goto("/cart");
      const question = fil("checkout.substitution.question");
      const summary = page.getByRole("region", { name: fil("checkout.summary") });
      await expect(summary).toBeVisible();
      await page
        .getByLabel(fil("checkout.substitution.lineAria", { question, name: teaName }))
        .selectOption("call");
      await summary.getByLabel(new RegExp(fil("checkout.rider.label"))).fill("Asul na gate");
      await page.screenshot({ path: `${SHOTS}/cart-${testInfo.project.name}.png`, fullPage: true });
      await summary.getByRole("button", { name: fil("checkout.place") }).click();
      await expect(page.getByText(fil("Order placed successfully!"))).toBeVisible();
      await expect(page).toHaveURL(/\/orders/);

      // My Orders: the status, the note, Buy again and the self-cancel, in Filipino.
      const card = page.getByRole("article").first();
      await expect(
        card.getByText(fil("status.orderPlaced"), { exact: true }).first(),
      ).toBeVisible();
      await expect(card.getByText("Asul na gate")).toBeVisible();
      const order = (await card.getByRole("heading", { level: 2 }).textContent())!.trim();
      await card.getByRole("button", { name: fil("order.buyAgainAria", { order }) }).click();
      await expect(card.getByRole("status").getByText(fil("buyAgain.addedHeading"))).toBeVisible();

      await card.getByRole("button", { name: fil("order.cancelAria", { order }) }).click();
      const dialog = page.getByRole("dialog", { name: fil("cancel.title") });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: fil("cancel.keep") })).toBeFocused();
      await dialog.getByRole("button", { name: fil("order.cancel") }).click();
      await expect(dialog.getByRole("alert")).toHaveText(fil("cancel.chooseReason"));
      await dialog.getByRole("radio", { name: fil("cancel.reason.orderedByMistake") }).check();
      await page.screenshot({ path: `${SHOTS}/cancel-${testInfo.project.name}.png` });
      await dialog.getByRole("button", { name: fil("order.cancel") }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText(fil("Your order has been cancelled"))).toBeVisible();
      await expect(card.getByText(fil("status.cancelled"), { exact: true }).first()).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "fil");
      await page.screenshot({
        path: `${SHOTS}/orders-${testInfo.project.name}.png`,
        fullPage: true,
      });
      await deleteProduct(seller, tea);
    } finally {
      await seller.close();
    }
  });
});
