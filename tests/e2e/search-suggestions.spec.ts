import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { sidewaysOverflow } from "./storefront-helpers";
import { ANY_VIEWPORT } from "./viewport";

// Issue 11 item 5: suggestions while typing in the header search, an APG combobox with a
// listbox popup, used here from the keyboard alone (phone and desktop header alike).

const SUGGEST = "**/api/product/suggest?**";

/** Tab from the top of the page until the visible header search box has focus. */
async function tabToSearch(page: Page) {
  await page.locator("body").focus();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    const there = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.getAttribute("role") === "combobox" && el.offsetParent !== null;
    });
    if (there) return;
  }
  throw new Error("Tab never reached the search box");
}

const searchBox = (page: Page) =>
  page.getByRole("combobox", { name: "Search products" }).locator("visible=true");
const listbox = (page: Page) =>
  page.getByRole("listbox", { name: "Suggestions" }).locator("visible=true");

/** The open page with the search box focused by Tab and `text` typed into it. */
async function typeIntoSearch(page: Page, text: string, path = "/") {
  await page.goto(path);
  await page.waitForLoadState("load");
  await tabToSearch(page);
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.type(text, { delay: 40 });
}

/** The option aria-activedescendant points at: exactly the one with aria-selected="true". */
async function expectActive(page: Page, name: string | RegExp) {
  const box = searchBox(page);
  const id = await box.getAttribute("aria-activedescendant");
  expect(id).toBeTruthy();
  const option = page.locator(`[id="${id}"]`);
  await expect(option).toHaveAttribute("role", "option");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expect(option).toContainText(name);
  await expect(listbox(page).locator('[aria-selected="true"]')).toHaveCount(1);
}

test(
  "a typo: the keyboard picks a suggested product and Enter opens its page",
  ANY_VIEWPORT,
  async ({ page }) => {
    await typeIntoSearch(page, "noodls");
    const list = listbox(page);
    await expect(list).toBeVisible();
    const box = searchBox(page);
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expect(box).toHaveAttribute("aria-autocomplete", "list");
    await expect(box).toHaveAttribute("aria-controls", (await list.getAttribute("id"))!);
    await expect(box).not.toHaveAttribute("aria-activedescendant", /./);
    const options = list.getByRole("option");
    // The server's correction first, then the products it found.
    await expect(options.first()).toHaveText("Did you mean noodle?");
    await expect(options.nth(1)).toContainText("Nissin Cup Noodles Seafood 60g");
    await expect(options.nth(1)).toContainText("₱34.00");
    await expect(box).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expectActive(page, "Did you mean noodle?");
    await page.keyboard.press("ArrowDown");
    await expectActive(page, "Nissin Cup Noodles Seafood 60g");
    await expect(box).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/products\/instant\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Nissin Cup Noodles Seafood 60g" }),
    ).toBeVisible();
    await expect(listbox(page)).toHaveCount(0);
  },
);

test(
  '"Did you mean" chosen by keyboard searches for the correction',
  ANY_VIEWPORT,
  async ({ page }) => {
    await typeIntoSearch(page, "coke");
    await expect(listbox(page).getByRole("option").first()).toHaveText("Did you mean coca-cola?");
    await expect(listbox(page).getByRole("option")).toHaveCount(4);
    // ArrowUp from the box wraps to the last option; ArrowDown from the last wraps to the first.
    await page.keyboard.press("ArrowUp");
    await expectActive(page, "Coca-Cola Zero Sugar Can 320ml");
    await page.keyboard.press("ArrowDown");
    await expectActive(page, "Did you mean coca-cola?");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/products\?search=coca-cola$/);
    await expect(page.getByRole("heading", { name: /Search Results for/ })).toBeVisible();
    await expect(searchBox(page)).toHaveValue("coca-cola");
  },
);

test(
  "Escape closes the list, a second Escape clears the box, Tab leaves",
  ANY_VIEWPORT,
  async ({ page }) => {
    await typeIntoSearch(page, "coke");
    const box = searchBox(page);
    await expect(listbox(page)).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Escape");
    await expect(listbox(page)).toHaveCount(0);
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).not.toHaveAttribute("aria-activedescendant", /./);
    await expect(box).toHaveValue("coke");
    await expect(box).toBeFocused();
    // The closed combobox (its listbox hidden) is sound too.
    const closed = await new AxeBuilder({ page }).include("header").analyze();
    expect(closed.violations.map((v) => `${v.id} (${v.impact})`)).toEqual([]);
    // ArrowDown reopens what was suggested, on the first option.
    await page.keyboard.press("ArrowDown");
    await expectActive(page, "Did you mean coca-cola?");
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(box).toHaveValue("");
    await expect(box).toBeFocused();

    await page.keyboard.type("coke", { delay: 40 });
    await expect(listbox(page)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(box).not.toBeFocused();
    await expect(listbox(page)).toHaveCount(0);
    await expect(box).toHaveAttribute("aria-expanded", "false");
  },
);

