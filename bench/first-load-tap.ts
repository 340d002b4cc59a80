/**
 * A first visit's tap on Add to Cart, for `npm run bench -- first-load`: at phone size under
 * Lighthouse's mobile throttling, the first Add button of the page's main content is tapped as
 * soon as the browser lets it be (shown, and not disabled), and the time from navigation until
 * the header counts it is taken, with every script the page fetched until then.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "@playwright/test";
import { MOBILE } from "./lighthouse-live";

/** A card's Add ("Add Rice to cart") or a product page's Add to Cart. */
const FIRST_ADD =
  'main button[aria-label^="Add "][aria-label$=" to cart"], main button:text-is("Add to Cart")';

export interface TapRun {
  /** ms from navigation until the header names one item; NaN when the tap was lost. */
  counted: number;
  /** gzip -9 bytes of the store's scripts fetched until then. */
  scriptGzip: number;
}

export async function firstTap(
  browser: Browser,
  origin: string,
  path: string,
  client: string,
): Promise<TapRun> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: "block",
  });
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === "script" && url.origin === origin) scripts.add(url.pathname);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...MOBILE });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE.cpuSlowdown });
    await page.goto(origin + path, { waitUntil: "commit" });
    // Scrolled to, as a shopper would: a part below the screen may wait for that.
    const add = page.locator(FIRST_ADD).first();
    await add.scrollIntoViewIfNeeded({ timeout: 60_000 });
    await add.click({ timeout: 60_000 });
    // A tap the page never counts (lost) is reported as such, not waited for for ever.
    const counted = await page
      .waitForFunction(
        () =>
          document.querySelector('a[href="/cart"][aria-label="Cart, 1 item"]')
            ? performance.now()
            : 0,
        undefined,
        { polling: "raf", timeout: 30_000 },
      )
      .then(
        async (handle) => (await handle.jsonValue()) as number,
        () => NaN,
      );
    const fetched = [...scripts];
    let scriptGzip = 0;
    for (const src of fetched)
      scriptGzip += gzipSync(readFileSync(join(client, src.slice(1))), { level: 9 }).length;
    return { counted, scriptGzip };
  } finally {
    await context.close();
  }
}
