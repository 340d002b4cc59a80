// What a phone fetches and shows on the first load (issue #11, decision 128): the footer and
// the home sections below the fold arrive as server HTML and fetch their code when reached;
// the page's scripts are preloaded at low priority; nothing moves while the page hydrates.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { get } from "node:http";
import sharp from "sharp";
import { FIRST_LOAD_GOALS, firstLoadBytes } from "../../bench/first-load-scripts";
import { sellerApiLogin, xsrf } from "./order-desk-helpers";
import { ANY_VIEWPORT } from "./viewport";
import { firstProductPath, signInShopperWithOrders } from "./storefront-helpers";

const ISLAND_CODE = /\/assets\/(footer|below-the-fold)-[\w-]+\.js$/;

/** Script URLs the page has requested so far. */
function scriptLog(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") seen.push(new URL(r.url()).pathname);
  });
  return seen;
}

/** Holds the scripts matching `pattern` until the returned function is called. */
async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The scripts a page's HTML preloads (its first load); never none. */
async function preloadedScripts(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  expect(preloads.length).toBeGreaterThan(0);
  return preloads;
}

/** No first load of /, /products or a product page preloads a script matching `pattern`. */
async function expectNotInFirstLoads(request: APIRequestContext, pattern: RegExp) {
  for (const path of ["/", "/products", await firstProductPath(request)]) {
    const preloads = await preloadedScripts(request, path);
    expect(
      preloads.filter((href) => pattern.test(href)),
      path,
    ).toEqual([]);
  }
}

/** The page is hydrated: the header's cart link says what the cart holds (known only in the browser). */
async function hydrated(page: Page) {
  await expect(
    page.getByRole("link", { name: /^Cart, \d+ items?$/ }).locator("visible=true"),
  ).toHaveCount(1);
}

test("the footer and the sections below the fold come as HTML; their code loads when reached", async ({
  page,
}) => {
  const scripts = scriptLog(page);
  await page.goto("/");
  await hydrated(page);
  // Everything is on the page from the server…
  await expect(page.getByRole("heading", { name: "Find Our Store" })).toBeAttached();
  await expect(page.locator("footer").getByRole("link", { name: "Contact Us" })).toBeAttached();
  await expect(
    page.locator("footer").getByRole("button", { name: "Privacy Policy" }),
  ).toBeAttached();
  // …but, a screen or more below, their code has not been fetched.
  await page.waitForTimeout(500);
  expect(scripts.filter((s) => ISLAND_CODE.test(s))).toEqual([]);
  await page.locator("footer").scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.filter((s) => ISLAND_CODE.test(s)).length).toBe(2);
  // Live now: the legal dialog opens (its own code is fetched on the tap).
  await page.locator("footer").getByRole("button", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("keyboard focus stays on the footer link it reached while the footer's code loads", async ({
  page,
}) => {
  await page.goto("/");
  await hydrated(page);
  const link = page.locator("footer").getByRole("link", { name: "Contact Us" }).first();
  // Marks the server's element: the live footer renders new elements in its place.
  await link.evaluate((el) => el.setAttribute("data-server-html", ""));
  await link.focus();
  await expect(page.locator("footer [data-server-html]")).toHaveCount(0);
  await expect(link).toBeFocused();
  // The live footer answers: the newsletter box says its line.
  await page.getByRole("textbox", { name: /newsletter/i }).fill("a@b.ph");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Thanks for your interest!")).toBeVisible();
});

test("a tap that lands before the footer's code is not lost", async ({ page }) => {
  const release = await holdScripts(page, /\/assets\/footer-[\w-]+\.js$/);
  await page.goto("/");
  await hydrated(page);
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(r.url());
  });
  // A button is pressed again once the footer is live.
  await page.locator("footer").getByRole("button", { name: "Terms of Service" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  release();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // A store link goes through the app, as a live one would: no new document is loaded.
  await page.goto("/");
  await hydrated(page);
  documents.length = 0;
  await page.locator("footer").getByRole("link", { name: "Contact Us" }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(documents).toEqual([]);
});

test("words typed in the search box before the page's code arrives are searched", async ({
  page,
}) => {
  const release = await holdScripts(page, /\/assets\/.+\.js$/);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const box = page
    .getByRole("combobox", { name: "Search products" })
    .locator("visible=true")
    .first();
  await box.fill("pancit canton");
  release();
  await hydrated(page);
  await expect(box).toHaveValue("pancit canton");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/products\?.*search=pancit/);
  // In the list (the header's closed suggestions may hold the same name, hidden).
  await expect(
    page
      .getByRole("main")
      .getByText(/Pancit Canton/i)
      .first(),
  ).toBeVisible();
});

test.describe("menus whose code comes with the first tap", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("Customer Care opens on the first click, its code fetched by it", async ({ page }) => {
    const scripts = scriptLog(page);
    await page.goto("/");
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(scripts.filter((s) => /customer-care-menu-/.test(s))).toEqual([]);
    const menu = page.getByRole("navigation", { name: "Main" });
    await menu.getByRole("button", { name: "Customer Care" }).click();
    await expect(menu.getByRole("link", { name: "Delivery Information" })).toBeVisible();
    expect(scripts.filter((s) => /customer-care-menu-/.test(s))).toHaveLength(1);
    await menu.getByRole("link", { name: "Delivery Information" }).click();
    await expect(page).toHaveURL(/\/delivery-info$/);
  });

  test("a customer's account menu opens on the first click", async ({ page, context }) => {
    await signInShopperWithOrders(context, "menu");
    const scripts = scriptLog(page);
    await page.goto("/");
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(scripts.filter((s) => /user-menu-/.test(s))).toEqual([]);
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page.getByRole("button", { name: "Login", exact: true }).first()).toBeVisible();
  });
});

