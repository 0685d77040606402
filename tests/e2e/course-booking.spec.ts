/**
 * Journey of issue 21 §2: a provider's course with one place, booked in Lütt. A signed-out parent (A)
 * follows "Anmelden und buchen", signs in and comes back to the course, books the place ("Gebucht");
 * parent B finds it "Ausgebucht" and joins the waitlist ("Auf der Warteliste (Platz 1)"); A cancels
 * from "Meine Buchungen" with a confirmation; B moves up, sees "Gebucht" and has the mail with the place.
 * The provider and the admin's approval are set up through the API (their screens have journeys of
 * their own, provider.spec.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { E2E_DATA_DIR, E2E_PORT } from "../../playwright.config.js";
import { decodeQuotedPrintable } from "../support/mail.js";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures.js";

test.use({ locale: "de-DE" });

const mailDir = path.join(E2E_DATA_DIR, "mail");

/** The decoded .eml files the server wrote for this address (embedded mail: `<timestamp>-<to>.eml`). */
const mailsTo = (email: string): string[] =>
  existsSync(mailDir)
    ? readdirSync(mailDir)
        .filter((name) => name.endsWith(`-${email}.eml`))
        .map((name) => decodeQuotedPrintable(readFileSync(path.join(mailDir, name), "utf8")))
    : [];

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** A Tuesday course with one place for children up to 24 months, of a newly approved provider. */
async function createBookableCourse(page: Page, browserNewPage: () => Promise<Page>, title: string) {
  await signIn(page, { role: "provider" });
  const saved = await page.request.put("/api/providers/mine", {
    data: { name: `Elternschule Test ${title}`, address: "Doormannsweg 12, 20259 Hamburg" },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const providerId = ((await saved.json()) as { id: string }).id;
  const year = new Date().getUTCFullYear() + 1;
  const added = await page.request.post(`/api/providers/${providerId}/courses`, {
    data: {
      title,
      day_of_week: 2,
      start_time: "09:30",
      end_time: "10:30",
      max_participants: 1,
      bookable: true,
      age_min_months: 0,
      age_max_months: 24,
      term_start: `${year}-01-06`,
      term_end: `${year}-03-31`,
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const admin = await browserNewPage();
  await signIn(admin, { role: "admin" });
  const approved = await admin.request.post(`/api/admin/profile-approvals/provider/${providerId}`, {
    data: { decision: "approved" },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  await admin.context().close();
  const profile = (await (await page.request.get(`/api/providers/${providerId}`)).json()) as {
    courses: { title: string; course_id: string | null }[];
  };
  const courseId = profile.courses.find((course) => course.title === title)?.course_id;
  expect(courseId).toBeTruthy();
  return courseId!;
}

test("[PARENT][BOOKINGS]: books the last place, the next parent waits, a cancellation moves them up", async ({
  page,
  browser,
  skipOnboarding,
}) => {
  await skipOnboarding();
  const title = `PEKiP Dienstag ${Date.now()}`;
  const newPage = async () => (await browser.newContext({ locale: "de-DE" })).newPage();
  const courseId = await createBookableCourse(await newPage(), newPage, title);
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
