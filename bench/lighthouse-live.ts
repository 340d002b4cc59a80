/**
 * The first-visit half of `npm run bench -- lighthouse`: time from navigation to a hydrated page
 * and to its main content being live, under Lighthouse's mobile throttling applied in Playwright.
 */
import type { Browser } from "@playwright/test";

/** Lighthouse's mobile preset: 150 ms round trips, 1.6 Mbps down, 750 Kbps up, CPU ×4. */
export const MOBILE = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};
export const LIVE_RUNS = 5;

/** In the page: ms since navigation when the header's cart link names its count (hydrated). */
const HYDRATED = () =>
  document.querySelector('a[href="/cart"][aria-label^="Cart, "]') ? performance.now() : 0;

/**
 * One first visit (empty cache, no service worker) at phone size under MOBILE: ms from
 * navigation to hydration and to the main content being live. `live` is "list" (/products:
 * the first card's Add enabled) or "tap" (a product page: Add to Cart tapped at hydration and
 * counted in the header, however long its code takes).
 */
export async function timeToLive(
  browser: Browser,
  origin: string,
  path: string,
  live: "list" | "tap",
) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: "block",
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...MOBILE });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE.cpuSlowdown });
    await page.goto(origin + path, { waitUntil: "commit" });
    const hydrated = (await (
      await page.waitForFunction(HYDRATED, undefined, { polling: "raf", timeout: 60_000 })
    ).jsonValue()) as number;
    if (live === "tap") await page.getByRole("button", { name: "Add to Cart" }).click();
    const ready = await page.waitForFunction(
      (kind) => {
        if (kind === "tap")
          return document.querySelector('a[href="/cart"][aria-label="Cart, 1 item"]')
            ? performance.now()
            : 0;
        const add = document.querySelector<HTMLButtonElement>('main button[aria-label^="Add "]');
        return add && !add.disabled ? performance.now() : 0;
      },
      live,
      { polling: "raf", timeout: 60_000 },
    );
    return { hydrated, live: (await ready.jsonValue()) as number };
  } finally {
    await context.close();
  }
}
