import { expect, test, type Page } from "@playwright/test";
import { E2E_SELLER } from "../../playwright.config";

async function openLogin(page: Page) {
  await page
    .getByRole("button", { name: "Login", exact: true })
    .locator("visible=true")
    .first()
    .click();
  return page.getByRole("dialog");
}

async function logout(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).locator("visible=true").first().click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
}

test("a shopper registers, logs out and logs back in", async ({ page }, testInfo) => {
  const email = `e2e-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto("/");

  let dialog = await openLogin(page);
  await dialog.getByRole("button", { name: /sign up|create an account|register/i }).click();
  await dialog.getByLabel("Full name").fill("Juan Dela Cruz");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill("secret123");
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(
    page.getByText("Please accept the Terms of Service and Privacy Policy"),
  ).toBeVisible();
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole("button", { name: "Account menu" }).locator("visible=true").first(),
  ).toBeVisible();

  await logout(page);
  await expect(
    page.getByRole("button", { name: "Login", exact: true }).locator("visible=true").first(),
  ).toBeVisible();

  dialog = await openLogin(page);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill("wrong-password");
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await dialog.getByLabel("Password", { exact: true }).fill("secret123");
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Welcome back! Login successful!")).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Account menu" }).locator("visible=true").first(),
  ).toBeVisible();

  // The session is the server's: a reload keeps the shopper logged in.
  await page.reload();
  await expect(
    page.getByRole("button", { name: "Account menu" }).locator("visible=true").first(),
  ).toBeVisible();
});

test("the seller logs in to the back-office and out again", async ({ page }) => {
  await page.goto("/seller");
  await expect(page.getByText("We're Open!")).toHaveCount(0);
  await page.getByLabel("Email").fill(E2E_SELLER.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: /login/i }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await page.getByLabel("Password").fill(E2E_SELLER.password);
  await page.getByRole("button", { name: /login/i }).click();
  await expect(page.getByText("Seller login successful!")).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Products" }).locator("visible=true").first(),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("link", { name: "Orders" }).locator("visible=true").first(),
  ).toBeVisible();
  await page.getByRole("button", { name: "Logout" }).locator("visible=true").first().click();
  await expect(page).toHaveURL(/\/$/);
});
