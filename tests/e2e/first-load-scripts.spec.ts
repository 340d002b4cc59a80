// What a page's first load fetches in script (issues #11 and #27): a ratchet, raised on purpose only.
import { expect, test } from "@playwright/test";
import { FIRST_LOAD_GOALS, firstLoadBytes } from "../../bench/first-load-scripts";
import { ANY_VIEWPORT } from "./viewport";
import { firstProductPath } from "./storefront-helpers";

test(
  `first loads keep within ${FIRST_LOAD_GOALS.totalKb} KB gzip of script on /, /products, a product page and /cart`,
  ANY_VIEWPORT,
  async ({ request }) => {
    const read = async (src: string) => {
      const response = await request.get(src);
      expect(response.ok(), src).toBe(true);
      return response.body();
    };
    const measured: Record<string, number> = {};
    for (const path of ["/", "/products", await firstProductPath(request), "/cart"]) {
      const { framework, own } = await firstLoadBytes(await (await request.get(path)).text(), read);
      measured[path] = framework + own;
      // Both parts found: React and React Router alone are about 100 KB.
      expect(framework, path).toBeGreaterThan(90 * 1024);
      expect(own, path).toBeGreaterThan(0);
    }
    for (const [path, total] of Object.entries(measured))
      expect(total, `${path}: ${JSON.stringify(measured)}`).toBeLessThanOrEqual(
        FIRST_LOAD_GOALS.totalKb * 1024,
      );
  },
);
