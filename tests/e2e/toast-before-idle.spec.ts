// A toast raised before the page has had an idle moment is shown: the toast container is
// mounted by the first toast, not only when the browser is idle. On a busy phone the idle
// moment can come seconds after a tap, and react-hot-toast dismisses, unseen, a toast whose
// display time ran out before its container came.
import { expect, test } from "@playwright/test";
import { ANY_VIEWPORT } from "./viewport";

test(
  "a tap's toast shows although the browser never gets an idle moment",
  ANY_VIEWPORT,
  async ({ page }) => {
    // A browser that never calls back when idle, nor after its timeout.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
      window.cancelIdleCallback = () => undefined;
    });
    await page.goto("/products?search=pancit");
    await page.waitForLoadState("load");
    await page
      .getByRole("button", { name: /^Add .+ to cart$/ })
      .first()
      .click();
    await expect(page.getByRole("status").filter({ hasText: "Item added to cart" })).toBeVisible();
  },
);
