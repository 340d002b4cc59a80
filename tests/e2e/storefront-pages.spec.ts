import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { customerPages, expectChrome, sidewaysOverflow } from "./storefront-helpers";

test.describe("every customer page", () => {
  test("has no serious or critical axe finding", async ({ page, request }) => {
    test.setTimeout(600_000);
    const findings: string[] = [];
    for (const path of await customerPages(request)) {
      await page.goto(path);
      await page.waitForLoadState("load");
      const result = await new AxeBuilder({ page })
        // The Leaflet map is drawn by a third-party library from remote tiles.
        .exclude(".leaflet-container")
        .analyze();
      for (const v of result.violations)
        if (v.impact === "serious" || v.impact === "critical")
          findings.push(
            `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
          );
    }
    expect(findings).toEqual([]);
  });

  for (const width of [320, 390]) {
    test(`does not overflow sideways at ${width} px`, async ({ browser, request }) => {
      test.setTimeout(600_000);
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      const overflowing: string[] = [];
      for (const path of await customerPages(request)) {
        await page.goto(path);
        await page.waitForLoadState("load");
        const extra = await sidewaysOverflow(page);
        if (extra > 0) overflowing.push(`${path}: ${extra}px`);
      }
      await context.close();
      expect(overflowing).toEqual([]);
    });
  }
});

test.describe("error pages keep the store around them", () => {
  test("an unknown address: 404 with header, footer, banner, search and Home", async ({ page }) => {
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await expectChrome(page, expect);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go Home" })).toBeVisible();
    const search = page.getByRole("search", { name: "Search the store" });
    await search.getByRole("searchbox").fill("rice");
    await search.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/\/products\?search=rice/);
  });

  test("an unknown product keeps the chrome", async ({ page }) => {
    const res = await page.goto("/products/instant/00000000-0000-0000-0000-000000000000");
    expect(res?.status()).toBe(404);
    await expectChrome(page, expect);
    await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
    await expect(page.getByRole("search", { name: "Search the store" })).toBeVisible();
  });

  test("a server error while navigating keeps the chrome (500)", async ({ page }) => {
    await page.goto("/");
    await page.route("**/contact.data*", (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "boom" }),
    );
    await page.locator("footer").getByRole("link", { name: "Contact Us" }).first().click();
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await expectChrome(page, expect);
    await expect(page.getByRole("link", { name: "Go Home" })).toBeVisible();
    await expect(page.getByRole("search", { name: "Search the store" })).toBeVisible();
    await page.screenshot({ path: `test-results/storefront-500-${test.info().project.name}.png` });
  });

  test("the offline page keeps the chrome and the offline banner", async ({ page }) => {
    await page.goto("/offline");
    await expectChrome(page, expect);
    await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  });
});

test("the connectivity banner never covers the open banner and shifts nothing", async ({
  page,
}) => {
  await page.goto("/");
  await page.waitForLoadState("load");
  await expect(page.getByText("Connecting to server...")).toHaveCount(0);
  // Every layout shift from here on, with what moved: the banner coming and going, and one
  // advance of the home carousel (every 3 s) while it shows.
  await page.evaluate(() => {
    const seen: { value: number; moved: string[] }[] = [];
    (window as unknown as { shifts: typeof seen }).shifts = seen;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node | null }[];
      })[])
        seen.push({
          value: e.value,
          moved: (e.sources ?? []).map((s) =>
            s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : String(s.node?.nodeName),
          ),
        });
    }).observe({ type: "layout-shift" });
  });
  await page.context().setOffline(true);
  const banner = page.getByText("No Internet Connection");
  await expect(banner).toBeVisible();
  const open = await page.getByText("We're Open!").boundingBox();
  const box = await banner.boundingBox();
  expect(open && box).toBeTruthy();
  // The connectivity banner starts below the open strip (it hangs from the header).
  expect(box!.y).toBeGreaterThanOrEqual(open!.y + open!.height);
  await page.waitForTimeout(3_600);
  await page.context().setOffline(false);
  await expect(banner).toBeHidden();
  const shifts = await page.evaluate(
    () => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts,
  );
  expect(shifts, JSON.stringify(shifts, null, 1)).toEqual([]);
});

test("toasts appear under the sticky header", async ({ page }) => {
  await page.goto("/products?search=pancit");
  await page
    .getByRole("button", { name: /^Add .+ to cart$/ })
    .first()
    .click();
  const toast = page.getByText("Item added to cart");
  await expect(toast).toBeVisible();
  const header = await page.locator("header").first().boundingBox();
  // Where the toast settles once its slide-in animation is over.
  await expect
    .poll(async () => (await toast.boundingBox())?.y ?? -1)
    .toBeGreaterThanOrEqual(header!.y + header!.height);
});
