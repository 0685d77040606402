/**
 * Journeys through places, courses and tags management (spec 02 §2.6, §2.7, §2.10, §5, §8): an admin adds a
 * place with the address search, tags, a photo and "checked by parents", and parents find it on /places; an
 * admin creates, edits, reorders (by keyboard drag and drop) and deletes tags, and the new order shows on the
 * place cards; courses are managed in their table. axe runs on every page.
 */
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, signIn, test } from "./fixtures.js";

test.use({ locale: "en-GB" });

const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: "#f59e0b" } })
    .jpeg()
    .toBuffer();

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** The texts of a place card's tag badges, in the order shown. */
const cardTagTexts = async (card: Locator) =>
  (await card.locator("span[title] > span.truncate").allTextContents()).map((text) => text.trim());

async function createTag(page: Page, nameDe: string) {
  await page.getByRole("button", { name: "Add Tag" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Tag" });
  await dialog.getByLabel(/^German Name/).fill(nameDe);
  await dialog.getByRole("button", { name: "Create Tag" }).click();
  // The newest toast comes first; the previous tag's may still be showing behind it.
  await expect(toast(page, "Tag created successfully").first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test("[ADMIN][PLACES]: admin adds a place with the address search and it appears on /places", async ({
  page,
  axe,
}) => {
  await signIn(page, { role: "admin" });
  const name = `Spielhaus Elbe ${Date.now()}`;

  await test.step("the places table with search and type filter", async () => {
    await page.goto("/admin/places");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Places" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Places \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Features" })).toBeVisible();
    await axe();
  });

  await test.step("a missing name is refused before saving", async () => {
    await page.getByRole("button", { name: "Add Place" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Place" });
    await expect(dialog).toBeVisible();
    await axe();
    await dialog.getByRole("button", { name: "Add Place" }).click();
    await expect(dialog.getByLabel(/^Name/)).toHaveAttribute("aria-invalid", "true");
  });

  await test.step("fills every field: address search, tags, photo with progress, checked by parents", async () => {
    const dialog = page.getByRole("dialog", { name: "Add Place" });
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByLabel(/^Description/).fill("Indoor play house with a café corner for parents.");
    const address = dialog.getByRole("combobox", { name: /Address/ });
    await address.fill("Blankeneser Bahnhofstr");
    await expect(
      page.getByRole("option", { name: /^Blankeneser Bahnhofstraße 1 22587 Hamburg/ }),
    ).toBeVisible();
    await address.press("ArrowDown");
    await address.press("Enter");
    await expect(address).toHaveValue("Blankeneser Bahnhofstraße 1, 22587 Hamburg");
    await expect(dialog.getByText("Location found: Blankenese, Altona")).toBeVisible();
    await dialog.getByLabel(/^Type/).selectOption({ label: "Café" });
    // No rating field: a place's rating is its parents' reviews' (decisions/017).
    await expect(dialog.getByLabel(/^Rating/)).toHaveCount(0);
    await dialog.getByRole("checkbox", { name: "Changing table" }).check();
    const tags = dialog.getByRole("combobox", { name: /^Tags/ });
    await tags.fill("Indoor");
    await expect(page.getByRole("option", { name: "Indoor" })).toBeVisible();
    await tags.press("ArrowDown");
    await tags.press("Enter");
    await tags.fill("Kuschelecke,");
    await expect(dialog.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
      "Drinnen",
      "Kuschelecke",
    ]);
    await dialog
      .getByLabel(/^Image or video/)
      .setInputFiles({ name: "spielhaus.jpg", mimeType: "image/jpeg", buffer: await photo() });
    await expect(toast(page, "File uploaded successfully!")).toBeVisible();
    await expect(dialog.getByRole("img", { name: "Current file" })).toBeVisible();
    await dialog.getByRole("switch", { name: "Checked by parents" }).click();
    await expect(dialog.getByRole("switch", { name: "Checked by parents" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await axe();
    await dialog.getByRole("button", { name: "Add Place" }).click();
    await expect(toast(page, "Place created successfully!")).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step("the table finds it by search and type", async () => {
    await page.getByRole("searchbox", { name: "Search" }).fill(name);
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row).toContainText("Blankeneser Bahnhofstraße 1");
    // No reviews yet, so no rating (decisions/017).
    await expect(row.getByLabel("No rating")).toBeVisible();
    await page.getByLabel("Type", { exact: true }).selectOption({ label: "Playground" });
    await expect(page.getByText("No places found")).toBeVisible();
    await page.getByLabel("Type", { exact: true }).selectOption({ label: "Café" });
    await expect(row).toBeVisible();
  });

  await test.step("parents find it on /places with its photo and the 'checked by parents' badge", async () => {
    await page.goto(`/places?q=${encodeURIComponent(name)}`);
    const card = page.getByRole("article").filter({ has: page.getByRole("link", { name }) });
    await expect(card).toBeVisible();
    await expect(card.getByRole("img", { name })).toHaveAttribute(
      "src",
      /\/files\/place-images\/.+-detail\.webp$/,
    );
    await expect(card.getByText("Checked by parents")).toBeVisible();
    await axe();
  });

  await test.step("edit and delete with the spec's confirmation", async () => {
    await page.goto("/admin/places");
    await page.getByRole("searchbox", { name: "Search" }).fill(name);
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Place" });
    await expect(dialog.getByLabel(/^Name/)).toHaveValue(name);
    await dialog.getByLabel(/^Name/).fill(`${name} `);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Place updated successfully!")).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row.getByLabel("No rating")).toBeVisible();
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Place" });
    await expect(confirm).toContainText(
      `Are you sure you want to delete "${name}"? This action cannot be undone.`,
    );
    await axe();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Place deleted successfully!")).toBeVisible();
    await expect(page.getByText("No places found")).toBeVisible();
  });
});

test("[ADMIN][TAGS]: admin creates, edits, reorders and deletes tags; the new order shows on place cards", async ({
  page,
  axe,
}) => {
  await signIn(page, { role: "admin" });
  const stamp = Date.now();
  const first = `Matschküche ${stamp}`;
  const second = `Barfußpfad ${stamp}`;
  const placeName = `Naturspielplatz ${stamp}`;

  await test.step("the tag screen: title, back button, intro, list with grips", async () => {
    await page.goto("/admin/tag-management");
    await expect(page.getByRole("heading", { level: 1, name: "Tag Management" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Admin" })).toHaveAttribute("href", "/admin");
    await expect(
      page.getByText("Manage tags for places and courses to improve discoverability"),
    ).toBeVisible();
    // Buttons name a tag in the page's language (decisions/033): "Wickeltisch" is "Changing table".
    await expect(page.getByRole("button", { name: "Move Changing table" })).toBeVisible();
    await axe();
  });

  await test.step("the form refuses an empty German name and no category", async () => {
    await page.getByRole("button", { name: "Add Tag" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Tag" });
    await dialog.getByRole("checkbox", { name: "Places" }).uncheck();
    await dialog.getByRole("button", { name: "Create Tag" }).click();
    await expect(dialog.getByText("German name is required")).toBeVisible();
    await expect(dialog.getByText("Please select at least one category")).toBeVisible();
    await axe();
    await dialog.getByRole("button", { name: "Cancel" }).click();
  });

  await test.step("creates two tags; they go to the end of the list", async () => {
    await createTag(page, first);
    await createTag(page, second);
    const rows = page.getByTestId("tag-row");
    await expect(rows.nth(-2)).toContainText(first);
    await expect(rows.nth(-1)).toContainText(second);
  });

  await test.step("edits a tag: English name in brackets, 'Inactive' badge, then active again", async () => {
    await page.getByRole("button", { name: `Edit ${second}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Tag" });
    await expect(dialog.getByLabel(/^German Name/)).toHaveValue(second);
    await dialog.getByLabel(/^English Name/).fill("  Barefoot path  ");
    await dialog.getByRole("switch", { name: "Active" }).click();
    await dialog.getByRole("button", { name: "Update Tag" }).click();
    await expect(toast(page, "Tag updated successfully")).toBeVisible();
    const row = page.getByTestId("tag-row").filter({ hasText: second });
    await expect(row).toContainText(`${second} (Barefoot path)`);
    await expect(row).toContainText("Inactive");
    await axe();
    await page.getByRole("button", { name: "Edit Barefoot path" }).click();
    await page.getByRole("dialog", { name: "Edit Tag" }).getByRole("switch", { name: "Active" }).click();
    await page.getByRole("dialog", { name: "Edit Tag" }).getByRole("button", { name: "Update Tag" }).click();
    await expect(row).not.toContainText("Inactive");
  });

  await test.step("a place carries both tags; its card shows them in tag order", async () => {
    const created = await page.request.post("/api/admin/places", {
      data: {
        name: placeName,
        description: "Barfuß durch Matsch und Wasser.",
        address: "Elbchaussee 1, 22763 Hamburg",
        type: "playground",
        tags: [second, first],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto(`/places?q=${encodeURIComponent(placeName)}`);
    const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: placeName }) });
    await expect(card).toBeVisible();
    expect(await cardTagTexts(card)).toEqual([first, second]);
  });

  await test.step("moves the second tag above the first with the keyboard; the order is saved", async () => {
    await page.goto("/admin/tag-management");
    const handle = page.getByRole("button", { name: "Move Barefoot path" });
    await handle.focus();
    // dnd-kit announces each step in its live region; wait for it before the next key.
    const announcement = page.locator('[id^="DndLiveRegion"]');
    const count = await page.getByTestId("tag-row").count();
    await page.keyboard.press("Space");
    await expect(announcement).toHaveText(`Barefoot path is at position ${count} of ${count}.`);
    await page.keyboard.press("ArrowUp");
    await expect(announcement).toHaveText(`Barefoot path is at position ${count - 1} of ${count}.`);
    await page.keyboard.press("Space");
    await expect(announcement).toHaveText(`Dropped Barefoot path at position ${count - 1} of ${count}.`);
    await expect(toast(page, "Order saved")).toBeVisible();
    const rows = page.getByTestId("tag-row");
    await expect(rows.nth(-2)).toContainText(second);
    await expect(rows.nth(-1)).toContainText(first);
    await page.reload();
    await expect(page.getByTestId("tag-row").nth(-2)).toContainText(second);
    await axe();
  });

  await test.step("the place card follows the new order", async () => {
    await page.goto(`/places?q=${encodeURIComponent(placeName)}`);
    const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: placeName }) });
    await expect(card).toBeVisible();
    expect(await cardTagTexts(card)).toEqual([second, first]);
    await axe();
  });

  await test.step("deletes a tag after the browser's confirmation", async () => {
    await page.goto("/admin/tag-management");
    page.once("dialog", async (dialog) => {
      expect(dialog.message()).toBe("Are you sure you want to delete this tag?");
      await dialog.accept();
    });
    await page.getByRole("button", { name: `Delete ${first}` }).click();
    await expect(toast(page, "Tag deleted successfully")).toBeVisible();
    await expect(page.getByTestId("tag-row").filter({ hasText: first })).toHaveCount(0);
  });
});

test("[ADMIN][COURSES]: admin adds, filters and deletes a course", async ({ page, axe }) => {
  await signIn(page, { role: "admin" });
  const title = `Krabbelgruppe ${Date.now()}`;
  await page.goto("/admin/courses");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Courses" })).toBeVisible();
  await axe();
  await page.getByRole("button", { name: "Add Course" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Course" });
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByLabel(/^Description/).fill("Spielen und Singen für die Kleinsten.");
  await dialog.getByLabel(/^Age group/).fill("6-18 months");
  await dialog.getByLabel(/^Type/).selectOption({ label: "Parent-Child" });
  await dialog.getByLabel(/^Schedule/).fill("Mi 10:00–11:30");
  await dialog.getByLabel(/^Location/).fill("Elternschule Altona");
  await dialog.getByLabel(/^Booking link/).fill("not a link");
  await dialog.getByRole("button", { name: "Add Course" }).click();
  await expect(dialog.getByText("Please enter a valid web address, e.g. https://example.de.")).toBeVisible();
  await dialog.getByLabel(/^Booking link/).fill("www.elternschule.de");
  await axe();
  await dialog.getByRole("button", { name: "Add Course" }).click();
  await expect(toast(page, "Course created successfully!")).toBeVisible();

  await page.getByRole("searchbox", { name: "Search" }).fill(title);
  const row = page.getByRole("row", { name: new RegExp(title) });
  // Written in the catalogue's German notation, shown in the page's language (decision 033).
  await expect(row).toContainText("Wed 10:00–11:30");
  await page.getByLabel("Age Group", { exact: true }).selectOption({ label: "2–4 years" });
  await expect(page.getByText("No courses found")).toBeVisible();
  await page.getByLabel("Age Group", { exact: true }).selectOption({ label: "0–12 months" });
  await expect(row).toBeVisible();

  await page.goto("/courses");
  await page.getByRole("searchbox").first().fill(title);
  await expect(page.getByRole("link", { name: title })).toBeVisible();

  await page.goto("/admin/courses");
  await page.getByRole("searchbox", { name: "Search" }).fill(title);
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Course" });
  await expect(confirm).toContainText(
    `Are you sure you want to delete "${title}"? This action cannot be undone.`,
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Course deleted successfully!")).toBeVisible();
});
