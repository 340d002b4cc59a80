import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import { expectChrome, xsrfHeader } from "./storefront-helpers";

// The store without a connection (public/sw.js). Each test starts online,
// lets the service worker install and take control, then cuts the network with setOffline.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `test-results/storefront-offline-${name}-${test.info().project.name}.png`,
  });

/**
 * Replaces the built worker's version (build/client/sw.js and its precompressed twins, which the
 * server reads from disk on every request) as a new deploy would; returns what puts it back.
 */
function deployWorkerVersion(from: string, to: string): () => void {
  const file = join(process.cwd(), "build/client/sw.js");
  const original = readFileSync(file);
  const source = original.toString("utf8");
  expect(source).toContain(`"version":"${from}"`);
  const next = Buffer.from(source.replace(`"version":"${from}"`, `"version":"${to}"`));
  const write = (body: Buffer) => {
    writeFileSync(file, body);
    writeFileSync(`${file}.gz`, gzipSync(body));
    writeFileSync(`${file}.br`, brotliCompressSync(body));
  };
  write(next);
  return () => write(original);
}

async function waitForServiceWorker(page: Page) {
  // Installing precaches the app shell; on a busy machine that takes a while.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration();
          const states = [reg?.installing?.state, reg?.waiting?.state, reg?.active?.state];
          return navigator.serviceWorker.controller ? "controlled" : JSON.stringify(states);
        }),
      { timeout: 60_000 },
    )
    .toBe("controlled");
}

/** Waits until the worker has saved this address (it saves pages after they are shown). */
async function waitUntilSaved(page: Page, path: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (p) => {
          const cache = await caches.open("minimart-pages-v1");
          return Boolean(await cache.match(p));
        }, path),
      { timeout: 15_000 },
    )
    .toBe(true);
}

test("a visited page opens from the cache with the offline banner", async ({ page, context }) => {
  await page.goto("/");
  await waitForServiceWorker(page);
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: /About/ }).first()).toBeVisible();
  await waitUntilSaved(page, "/about");

  await context.setOffline(true);
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: /About/ }).first()).toBeVisible();
  await expect(page.getByText("No Internet Connection")).toBeVisible();
  await expectChrome(page, expect);
  await shot(page, "visited");
  await context.setOffline(false);
});

test("an unvisited page opens the store's offline page with links to saved pages", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await waitForServiceWorker(page);
  await page.goto("/contact");
  await waitUntilSaved(page, "/contact");

  await context.setOffline(true);
  await page.goto("/faqs");
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  await expect(page.getByText("No Internet Connection")).toBeVisible();
  await expectChrome(page, expect);
  const saved = page.getByRole("navigation", { name: "Saved on this phone" });
  await expect(saved.getByRole("link", { name: /Contact/ })).toBeVisible();
  await shot(page, "unvisited");
  await saved.getByRole("link", { name: /Contact/ }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { name: /Contact/ }).first()).toBeVisible();
  await context.setOffline(false);
});

test("the guest cart works offline", async ({ page, context }) => {
  await page.goto("/");
  await waitForServiceWorker(page);
  await page.goto("/products?search=pancit");
  await page
    .getByRole("button", { name: /^Add .+ to cart$/ })
    .first()
    .click();
  await page.goto("/cart");
  const increase = page.getByRole("button", { name: /^Increase quantity of / }).first();
  await expect(increase).toBeVisible();
  await waitUntilSaved(page, "/cart");

  await context.setOffline(true);
  await page.goto("/cart");
  await expect(page.getByText("No Internet Connection")).toBeVisible();
  await expect(increase).toBeVisible();
  await increase.click();
  await expect(
    page
      .getByRole("link", { name: /^Cart, 2 items$/ })
      .locator("visible=true")
      .first(),
  ).toBeVisible();
  await shot(page, "cart");
  await context.setOffline(false);
});