test("every page script is preloaded at low priority", ANY_VIEWPORT, async ({ request }) => {
  for (const path of ["/", "/products", await firstProductPath(request), "/cart"]) {
    const html = await (await request.get(path)).text();
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length, path).toBeGreaterThan(0);
    for (const tag of preloads) expect(tag, path).toContain('fetchpriority="low"');
  }
});

test(
  "first loads keep within issue #11's budgets: 120 KB gzip of script on /, /products and a product page, 10 KB of it the store's own (decisions 137, 138)",
  ANY_VIEWPORT,
  async ({ request }) => {
    const read = async (src: string) => {
      const response = await request.get(src);
      expect(response.ok(), src).toBe(true);
      return response.body();
    };
    const measured: Record<string, { framework: number; own: number }> = {};
    for (const path of ["/", "/products", await firstProductPath(request)]) {
      const { framework, own } = await firstLoadBytes(await (await request.get(path)).text(), read);
      measured[path] = { framework, own };
      // Both parts found: React and React Router alone are about 100 KB.
      expect(framework, path).toBeGreaterThan(90 * 1024);
      expect(own, path).toBeGreaterThan(0);
      expect(framework + own, path).toBeLessThanOrEqual(FIRST_LOAD_GOALS.totalKb * 1024);
    }
    for (const [path, { own }] of Object.entries(measured))
      expect(own, `${path}: ${JSON.stringify(measured)}`).toBeLessThanOrEqual(
        FIRST_LOAD_GOALS.storeKb * 1024,
      );
  },
);

test.describe("a page's main content goes live right after the page is up (decision 138)", () => {
  const LIST_CODE = /\/assets\/(products-parts|catalog-list|product-list-view)-[\w-]+\.js$/;
  const DETAILS_CODE = /\/assets\/product-details-[\w-]+\.js$/;

  test("the list's cards come as HTML, their Add buttons waiting, and go live with their code", async ({
    page,
    request,
  }) => {
    const preloads = await preloadedScripts(request, "/products");
    expect(preloads.filter((href) => LIST_CODE.test(href))).toEqual([]);

    const release = await holdScripts(page, /\/assets\/products-parts-[\w-]+\.js$/);
    await page.goto("/products");
    await hydrated(page);
    // The server's cards: names, prices and links are there; Add waits for the code.
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(50);
    const add = page.getByRole("button", { name: /^Add .+ to cart$/ }).first();
    await expect(add).toBeDisabled();
    await page.waitForTimeout(300);
    await expect(add).toBeDisabled();
    release();
    // Live with the code: Add counts, and the card turns into its stepper.
    await expect(add).toBeEnabled();
    const name = (await add.getAttribute("aria-label"))!.replace(/^Add (.+) to cart$/, "$1");
    await add.click();
    await expect(page.getByRole("group", { name: `${name} in cart` })).toContainText("1");
    await expect(
      page.getByRole("link", { name: "Cart, 1 item" }).locator("visible=true"),
    ).toHaveCount(1);
    await expect(cards).toHaveCount(50);
  });

  test("a tap on Add to Cart before a product page's code arrives is carried out once it does", async ({
    page,
    request,
  }) => {
    const path = await firstProductPath(request);
    const preloads = await preloadedScripts(request, path);
    expect(preloads.filter((href) => DETAILS_CODE.test(href))).toEqual([]);

    const scripts = scriptLog(page);
    const release = await holdScripts(page, DETAILS_CODE);
    await page.goto(path);
    await hydrated(page);
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!;
    // The server's buttons, the code asked for and held: the tap is kept, not lost.
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect.poll(() => scripts.filter((s) => DETAILS_CODE.test(s)).length).toBe(1);
    await expect(
      page.getByRole("link", { name: "Cart, 0 items" }).locator("visible=true"),
    ).toHaveCount(1);
    release();
    // Once live, the tap is made: the cart holds the product, once.
    await expect(page.getByText("In your cart: 1")).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Cart, 1 item" }).locator("visible=true"),
    ).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });
});

