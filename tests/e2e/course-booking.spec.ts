/**
 * Journey of a course booking (decision 024): a provider's course with one place, booked in Lütt. A
 * signed-out parent (A) follows "Anmelden und buchen", signs in and comes back to the course, books the place
 * ("Gebucht"); parent B finds it "Ausgebucht" and joins the waitlist ("Auf der Warteliste (Platz 1)"); A
 * cancels from "Meine Buchungen" with a confirmation; B moves up, sees "Gebucht" and has the mail with the
 * place. The provider and the admin's approval are set up through the API (their screens have journeys of
 * their own, provider.spec.ts).
 */
import type { Page } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config.js";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures.js";
import { createApprovedCourse, mailsTo } from "./provider-courses.js";

test.use({ locale: "de-DE" });

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("[PARENT][BOOKINGS]: books the last place, the next parent waits, a cancellation moves them up", async ({
  page,
  browser,
  skipOnboarding,
}) => {
  await skipOnboarding();
  const title = `PEKiP Dienstag ${Date.now()}`;
  const newPage = async () => (await browser.newContext({ locale: "de-DE" })).newPage();
  const { courseId } = await createApprovedCourse(await newPage(), browser, { title, places: 1 });
  const coursePath = `/courses/${courseId}`;
  const email = `parent-a-${Date.now()}@example.org`;
  const password = "journey-password-42";

  await test.step("a signed-out parent sees the places and a sign-in link that comes back to the course", async () => {
    const created = await page.request.post("/api/test/users", { data: { email, password, name: "Anna" } });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto(coursePath);
    const box = page.getByRole("region", { name: "Platz buchen" });
    await expect(box.getByText("Noch 1 Platz")).toBeVisible();
    await expect(box.getByText("Melde dich an, um einen Platz zu buchen.")).toBeVisible();
    await expectNoAxeViolations(page);
    await box.getByRole("link", { name: "Anmelden und buchen" }).click();
    await expect(page).toHaveURL(/\/auth\?returnTo=/);
    await page.getByLabel("E-Mail").fill(email);
    await page.getByLabel("Passwort").fill(password);
    await page.getByRole("main").getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(new RegExp(`${coursePath}$`));
  });

  await test.step("parent A books the place: 'Gebucht'", async () => {
    const box = page.getByRole("region", { name: "Platz buchen" });
    await box.getByLabel("Name des Kindes").fill("Mila");
    await box.getByLabel("Alter in Monaten").fill("30");
    await box.getByRole("button", { name: "Platz buchen" }).click();
    await expect(box.getByRole("alert")).toContainText("Dieser Kurs ist für Kinder von 0 bis 24 Monaten.");
    await box.getByLabel("Alter in Monaten").fill("10");
    await box.getByRole("button", { name: "Platz buchen" }).click();
    await expect(box.getByRole("status")).toHaveText(
      "Gebucht! Die Bestätigung ist unterwegs in dein Postfach.",
    );
    await expect(box.getByText("Gebucht", { exact: true })).toBeVisible();
    await expect(box.getByText("Ausgebucht")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  const other = await newPage();
  const parentB = await signIn(other, { name: "Ben" });

  await test.step("parent B finds the course full and joins the waitlist", async () => {
    await other.goto(coursePath);
    const box = other.getByRole("region", { name: "Platz buchen" });
    await expect(box.getByText("Ausgebucht")).toBeVisible();
    await box.getByLabel("Alter in Monaten").fill("8");
    await box.getByRole("button", { name: "Auf die Warteliste" }).click();
    await expect(box.getByRole("status")).toContainText("Auf der Warteliste (Platz 1)");
    await expect(box.getByText("Auf der Warteliste (Platz 1)", { exact: true })).toBeVisible();
    await expectNoAxeViolations(other);
  });

  await test.step("parent A cancels under 'Meine Buchungen' after confirming", async () => {
    await page.goto("/profile#bookings");
    const list = page.getByRole("region", { name: "Meine Buchungen" });
    await expect(list.getByRole("link", { name: title })).toBeVisible();
    await expect(list.getByText("Gebucht", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await list.getByRole("button", { name: `Buchung von ${title} stornieren` }).click();
    const dialog = page.getByRole("dialog", { name: "Buchung stornieren?" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Ja, stornieren" }).click();
    await expect(toast(page, "Buchung storniert.")).toBeVisible();
    await expect(list.getByText("Storniert", { exact: true }).first()).toBeVisible();
  });

  await test.step("parent B has moved up: 'Gebucht', and the mail says so", async () => {
    await other.goto(coursePath);
    const box = other.getByRole("region", { name: "Platz buchen" });
    await expect(box.getByText("Gebucht", { exact: true })).toBeVisible();
    await expect(box.getByText("Ausgebucht")).toBeVisible();
    await expectNoAxeViolations(other);
    await expect
      .poll(() => mailsTo(parentB.email).some((mail) => mail.includes("ist ein Platz frei geworden")))
      .toBe(true);
    expect(mailsTo(parentB.email).join("\n")).toContain(`http://127.0.0.1:${E2E_PORT}/profile#bookings`);
  });
});
