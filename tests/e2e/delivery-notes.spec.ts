// A landmark on the address, a note to the rider and each line's "If out of stock" choice:
// typed by the shopper, placed with the order, and read back on /orders, the order desk and
// the printed slips; at 390 px (phone project), 320 px (phone project, narrowed) and 1366 px
// (desktop project).
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { cardOf } from "./order-desk-alerts-helpers";
import { moveOrder, sellerLogin, shortId } from "./order-desk-helpers";
import {
  checkPage,
  COOKIES,
  expectSlipFitsOneRollPage,
  LANDMARK,
  NOODLES,
  RIDER_NOTE,
  shopperWithCart,
} from "./delivery-notes-helpers";

test.describe.configure({ timeout: 240_000 });

async function addAddressWithLandmark(page: Page, testInfo: TestInfo) {
  await page.goto("/add-address");
  const form = page.getByRole("form", { name: "Shipping address" });
  await form.getByLabel("First name").fill("Liza");
  await form.getByLabel("Last name").fill("Landmark");
  await form.getByLabel("Email").fill("liza@example.com");
  await form.getByLabel("Street").fill("Purok 3, Rizal Street");
  await form.getByLabel("Barangay").fill("Pangpang");
  await form.getByLabel("Phone").fill("0917 123 4567");
  const landmark = form.getByLabel(/^Landmark/);
  // Too long is said beside the field and blocks saving.
  await landmark.fill("x".repeat(121));
  await expect(form.getByText("Landmark must be at most 120 characters")).toBeVisible();
  await expect(landmark).toHaveAttribute("aria-invalid", "true");
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByRole("status").filter({ hasText: "at most 120" })).toBeVisible();
  await expect(page).toHaveURL(/\/add-address$/);
  await landmark.fill(LANDMARK);
  await expect(form.getByText(`${LANDMARK.length}/120`)).toBeVisible();
  await checkPage(page, testInfo, "add-address", form);
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByText("Address added successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
}

async function chooseAndPlace(page: Page, testInfo: TestInfo) {
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByTestId("selected-landmark")).toHaveText(`Landmark: ${LANDMARK}`);

  // The default is the account's ("Remove it" until set); a line follows it until changed.
  const byDefault = page.getByLabel("If out of stock, by default:");
  await expect(byDefault).toHaveValue("remove");
  await expect(byDefault).toBeEnabled();
  await byDefault.selectOption("call");
  await expect(page.getByText("Default saved")).toBeVisible();
  await expect(page.getByLabel(`If out of stock: ${NOODLES}`)).toHaveValue("call");
  await page.getByLabel(`If out of stock: ${COOKIES}`).selectOption("similar");

  const note = summary.getByLabel(/Note to the rider/);
  await note.fill("n".repeat(301));
  await expect(summary.getByText("Note to the rider must be at most 300 characters")).toBeVisible();
  await summary.getByRole("button", { name: "Place Order" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Note to the rider must be at most 300" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await note.fill(RIDER_NOTE);
  await checkPage(page, testInfo, "cart", page.locator("main"));

  await summary.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByText("Order placed successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
}

async function shopperSeesIt(page: Page, testInfo: TestInfo): Promise<string> {
  const card = page.getByRole("article").first();
  await expect(card.getByTestId("order-landmark")).toHaveText(`Landmark: ${LANDMARK}`);
  await expect(card.getByTestId("order-rider-note")).toHaveText(`Note to the rider: ${RIDER_NOTE}`);
  const choices = card.getByTestId("order-substitutions");
  await expect(choices).toContainText(`Call me — ${NOODLES}`);
  await expect(choices).toContainText(`Use a similar item — ${COOKIES}`);
  await checkPage(page, testInfo, "orders", card);

  const reply = await page.request.get("/api/order/user");
  const { orders } = (await reply.json()) as {
    orders: {
      _id: string;
      riderNote?: string;
      address: { landmark?: string };
      items: { product: { name: string }; substitution?: string }[];
    }[];
  };
  const order = orders[0]!;

  await page.goto("/profile");
  const saved = page.getByRole("region", { name: "Delivery addresses" });
  await expect(saved).toContainText(`Landmark: ${LANDMARK}`);
  await checkPage(page, testInfo, "profile", saved);
  expect(order.riderNote).toBe(RIDER_NOTE);
  expect(order.address.landmark).toBe(LANDMARK);
  expect(Object.fromEntries(order.items.map((i) => [i.product.name, i.substitution]))).toEqual({
    [NOODLES]: "call",
    [COOKIES]: "similar",
  });
  return order._id;
}

async function expectSlipShowsAll(page: Page, orderId: string) {
  const slip = page.getByRole("article", { name: `Delivery slip ${shortId(orderId)}` });
  await expect(slip).toContainText(`Landmark: ${LANDMARK}`);
  await expect(slip.getByRole("region", { name: "Note to the rider" })).toContainText(RIDER_NOTE);
  const items = slip.getByRole("list", { name: "Items" });
  await expect(items.getByRole("listitem").filter({ hasText: NOODLES })).toContainText(
    "If out of stock: Call me",
  );
  await expect(items.getByRole("listitem").filter({ hasText: COOKIES })).toContainText(
    "If out of stock: Use a similar item",
  );
}

async function deskAndSlipsShowIt(page: Page, testInfo: TestInfo, orderId: string) {
  await sellerLogin(page);
  await page.goto("/seller/orders");
  const card = cardOf(page, orderId);
  await expect(card.getByTestId("desk-landmark")).toHaveText(`Landmark: ${LANDMARK}`);
  await expect(card.getByTestId("desk-rider-note")).toHaveText(`Note to the rider: ${RIDER_NOTE}`);
  const items = card.getByRole("list", { name: "Items" });
  await expect(items.getByRole("listitem").filter({ hasText: NOODLES })).toContainText(
    "If out of stock: Call me",
  );
  await expect(items.getByRole("listitem").filter({ hasText: COOKIES })).toContainText(
    "If out of stock: Use a similar item",
  );
  await checkPage(page, testInfo, "seller-orders", card);

  await card.getByRole("link", { name: "Print slip" }).click();
  await expect(page).toHaveURL(new RegExp(`/seller/orders/${orderId}/slip$`));
  await expectSlipShowsAll(page, orderId);
  await checkPage(page, testInfo, "slip");
  await expectSlipFitsOneRollPage(page, new RegExp(`Delivery slip ${shortId(orderId)}`));

  await moveOrder(page.context(), orderId, "Order Placed", "Confirmed");
  await page.goto("/seller/orders/slips");
  await expectSlipShowsAll(page, orderId);
  await checkPage(page, testInfo, "slips");
}

async function journey(page: Page, testInfo: TestInfo) {
  await shopperWithCart(page.context(), `${testInfo.project.name}${page.viewportSize()?.width}`);
  await addAddressWithLandmark(page, testInfo);
  await chooseAndPlace(page, testInfo);
  const orderId = await shopperSeesIt(page, testInfo);
  await deskAndSlipsShowIt(page, testInfo, orderId);
}

test("a shopper's landmark, note to the rider and out-of-stock choices reach the desk and the slips", async ({
  page,
}, testInfo) => {
  await journey(page, testInfo);
});

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 720 } });
  test("the same journey fits the narrowest phone", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "the phone project narrowed; desktop is 1366");
    await journey(page, testInfo);
  });
});
