/**
 * Shared steps of the first-load journeys (first-load*.spec.ts): which scripts a page fetched,
 * held or preloaded.
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { firstProductPath } from "./storefront-helpers";

/** Script URLs the page has requested so far. */
export function scriptLog(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") seen.push(new URL(r.url()).pathname);
  });
  return seen;
}

/** Holds the scripts matching `pattern` until the returned function is called. */
export async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The scripts a page's HTML preloads (its first load); never none. */
export async function preloadedScripts(
  request: APIRequestContext,
  path: string,
): Promise<string[]> {
  const html = await (await request.get(path)).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  expect(preloads.length).toBeGreaterThan(0);
  return preloads;
}

/** No first load of /, /products or a product page preloads a script matching `pattern`. */
export async function expectNotInFirstLoads(request: APIRequestContext, pattern: RegExp) {
  for (const path of ["/", "/products", await firstProductPath(request)]) {
    const preloads = await preloadedScripts(request, path);
    expect(
      preloads.filter((href) => pattern.test(href)),
      path,
    ).toEqual([]);
  }
}

/**
 * The page is hydrated: the header's cart link says what the cart holds (known only in the
 * browser).
 */
export async function hydrated(page: Page) {
  await expect(
    page.getByRole("link", { name: /^Cart, \d+ items?$/ }).locator("visible=true"),
  ).toHaveCount(1);
}
