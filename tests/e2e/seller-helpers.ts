/** Shared steps of the seller's journeys (seller.spec.ts, seller-orders.spec.ts). */
import { expect, type Page } from "@playwright/test";
import { E2E_SELLER } from "../../playwright.config";

export const visible = (page: Page, role: "link" | "button", name: string) =>
  page.getByRole(role, { name, exact: true }).locator("visible=true").first();

export async function sellerLogin(page: Page) {
  await page.goto("/seller");
  await page.getByLabel("Email").fill(E2E_SELLER.email);
  await page.getByLabel("Password").fill(E2E_SELLER.password);
  await page.getByRole("button", { name: /login/i }).click();
  await expect(page.getByText("Seller login successful!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Add Product" })).toBeVisible();
}
