// The seller's order desk, open all along, shows who cancelled an order and why when the
// shopper cancels it with a reason: at once (the live event), after a reload (the list) and
// on the slip. Its search finds orders by the address's landmark and the note to the rider.
import { expect, test, type BrowserContext } from "@playwright/test";
import { moveOrder, registerShopper, sellerLogin, stampOf, xsrf } from "./order-desk-helpers";
import { cardOf, openOrders } from "./order-desk-alerts-helpers";
import { addProduct, deleteProduct, sellerContext } from "./shopper-habits-helpers";

const SHOTS = "/tmp/helper-d-shots";

test.describe.configure({ timeout: 150_000 });

/** A COD order of one product to the saved address `addressId`, with an optional rider note. */
async function orderTo(
  shopper: BrowserContext,
  product: string,
  addressId: string,
  riderNote?: string,
) {
  const reply = await shopper.request.post("/api/order/cod", {
    data: {
      items: [{ product, quantity: 1 }],
      address: addressId,
      ...(riderNote ? { riderNote } : {}),
    },
    headers: await xsrf(shopper),
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return ((await reply.json()) as { order: { _id: string } }).order._id;
}

test("a shopper's cancel and reason reach the open desk live, stay after a reload and print on the slip; the desk finds orders by landmark and note", async ({
  page: desk,
  browser,
}, testInfo) => {
  const stamp = stampOf(`dc${testInfo.project.name}`);
  const landmark = `gate-${stamp}`;
  const note = `bell-${stamp}`;
  const seller = await sellerContext(browser);
  const shopper = await browser.newContext();
  try {
    const tea = await addProduct(seller, `Desk Tea ${stamp}`, 160);
    await registerShopper(shopper, stamp);
    const added = await shopper.request.post("/api/address/add", {
      data: {
        address: {
          firstName: "Desk",
          lastName: `Landmark${stamp}`,
          email: `e2e-landmark-${stamp}@example.com`,
          street: "3 Magsaysay Street",
          barangay: "Pangpang",
          city: "Sorsogon City",
          state: "Sorsogon",
          country: "Philippines",
          phone: "09181234567",
          landmark: `Blue ${landmark} across the chapel`,
        },
      },
      headers: await xsrf(shopper),
    });
    expect(added.ok(), await added.text()).toBe(true);
    const { addresses } = (await (await shopper.request.get("/api/address/get")).json()) as {
      addresses: { _id: string; landmark?: string }[];
    };
    const withLandmark = addresses.find((a) => a.landmark)!._id;
    const plain = addresses.find((a) => !a.landmark)!._id;

    await sellerLogin(desk);
    await openOrders(desk);
    const byLandmark = await orderTo(shopper, tea, withLandmark);
    const byNote = await orderTo(shopper, tea, plain, `Ring the ${note} twice`);
    const card = cardOf(desk, byLandmark);
    await expect(card.getByText("Order Placed", { exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(card.getByTestId("desk-cancellation")).toHaveCount(0);
    await desk.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));

    // The shopper cancels from their own session, with a reason and words of their own.
    const cancelled = await shopper.request.post("/api/order/cancel", {
      data: { orderId: byLandmark, reason: "wrong-address", details: "Wrong gate, sorry" },
      headers: await xsrf(shopper),
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);

    // The desk, open all along, shows who cancelled and why without a reload.
    const why = card.getByTestId("desk-cancellation");
    await expect(card.getByText("Cancelled", { exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(why).toContainText("Cancelled by the customer");
    await expect(why).toContainText("Reason: The delivery address is wrong");
    await expect(why).toContainText("“Wrong gate, sorry”");
    // Nobody acknowledged it, yet it no longer waits for anyone: the new-order banner goes.
    await expect(card.getByText("New order — not yet acknowledged")).toHaveCount(0);
    expect(await desk.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
      true,
    );
    await card.screenshot({ path: `${SHOTS}/desk-card-live-${testInfo.project.name}.png` });

    // After a reload the list brings it back.
    await desk.reload();
    await expect(desk.getByRole("heading", { name: "Orders Management" })).toBeVisible();
    await expect(cardOf(desk, byLandmark).getByTestId("desk-cancellation")).toHaveText(
      "Cancelled by the customerReason: The delivery address is wrong“Wrong gate, sorry”",
    );

    // The search finds each order by its landmark, and by its note to the rider.
    const search = desk.getByRole("searchbox", { name: "Search orders" });
    await search.fill(landmark.toUpperCase());
    await expect(cardOf(desk, byNote)).toHaveCount(0);
    await expect(cardOf(desk, byLandmark)).toBeVisible();
    await expect(desk.getByRole("article")).toHaveCount(1);
    await search.fill(note);
    await expect(cardOf(desk, byLandmark)).toHaveCount(0);
    await expect(cardOf(desk, byNote)).toBeVisible();
    await expect(desk.getByRole("article")).toHaveCount(1);

    // The store cancels the other: its card says so, with no reason to show.
    await moveOrder(seller, byNote, "Order Placed", "Cancelled");
    await expect(cardOf(desk, byNote).getByTestId("desk-cancellation")).toHaveText(
      "Cancelled by the store",
      { timeout: 10_000 },
    );

    // The cancelled order's slip says who cancelled it and why.
    await desk.goto(`/seller/orders/${byLandmark}/slip`);
    const slip = desk.getByTestId("slip-cancellation");
    await expect(slip).toContainText("Cancelled by the customer");
    await expect(slip).toContainText("Reason: The delivery address is wrong");
    await expect(slip).toContainText("“Wrong gate, sorry”");
    await desk.screenshot({ path: `${SHOTS}/slip-cancelled-${testInfo.project.name}.png` });
    await deleteProduct(seller, tea);
  } finally {
    await shopper.close();
    await seller.close();
  }
});
