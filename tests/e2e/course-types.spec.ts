/**
 * Journey of decision 030: a provider says in the course form what a course is (description, type
 * Musik, tag Musik); once approved, a parent finds it on /courses with the type chip "Musik", finds the
 * provider's PEKiP course with the tag chip "PEKiP", finds only the one course by searching its title
 * (the provider's description names both), and reads the course's own description under "Über den
 * Kurs" — on the course without one, the provider's under "Über den Anbieter".
 */
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures.js";
import { approveProvider } from "./provider-courses.js";

test.use({ locale: "de-DE" });

test("[PROVIDER][COURSES]: a course says what it is and parents find it by type, tag and title", async ({
  page,
  browser,
  skipOnboarding,
  axe,
}) => {
  // Three people and six pages: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const music = `Musikgarten Minis ${stamp}`;
  const pekip = `PEKiP am Morgen ${stamp}`;
  const blurb = `Bei uns: ${music} und ${pekip} für die Kleinsten.`;
  const description = "Wir singen, klatschen und spielen auf kleinen Trommeln.";

  await signIn(page, { role: "provider" });
  const saved = await page.request.put("/api/providers/mine", {
    data: {
      name: `Klangwiese ${stamp}`,
      short_description: blurb,
      address: "Osterstraße 10, 20259 Hamburg",
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const providerId = ((await saved.json()) as { id: string }).id;
  const added = await page.request.post(`/api/providers/${providerId}/courses`, {
    data: { title: pekip, type: "PEKiP", day_of_week: 3, start_time: "09:30", end_time: "10:30" },
  });
  expect(added.status(), await added.text()).toBe(201);

  await test.step("the provider gives the course a description, the type Musik and the tag Musik", async () => {
    await page.goto("/provider/edit");
    await page.getByRole("button", { name: "Kurs hinzufügen" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(/Titel/).fill(music);
    await dialog.getByLabel(/Beschreibung/).fill(description);
    await dialog.getByLabel("Kursart").selectOption({ label: "Musik" });
    const tags = dialog.getByRole("group", { name: /Schlagwörter/ });
    await tags.getByRole("button", { name: "Musik", exact: true }).click();
    await expect(tags.getByRole("button", { name: "Musik", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await dialog.getByLabel("Wochentag").selectOption({ label: "Dienstag" });
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Kurs gespeichert" })).toBeVisible();
  });

  await approveProvider(browser, providerId);
  await page.context().clearCookies();
  await skipOnboarding();

  const cards = page.locator("main ul").getByRole("heading", { level: 3 });

  await test.step("the type chip Musik finds the course, the tag chip PEKiP the PEKiP course", async () => {
    await page.goto("/courses");
    await page.getByRole("region", { name: "Art" }).getByRole("button", { name: "Musik" }).click();
    await expect(page).toHaveURL(/type=music/);
    await expect(cards.filter({ hasText: music })).toBeVisible();
    await expect(cards.filter({ hasText: pekip })).toHaveCount(0);
    await axe();
    await page.goto("/courses");
    await page
      .getByRole("region", { name: "Tags" })
      .getByRole("button", { name: "PEKiP", exact: true })
      .click();
    await expect(page).toHaveURL(/tag=PEKiP/);
    await expect(cards.filter({ hasText: pekip })).toBeVisible();
    await expect(cards.filter({ hasText: music })).toHaveCount(0);
  });

  await test.step("searching the title finds that course, not the provider's other one", async () => {
    await page.goto("/courses");
    await page.getByRole("searchbox", { name: "Kurse suchen" }).fill(music);
    await expect(page).toHaveURL(/q=Musikgarten/);
    await expect(cards.filter({ hasText: music })).toBeVisible();
    await expect(cards.filter({ hasText: stamp })).toHaveCount(1);
  });

  await test.step("the course page shows the course's own description", async () => {
    await cards.filter({ hasText: music }).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: music })).toBeVisible();
    const about = page.getByRole("region", { name: "Über den Kurs" });
    await expect(about).toContainText(description);
    await expect(about).not.toContainText(blurb);
    await axe();
  });

  await test.step("a course without a description shows the provider's, labelled as the provider's", async () => {
    await page.goto("/courses?tag=PEKiP");
    await cards.filter({ hasText: pekip }).getByRole("link").click();
    const about = page.getByRole("region", { name: "Über den Anbieter" });
    await expect(about).toContainText(`So stellt sich Klangwiese ${stamp} vor:`);
    await expect(about).toContainText(blurb);
    await axe();
  });
});