test("a shopper saving data: the worker keeps what every page loads, not every page's code; visited pages still open offline", async ({
  page,
  context,
}) => {
  // Chrome's data saver (Lite mode) as the page sees it.
  await context.addInitScript(() => {
    const connection = (navigator as Navigator & { connection?: object }).connection;
    if (connection) Object.defineProperty(connection, "saveData", { get: () => true });
  });
  const fetchedByWorker: string[] = [];
  context.on("request", (r) => {
    if (r.serviceWorker() && r.url().includes("/assets/"))
      fetchedByWorker.push(new URL(r.url()).pathname);
  });

  await page.goto("/");
  await waitForServiceWorker(page);
  const script = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
  );
  expect(script).toMatch(/\/sw\.js\?save-data$/);

  // Pages not opened: their code was neither fetched by the worker nor kept. (The route's own
  // chunk, name and 8-character hash: not the cart's change code, cart-changes-*, which every
  // page uses once it is up.)
  const NOT_OPENED =
    /^\/assets\/(?:cart|products|product|about|faqs|contact|orders|profile)-[\w-]{8}\.js$/;
  const kept = async () =>
    page.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.startsWith("minimart-shell-"))!;
      const cache = await caches.open(name);
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
  const atInstall = await kept();
  expect(atInstall).toContain("/offline");
  expect(atInstall.filter((path) => /^\/assets\/shell-[\w-]+\.js$/.test(path))).toHaveLength(1);
  expect(atInstall.filter((path) => NOT_OPENED.test(path))).toEqual([]);
  expect(fetchedByWorker.filter((path) => NOT_OPENED.test(path))).toEqual([]);

  // A page opened now has its code kept as it is used, and opens offline.
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: /About/ }).first()).toBeVisible();
  await waitUntilSaved(page, "/about");
  await expect.poll(async () => (await kept()).some((p) => /^\/assets\/about-/.test(p))).toBe(true);

  await context.setOffline(true);
  for (const [path, heading] of [
    ["/about", /About/],
    ["/", /Shop by Category/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
    await expect(page.getByText("No Internet Connection")).toBeVisible();
    await expectChrome(page, expect);
  }
  await context.setOffline(false);
});

test("Place Order offline shows the network error and places nothing", async ({
  page,
  context,
}) => {
  const email = `offline-${test.info().project.name}-${Date.now()}@example.com`;
  await page.goto("/");
  const reg = await page.request.post("/api/user/register", {
    data: { name: "Offline Shopper", email, password: "secret123" },
    headers: await xsrfHeader(page.request),
  });
  expect(reg.ok(), await reg.text()).toBe(true);
  const address = await page.request.post("/api/address/add", {
    headers: await xsrfHeader(page.request),
    data: {
      address: {
        firstName: "Juan",
        lastName: "Dela Cruz",
        email: "juan@example.com",
        street: "12 Rizal Street",
        barangay: "Bibincahan",
        city: "Sorsogon City",
        state: "Sorsogon",
        zipcode: "4700",
        country: "Philippines",
        phone: "09171234567",
      },
    },
  });
  expect(address.ok(), await address.text()).toBe(true);
  await page.goto("/products?search=chilimansi");
  await waitForServiceWorker(page);
  const add = page.getByRole("button", { name: /^Add .+ to cart$/ }).first();
  await add.click();
  // Ten packs: over the minimum order.
  const more = page.getByRole("button", { name: /^Add one more / }).first();
  for (let i = 0; i < 9; i++) await more.click();
  await page.goto("/cart");
  const place = page.getByRole("button", { name: "Place Order" });
  await expect(place).toBeEnabled();

  await context.setOffline(true);
  await place.click();
  await expect(page.getByText("Network Error: Cannot reach server")).toBeVisible();
  await shot(page, "place-order");
  await context.setOffline(false);
  const orders = await page.request.get("/api/order/user");
  const body = (await orders.json()) as { orders?: unknown[] };
  expect(body.orders ?? []).toHaveLength(0);
});

/** The names of two products on the search page for "pancit", as links. */
async function productLinks(page: Page) {
  await page.goto("/products?search=pancit");
  const links = page.getByRole("main").getByRole("article").getByRole("link");
  await expect(links.nth(1)).toBeVisible();
  return links;
}

test("a product link tapped offline opens the store's offline page, not the browser's error", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await waitForServiceWorker(page);
  const links = await productLinks(page);
  const link = links.first();
  const name = (await link.textContent())!.trim();
  const href = (await link.getAttribute("href"))!;
  await waitUntilSaved(page, "/products?search=pancit");

  await context.setOffline(true);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  await expect(page.getByText("No Internet Connection")).toBeVisible();
  await expectChrome(page, expect);
  await expect(page.getByRole("heading", { name })).toHaveCount(0);
  await expect(page.getByText(/ERR_INTERNET_DISCONNECTED|No internet/)).toHaveCount(0);
  // The pages this phone keeps are offered instead.
  const saved = page.getByRole("navigation", { name: "Saved on this phone" });
  await expect(saved.getByRole("link", { name: /pancit/i })).toBeVisible();
  await shot(page, "product-link-unsaved");
  await context.setOffline(false);
});

