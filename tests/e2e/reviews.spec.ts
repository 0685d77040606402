/**
 * Journeys of reviews of every place (decision 017): a parent reviews a park on its page, sees the review
 * with the average, finds the park first among the best rated on /places with its stars on the card,
 * edits and deletes the review; another parent reports a review, and an admin deletes it from the queue.
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import type { TPlaceList } from "#shared/schemas/places.js";
import { ONBOARDED_COOKIE } from "#shared/cookies.js";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures.js";

test.use({ locale: "de-DE" });

/** A park nobody has reviewed yet in this test run. */
async function unreviewedPark(request: APIRequestContext, skip: string[] = []) {
  const list = (await (await request.get("/api/places?type=park&limit=100")).json()) as TPlaceList;
  return list.items.find((item) => item.rating === null && !skip.includes(item.id))!;
}

/** A second signed-in visitor in a browser context of its own, past the intro. */
async function otherVisitor(browser: Browser, baseURL: string, role: "parent" | "admin"): Promise<Page> {
  const context = await browser.newContext({ locale: "de-DE", baseURL });
  await context.addCookies([{ name: ONBOARDED_COOKIE, value: "1", url: baseURL }]);
  const page = await context.newPage();
  await signIn(page, { role });
  return page;
}

test("[PARENT][REVIEWS]: reviews a park, sees it with the average, finds it first among the best rated, edits and deletes it", async ({
  page,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  await signIn(page, { name: "Mira Beispiel" });
  const park = await unreviewedPark(page.request);
  await page.goto(`/places/${park.id}`);
  const reviews = page.getByRole("region", { name: "Bewertungen" });

  await test.step("writes a review: stars are required, then it shows with the average", async () => {
    await expect(reviews.getByText("Noch keine Bewertungen.", { exact: false })).toBeVisible();
    await reviews.getByRole("button", { name: "Bewertung schreiben" }).click();
    const dialog = page.getByRole("dialog", { name: "Bewertung schreiben" });
    await dialog.getByRole("button", { name: "Bewertung speichern" }).click();
    await expect(dialog.getByText("Bitte vergib 1 bis 5 Sterne.")).toBeVisible();
    await axe();
    await dialog.locator("label", { has: page.getByRole("radio", { name: "4 Sterne" }) }).click();
    await dialog.getByLabel(/Kommentar/).fill("Viel Schatten, die Schaukeln sind neu.");
    await dialog.getByRole("button", { name: "Bewertung speichern" }).click();
    await expect(page.locator("[data-sonner-toast]")).toContainText("Danke für deine Bewertung!");
    await expect(reviews.getByTestId("rating-average")).toContainText("4,0");
    await expect(reviews.getByText("1 Bewertung")).toBeVisible();
    const mine = reviews.getByRole("listitem").filter({ hasText: "Deine Bewertung" });
    await expect(mine).toContainText("Viel Schatten, die Schaukeln sind neu.");
    await expect(mine.getByRole("img", { name: "4 von 5 Sternen" })).toBeVisible();
    await axe();
  });

  await test.step("the park leads the best rated parks on /places, with its stars and count on the card", async () => {
    await page.goto("/places?type=park&sort=rating");
    await expect(page.getByRole("combobox", { name: "Sortieren" })).toHaveValue("rating");
    const first = page.getByRole("article").first();
    await expect(first.getByRole("link", { name: park.name })).toBeVisible();
    await expect(first).toContainText("4");
    await expect(first).toContainText("1 Bewertung");
    await axe();
  });

  await test.step("edits the review, then deletes it after confirming", async () => {
    await page.goto(`/places/${park.id}`);
    await reviews.getByRole("button", { name: "Meine Bewertung bearbeiten" }).click();
    const dialog = page.getByRole("dialog", { name: "Bewertung bearbeiten" });
    await expect(dialog.getByLabel(/Kommentar/)).toHaveValue("Viel Schatten, die Schaukeln sind neu.");
    await dialog.locator("label", { has: page.getByRole("radio", { name: "2 Sterne" }) }).click();
    await dialog.getByRole("button", { name: "Bewertung speichern" }).click();
    await expect(reviews.getByTestId("rating-average")).toContainText("2,0");
    await reviews.getByRole("button", { name: "Meine Bewertung bearbeiten" }).click();
    await page.getByRole("button", { name: "Bewertung löschen" }).click();
    const confirm = page.getByRole("dialog", { name: "Bewertung löschen?" });
    await axe();
    await confirm.getByRole("button", { name: "Löschen" }).click();
    await expect(reviews.getByText("Noch keine Bewertungen.", { exact: false })).toBeVisible();
    await expect(reviews.getByTestId("rating-average")).toHaveCount(0);
  });
});

test("[PARENT][ADMIN][REVIEWS]: a reported review reaches the admin queue and is deleted there", async ({
  page,
  browser,
  baseURL,
  skipOnboarding,
}) => {
  await skipOnboarding();
  await signIn(page);
  const park = await unreviewedPark(page.request);
  const written = await page.request.post(`/api/places/${park.id}/reviews`, {
    data: { rating: 1, text: "Jetzt Schaukeln günstig kaufen: schaukel-shop.example" },
    headers: { origin: baseURL! },
  });
  expect(written.status()).toBe(201);

  const reporter = await otherVisitor(browser, baseURL!, "parent");
  await reporter.goto(`/places/${park.id}`);
  const review = reporter.getByRole("listitem").filter({ hasText: "schaukel-shop.example" });
  await review.getByRole("button", { name: /Bewertung von .+ melden/ }).click();
  const dialog = reporter.getByRole("dialog", { name: "Diese Bewertung melden" });
  await expect(dialog.getByText("Zeigt das Gesicht eines Kindes")).toHaveCount(0);
  await dialog.getByText("Spam oder Werbung").click();
  await expectNoAxeViolations(reporter);
  await dialog.getByRole("button", { name: "Meldung senden" }).click();
  await expect(reporter.locator("[data-sonner-toast]")).toContainText("Danke für deine Meldung");
  await reporter.context().close();

  const admin = await otherVisitor(browser, baseURL!, "admin");
  await admin.goto("/admin/posts?tab=reports");
  const entry = admin.getByRole("listitem").filter({ hasText: "schaukel-shop.example" });
  await expect(entry).toContainText("Bewertung");
  await expect(entry).toContainText("1 von 5 Sternen");
  await expect(entry.getByRole("link", { name: "Ort öffnen" })).toHaveAttribute("href", `/places/${park.id}`);
  await expectNoAxeViolations(admin);
  await entry.getByRole("button", { name: "Inhalt löschen" }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Löschen" }).click();
  await expect(admin.locator("[data-sonner-toast]")).toContainText("Inhalt gelöscht.");
  const rating = (await (await admin.request.get(`/api/places/${park.id}`)).json()) as { rating: unknown };
  expect(rating.rating).toBeNull();
  await admin.context().close();
});
