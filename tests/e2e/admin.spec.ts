/**
 * Admin journeys (admin-core; spec 02 §2.2–§2.5, §8): a parent suggests a place with a
 * photo, an admin imports it from /admin/place-suggestions (then deletes the suggestion after confirming)
 * and the place appears on /places with its photo and on the map; an admin marks feedback reviewed and the button disappears; non-admins are sent away.
 */
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, signIn, test } from "./fixtures.js";

test.use({ locale: "en-GB" });

const photo = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: "#b45309" } })
    .jpeg()
    .toBuffer();

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Signs the page's browser context out and in again as a new admin. */
async function switchToAdmin(page: Page) {
  await page.context().clearCookies();
  return signIn(page, { role: "admin", name: "Ada Admin" });
}

test("[ADMIN][SUGGESTIONS]: a parent's place suggestion with a photo is imported and appears on /places and the map", async ({
  page,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  await signIn(page, { name: "Mia Beispiel" });
  const name = `Spielhaus Elbstrand ${Date.now()}`;

  await test.step("the parent suggests a place with an address and a photo", async () => {
    await page.goto("/suggest-place");
    await page.getByLabel(/Name of the place/).fill(name);
    await page.getByLabel(/^Type/).selectOption({ label: "Playground" });
    await page.getByLabel(/^Description/).fill("Sandpit, swings and a shady corner for babies.");
    await page.getByRole("checkbox", { name: "Play area" }).check();
    const address = page.getByRole("combobox", { name: /Address/ });
    await address.fill("Blankeneser Bahnhofstr");
    await page.getByRole("option", { name: /^Blankeneser Bahnhofstraße 1 22587 Hamburg/ }).click();
    await expect(page.getByText("Location found: Blankenese, Altona")).toBeVisible();
    await page
      .getByLabel(/^Photo/)
      .setInputFiles({ name: "spielhaus.jpg", mimeType: "image/jpeg", buffer: await photo() });
    await expect(page.getByRole("img", { name: "Preview of the chosen photo" })).toBeVisible();
    await page.getByRole("button", { name: "Submit Suggestion" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your suggestion!" })).toBeVisible();
  });

  await switchToAdmin(page);

  await test.step("the dashboard counts the pending suggestion and leads to the review screen", async () => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText("Pending Reviews")).toBeVisible();
    const card = page.getByRole("link", { name: /Place Suggestions/ });
    await expect(card).toContainText(/[1-9]\d* pending/);
    await axe();
    await card.click();
    await expect(page).toHaveURL(/\/admin\/place-suggestions$/);
  });

  const card = page.getByRole("article", { name });
  await test.step("search finds the suggestion with all its details and the photo", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Place Suggestions" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search suggestions" }).fill("Spielhaus Elbstrand");
    await expect(page).toHaveURL(/q=Spielhaus/);
    await expect(card).toBeVisible();
    await expect(card).toContainText("Blankeneser Bahnhofstraße 1, 22587 Hamburg");
    await expect(card).toContainText("Blankenese, Altona");
    await expect(card).toContainText("Suggested by Mia Beispiel");
    await expect(card).toContainText("Pending");
    const image = card.getByRole("img", { name: `Photo of ${name}` });
    await expect(image).toBeVisible();
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await axe();
  });

  await test.step("'Add to Places' imports it: toast, status Imported, the pending actions are gone", async () => {
    await card.getByRole("button", { name: "Add to Places" }).click();
    await expect(toast(page, "Suggestion added to Places.")).toBeVisible();
    await expect(card).toContainText("Imported");
    await expect(card).toContainText("Reviewed by Ada Admin");
    await expect(card.getByRole("button", { name: "Add to Places" })).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Mark Reviewed" })).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Delete" })).toBeVisible();
    await page.getByRole("button", { name: "Pending", exact: true }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText("No suggestions found")).toBeVisible();
    await page.getByRole("button", { name: "Imported", exact: true }).click();
    await expect(card).toBeVisible();
    await axe();
  });

  await test.step("'Delete' asks first: Cancel keeps the suggestion, Delete removes it", async () => {
    await card.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Suggestion" });
    await expect(dialog).toContainText(
      `Are you sure you want to delete "${name}"? This action cannot be undone.`,
    );
    await axe();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: "Delete" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Suggestion deleted.")).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  await test.step("the place (kept after the deletion) is on /places with its photo, and on the map", async () => {
    await page.goto(`/places?q=${encodeURIComponent(name)}`);
    const placeCard = page.getByRole("article").filter({ hasText: name });
    await expect(placeCard).toBeVisible();
    const image = placeCard.getByRole("img", { name });
    await expect(image).toHaveAttribute("src", /\/files\/suggestion-images\//);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await axe();
    await page.getByRole("button", { name: "Map" }).click();
    const map = page.getByRole("region", { name: "Map of the places" });
    await expect(map).toHaveAttribute("data-marker-count", "1");
    await expect(map.locator(`.luett-marker[title="${name}"]`)).toBeVisible();
    await axe();
  });

  await test.step("the audit log lists the import", async () => {
    await page.goto("/admin/audit");
    await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
    // A sentence with the imported place's name linked (decision 032), not the raw action key.
    await expect(
      page.getByText(`Ada Admin added the place suggestion “${name}” to Places.`).first(),
    ).toBeVisible();
    await expect(page.getByRole("link", { name }).first()).toBeVisible();
    await expect(page.getByText("place_suggestion.import")).toHaveCount(0);
    await axe();
  });
});

