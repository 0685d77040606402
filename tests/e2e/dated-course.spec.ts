/**
 * Journey of dated courses (decision 021): a provider creates a dated course with 2 places in the app's form,
 * with a term around Hamburg's next school holidays, which "Fällt in den Ferien aus" cancels with one
 * click; after approval the course page lists the next dates without the holiday ones, names them under
 * "Fällt aus", shows the price, and "In den Kalender" gives an iCalendar file whose recurrence has the
 * holiday dates as exception dates (parsed with ical.js as a calendar app would).
 */
import ICAL from "ical.js";
import { addDays, hamburgToday, weekdayOf } from "#shared/berlin-time.js";
import type { THolidays } from "#shared/schemas/holidays.js";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures.js";
import { approveProvider } from "./provider-courses.js";

test.use({ locale: "de-DE" });

const GERMAN_DAYS = ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"];

test("[PROVIDER][COURSES]: a dated course with a holiday gap, on its page and in the calendar", async ({
  page,
  browser,
  skipOnboarding,
}) => {
  await skipOnboarding();
  const title = `PEKiP Ferienprobe ${Date.now()}`;
  // The next school holidays at least a week away, and a term from two weeks before to two weeks after.
  const from = addDays(hamburgToday(), 7);
  const { items } = (await (
    await page.request.get(`/api/holidays?from=${from}&to=${addDays(from, 365)}`)
  ).json()) as THolidays;
  const holidays = items.find((holiday) => holiday.kind === "school" && holiday.start >= from)!;
  expect(holidays, "school holidays within a year").toBeTruthy();
  const weekday = weekdayOf(holidays.start);
  const termStart = addDays(holidays.start, -14);
  const termEnd = addDays(holidays.end, 14);
  const holidayDays: string[] = [];
  for (let day = holidays.start; day <= holidays.end; day = addDays(day, 1)) {
    if (weekdayOf(day) === weekday) holidayDays.push(day);
  }

  await signIn(page, { role: "provider" });
  const saved = await page.request.put("/api/providers/mine", {
    data: { name: `Elternschule ${title}`, address: "Doormannsweg 12, 20259 Hamburg" },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const providerId = ((await saved.json()) as { id: string }).id;

  await test.step("the provider creates the course in the form, holidays cancelled with one click", async () => {
    await page.goto("/provider/edit");
    await page.getByRole("button", { name: "Kurs hinzufügen" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(/Titel/).fill(title);
    await dialog.getByLabel("Wochentag").selectOption({ label: GERMAN_DAYS[weekday]! });
    await dialog.getByLabel("Beginn", { exact: true }).fill("10:00");
    await dialog.getByLabel("Ende", { exact: true }).fill("11:30");
    await dialog.getByLabel(/Max. Teilnehmer/).fill("2");
    await dialog.getByLabel(/Kursbeginn/).fill(termStart);
    await dialog.getByLabel(/Kursende/).fill(termEnd);
    await dialog.getByRole("button", { name: "Fällt in den Ferien aus" }).click();
    await expect(dialog.getByRole("status")).toContainText("in den Hamburger Ferien");
    const dates = await dialog
      .getByLabel("Datum", { exact: true })
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    // Public holidays on the course day may add dates besides the school holidays'.
    for (const day of holidayDays) expect(dates).toContain(day);
    await dialog.getByLabel(/Preis in Euro/).fill("89,50");
    await dialog.getByLabel("Preis gilt").selectOption({ label: "pro Kurs" });
    await dialog.getByLabel(/Alter ab/).fill("4");
    await dialog.getByLabel(/Alter bis/).fill("12");
    await dialog.getByLabel(/Eltern buchen direkt in Lütt/).check();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Kurs gespeichert" })).toBeVisible();
  });

  await approveProvider(browser, providerId);
  const profile = (await (await page.request.get(`/api/providers/${providerId}`)).json()) as {
    courses: { title: string; course_id: string | null }[];
  };
  const courseId = profile.courses.find((course) => course.title === title)!.course_id!;

  await test.step("the course page shows dates, the cancelled ones with their reason, and the price", async () => {
    await page.goto(`/courses/${courseId}`);
    const dates = page.getByRole("region", { name: "Nächste Termine" });
    await expect(dates).toContainText("Kurszeitraum:");
    const shown = await dates
      .locator("li time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")));
    for (const day of holidayDays) expect(shown.filter((date) => date === day)).toEqual([day]);
    await expect(dates.getByText(`– ${holidays.name.de}`).first()).toBeVisible();
    await expect(page.getByText("89,50 € pro Kurs")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step("'In den Kalender' is an iCalendar file with the holiday dates as exceptions", async () => {
    const href = await page.getByRole("link", { name: "In den Kalender" }).getAttribute("href");
    const response = await page.request.get(href!);
    expect(response.headers()["content-type"]).toContain("text/calendar");
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const vevent = calendar.getFirstSubcomponent("vevent")!;
    const exceptions = vevent
      .getAllProperties("exdate")
      .flatMap((property) => property.getValues().map((value) => String(value).slice(0, 10)));
    for (const day of holidayDays) expect(exceptions).toContain(day);
    const event = new ICAL.Event(vevent);
    const expansion = new ICAL.RecurExpansion({ component: vevent, dtstart: event.startDate });
    const occurrences: string[] = [];
    for (let next = expansion.next(); next && occurrences.length < 20; next = expansion.next()) {
      occurrences.push(next.toString().slice(0, 10));
    }
    expect(occurrences.length).toBeGreaterThan(0);
    expect(occurrences.filter((date) => holidayDays.includes(date))).toEqual([]);
    expect(occurrences.every((date) => date >= termStart && date <= termEnd)).toBe(true);
  });
});