test("a link to a product saved earlier, tapped offline, opens the saved page", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await waitForServiceWorker(page);
  const links = await productLinks(page);
  const link = links.nth(1);
  const name = (await link.textContent())!.trim();
  const href = (await link.getAttribute("href"))!;
  // Opened once by its address (the worker keeps the page, not its link data).
  await page.goto(href);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await waitUntilSaved(page, href);

  await productLinks(page);
  await context.setOffline(true);
  await page.getByRole("main").getByRole("article").getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("No Internet Connection")).toBeVisible();
  await expectChrome(page, expect);
  await shot(page, "product-link-saved");
  await context.setOffline(false);
});

/** The names of the worker's app-shell caches (one per version). */
const shellCaches = (page: Page) =>
  page.evaluate(async () =>
    (await caches.keys()).filter((name) => name.startsWith("minimart-shell-")),
  );

/** Opens the home page, waits until the worker serves it, and returns the worker's version. */
async function openWithWorker(page: Page): Promise<string> {
  await page.goto("/");
  await waitForServiceWorker(page);
  const [shell] = await shellCaches(page);
  expect(shell).toMatch(/^minimart-shell-[0-9a-f]{12}$/);
  return shell!.replace("minimart-shell-", "");
}

/** Asks the browser to look for a new worker now, and waits until it is installed and waiting. */
async function waitForNewWorker(page: Page) {
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration();
          return reg?.waiting?.state ?? reg?.installing?.state ?? "none";
        }),
      { timeout: 60_000 },
    )
    .toBe("installed");
}

/**
 * Marks the page's document, and notes what the hand-over does to it, so that `pageState`
 * tells a reload apart and a failure says where the hand-over stopped.
 */
async function markDocument(page: Page) {
  await page.evaluate(async () => {
    const log: string[] = [];
    const start = performance.now();
    const note = (what: string) => log.push(`${Math.round(performance.now() - start)}ms ${what}`);
    Object.assign(window, { markedDocument: true, handoverLog: log });
    const reg = await navigator.serviceWorker.getRegistration();
    const post = ServiceWorker.prototype.postMessage;
    ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
      const role = this === reg?.waiting ? "waiting" : this === reg?.active ? "active" : "other";
      note(`post ${JSON.stringify(args[0])} to ${role}`);
      return (post as (...a: unknown[]) => void).apply(this, args);
    } as typeof post;
    navigator.serviceWorker.addEventListener("controllerchange", () => note("controllerchange"));
    reg?.waiting?.addEventListener("statechange", (e) =>
      note(`new worker ${(e.target as ServiceWorker).state}`),
    );
    reg?.active?.addEventListener("statechange", (e) =>
      note(`old worker ${(e.target as ServiceWorker).state}`),
    );
    window.addEventListener("pagehide", () => note("pagehide"));
  });
}

/** "reloaded" once the marked document is gone; otherwise what the hand-over did so far. */
const pageState = (page: Page) => () =>
  page
    .evaluate(() => {
      const w = window as unknown as { markedDocument?: boolean; handoverLog?: string[] };
      return w.markedDocument ? `not reloaded: ${(w.handoverLog ?? []).join("; ")}` : "reloaded";
    })
    // The reload under way: ask again.
    .catch(() => "reloading");

/** Follows a footer link inside the store and waits until that page is loaded afresh. */
async function navigateAndReload(page: Page, link: string, path: RegExp) {
  await page.locator("footer").getByRole("link", { name: link }).first().click();
  await expect(page).toHaveURL(path);
  await expect.poll(pageState(page)).toBe("reloaded");
}

/** Waits until the worker of `version` is in charge and the old version's cache is gone. */
const expectOnlyShellOf = (page: Page, version: string) =>
  expect.poll(() => shellCaches(page), { timeout: 30_000 }).toEqual([`minimart-shell-${version}`]);

