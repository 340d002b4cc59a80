import { expect, type Page } from "@playwright/test";

/** Signs a back-office person in on the seller login and waits for the welcome toast. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/seller");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: /login/i }).click();
  await expect(page.getByText("Seller login successful!")).toBeVisible({ timeout: 30_000 });
}

/**
 * Adds a person on the owner's staff screen (already open). With `typed`, the owner types the
 * first password; without, the store makes one and shows it once (the caller reads it).
 */
export async function addPerson(
  page: Page,
  name: string,
  email: string,
  role: string,
  typed?: string,
) {
  await page.getByRole("button", { name: "Add person" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a person" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Role").selectOption(role);
  if (typed) {
    await dialog.getByLabel("I will type it").check();
    await dialog.getByLabel("New password").fill(typed);
  }
  await dialog.getByRole("button", { name: "Add person" }).click();
  await expect(dialog).toBeHidden();
}
