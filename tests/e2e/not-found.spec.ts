/**
 * Journey: an unknown path shows the 404 page — 'Oops! Page not found' with 'Return to Home' — and the
 * path is logged (spec 02 §2.1).
 */
import { expect, test } from "./fixtures.js";

test.use({ locale: "en-GB" });

test("[VISITOR][404]: unknown path shows the 404 page", async ({ page, axe, skipOnboarding }) => {
  await skipOnboarding();
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });

  await page.goto("/nowhere/to-be-found");
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect(page).toHaveTitle(/Oops! Page not found/);
  expect(warnings.some((text) => text.includes("/nowhere/to-be-found"))).toBe(true);
  await axe();

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: /Welcome to Lütt/ })).toBeVisible();
});