test(
  "typing then Enter without choosing searches, as the box always did",
  ANY_VIEWPORT,
  async ({ page }) => {
    await typeIntoSearch(page, "coke");
    await expect(listbox(page)).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/products\?search=coke$/);
    await expect(page.getByRole("heading", { name: /Search Results for/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Coca-Cola/ }).first()).toBeVisible();
    await expect(listbox(page)).toHaveCount(0);
  },
);

test("nothing is asked or shown for blank or one-letter text", ANY_VIEWPORT, async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/product/suggest")) asked.push(r.url());
  });
  await typeIntoSearch(page, "   ");
  await page.waitForTimeout(600);
  await page.keyboard.press("Control+A");
  await page.keyboard.type("c");
  await page.waitForTimeout(600);
  await expect(listbox(page)).toHaveCount(0);
  await expect(searchBox(page)).toHaveAttribute("aria-expanded", "false");
  expect(asked).toEqual([]);
  await page.keyboard.type("o");
  await expect(listbox(page)).toBeVisible();
  expect(asked).toHaveLength(1);
  expect(new URL(asked[0]!).searchParams.get("q")).toBe("co");
});

test(
  "a failing suggestion call shows nothing and the search still works",
  ANY_VIEWPORT,
  async ({ page }) => {
    await page.route(SUGGEST, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"success":false}' }),
    );
    const answered = page.waitForResponse((r) => r.url().includes("/api/product/suggest"));
    await typeIntoSearch(page, "rice");
    await answered;
    await page.waitForTimeout(300);
    await expect(listbox(page)).toHaveCount(0);
    await expect(page.getByText(/went wrong|failed|error/i)).toHaveCount(0);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/products\?search=rice$/);
    await expect(page.getByRole("heading", { name: /Search Results for/ })).toBeVisible();
  },
);

test("a slow answer to older text never replaces the newer one", ANY_VIEWPORT, async ({ page }) => {
  await page.route(SUGGEST, async (route) => {
    const q = new URL(route.request().url()).searchParams.get("q");
    if (q === "co") await new Promise((r) => setTimeout(r, 1500));
    await route.continue().catch(() => undefined); // the aborted call has nobody listening
  });
  const slowCall = page.waitForRequest((r) => r.url().endsWith("q=co"));
  await typeIntoSearch(page, "co");
  await slowCall;
  await page.keyboard.type("ke", { delay: 40 });
  await expect(listbox(page).getByRole("option").first()).toHaveText("Did you mean coca-cola?");
  await page.waitForTimeout(2000);
  await expect(listbox(page).getByRole("option")).toHaveCount(4);
  await expect(listbox(page)).not.toContainText("Colgate");
});

test("a pointer (tap or click) picks a suggestion", async ({ page, isMobile }) => {
  await typeIntoSearch(page, "shampo");
  const option = listbox(page).getByRole("option", { name: /Dove Intense Repair Shampoo/ });
  if (isMobile) await option.tap();
  else await option.click();
  await expect(page).toHaveURL(/\/products\/shampoos-conditioners\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole("heading", { level: 1, name: /Dove Intense Repair Shampoo/ }),
  ).toBeVisible();
});

test("the open list: no serious axe finding, fits the screen, shown under the header", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000); // axe over a whole page is slow on a busy two-core machine
  await typeIntoSearch(page, "coke");
  await expect(listbox(page).getByRole("option")).toHaveCount(4);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expectActive(page, "Coca-Cola Original 1.5L");
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious).toEqual([]);
  // The list hangs from the box, inside the window, on top of the page.
  const boxRect = (await searchBox(page).boundingBox())!;
  const listRect = (await listbox(page).boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(listRect.y).toBeGreaterThanOrEqual(boxRect.y + boxRect.height);
  expect(listRect.x).toBeGreaterThanOrEqual(0);
  expect(listRect.x + listRect.width).toBeLessThanOrEqual(viewport.width);
  expect(listRect.y + listRect.height).toBeLessThanOrEqual(viewport.height);
  const topmost = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="listbox"]') !== null,
    { x: listRect.x + listRect.width / 2, y: listRect.y + listRect.height - 8 },
  );
  expect(topmost).toBe(true);
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.screenshot({ path: `test-results/search-suggestions-${testInfo.project.name}.png` });

  // A narrow phone (320 px): the list still fits and nothing scrolls sideways.
  if (testInfo.project.name === "phone") {
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(listbox(page)).toBeVisible();
    const narrow = (await listbox(page).boundingBox())!;
    expect(narrow.x).toBeGreaterThanOrEqual(0);
    expect(narrow.x + narrow.width).toBeLessThanOrEqual(320);
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.screenshot({ path: "test-results/search-suggestions-phone-320.png" });
  }
});
