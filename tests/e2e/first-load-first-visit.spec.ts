// A first visit from the network: compression, dropped clients, the kept route manifest and a
// page that does not move while it loads (issue #11).
import { expect, test } from "@playwright/test";
import { get } from "node:http";
import { firstProductPath } from "./storefront-helpers";
import { hydrated } from "./first-load-helpers";
import { ANY_VIEWPORT } from "./viewport";

test.describe("a first visit", () => {
  // Every page loads as on a first visit: from the network, not the service worker's copies.
  test.use({ serviceWorkers: "block" });

  test(
    "pages reach the browser brotli-compressed, and the page works",
    ANY_VIEWPORT,
    async ({ page, request }) => {
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
    },
  );

  test(
    "clients that drop the connection mid-page do not take the store down",
    ANY_VIEWPORT,
    async ({ request, baseURL }) => {
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
    },
  );

  test(
    "the route manifest for a page's links is kept by the browser",
    ANY_VIEWPORT,
    async ({ page }) => {
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
    },
  );

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
