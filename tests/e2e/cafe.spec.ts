/**
 * Café journeys (spec 02 §2.14–§2.16, §4, §9; decisions/010): a user creates a café
 * profile with 4 family features, opening hours, a menu and a photo → anyone views it by its id signed
 * out → an admin approves it → it appears in /places with '4/6 Features'; parents write reviews and
 * the average updates. The café pages are German (spec 02 §1), so the journey runs in German.
 */
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { ONBOARDED_COOKIE } from "#shared/cookies.js";
import type { TCafe } from "#shared/schemas/cafes.js";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures.js";

test.use({ locale: "de-DE" });

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** On a phone the toasts cover the page's top; wait until they are gone before tapping there. */
const toastsGone = (page: Page) =>
  expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 20_000 });

/** A second visitor with their own browser context (cookies), onboarding done. */
async function visitor(browser: Browser, baseURL: string, locale = "de-DE"): Promise<Page> {
  const context = await browser.newContext({ locale, baseURL });
  await context.addCookies([{ name: ONBOARDED_COOKIE, value: "1", url: baseURL }]);
  return context.newPage();
}

const menuPdf = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

test("[OWNER][CAFE]: creates a café with 4 features and a menu; visible by id signed out; approved, it is listed in /places with '4/6 Features'; parents' reviews update the average", async ({
  page,
  axe,
  skipOnboarding,
  browser,
  baseURL,
}) => {
  // Five browser contexts (owner, guest, admin, two parents) on a shared 2-core machine.
  test.setTimeout(240_000);
  await skipOnboarding();
  await signIn(page);
  const name = `Café Möwennest ${Date.now()}`;

  await test.step("the landing, linked from every page's footer, invites with 'Café-Profil erstellen' and 'Später'", async () => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Für Cafés" }).click();
    await expect(page).toHaveURL(/\/cafe$/);
    await expect(
      page.getByRole("heading", { name: "Willkommen bei Lütt für Cafés & Restaurants" }),
    ).toBeVisible();
    await expect(page.getByText("Dauert nur wenige Minuten und ist komplett kostenlos")).toBeVisible();
    await expect(page.getByRole("link", { name: "Später" })).toHaveAttribute("href", "/");
    await axe();
    await page.getByRole("link", { name: "Café-Profil erstellen" }).first().click();
    await expect(page).toHaveURL(/\/cafe\/edit$/);
  });

  await test.step("fills the form: 4 of 6 features counted live, address from the search, opening hours", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Café-Profil erstellen" })).toBeVisible();
    await expect(page.getByText("1/6 Features")).toBeVisible();
    await expect(page.getByRole("switch", { name: "Familienfreundlich" })).toBeChecked();
    await page.getByLabel(/Name des Cafés oder Restaurants/).fill(name);
    await page.getByLabel(/^Beschreibung/).fill("Große Spielecke, Stillecke und Brei auf Wunsch warm.");
    await page.getByRole("switch", { name: "Wickeltisch" }).check();
    await page.getByRole("switch", { name: "Kinder-Spielecke" }).check();
    await page.getByRole("switch", { name: "Kinderkarte" }).check();
    await expect(page.getByText("4/6 Features")).toBeVisible();
    const address = page.getByRole("combobox", { name: /Adresse/ });
    await address.fill("Blankeneser Bahnhofstr");
    await page.getByRole("option", { name: /^Blankeneser Bahnhofstraße 1 22587 Hamburg/ }).click();
    await expect(address).toHaveValue("Blankeneser Bahnhofstraße 1, 22587 Hamburg");
    for (const day of ["Montag", "Dienstag", "Mittwoch"]) {
      await page.getByRole("switch", { name: day }).check();
    }
    await axe();
  });

  await test.step("unreadable hours in the text mode fail the save and keep the form", async () => {
    await page.getByRole("button", { name: "Als Text eingeben (OpenStreetMap-Format)" }).click();
    const text = page.getByLabel("Öffnungszeiten im OpenStreetMap-Format");
    await expect(text).toHaveValue("Mo-We 09:00-18:00");
    await text.fill("Mo-We 25:00-18:00");
    await page.getByRole("button", { name: "Speichern" }).last().click();
    await expect(toast(page, "Fehler beim Erstellen des Café-Profils")).toContainText(
      "Die Öffnungszeiten konnten nicht gelesen werden",
    );
    await expect(page).toHaveURL(/\/cafe\/edit$/);
    await expect(page.getByLabel(/Name des Cafés oder Restaurants/)).toHaveValue(name);
    await text.fill("Mo-We 09:00-18:00; Sa 10:00-14:00");
    await page.getByRole("button", { name: "Zurück zur Wochenansicht" }).click();
    await expect(page.getByRole("switch", { name: "Samstag" })).toBeChecked();
    await expect(page.getByText("4/6 Features")).toBeVisible();
  });

  await test.step("saves from the top button: toast and the profile view", async () => {
    await toastsGone(page);
    await page.getByRole("button", { name: "Speichern" }).first().click();
    await expect(toast(page, "Café-Profil wurde erfolgreich gespeichert")).toBeVisible();
    await expect(page).toHaveURL(/\/cafe\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("link", { name: "Profil bearbeiten" })).toBeVisible();
    await expect(page.getByText("Wartet auf Freigabe")).toBeVisible();
    await expect(page.getByRole("table")).toContainText("Montag");
    await axe();
  });

  await test.step("uploads a menu PDF and a photo on the edit page", async () => {
    await toastsGone(page);
    await page.getByRole("link", { name: "Profil bearbeiten" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Café-Profil bearbeiten" })).toBeVisible();
    await page.getByLabel("Speisekarte hochladen").setInputFiles({
      name: "karte.pdf",
      mimeType: "application/pdf",
      buffer: menuPdf,
    });
    await expect(toast(page, "Speisekarte hochgeladen")).toBeVisible();
    await expect(page.getByRole("link", { name: "Speisekarte (PDF)" })).toBeVisible();
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#c2410c" } })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel("Foto hinzufügen")
      .setInputFiles({ name: "raum.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(toast(page, "Foto erfolgreich hochgeladen")).toBeVisible();
    await expect(page.getByText("Titelbild", { exact: true })).toBeVisible();
    await axe();
  });

  const cafe = (await (await page.request.get("/api/cafes/mine")).json()) as TCafe;

  await test.step("anyone signed out sees the café by its id, without the edit button", async () => {
    const guest = await visitor(browser, baseURL!);
    await guest.goto(`/cafe/${cafe.id}`);
    await expect(guest.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(guest.getByText("4/6 Features")).toBeVisible();
    await expect(guest.getByRole("link", { name: "Speisekarte als PDF öffnen" })).toHaveAttribute(
      "href",
      /\.pdf$/,
    );
    await expect(guest.getByRole("link", { name: "Route anzeigen" })).toHaveAttribute(
      "href",
      /google\.com\/maps/,
    );
    await expect(guest.getByRole("link", { name: "Profil bearbeiten" })).toHaveCount(0);
    await expect(guest.getByText("Favoriten gibt es, sobald das Café freigegeben ist.")).toBeVisible();
    await expectNoAxeViolations(guest);
    await guest.goto("/places");
    await expect(guest.getByRole("heading", { name })).toHaveCount(0);
    await guest.context().close();
  });

  await test.step("an admin approves it in the approval queue", async () => {
    const admin = await visitor(browser, baseURL!, "en-GB");
    await signIn(admin, { role: "admin" });
    await admin.goto("/admin/profile-approvals");
    const card = admin.getByRole("article", { name });
    await expect(card).toBeVisible();
    await expectNoAxeViolations(admin);
    await card.getByRole("button", { name: "Approve" }).click();
    await expect(toast(admin, "approved")).toBeVisible();
    await admin.context().close();
  });

  await test.step("the café is listed in /places as a Kindercafé with '4/6 Features'; its place links to the café's page", async () => {
    const guest = await visitor(browser, baseURL!);
    await guest.goto("/places");
    const card = guest.getByRole("article").filter({ has: guest.getByRole("link", { name }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText("4/6 Features");
    await expect(card).toContainText("Kindercafé");
    await expectNoAxeViolations(guest);
    await card.getByRole("link", { name }).click();
    await expect(guest).toHaveURL(/\/places\/[0-9a-f-]+$/);
    const cafeLink = guest.getByRole("link", { name: "Zum Café-Profil" });
    await expect(cafeLink).toBeVisible();
    await expectNoAxeViolations(guest);
    await cafeLink.click();
    await expect(guest).toHaveURL(new RegExp(`/cafe/${cafe.id}$`));
    await expect(guest.getByRole("heading", { level: 1, name })).toBeVisible();
    await guest.context().close();
  });

  await test.step("a parent writes a review; the average shows; a second review updates it", async () => {
    const parent = await visitor(browser, baseURL!);
    await signIn(parent);
    await parent.goto(`/cafe/${cafe.id}`);
    await expect(parent.getByText("Noch keine Bewertungen.")).toBeVisible();
    await parent.getByRole("button", { name: "Bewertung schreiben" }).click();
    const dialog = parent.getByRole("dialog", { name: "Bewertung schreiben" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Bewertung speichern" }).click();
    await expect(dialog.getByText("Bitte vergib 1 bis 5 Sterne.")).toBeVisible();
    await expectNoAxeViolations(parent);
    // The stars are radio buttons: a tap on a star picks it.
    const fourStars = dialog.getByRole("radio", { name: "4 Sterne" });
    await dialog.locator("label", { has: parent.getByRole("radio", { name: "4 Sterne" }) }).click();
    await expect(fourStars).toBeChecked();
    await dialog.getByLabel(/Kommentar/).fill("Sehr entspannt mit Baby, tolle Spielecke.");
    await dialog.getByRole("button", { name: "Bewertung speichern" }).click();
    await expect(toast(parent, "Danke für deine Bewertung!")).toBeVisible();
    await expect(parent.getByTestId("rating-average")).toContainText("4,0");
    await expect(parent.getByRole("img", { name: "4 von 5 Sternen" })).toBeVisible();
    await expect(parent.getByText("Sehr entspannt mit Baby, tolle Spielecke.")).toBeVisible();
    await expectNoAxeViolations(parent);
    await parent.context().close();

    const second = await visitor(browser, baseURL!);
    await signIn(second);
    await second.goto(`/cafe/${cafe.id}`);
    await second.getByRole("button", { name: "Bewertung schreiben" }).click();
    const secondDialog = second.getByRole("dialog", { name: "Bewertung schreiben" });
    await secondDialog.locator("label", { has: second.getByRole("radio", { name: "2 Sterne" }) }).click();
    await secondDialog.getByRole("button", { name: "Bewertung speichern" }).click();
    await expect(second.getByTestId("rating-average")).toContainText("3,0");
    await expect(second.getByText("2 Bewertungen")).toBeVisible();
    await second.context().close();
  });
});
