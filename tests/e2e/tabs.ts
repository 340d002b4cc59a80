import type { BrowserContext, Page } from "@playwright/test";

/**
 * Reads many pages in a few tabs of one context at once, `tabs` at a time, and returns what
 * `read` found on each, in the order of `items`. A page read waits mostly on the network and
 * on quiet periods (the load event, network idle, animations ending), so a second and third tab
 * fill those waits instead of the suite sitting through them one page after another. `first`
 * (when given) is the first tab, so a page already set up (its cookies, its init scripts) takes
 * part; the tabs opened here are closed at the end.
 */
export async function inTabs<T, R>(
  context: BrowserContext,
  items: readonly T[],
  read: (page: Page, item: T) => Promise<R>,
  { tabs = 3, first }: { tabs?: number; first?: Page } = {},
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const opened: Page[] = [];
  const worker = async (page: Page) => {
    while (next < items.length) {
      const index = next++;
      results[index] = await read(page, items[index] as T);
    }
  };
  try {
    const pages: Page[] = first ? [first] : [];
    while (pages.length < Math.min(tabs, items.length)) {
      const page = await context.newPage();
      opened.push(page);
      pages.push(page);
    }
    await Promise.all(pages.map(worker));
  } finally {
    await Promise.all(opened.map((page) => page.close()));
  }
  return results;
}
