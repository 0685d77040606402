/**
 * Journey of the provider's side of bookings (decision 024): a provider's course with two places booked in
 * Lütt. A parent books one place in the app; the provider opens "Buchungen (1)" on /provider/edit, adds a
 * phone booking (the last place) and a second one that goes to the waitlist, downloads the CSV, cancels the
 * parent's booking with a message (the parent's mail quotes it; the waitlisted family moves up and is told by
 * mail), and sends "Nachricht an alle Teilnehmenden" after confirming how many families get it. The admin
 * then sees the week's bookings and the provider's counts on /admin. Course and approval are set up through
 * the API (their screens have journeys of their own).
 */
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures.js";
import { createApprovedCourse, mailsTo } from "./provider-courses.js";

test.use({ locale: "de-DE" });

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("[PROVIDER][BOOKINGS]: lists, adds, exports, cancels with a message and writes to all participants", async ({
  page,
  browser,
  skipOnboarding,
}) => {
  await skipOnboarding();
  const title = `PEKiP Altona ${Date.now()}`;
  const { providerId, itemId, courseId } = await createApprovedCourse(page, browser, { title, places: 2 });
  const parentPage = await (await browser.newContext({ locale: "de-DE" })).newPage();
  const parent = await signIn(parentPage, { name: "Anna" });
  const booked = await parentPage.request.post(`/api/courses/${courseId}/bookings`, {
    data: { child_age_months: 8, child_name: "Mila" },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const waitingEmail = `jana-${Date.now()}@example.org`;

  await test.step("the provider opens the course's bookings: Anna with Mila, 8 months", async () => {
    await page.goto("/provider/edit");
    await page.getByRole("button", { name: `Buchungen (1): ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: `Buchungen: ${title}` });
    await expect(dialog.getByText("1 von 2 Plätzen belegt · 0 auf der Warteliste")).toBeVisible();
    const bookedSection = dialog.getByRole("region", { name: "Gebucht (1)" });
    await expect(bookedSection.getByText("Anna", { exact: true })).toBeVisible();
    await expect(bookedSection.getByText("Kind: Mila · 8 Monate")).toBeVisible();
    await expect(bookedSection.getByRole("link", { name: parent.email })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step("a phone booking takes the last place; the next one goes on the waitlist", async () => {
    const dialog = page.getByRole("dialog", { name: `Buchungen: ${title}` });
    await dialog.getByRole("button", { name: "Buchung hinzufügen" }).click();
    await dialog.getByLabel("Name der Kontaktperson").fill("Tom Weber");
    await dialog.getByLabel("Alter des Kindes in Monaten").fill("10");
    await dialog.getByLabel("Telefon").fill("040 123456");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Buchung speichern" }).click();
    await expect(toast(page, "Buchung gespeichert: Platz gebucht.")).toBeVisible();
    await dialog.getByRole("button", { name: "Buchung hinzufügen" }).click();
    await dialog.getByLabel("Name der Kontaktperson").fill("Jana Kröger");
    await dialog.getByLabel("Name des Kindes").fill("Paul");
    await dialog.getByLabel("Alter des Kindes in Monaten").fill("6");
    await dialog.getByLabel("E-Mail").fill(waitingEmail);
    await dialog.getByRole("button", { name: "Buchung speichern" }).click();
    await expect(toast(page, "Buchung gespeichert: Warteliste, Platz 1.")).toBeVisible();
    await expect(dialog.getByText("2 von 2 Plätzen belegt · 1 auf der Warteliste")).toBeVisible();
    await expect(
      dialog.getByRole("region", { name: "Warteliste (1)" }).getByText("Jana Kröger"),
    ).toBeVisible();
  });

  await test.step("the CSV has every booking for a German spreadsheet", async () => {
    const dialog = page.getByRole("dialog", { name: `Buchungen: ${title}` });
    const link = dialog.getByRole("link", { name: "Als CSV herunterladen" });
    expect(await link.getAttribute("href")).toBe(
      `/api/providers/${providerId}/courses/${itemId}/bookings.csv`,
    );
    const csv = await page.request.get(`/api/providers/${providerId}/courses/${itemId}/bookings.csv`);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const text = await csv.text();
    expect(text.startsWith("\uFEFFStatus;Wartelistenplatz;Kontaktperson;Kind;Alter (Monate);E-Mail;")).toBe(
      true,
    );
    expect(text).toContain(`Gebucht;;Anna;Mila;8;${parent.email};`);
    expect(text).toContain("Gebucht;;Tom Weber;;10;;040 123456;");
    expect(text).toContain(`Warteliste;1;Jana Kröger;Paul;6;${waitingEmail};`);
  });

  await test.step("cancelling Anna's booking with a message: she reads it, Jana moves up", async () => {
    const dialog = page.getByRole("dialog", { name: `Buchungen: ${title}` });
    await dialog.getByRole("button", { name: "Buchung von Anna stornieren" }).click();
    const confirm = page.getByRole("dialog", { name: "Buchung stornieren?" });
    await confirm
      .getByLabel(/Nachricht an die Familie/)
      .fill("Der Raum wird renoviert, im Mai geht es weiter.");
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: "Ja, stornieren" }).click();
    await expect(toast(page, "Buchung storniert.")).toBeVisible();
    await expect(dialog.getByRole("region", { name: "Storniert (1)" }).getByText("Anna")).toBeVisible();
    await expect(dialog.getByRole("region", { name: "Gebucht (2)" }).getByText("Jana Kröger")).toBeVisible();
    await expect
      .poll(() => mailsTo(parent.email).find((mail) => mail.includes("hat deine Buchung")) ?? "")
      .toContain("Der Raum wird renoviert, im Mai geht es weiter.");
    await expect
      .poll(() => mailsTo(waitingEmail).some((mail) => mail.includes("ist ein Platz frei geworden")))
      .toBe(true);
  });

  await test.step("'Nachricht an alle Teilnehmenden' asks first, then reaches the booked family", async () => {
    const dialog = page.getByRole("dialog", { name: `Buchungen: ${title}` });
    await dialog.getByRole("button", { name: "Nachricht an alle Teilnehmenden" }).click();
    await expect(
      dialog.getByText("Geht an 1 Familie. 1 Buchung ohne E-Mail-Adresse bekommt nichts."),
    ).toBeVisible();
    await dialog.getByLabel("Betreff").fill("Hausschuhe");
    await dialog.getByLabel(/^Nachricht( \*)?$/).fill("Bitte bringt Hausschuhe mit.");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Weiter" }).click();
    await expect(dialog.getByText("„Hausschuhe“ geht jetzt per E-Mail an 1 Familie.")).toBeVisible();
    await dialog.getByRole("button", { name: "Jetzt senden" }).click();
    await expect(toast(page, "Nachricht an 1 Familie gesendet.")).toBeVisible();
    await expect
      .poll(() => mailsTo(waitingEmail).some((mail) => mail.includes("Bitte bringt Hausschuhe mit.")))
      .toBe(true);
    expect(mailsTo(parent.email).some((mail) => mail.includes("Hausschuhe"))).toBe(false);
  });

  await test.step("the admin sees this week's bookings and the provider's counts", async () => {
    const admin = await (await browser.newContext({ locale: "de-DE" })).newPage();
    await signIn(admin, { role: "admin" });
    await admin.goto("/admin");
    const section = admin.getByRole("region", { name: "Kursbuchungen" });
    await expect(section.getByText("Buchungen diese Woche")).toBeVisible();
    const row = section.getByRole("row", { name: new RegExp(`Familienzentrum ${title}`) });
    await expect(row.getByRole("cell")).toHaveText([/1$/, /2$/, /0$/, /1$/]);
    await expectNoAxeViolations(admin);
    await admin.context().close();
  });
  await parentPage.context().close();
});
