import { expect, test } from "@playwright/test";
import { ROLE_MESSAGES } from "../../domain/staff-roles";
import { E2E_SELLER } from "../../playwright.config";
import { xsrf } from "./order-desk-helpers";
import { sellerLogin, visible } from "./seller-helpers";
import { addPerson, signIn } from "./staff-helpers";

// The owner adds a staff member and a rider from the staff screen; the staff member signs in
// and cannot delete a product (no button, and the call itself is refused); a rider's sign-in
// goes to their deliveries.

test("the owner adds a staff member and a rider; staff cannot delete a product; a rider goes to /rider", async ({
  page,
  context,
  request,
}, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now()}`;
  const staffEmail = `staff-${tag}@example.com`;
  const riderEmail = `rider-${tag}@example.com`;
  const staffPassword = "staff-pass-123";

  await sellerLogin(page);
  await visible(page, "link", "Staff").click();
  await expect(page.getByRole("heading", { name: "Staff" })).toBeVisible();
  await addPerson(page, "Jun Staff", staffEmail, "staff", staffPassword);
  await expect(page.getByText(staffEmail).locator("visible=true")).toBeVisible();

  await addPerson(page, "Ben Rider", riderEmail, "rider");
  const once = page.getByRole("dialog", { name: "Password for Ben Rider" });
  const riderPassword = (await once.getByTestId("generated-password").textContent())!.trim();
  expect(riderPassword).toMatch(/^\w{4}-\w{4}-\w{4}$/);
  await once.getByRole("button", { name: "Done, I have given it" }).click();
  await expect(once).toBeHidden();
  await expect(page.getByText(riderEmail).locator("visible=true")).toBeVisible();

  // A product the staff member will try to delete.
  const form = new FormData();
  form.append(
    "productData",
    JSON.stringify({
      name: `Role Rice ${tag}`,
      description: ["1 kg"],
      category: ["Rice"],
      price: 60,
    }),
  );
  const added = await context.request.post("/api/product/add", {
    multipart: form,
    headers: await xsrf(context),
  });
  expect(added.status()).toBe(201);
  const { product } = (await added.json()) as { product: { _id: string; name: string } };

  await visible(page, "button", "Logout").click();
  await signIn(page, staffEmail, staffPassword);
  await expect(visible(page, "link", "Orders")).toBeVisible();
  await expect(page.getByRole("link", { name: "Staff", exact: true })).toHaveCount(0);
  await visible(page, "link", "Products").click();
  await expect(page.getByRole("heading", { name: "All Products" })).toBeVisible();
  await expect(
    page.getByRole("button", { name: `Edit ${product.name}` }).locator("visible=true"),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: `Delete ${product.name}` })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /export|download/i })).toHaveCount(0);

  const refused = await context.request.post("/api/product/delete", {
    data: { id: product._id },
    headers: await xsrf(context),
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(ROLE_MESSAGES.FORBIDDEN);

  await page.goto("/seller/staff");
  await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  await expect(page.getByText("You are signed in as Staff.")).toBeVisible();

  await visible(page, "button", "Logout").click();
  await signIn(page, riderEmail, riderPassword);
  await expect(page).toHaveURL(/\/rider$/);

  // The owner takes the product off the shelf again (a session of their own).
  expect((await request.post("/api/seller/login", { data: E2E_SELLER })).ok()).toBe(true);
  const { cookies } = await request.storageState();
  const xsrfToken = cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const removed = await request.post("/api/product/delete", {
    data: { id: product._id },
    headers: { "X-XSRF-TOKEN": decodeURIComponent(xsrfToken) },
  });
  expect(removed.status()).toBe(200);

  // And disables the rider: while a store has an active rider, every order sent out needs
  // one, which the desk journeys sharing this store do not choose.
  const staff = await request.get("/api/seller/staff");
  const { staff: people } = (await staff.json()) as { staff: { id: string; email: string }[] };
  const rider = people.find((p) => p.email === riderEmail);
  const disabled = await request.post("/api/seller/staff/active", {
    data: { id: rider?.id, active: false },
    headers: { "X-XSRF-TOKEN": decodeURIComponent(xsrfToken) },
  });
  expect(disabled.status()).toBe(200);
});
