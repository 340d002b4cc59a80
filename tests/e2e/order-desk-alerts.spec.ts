// The order desk's alerts (issue 9 §3): the sound that repeats until a staff member
// acknowledges, the notice while the browser still needs a click, and desktop notifications
// while the tab is hidden. The live cards are in order-desk-cards.spec.ts.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import {
  acknowledgeAll,
  chimesStarted,
  lockedAudioPolicy,
  notificationSpy,
  sellerLogin,
  setTabHidden,
  stampOf,
} from "./order-desk-helpers";
import {
  SHOTS,
  ALERT_REPEAT_MS,
  orderFromNewShopper,
  openOrders,
  cardOf,
} from "./order-desk-alerts-helpers";
import { ANY_VIEWPORT } from "./viewport";

test.describe.configure({ timeout: 150_000 });

test("a fresh desk tab asks to 'Start the desk' full width, and one tap unlocks the sound", async ({
  page,
}) => {
  // Every browser here needs the click, as a shop's desktop or phone browser does.
  await page.addInitScript(lockedAudioPolicy);
  await sellerLogin(page);
  await openOrders(page);

  const notice = page.getByText(
    "Your browser needs a click on this page before it can play the new-order sound.",
  );
  const allow = page.getByRole("button", { name: "Start the desk" });
  await expect(notice).toBeVisible();
  await expect(allow).toBeVisible();
  await expect(page.getByRole("switch", { name: "Alert sound" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  // A full-width prompt, as wide as the alert controls under it: not a line to overlook.
  const region = await page.getByRole("region", { name: "Order alerts" }).boundingBox();
  const button = await allow.boundingBox();
  expect(button!.width).toBeGreaterThan(region!.width * 0.9);
  expect(button!.height).toBeGreaterThanOrEqual(48);
  // Loading the page asked nothing of the audio: only a click may.
  expect(await page.evaluate(() => window.__deskResumes.filter((r) => r.activated).length)).toBe(0);
  mkdirSync(SHOTS, { recursive: true });
  await page
    .getByRole("region", { name: "Order alerts" })
    .screenshot({ path: join(SHOTS, `sound-notice-${test.info().project.name}.png`) });

  await allow.click();
  await expect(notice).toBeHidden();
  await expect(allow).toBeHidden();
  expect(
    await page.evaluate(() => window.__deskResumes.filter((r) => r.activated).length),
  ).toBeGreaterThan(0);

  // A new page is a new document: the browser needs the click again, and the page says so.
  await page.reload();
  await expect(page.locator("[data-stream-mode=live]")).toBeVisible({ timeout: 30_000 });
  await expect(notice).toBeVisible();
  // Any click on the page does it too, not only the button's.
  await page.getByRole("heading", { name: "Orders Management" }).click();
  await expect(notice).toBeHidden();

  // With the sound switched off there is nothing to allow, even on a page not clicked yet.
  await page.getByRole("switch", { name: "Alert sound" }).click();
  await expect(page.getByRole("switch", { name: "Alert sound" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await page.reload();
  await expect(page.locator("[data-stream-mode=live]")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("switch", { name: "Alert sound" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => window.__deskResumes.length)).toBe(0);
  // Back on for the next journeys on this device.
  await page.getByRole("switch", { name: "Alert sound" }).click();
  await expect(page.getByRole("switch", { name: "Alert sound" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
});

test(
  "the alert sound repeats until a staff member acknowledges the new order",
  ANY_VIEWPORT,
  async ({ page, browser }, testInfo) => {
    await page.clock.install();
    await page.addInitScript(lockedAudioPolicy);
    await sellerLogin(page);
    await acknowledgeAll(page.context());
    await openOrders(page);
    await page.getByRole("button", { name: "Start the desk" }).click();
    await expect(page.getByRole("button", { name: "Start the desk" })).toBeHidden();
    // Nothing waits: silence, however long.
    await page.clock.runFor(ALERT_REPEAT_MS * 2);
    expect(await chimesStarted(page)).toBe(0);

    const order = await orderFromNewShopper(browser, stampOf(`snd${testInfo.project.name}`));
    const card = cardOf(page, order.orderId);
    await expect(card).toBeVisible({ timeout: 5_000 });
    await expect(page.getByText(/^Ringing: 1 new order waits/)).toBeVisible();
    await expect.poll(() => chimesStarted(page)).toBeGreaterThanOrEqual(1);

    // Three repeat intervals later, at least three more chimes, each a repeat interval apart.
    const before = await chimesStarted(page);
    await page.clock.runFor(ALERT_REPEAT_MS * 3 + 500);
    const ringing = await page.evaluate(() =>
      window.__deskSounds.filter((s) => s.freq === 880).map((s) => s.at),
    );
    expect(ringing.length).toBeGreaterThanOrEqual(before + 3);
    // The repeats come one interval apart (page time): no double chimes, no long silences.
    for (let i = before; i < ringing.length; i++) {
      const gap = ringing[i]! - ringing[i - 1]!;
      expect(gap).toBeGreaterThanOrEqual(ALERT_REPEAT_MS - 100);
      expect(gap).toBeLessThan(ALERT_REPEAT_MS + 1_500);
    }
    // Each chime is two rising notes.
    const notes = await page.evaluate(() => window.__deskSounds.map((s) => Math.round(s.freq)));
    expect(notes.filter((f) => f === 1319).length).toBe(notes.filter((f) => f === 880).length);

    await card.getByRole("button", { name: "Acknowledge" }).click();
    await expect(card.getByText("New order — not yet acknowledged")).toHaveCount(0);
    await expect(page.getByText(/^Ringing:/)).toHaveCount(0);
    const acknowledged = await chimesStarted(page);
    // No more sound after the acknowledgement, however long the page stays open.
    await page.clock.runFor(ALERT_REPEAT_MS * 4);
    expect(await chimesStarted(page)).toBe(acknowledged);
  },
);

test(
  "a desktop notification shows for a new order while the tab is hidden, asked for only after a click",
  ANY_VIEWPORT,
  async ({ page, browser, context }, testInfo) => {
    await page.addInitScript(notificationSpy);
    await sellerLogin(page);
    await acknowledgeAll(context);
    await openOrders(page);
    const turnOn = page.getByRole("button", { name: "Turn on desktop alerts" });
    await expect(turnOn).toBeVisible();
    // Opening the page asked nothing.
    expect(await page.evaluate(() => window.__deskPermissionRequests.length)).toBe(0);

    // The browser's prompt would be answered "Allow".
    await context.grantPermissions(["notifications"]);
    await turnOn.click();
    await expect(page.getByText("Desktop alerts on")).toBeVisible();
    expect(await page.evaluate(() => window.__deskPermissionRequests)).toEqual([
      { activated: true },
    ]);

    // While the tab is in front, the page itself shows the order: no notification.
    const seen = await orderFromNewShopper(browser, stampOf(`ntv${testInfo.project.name}`));
    await expect(cardOf(page, seen.orderId)).toBeVisible({ timeout: 5_000 });
    expect(await page.evaluate(() => window.__deskNotifications.length)).toBe(0);

    await setTabHidden(page, true);
    const order = await orderFromNewShopper(browser, stampOf(`nth${testInfo.project.name}`));
    await expect.poll(() => page.evaluate(() => window.__deskNotifications.length)).toBe(1);
    const peso = `₱${order.total.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(await page.evaluate(() => window.__deskNotifications[0])).toEqual({
      title: "New order",
      body: `New order from Desk · ${peso}`,
      tag: `order-${order.orderId}`,
    });
    await setTabHidden(page, false);
    await expect(cardOf(page, order.orderId)).toBeVisible();
    await acknowledgeAll(context);
  },
);