test("a new version takes over on the next navigation without losing the cart", async ({
  page,
}) => {
  const oldVersion = await openWithWorker(page);
  const oldShell = `minimart-shell-${oldVersion}`;

  await page.goto("/products?search=pancit");
  await page
    .getByRole("button", { name: /^Add .+ to cart$/ })
    .first()
    .click();
  const cartBadge = page
    .getByRole("link", { name: /^Cart, 1 item$/ })
    .locator("visible=true")
    .first();
  await expect(cartBadge).toBeVisible();

  // A deploy: the server now has the worker of the next build (same code, another version),
  // as `npm run build` writes it: plain, gzip and brotli. Put back when the test ends.
  const newVersion = "0f0f0f0f0f0f";
  const restore = deployWorkerVersion(oldVersion, newVersion);
  try {
    // The browser checks for a new worker on navigations and now and then; ask it now.
    await waitForNewWorker(page);
    // Waiting, not in charge yet: the page is still served by the old version.
    expect(await shellCaches(page)).toContain(oldShell);
    await markDocument(page);

    // The next navigation inside the store hands over and reloads that page.
    await navigateAndReload(page, "Contact Us", /\/contact$/);
    await expectOnlyShellOf(page, newVersion);
    expect(
      await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        return Boolean(
          navigator.serviceWorker.controller && reg?.active && !reg.waiting && !reg.installing,
        );
      }),
    ).toBe(true);
    await expect(page.getByRole("heading", { name: /Contact/ }).first()).toBeVisible();
    await expect(cartBadge).toBeVisible();
    await page.goto("/cart");
    await expect(
      page.getByRole("button", { name: /^Increase quantity of / }).locator("visible=true"),
    ).toHaveCount(1);
    await shot(page, "after-update");
  } finally {
    restore();
  }
});

test("a new version never reloads a page being filled in: another tab's form waits for its next navigation", async ({
  page,
  context,
}) => {
  const oldVersion = await openWithWorker(page);

  // A second tab, served by the same worker: the contact form, half filled in.
  const form = await context.newPage();
  await form.goto("/contact");
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled(); // hydrated
  await waitForServiceWorker(form);
  const message = form.getByRole("textbox", { name: "Message", exact: true });
  await message.fill("Do you deliver to Rawis at night?");
  const formNavigations: string[] = [];
  form.on("request", (request) => {
    if (request.isNavigationRequest()) formNavigations.push(request.url());
  });

  const newVersion = "0e0e0e0e0e0e";
  const restore = deployWorkerVersion(oldVersion, newVersion);
  try {
    await waitForNewWorker(page);
    await markDocument(page);
    await markDocument(form);

    // The first tab moves on: it asks the new version to take over, and reloads.
    await navigateAndReload(page, "FAQs", /\/faqs$/);
    await expectOnlyShellOf(page, newVersion);

    // The form's tab is under the new worker too, but nobody there asked: it is not reloaded,
    // and what was typed stays. (A reload takes about a second here; it is given two.)
    await expect
      .poll(() =>
        form.evaluate(() =>
          (window as unknown as { handoverLog: string[] }).handoverLog.some((line) =>
            line.endsWith("controllerchange"),
          ),
        ),
      )
      .toBe(true);
    await form.waitForTimeout(2_000);
    expect(formNavigations).toEqual([]);
    expect(await pageState(form)()).toMatch(/^not reloaded: /);
    await expect(message).toHaveValue("Do you deliver to Rawis at night?");
    await shot(form, "update-keeps-form");

    // Its next navigation loads the next page afresh, from the new version.
    await navigateAndReload(form, "FAQs", /\/faqs$/);
    expect(formNavigations.map((url) => new URL(url).pathname)).toEqual(["/faqs"]);
    await expect(form.getByRole("heading", { level: 1 })).toBeVisible();
  } finally {
    restore();
  }
});

test("a page opened past the worker (a hard reload) is loaded afresh when it hands over", async ({
  page,
  context,
}) => {
  const oldVersion = await openWithWorker(page);
  // Another tab the worker serves: the next version then waits for a hand-over, as it does
  // for most shoppers, instead of taking charge as soon as it is installed.
  const other = await context.newPage();
  await other.goto("/about");
  await waitForServiceWorker(other);

  // What Ctrl+Shift+R does: the page comes from the network, and no worker serves it.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setBypassServiceWorker", { bypass: true });
  await page.reload();
  await cdp.send("Network.setBypassServiceWorker", { bypass: false });
  // Hydrated: the header's cart link says what the cart holds (known only in the browser).
  await expect(
    page.getByRole("link", { name: /^Cart, \d+ items?$/ }).locator("visible=true"),
  ).toHaveCount(1);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  const newVersion = "0d0d0d0d0d0d";
  const restore = deployWorkerVersion(oldVersion, newVersion);
  try {
    await waitForNewWorker(page);
    await markDocument(page);
    // Its navigation asks the new version to take over, which then claims this page: a page
    // of the old version, so it is loaded afresh.
    await navigateAndReload(page, "FAQs", /\/faqs$/);
    await expectOnlyShellOf(page, newVersion);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  } finally {
    restore();
  }
});
