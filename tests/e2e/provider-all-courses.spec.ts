/**
 * A family education centre has more courses than its page lists (PROVIDER_LIMITS.publicCourses): the
 * page says how many it shows and leads to all of them on /courses, where the provider is a pressed
 * filter chip; pressing it lets go of the provider and shows every course again.
 */
import { PROVIDER_LIMITS } from "#shared/schemas/providers.js";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures.js";
import { approveProvider } from "./provider-courses.js";

test.use({ locale: "de-DE" });

test("[VISITOR][COURSES]: a provider's page leads to all its courses on /courses, and its chip lets go of it", async ({
  page,
  browser,
  skipOnboarding,
}) => {
  const count = PROVIDER_LIMITS.publicCourses + 2;
  const name = "Familienbildung Eimsbüttel";
  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, { role: "provider" });
  const saved = await owner.request.put("/api/providers/mine", { data: { name } });
  expect(saved.ok(), await saved.text()).toBe(true);
  const providerId = ((await saved.json()) as { id: string }).id;
  const programme = [
    "titel;wochentag;beginn;ende",
    ...Array.from({ length: count }, (_, index) => `Eltern-Kind-Gruppe ${index + 1};Mi;09:30;11:00`),
  ].join("\n");
  const imported = await owner.request.post(`/api/providers/${providerId}/courses/import`, {
    data: { csv: programme },
  });
  expect(imported.ok(), await imported.text()).toBe(true);
  await owner.context().close();
  await approveProvider(browser, providerId);
  const all = ((await (await page.request.get("/api/courses?limit=1")).json()) as { total: number }).total;

  await skipOnboarding();
  await page.goto(`/provider/${providerId}`);
  await expect(
    page.getByText(`Hier stehen die ersten ${PROVIDER_LIMITS.publicCourses} von ${count} Kursen.`),
  ).toBeVisible();
  await page.getByRole("link", { name: `Alle ${count} Kurse ansehen` }).click();

  await expect(page).toHaveURL(new RegExp(`/courses\\?provider=${providerId}$`));
  await expect(page.getByRole("heading", { name: `${count} Kurse` })).toBeVisible();
  const chip = page.getByRole("button", { name });
  await expect(chip).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("link", { name: /Eltern-Kind-Gruppe 1\b/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await chip.click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole("heading", { name: `${all} Kurse` })).toBeVisible();
  await expect(page.getByRole("button", { name })).toHaveCount(0);
});
