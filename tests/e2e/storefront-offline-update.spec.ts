// A new version of the store's service worker (public/sw.js) taking over from the old one:
// the cart and a form being filled in survive, and a hard-reloaded page is loaded afresh.
import { expect, test, type Page } from "@playwright/test";
import { shot, deployWorkerVersion, waitForServiceWorker } from "./storefront-offline-helpers";
import { ANY_VIEWPORT } from "./viewport";

test.describe.configure({ mode: "serial", timeout: 120_000 });

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

test(
  "a new version takes over on the next navigation without losing the cart",
  ANY_VIEWPORT,
  async ({ page }) => {
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
  },
);

test(
  "a new version never reloads a page being filled in: another tab's form waits for its next navigation",
  ANY_VIEWPORT,
  async ({ page, context }) => {
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
  },
);

test(
  "a page opened past the worker (a hard reload) is loaded afresh when it hands over",
  ANY_VIEWPORT,
  async ({ page, context }) => {
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
  },
);