test("a product opened in the app fetches its details' code alongside its data, and draws them with the page (decision 138)", async ({
  page,
}) => {
  const DETAILS_CODE = /\/assets\/product-details-[\w-]+\.js$/;
  const scripts = scriptLog(page);
  await page.goto("/products");
  await hydrated(page);
  expect(scripts.filter((s) => DETAILS_CODE.test(s))).toEqual([]);
  // The product's data held back: its page's code, details included, is fetched meanwhile.
  const releaseData = await holdScripts(page, /\/products\/[^/]+\/[^/]+\.data(\?.*)?$/);
  const card = page.locator("main article h3 a").first();
  const name = (await card.textContent())!;
  await card.click();
  await expect.poll(() => scripts.filter((s) => DETAILS_CODE.test(s)).length).toBe(1);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(name);
  releaseData();
  // The page comes with its details live at once: name, price, and a working Add to Cart.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("In your cart: 1")).toBeVisible();
});

test.describe("a first visit", () => {
  // Every page loads as on a first visit: from the network, not the service worker's copies.
  test.use({ serviceWorkers: "block" });

  test("pages reach the browser brotli-compressed, and the page works (decision 134)", async ({
    page,
    request,
  }) => {
    for (const path of ["/", "/products", await firstProductPath(request)]) {
      const response = await page.goto(path);
      expect(response?.headers()["content-encoding"], path).toBe("br");
      await hydrated(page);
    }
    await page
      .getByRole("button", { name: /^Add .+ to cart$/ })
      .first()
      .click();
    await expect(
      page.getByRole("link", { name: "Cart, 1 item" }).locator("visible=true"),
    ).toHaveCount(1);
  });

  test("clients that drop the connection mid-page do not take the store down (decision 134)", async ({
    request,
    baseURL,
  }) => {
    // Reads the first bytes of a page, then resets the connection (or just closes it).
    const dropAfterFirstBytes = (acceptEncoding: string, reset: boolean) =>
      new Promise<void>((resolve, reject) => {
        const req = get(
          `${baseURL}/products`,
          { headers: { "accept-encoding": acceptEncoding } },
          (res) => {
            res.once("data", () => {
              if (reset) req.socket?.resetAndDestroy();
              else req.destroy();
              resolve();
            });
          },
        );
        req.on("error", () => resolve());
        setTimeout(() => reject(new Error("no answer")), 10_000);
      });
    for (const acceptEncoding of ["gzip, deflate, br", "gzip", "identity"])
      for (const reset of [true, false]) await dropAfterFirstBytes(acceptEncoding, reset);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = await request.get("/products");
    expect(after.status()).toBe(200);
    expect(await after.text()).toContain("</html>");
  });

  test("when the toast library cannot be fetched, the cart still counts and toasts come back once online (decision 137)", async ({
    page,
    context,
  }) => {
    // The toast library's chunk (react-hot-toast/dist), refused until `refusing` is cleared.
    let refusing = true;
    let refused = 0;
    await page.route(/\/assets\/dist-[\w-]+\.js$/, async (route) => {
      if (!refusing) return route.continue();
      refused += 1;
      await route.abort("internetdisconnected");
    });
    await page.goto("/products?search=pancit");
    await hydrated(page);
    // The container's fetch, once the page is up, is refused.
    await expect.poll(() => refused).toBeGreaterThan(0);

    const add = page.getByRole("button", { name: /^Add .+ to cart$/ });
    await add.first().click();
    await expect(
      page.getByRole("link", { name: "Cart, 1 item" }).locator("visible=true"),
    ).toHaveCount(1);
    await expect.poll(() => refused).toBeGreaterThan(1);
    await expect(page.getByText("Item added to cart")).toHaveCount(0);

    // Back online: the container is fetched again, and the next change is toasted.
    refusing = false;
    await context.setOffline(true);
    await context.setOffline(false);
    await add.first().click();
    await expect(page.getByText("Item added to cart")).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Cart, 2 items" }).locator("visible=true"),
    ).toHaveCount(1);
  });

  test("the route manifest for a page's links is kept by the browser (decision 134)", async ({
    page,
  }) => {
    // What the browser did for each manifest request: from its cache, or over the network.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const answers: { url: string; fromCache: boolean; cacheControl: string }[] = [];
    cdp.on("Network.responseReceived", ({ response }) => {
      if (!response.url.includes("/__manifest?")) return;
      const header = Object.entries(response.headers).find(
        ([name]) => name.toLowerCase() === "cache-control",
      );
      answers.push({
        url: response.url,
        fromCache: response.fromDiskCache || response.fromPrefetchCache === true,
        cacheControl: String(header?.[1] ?? ""),
      });
    });

    await page.goto("/products");
    await hydrated(page);
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    const first = answers.filter((a) => !a.fromCache);
    expect(first.length).toBeGreaterThan(0);
    for (const answer of first)
      expect(answer.cacheControl).toBe("private, max-age=31536000, immutable");

    answers.length = 0;
    await page.reload();
    await hydrated(page);
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    // The same links ask for the same routes: answered from the cache, not the network.
    expect(answers.map((a) => a.url)).toContain(first[0]!.url);
    expect(answers.filter((a) => !a.fromCache)).toEqual([]);
  });

  test("nothing moves while the first pages load and hydrate (CLS 0)", async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = seen;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: {
            node?: Node | null;
            previousRect: DOMRectReadOnly;
            currentRect: DOMRectReadOnly;
          }[];
        })[]) {
          if (e.hadRecentInput) continue;
          // What moved, from where to where, and when: enough to tell a late part from a reflow.
          const box = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
          const moved = (e.sources ?? []).map(
            (s) =>
              `${s.node instanceof Element ? s.node.outerHTML.slice(0, 100) : String(s.node?.nodeName)}` +
              ` [${box(s.previousRect)} -> ${box(s.currentRect)}]`,
          );
          seen.push(`${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${moved.join(" | ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    // Scripts arrive late, as on mobile data: the server's HTML is painted before hydration.
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    for (const path of ["/", "/products", await firstProductPath(request), "/cart"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // Past hydration and the first check of the server, before the carousel's first advance.
      await page.waitForTimeout(1_200);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
      expect(shifts, path).toEqual([]);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the product filters submit with Apply", async ({ page }) => {
    await page.goto("/products");
    await page.getByLabel("Sort by").selectOption("price-asc");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/sort=price-asc/);
  });
});

test("with JavaScript the filters have no Apply button", async ({ page }) => {
  await page.goto("/products");
  await expect(page.getByRole("button", { name: /^Add .+ to cart$/ }).first()).toBeEnabled();
  await expect(page.getByRole("button", { name: "Apply" })).toHaveCount(0);
});

test.describe("code that waits until the page is up (decision 129)", () => {
  /** Chunks that are fetched once the page is up, not by the first load. */
  const AFTER_LOAD = /\/assets\/(search-box|banner-carousel|route-error-view)-[\w-]+\.js$/;

  test("the first load leaves out the search box, the banners' code and the error view; they come after the load", async ({
    page,
    request,
  }) => {
    const preloads = await preloadedScripts(request, "/");
    expect(preloads.filter((href) => AFTER_LOAD.test(href))).toEqual([]);
    expect(preloads.filter((href) => /category-sections|catalogue-/.test(href))).toEqual([]);

    // Without autoplay, so the banner shown is the one the test moves.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const scripts = scriptLog(page);
    await page.goto("/");
    await hydrated(page);
    await expect
      .poll(
        () => new Set(scripts.filter((s) => AFTER_LOAD.test(s)).map((s) => s.split("-")[0])).size,
      )
      .toBe(3);
    // The banners are live: the next-banner control moves them.
    const current = page.locator("[aria-roledescription='slide']:not([inert])");
    await expect(current).toHaveAttribute("aria-label", /^1 of/);
    await page.getByRole("button", { name: "Next banner" }).click();
    await expect(current).toHaveAttribute("aria-label", /^2 of/);
  });

  test("text typed before the search box's code arrives stays, caret and all, and gets suggestions", async ({
    page,
  }) => {
    const release = await holdScripts(page, /\/assets\/search-box-[\w-]+\.js$/);
    await page.goto("/");
    await hydrated(page);
    const box = page
      .getByRole("combobox", { name: "Search products" })
      .locator("visible=true")
      .first();
    await box.click();
    await box.pressSequentially("pancit");
    await box.press("ArrowLeft");
    release();
    // The live box (suggestions) with the same words, focus and caret.
    await expect(page.getByRole("option").first()).toBeVisible();
    await expect(box).toHaveValue("pancit");
    await expect(box).toBeFocused();
    expect(await box.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(5);
    await box.press("End");
    await box.pressSequentially(" canton");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/products\?.*search=pancit(\+|%20)canton/);
  });

  test("a page left before the search box's code arrives does not hand its words to the next one", async ({
    page,
  }) => {
    const release = await holdScripts(page, /\/assets\/search-box-[\w-]+\.js$/);
    await page.goto("/products?search=pancit");
    const box = page
      .getByRole("combobox", { name: "Search products" })
      .locator("visible=true")
      .first();
    await expect(box).toHaveValue("pancit");
    await expect(page.getByRole("button", { name: /^Add .+ to cart$/ }).first()).toBeEnabled();
    // In the app, to a product: the server's search box still says "pancit" until its code comes.
    await page.locator("main article h3 a").first().click();
    await expect(page).toHaveURL(/\/products\/[^/?]+\/[^/?]+$/);
    const productUrl = page.url();
    release();
    await expect(box).toHaveValue("");
    // No search was made from the old words (the wide box searches as you type).
    await page.waitForTimeout(1_000);
    expect(page.url()).toBe(productUrl);
  });

  test("the cart's toast and save code is not in the first load; a tap counts at once, even before it comes (decision 136)", async ({
    page,
    request,
  }) => {
    const CHANGES = /\/assets\/cart-changes-[\w-]+\.js$/;
    await expectNotInFirstLoads(request, CHANGES);

    const scripts = scriptLog(page);
    const release = await holdScripts(page, CHANGES);
    await page.goto("/products");
    await hydrated(page);
    const add = page.getByRole("button", { name: /^Add .+ to cart$/ });
    const first = add.first();
    const name = (await first.getAttribute("aria-label"))!.replace(/^Add (.+) to cart$/, "$1");
    await first.click();
    await add.nth(1).click();
    // The code is asked for and held: the taps are counted and stored all the same.
    await expect.poll(() => scripts.filter((s) => CHANGES.test(s)).length).toBe(1);
    await expect(page.getByRole("link", { name: "Cart, 2 items" }).first()).toBeAttached();
    await expect(page.getByRole("group", { name: `${name} in cart` })).toContainText("1");
    // A new document at once (a typed address, a reload) keeps them.
    await page.goto("/cart");
    await expect(page.getByRole("link", { name: "Cart, 2 items" }).first()).toBeAttached();
    await page.goto("/products");
    await hydrated(page);
    await page.getByRole("button", { name: `Add one more ${name}` }).click();
    await expect(page.getByRole("link", { name: "Cart, 3 items" }).first()).toBeAttached();
    // The toast comes with the code.
    release();
    await expect(page.getByText("Item added to cart")).toBeVisible();
  });

  test("when the cart's toast and save code cannot be fetched, the tap still counts and the next one fetches it again (decision 136)", async ({
    page,
  }) => {
    const CHANGES = /\/assets\/cart-changes-[\w-]+\.js$/;
    // Refused until the line is back (the fetch once the page is idle, too).
    let lineBack = false;
    let refused = 0;
    await page.route(CHANGES, async (route) => {
      if (lineBack) return route.continue();
      refused++;
      await route.abort("internetdisconnected");
    });
    const scripts = scriptLog(page);
    await page.goto("/products");
    await hydrated(page);
    const add = page.getByRole("button", { name: /^Add .+ to cart$/ }).first();
    const name = (await add.getAttribute("aria-label"))!.replace(/^Add (.+) to cart$/, "$1");
    await add.click();
    await expect.poll(() => refused).toBeGreaterThan(0);
    await expect(page.getByRole("link", { name: "Cart, 1 item" }).first()).toBeAttached();
    await page.waitForTimeout(300);
    await expect(page.getByText("Item added to cart")).toHaveCount(0);
    lineBack = true;
    await page.getByRole("button", { name: `Add one more ${name}` }).click();
    await expect(page.getByRole("link", { name: "Cart, 2 items" }).first()).toBeAttached();
    await expect(page.getByText("Item added to cart")).toBeVisible();
    expect(scripts.filter((s) => CHANGES.test(s)).length).toBe(refused + 1);
  });

  test("a category tile works as a link before its code, and the tiles' code comes only when reached", async ({
    page,
  }) => {
    const scripts = scriptLog(page);
    await page.goto("/");
    await hydrated(page);
    await page.waitForTimeout(800);
    expect(scripts.filter((s) => /category-sections/.test(s))).toEqual([]);
    const tile = page
      .locator("section[aria-labelledby='shop-by-category'] a[href^='/products/']")
      .first();
    const href = await tile.getAttribute("href");
    await tile.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});

test.describe("product cards below the fold", () => {
  const CARD_CODE = /\/assets\/(best-sellers|related-products|catalog-list)-[\w-]+\.js$/;

  test("the home best sellers come as HTML; their code loads as the shopper nears them, then Add works", async ({
    page,
    request,
  }) => {
    const preloads = await preloadedScripts(request, "/");
    expect(preloads.filter((href) => CARD_CODE.test(href))).toEqual([]);

    const scripts = scriptLog(page);
    await page.goto("/");
    await hydrated(page);
    const section = page.locator("section[aria-labelledby='best-sellers']");
    const add = section.getByRole("button", { name: /^Add .+ to cart$/ }).first();
    // On the page from the server, a screen or more below…
    await expect(add).toBeAttached();
    await page.waitForTimeout(500);
    expect(scripts.filter((s) => CARD_CODE.test(s))).toEqual([]);
    // …and live once reached.
    await section.scrollIntoViewIfNeeded();
    await expect(add).toBeEnabled();
    expect(scripts.filter((s) => /best-sellers-/.test(s))).toHaveLength(1);
    await add.click();
    await expect(page.getByText("Item added to cart")).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Cart, 1 item" }).locator("visible=true"),
    ).toHaveCount(1);
  });

  test("a product's related products are its own after going on to one of them, code held or not", async ({
    page,
    request,
  }) => {
    const path = await firstProductPath(request);
    expect(await (await request.get(path)).text()).toContain("Related Products");
    const preloads = await preloadedScripts(request, path);
    expect(preloads.filter((href) => CARD_CODE.test(href))).toEqual([]);

    const release = await holdScripts(page, /\/assets\/related-products-[\w-]+\.js$/);
    await page.goto(path);
    await hydrated(page);
    const related = page.locator("section[aria-labelledby='related-products']");
    const links = related.locator("article h3 a");
    // The server's list, its code held back: a tap on a product goes through the app.
    const next = links.first();
    const nextName = (await next.textContent())!;
    const nextHref = (await next.getAttribute("href"))!;
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${nextHref}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nextName);
    // The old product's list is not left under the new product while the code is on the way…
    await expect(related.locator(`article h3 a[href="${nextHref}"]`)).toHaveCount(0);
    release();
    // …and once it comes, the list is the new product's: it does not offer the product itself.
    await expect(links.first()).toBeVisible();
    await expect(related.locator(`article h3 a[href="${nextHref}"]`)).toHaveCount(0);
    await expect(related.getByRole("button", { name: /^Add .+ to cart$/ }).first()).toBeEnabled();
  });
});

test("the product list's filters load the category names, not their descriptions", async ({
  page,
  request,
}) => {
  const preloads = await preloadedScripts(request, "/products");
  expect(preloads.filter((href) => /\/assets\/catalogue-[\w-]+\.js$/.test(href))).toEqual([]);
  // The dropdowns and the category table come right after the page is up (decision 131).
  expect(
    preloads.filter((href) =>
      /\/assets\/(products-parts|product-filters|category-table)-[\w-]+\.js$/.test(href),
    ),
  ).toEqual([]);
  // The live dropdown still offers every section and category, and filters by one.
  await page.goto("/products");
  await hydrated(page);
  const category = page.getByLabel("Category", { exact: true });
  await expect(category.locator("optgroup")).toHaveCount(6);
  await expect(category.locator("option[value='Instant']")).toHaveText("Instant Noodles & Pasta");
  await category.selectOption("Instant");
  await expect(page).toHaveURL(/\/products\?category=Instant$/);
  await expect(page.getByRole("group", { name: "Active filters" })).toContainText(
    "Instant Noodles & Pasta",
  );
});

test("a category chosen before the filters' code arrives is applied once it does", async ({
  page,
}) => {
  // The filters' code comes in the chunk of /products' live parts (decision 138).
  const release = await holdScripts(page, /\/assets\/products-parts-[\w-]+\.js$/);
  await page.goto("/products");
  await hydrated(page);
  // The server's dropdown, its code held back: the choice stays in it, the list is unchanged.
  const category = page.getByLabel("Category", { exact: true });
  await category.selectOption("Instant");
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/products$/);
  release();
  // The live dropdown takes the choice over and applies it, as a live change would.
  await expect(page).toHaveURL(/\/products\?category=Instant$/);
  await expect(page.getByRole("group", { name: "Active filters" })).toContainText(
    "Instant Noodles & Pasta",
  );
  await expect(page.getByLabel("Category", { exact: true })).toHaveValue("Instant");
  // A chip's link, live now, goes back to the whole list.
  await page.getByRole("link", { name: "Remove category Instant Noodles & Pasta" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("group", { name: "Active filters" })).toHaveCount(0);
});

test("a product page's trail and pictures come as HTML and never show another product's", async ({
  page,
  request,
}) => {
  const LATER = /\/assets\/(breadcrumb-trail|product-gallery|picture)-[\w-]+\.js$/;
  const path = await firstProductPath(request);
  const preloads = await preloadedScripts(request, path);
  expect(preloads.filter((href) => LATER.test(href))).toEqual([]);

  const scripts = scriptLog(page);
  const release = await holdScripts(
    page,
    /\/assets\/(breadcrumb-trail|product-gallery)-[\w-]+\.js$/,
  );
  await page.goto(path);
  await hydrated(page);
  const first = (await page.getByRole("heading", { level: 1 }).textContent())!;
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  // The server's trail and picture, their code held back (the trail's is not even asked for).
  await expect(trail).toContainText(first);
  const picture = page.getByRole("img", { name: first, exact: true });
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await page.waitForTimeout(300);
  expect(scripts.filter((s) => /breadcrumb-trail-/.test(s))).toEqual([]);

  // On to a related product in the app: neither the old trail nor the old picture stays.
  const next = page.locator("section[aria-labelledby='related-products'] article h3 a").first();
  const nextName = (await next.textContent())!;
  await next.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(nextName);
  await expect(trail.getByText(first, { exact: true })).toHaveCount(0);
  await expect(page.getByRole("img", { name: first, exact: true })).toHaveCount(0);
  release();
  await expect(trail).toContainText(nextName);
  await expect(page.getByRole("img", { name: nextName, exact: true })).toBeVisible();
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(r.url());
  });
  await trail.getByRole("link", { name: "Products" }).click();
  await expect(page).toHaveURL(/\/products$/);
  expect(documents).toEqual([]);
});

test("a tap on a thumbnail before the gallery's code arrives is carried out", async ({
  page,
  context,
}) => {
  // A product with two pictures, put on the shelf through the seller's API.
  await sellerApiLogin(context);
  const pictures = await Promise.all(
    [
      [200, 60, 60],
      [60, 60, 200],
    ].map(([r, g, b]) =>
      sharp({
        create: { width: 240, height: 240, channels: 3, background: { r: r!, g: g!, b: b! } },
      })
        .png()
        .toBuffer(),
    ),
  );
  const form = new FormData();
  const name = `Gallery Pair ${Date.now()}`;
  form.append(
    "productData",
    JSON.stringify({ name, description: ["Two pictures"], category: ["Grains"], price: 99 }),
  );
  pictures.forEach((png, i) =>
    form.append("images", new Blob([new Uint8Array(png)], { type: "image/png" }), `pair-${i}.png`),
  );
  const added = await context.request.post("/api/product/add", {
    multipart: form,
    headers: await xsrf(context),
  });
  expect(added.ok(), await added.text()).toBe(true);
  const { product } = (await added.json()) as { product: { _id: string; image: string[] } };

  try {
    const release = await holdScripts(page, /\/assets\/product-gallery-[\w-]+\.js$/);
    await page.goto(`/products/all/${product._id}`);
    await hydrated(page);
    const main = page.getByRole("img", { name, exact: true });
    await expect(main).toHaveAttribute("src", product.image[0]!);
    await page.getByRole("button", { name: "Show image 2 of 2" }).click();
    release();
    await expect(page.getByRole("button", { name: "Show image 2 of 2" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(main).toHaveAttribute("src", product.image[1]!);
  } finally {
    // Off the shelf again: the other tests' lists stay the seeded ones.
    await context.request.post("/api/product/delete", {
      data: { id: product._id },
      headers: await xsrf(context),
    });
  }
});

test("the pager under the list works as links before its code, and never shows the old page's numbers", async ({
  page,
  request,
}) => {
  const PAGER_CODE = /\/assets\/pager-[\w-]+\.js$/;
  const preloads = await preloadedScripts(request, "/products");
  expect(preloads.filter((href) => PAGER_CODE.test(href))).toEqual([]);

  const release = await holdScripts(page, PAGER_CODE);
  await page.goto("/products");
  await hydrated(page);
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(r.url());
  });
  const pager = page.getByRole("navigation", { name: "Pagination" });
  await expect(pager.locator("[aria-current='page']")).toHaveText("1");
  // The server's links, the code held back: the tap goes through the app.
  await pager.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(page.getByText(/^Showing 51/)).toBeVisible();
  expect(documents).toEqual([]);
  // Page 1's numbers are not left under page 2 while the code is on the way…
  await expect(pager.locator("[aria-current='page']")).toHaveCount(0);
  release();
  // …and the live pager is page 2's.
  await expect(pager.locator("[aria-current='page']")).toHaveText("2");
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/products\?page=3$/);
  await expect(pager.locator("[aria-current='page']")).toHaveText("3");
  expect(documents).toEqual([]);
});

test("the open banner and the logo stay the server's HTML on a visit, and are drawn when the header first appears in the browser", async ({
  page,
}) => {
  const CHROME_CODE = /\/assets\/(open-banner|store-logo)-[\w-]+\.js$/;
  const scripts = scriptLog(page);
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(r.url());
  });
  await page.goto("/products");
  await hydrated(page);
  const banner = page.getByText("We're Open!");
  const logo = page.locator("header").getByRole("link", { name: "Sorsogon MiniMart home" });
  // Pointed at and used: the server's HTML does the work, no code is fetched for it.
  await banner.hover();
  await logo.hover();
  await logo.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner).toBeVisible();
  await page.waitForTimeout(300);
  expect(documents).toHaveLength(1);
  expect(scripts.filter((s) => /open-banner-/.test(s))).toEqual([]);

  // A seller page has no header; going on to the store in the app draws it with its code.
  await page.goto("/seller");
  await expect(page.getByText("We're Open!")).toHaveCount(0);
  await page.getByRole("link", { name: "← Back to the store" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner).toBeVisible();
  await expect(logo).toBeVisible();
  expect(scripts.filter((s) => CHROME_CODE.test(s)).length).toBeGreaterThan(0);
  expect(documents).toHaveLength(2);
});

test("a customer's change made just before leaving the page is saved", async ({
  page,
  context,
}) => {
  await signInShopperWithOrders(context, "leave");
  // The code that saves a customer's cart comes as soon as a customer is known, before any change.
  const saveCode = page.waitForResponse((r) =>
    /\/assets\/sync-[\w-]+\.js$/.test(new URL(r.url()).pathname),
  );
  await page.goto("/products?search=pancit");
  await saveCode;
  const add = page.getByRole("button", { name: /^Add .+ to cart$/ }).first();
  const name = (await add.getAttribute("aria-label"))!.replace(/^Add (.+) to cart$/, "$1");
  await add.click();
  await expect(
    page.getByRole("link", { name: /^Cart, [1-9]\d* items?$/ }).locator("visible=true"),
  ).toHaveCount(1);
  // A new document at once (a reload, a typed address): the save was already on its way.
  await page.goto("/cart");
  await expect(page.getByRole("main").getByText(name, { exact: true }).first()).toBeVisible();
});

test("the first loads leave out the service worker's runtime and the login and logout steps; the runtime comes once the page is up", async ({
  page,
  request,
}) => {
  const LATER =
    /\/assets\/(worker-runtime|session-actions|session-login-modal|session-user-menu)-[\w-]+\.js$/;
  await expectNotInFirstLoads(request, LATER);
  const scripts = scriptLog(page);
  await page.goto("/");
  await hydrated(page);
  // Once the page is up, the runtime registers the worker, which then takes charge.
  await expect.poll(() => scripts.filter((s) => /worker-runtime-/.test(s)).length).toBe(1);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 15_000,
    })
    .toBe(true);
  expect(scripts.filter((s) => /session-(actions|login-modal|user-menu)-/.test(s))).toEqual([]);
  // The login step comes with the dialog.
  await page.getByRole("button", { name: "Login", exact: true }).locator("visible=true").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(scripts.filter((s) => /session-login-modal-/.test(s))).toHaveLength(1);
});

test("a product page's schema.org Product follows the product in the app", async ({
  page,
  request,
}) => {
  const jsonLd = () =>
    page.evaluate(() =>
      [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent ?? "null") as { name?: string; offers?: { url?: string } },
      ),
    );
  const path = await firstProductPath(request);
  await page.goto(path);
  await hydrated(page);
  const first = (await page.getByRole("heading", { level: 1 }).textContent())!;
  expect((await jsonLd()).map((p) => p.name)).toEqual([first]);

  const next = page.locator("section[aria-labelledby='related-products'] article h3 a").first();
  const nextName = (await next.textContent())!;
  const nextHref = (await next.getAttribute("href"))!;
  await next.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(nextName);
  await expect.poll(async () => (await jsonLd()).map((p) => p.name)).toEqual([nextName]);
  expect((await jsonLd())[0]?.offers?.url).toMatch(new RegExp(`${nextHref}$`));

  // A page that is not a product's carries none.
  await page
    .getByRole("navigation", { name: "Breadcrumb" })
    .getByRole("link", { name: "Products" })
    .click();
  await expect(page).toHaveURL(/\/products$/);
  await expect.poll(async () => (await jsonLd()).length).toBe(0);
});

test("pages that call nothing as they open leave the HTTP client out of their first load", async ({
  request,
}) => {
  const pages = ["/", "/products", await firstProductPath(request), "/about", "/faqs"];
  for (const path of [...pages, "/delivery-info", "/payment-methods", "/refund-policy"]) {
    const preloads = await preloadedScripts(request, path);
    expect(
      preloads.filter((href) => /\/assets\/http-[\w-]+\.js$/.test(href)),
      path,
    ).toEqual([]);
  }
});
