/**
 * Provider journeys (spec 02 §2.11–§2.13): a provider creates a profile with
 * an address from the address search, adds a weekly course on Tuesday, an urgent closure announcement and
 * an uploaded MP4 video; the profile shows them to anyone (the announcement with a red border, the video
 * as a player), 'Als PDF' downloads a PDF whose
 * text holds the course; after an admin approves the profile the course appears in /search for a
 * Tuesday; a second user cannot edit the profile, its photos, team or courses (403).
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { mp4Bytes } from "../support/mp4-bytes.js";
import { pdfText } from "../support/pdf-text.js";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures.js";

test.use({ locale: "de-DE" });

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** The next Tuesday after today (YYYY-MM-DD), so the date search accepts it. */
function nextTuesday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

test("[PROVIDER][PROFILE]: creates a profile with a Tuesday course and an urgent closure; after approval the course is found for Tuesdays", async ({
  page,
  axe,
  skipOnboarding,
  browser,
}) => {
  // Three people, twelve pages and an axe scan on each: a minute on a quiet machine, more on CI's.
  test.slow();
  await skipOnboarding();
  await signIn(page);
  const name = `Familienzentrum Ottensen ${Date.now()}`;
  const course = `Babymassage ${Date.now()}`;
  let providerId = "";

  await test.step("the landing page lists what providers get and leads to the form", async () => {
    await page.goto("/provider");
    await expect(page.getByRole("heading", { level: 1, name: "Für Anbieter" })).toBeVisible();
    await expect(page.getByText("Verfügbar")).toHaveCount(6);
    await expect(page.getByRole("link", { name: "Später" })).toHaveAttribute("href", "/");
    await axe();
    await page.getByRole("link", { name: "Profil erstellen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Anbieter-Profil erstellen" })).toBeVisible();
    await axe();
  });

  await test.step("fills the basics, picks the address from the search and saves with the top button", async () => {
    await page.getByLabel(/Name der Einrichtung/).fill(name);
    await page.getByLabel(/Kurzbeschreibung/).fill("Kurse für Eltern mit Babys und Kleinkindern.");
    const address = page.getByRole("combobox", { name: /Adresse/ });
    await address.fill("Blankeneser Bahnhofstr");
    await page.getByRole("option", { name: /^Blankeneser Bahnhofstraße 1 22587 Hamburg/ }).click();
    await expect(address).toHaveValue("Blankeneser Bahnhofstraße 1, 22587 Hamburg");
    await page.getByRole("switch", { name: "Küche vorhanden" }).click();
    await page.getByRole("switch", { name: "Frühstück/Kaffee" }).click();
    await page.getByLabel(/Details zu Frühstück/).fill("Kaffee und Obst für Eltern");
    await page.getByRole("button", { name: "0–6 Monate" }).click();
    await axe();
    await page.getByRole("banner").getByRole("button", { name: "Speichern" }).click();
    await expect(toast(page, "Profil wurde erfolgreich gespeichert")).toBeVisible();
    await expect(page).toHaveURL(/\/provider\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("link", { name: "Profil bearbeiten" })).toBeVisible();
    await expect(page.getByText("Keine Fotos verfügbar")).toBeVisible();
    const maps = page.getByRole("link", { name: /In Google Maps öffnen/ });
    await expect(maps).toHaveAttribute("href", /query=53\.\d+,9\.\d+/);
    await axe();
  });

  await test.step("adds a Tuesday course; an end before the start is refused", async () => {
    await page.goto("/provider/edit");
    await expect(page.getByRole("heading", { level: 1, name: "Profil bearbeiten" })).toBeVisible();
    await page.getByRole("button", { name: "Kurs hinzufügen" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(/Titel/).fill(course);
    await dialog.getByLabel("Wochentag").selectOption({ label: "Dienstag" });
    await dialog.getByLabel("Beginn", { exact: true }).fill("09:30");
    await dialog.getByLabel("Ende", { exact: true }).fill("09:00");
    await dialog.getByLabel(/Raum/).fill("Raum 2");
    await dialog.getByLabel("Aufzug verfügbar").check();
    await dialog.getByLabel(/Max. Teilnehmer/).fill("8");
    await dialog.getByLabel("Aktuelle Teilnehmer").fill("3");
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await expect(dialog.getByText("Die Endzeit muss nach der Startzeit liegen.")).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel("Ende", { exact: true }).fill("10:30");
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await expect(toast(page, "Kurs gespeichert")).toBeVisible();
    await expect(page.getByRole("region", { name: "Wochenplan & Kurse" }).getByText(course)).toBeVisible();
  });

  await test.step("adds an urgent closure announcement", async () => {
    await page.getByRole("button", { name: "Mitteilung hinzufügen" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(/Titel/).fill("Heute geschlossen");
    await dialog.getByLabel("Text").fill("Wegen eines Wasserschadens bleibt das Haus heute zu.");
    await dialog.getByLabel("Art").selectOption({ label: "Schließung" });
    await dialog.getByLabel("Priorität").selectOption({ label: "Dringend" });
    await axe();
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await expect(toast(page, "Mitteilung gespeichert")).toBeVisible();
    await axe();
  });

  await test.step("uploads a short MP4 video into the gallery", async () => {
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      page.getByRole("button", { name: "Foto oder Video hochladen" }).click(),
    ]);
    await chooser.setFiles({ name: "rundgang.mp4", mimeType: "video/mp4", buffer: mp4Bytes() });
    await expect(toast(page, "Hinzugefügt")).toBeVisible();
    const gallery = page.getByRole("region", { name: "Fotos & Videos (1/10)" });
    await expect(gallery.getByText("Video", { exact: true })).toBeVisible();
    await axe();
  });

  await test.step("the public profile shows the course on Tuesday and the announcement with a red border", async () => {
    await page.getByRole("banner").getByRole("button", { name: "Speichern" }).click();
    await expect(page).toHaveURL(/\/provider\/profile$/);
    const own = await page.request.get("/api/providers/mine");
    providerId = ((await own.json()) as { id: string }).id;
    await page.goto(`/provider/${providerId}`);
    const announcement = page.getByRole("listitem").filter({ hasText: "Heute geschlossen" });
    await expect(announcement).toBeVisible();
    const [red, green, blue] = await announcement.evaluate((element) => {
      // The computed colour may be oklch(); a canvas turns any CSS colour into RGB.
      const context = document.createElement("canvas").getContext("2d")!;
      context.fillStyle = getComputedStyle(element).borderLeftColor;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data];
    });
    expect(red).toBeGreaterThan(150);
    expect(green).toBeLessThan(80);
    expect(blue).toBeLessThan(100);
    const schedule = page.getByRole("region", { name: "Wochenplan" });
    await expect(schedule.getByRole("heading", { name: "Dienstag" })).toBeVisible();
    await expect(schedule.getByText("Teilnehmer: 3/8")).toBeVisible();
    await expect(schedule.getByText("Aufzug verfügbar")).toBeVisible();
    const video = page.getByLabel(`${name} – Video 1`);
    await expect(video).toHaveAttribute("src", /\.mp4$/);
    await expect(video).toHaveAttribute("controls", "");
    await axe();
  });

  await test.step("'Als PDF' downloads the weekly plan with the course as text", async () => {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Als PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const text = await pdfText(await readFile((await download.path())!));
    expect(text).toContain("Dienstag");
    expect(text).toContain(`09:30 – 10:30 ${course}`);
  });

  await test.step("before approval the course is not found for a Tuesday", async () => {
    await page.goto(`/search?district=Blankenese&date=${nextTuesday()}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(course)).toHaveCount(0);
  });

  await test.step("an admin approves the profile in the approval queue", async () => {
    const context = await browser.newContext({ locale: "de-DE" });
    const adminPage = await context.newPage();
    await signIn(adminPage, { role: "admin" });
    await adminPage.goto("/admin");
    await adminPage.getByRole("link", { name: /Anbieter- & Café-Freigaben/ }).click();
    await expect(
      adminPage.getByRole("heading", { level: 1, name: "Anbieter- & Café-Freigaben" }),
    ).toBeVisible();
    const card = adminPage.getByRole("article", { name });
    await expect(card).toBeVisible();
    await expectNoAxeViolations(adminPage);
    await card.getByRole("button", { name: "Freigeben" }).click();
    await expect(toast(adminPage, `„${name}“ freigegeben.`)).toBeVisible();
    await context.close();
  });

  await test.step("now the course is found for a Tuesday", async () => {
    await page.goto(`/search?district=Blankenese&date=${nextTuesday()}`);
    await expect(page.getByText(course).first()).toBeVisible();
    await axe();
  });

  await test.step("the course's page names the provider and links to the provider's page", async () => {
    await page.getByRole("link", { name: course }).first().click();
    await expect(page).toHaveURL(/\/courses\/[0-9a-f-]+$/);
    await expect(page.getByText("Angeboten von")).toBeVisible();
    await axe();
    await page.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`/provider/${providerId}$`));
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });

  await test.step("a second user cannot edit the profile, its photos, team or courses", async () => {
    const context = await browser.newContext({ locale: "de-DE" });
    const other = await context.newPage();
    await signIn(other);
    await other.goto(`/provider/${providerId}`);
    await expect(other.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(other.getByRole("link", { name: "Profil bearbeiten" })).toHaveCount(0);
    await expectNoAxeViolations(other);
    const profile = (await (await other.request.get(`/api/providers/${providerId}`)).json()) as {
      courses: { id: string }[];
    };
    const base = `/api/providers/${providerId}`;
    const attempts = [
      other.request.post(`${base}/media`, { data: { video_url: "https://vimeo.com/1" } }),
      other.request.post(`${base}/team`, { data: { name: "Fremde Person" } }),
      other.request.post(`${base}/courses`, {
        data: { title: "Fremder Kurs", day_of_week: 2, start_time: "09:00", end_time: "10:00" },
      }),
      other.request.delete(`${base}/courses/${profile.courses[0]!.id}`),
      other.request.post(`${base}/announcements`, { data: { title: "Fremd", priority: 1 } }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status()).toBe(403);
    await context.close();
  });
});
