/**
 * Journey of the admin merge (an admin merges two places: facts, reviews, photos, favourites move; the
 * other id redirects): an admin finds a duplicate in the places table, picks the place to keep
 * in the "Merge…" dialog, compares both, confirms, and the duplicate's old address lands on the kept
 * place, which shows the review the duplicate had. axe runs on each step.
 */
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures.js";

test.use({ locale: "en-GB" });

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("[ADMIN][PLACES]: admin merges a duplicate place and its old address leads to the kept place", async ({
  page,
  axe,
  baseURL,
}) => {
  await signIn(page, { role: "admin" });
  const stamp = Date.now();
  const duplicateName = `Eiscafé Doppelt ${stamp}`;
  const keptName = `Eiscafé Original ${stamp}`;
  const create = async (name: string, address: string) => {
    const response = await page.request.post("/api/admin/places", {
      data: { name, description: "Eis und Waffeln.", address, type: "ice_cream" },
      headers: { origin: baseURL! },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const duplicateId = await create(duplicateName, "Ottenser Hauptstraße 1, 22765 Hamburg");
  const keptId = await create(keptName, "Ottenser Hauptstraße 3, 22765 Hamburg");
  const reviewed = await page.request.post(`/api/places/${duplicateId}/reviews`, {
    data: { rating: 5, text: "Das Erdbeereis ist wunderbar." },
    headers: { origin: baseURL! },
  });
  expect(reviewed.status(), await reviewed.text()).toBe(201);

  await test.step("the duplicate's row offers Merge…", async () => {
    await page.goto("/admin/places");
    await page.getByRole("searchbox", { name: "Search" }).fill(duplicateName);
    await expect(page.getByRole("rowheader", { name: duplicateName })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: keptName })).toHaveCount(0);
    await page.getByRole("button", { name: `Merge ${duplicateName}…` }).click();
    const dialog = page.getByRole("dialog", { name: `Merge “${duplicateName}”` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Type at least 2 characters of a name or address.")).toBeVisible();
    await axe();
  });

  await test.step("searches the place to keep, picks it and sees both side by side", async () => {
    const dialog = page.getByRole("dialog", { name: `Merge “${duplicateName}”` });
    await expect(dialog.getByRole("button", { name: "Continue" })).toBeDisabled();
    await dialog
      .getByRole("searchbox", { name: "Search the place to keep" })
      .fill(`Eiscafé Original ${stamp}`);
    await expect(dialog.getByRole("status")).toHaveText("1 place found.");
    const choice = dialog.getByRole("radio", { name: new RegExp(keptName) });
    await choice.focus();
    await page.keyboard.press("Space");
    await expect(choice).toBeChecked();
    const removed = dialog.getByRole("region", { name: "Merged and removed" });
    const kept = dialog.getByRole("region", { name: "Kept" });
    await expect(removed).toContainText(duplicateName);
    await expect(removed).toContainText("Ottenser Hauptstraße 1");
    await expect(kept).toContainText(keptName);
    await expect(kept).toContainText("Ottenser Hauptstraße 3");
    await expect(dialog.getByText("Photos move with their likes.")).toBeVisible();
    await axe();
  });

  await test.step("confirms before the duplicate is deleted; the table refreshes", async () => {
    const dialog = page.getByRole("dialog", { name: `Merge “${duplicateName}”` });
    await dialog.getByRole("button", { name: "Continue" }).click();
    const question = dialog.getByRole("heading", { name: `Merge “${duplicateName}” into “${keptName}”?` });
    await expect(question).toBeFocused();
    await expect(dialog.getByText("This cannot be undone.")).toBeVisible();
    await axe();
    await dialog.getByRole("button", { name: "Merge places" }).click();
    await expect(toast(page, `“${duplicateName}” was merged into “${keptName}”.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("rowheader", { name: duplicateName })).toHaveCount(0);
  });

  await test.step("the old place address lands on the kept place, with the moved review", async () => {
    await page.goto(`/places/${duplicateId}`);
    await expect(page).toHaveURL(new RegExp(`/places/${keptId}$`));
    await expect(page.getByRole("heading", { level: 1, name: keptName })).toBeVisible();
    await expect(page.getByText("Das Erdbeereis ist wunderbar.")).toBeVisible();
    await axe();
  });
});