test("[ADMIN][FEEDBACK]: marks feedback reviewed and the button disappears; feature requests show what parents want most", async ({
  page,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  const message = `Please add a map of baby changing rooms ${Date.now()}`;
  expect((await page.request.post("/api/feedback", { data: { content: message } })).status()).toBe(201);
  expect(
    (
      await page.request.post("/api/feature-requests", {
        data: { selected_options: ["Event calendar", "Offline access"], other_suggestion: "Nursing rooms" },
      })
    ).status(),
  ).toBe(201);
  await signIn(page, { role: "admin", name: "Ada Admin" });

  await test.step("feedback: search, 'Mark Reviewed', toast, the button is replaced by 'Reviewed'", async () => {
    await page.goto("/admin");
    await page.getByRole("link", { name: /User Feedback/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "User Feedback" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search feedback" }).fill("baby changing rooms");
    const card = page.getByRole("listitem").filter({ hasText: message });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Anonymous");
    await axe();
    await card.getByRole("button", { name: "Mark Reviewed" }).click();
    await expect(toast(page, "Feedback marked as reviewed.")).toBeVisible();
    await expect(card.getByRole("button", { name: "Mark Reviewed" })).toHaveCount(0);
    await expect(card).toContainText("Reviewed by Ada Admin");
    await page.reload();
    await expect(page.getByRole("listitem").filter({ hasText: message }).getByRole("button")).toHaveCount(0);
    await axe();
  });

  await test.step("feature requests: the count per survey option and 'Mark Reviewed'", async () => {
    await page.goto("/admin/feature-requests");
    const mostWanted = page.getByRole("list", { name: "What parents want most" });
    await expect(mostWanted.getByRole("listitem").filter({ hasText: "Event calendar" })).toContainText(
      /[1-9]\d* votes?/,
    );
    const card = page.getByRole("listitem").filter({ hasText: "Nursing rooms" });
    await card.getByRole("button", { name: "Mark Reviewed" }).click();
    await expect(toast(page, "Feature request marked as reviewed.")).toBeVisible();
    await expect(card.getByRole("button", { name: "Mark Reviewed" })).toHaveCount(0);
    await axe();
  });
});

test("[PARENT][ADMIN]: a parent is sent from /admin to home with 'Access Denied'; the tag screen is guarded too", async ({
  page,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  await signIn(page);
  await page.goto("/admin");
  await expect(toast(page, "Access Denied")).toContainText("You don't have permission to access this area.");
  await expect(page).toHaveURL(/\/$/);
  await axe();
  await page.goto("/admin/tag-management");
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/admin/dashboard")).status()).toBe(403);
});
