/**
 * Journeys of the place claims and the claims queue (decision 020): a provider claims an imported
 * Familienbildung place ("Ist das Ihre Einrichtung?"), an admin approves the claim in the queue (rejecting
 * asks first), and the place's page then names the provider, linking to its profile, without the claim
 * button. A parent without a provider profile is sent to the provider area first.
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config.js";
import { ONBOARDED_COOKIE } from "#shared/cookies.js";
import type { TPlaceClaimState } from "#shared/schemas/place-claims.js";
import type { TPlaceList } from "#shared/schemas/places.js";
import type { TProviderProfile } from "#shared/schemas/providers.js";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures.js";

test.use({ locale: "de-DE" });

const ORIGIN = { origin: `http://127.0.0.1:${E2E_PORT}` };

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** A second visitor with their own browser context (cookies), onboarding done. */
async function visitor(browser: Browser, baseURL: string, locale = "de-DE"): Promise<Page> {
  const context = await browser.newContext({ locale, baseURL });
  await context.addCookies([{ name: ONBOARDED_COOKIE, value: "1", url: baseURL }]);
  return context.newPage();
}

/** An imported Familienbildung place nobody owns or has claimed yet in this database. */
async function unclaimedPlace(request: APIRequestContext) {
  const list = (await (
    await request.get("/api/places?type=family_education&limit=100")
  ).json()) as TPlaceList;
  expect(list.total).toBeGreaterThan(0);
  for (const place of list.items) {
    const state = (await (await request.get(`/api/places/${place.id}/claim`)).json()) as TPlaceClaimState;
    if (state.is_claimable && !state.viewer?.claim) return place;
  }
  throw new Error("every family-education place is claimed already");
}

test("[PROVIDER][ADMIN][PLACE-CLAIMS]: a provider claims a Familienbildung place, an admin approves, the place shows the provider", async ({
  page,
  axe,
  skipOnboarding,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await skipOnboarding();
  await signIn(page, { role: "provider" });
  const providerName = `Elternschule Beispielträger ${Date.now()}`;
  const created = await page.request.put("/api/providers/mine", {
    data: { name: providerName },
    headers: ORIGIN,
  });
  expect(created.status(), await created.text()).toBe(201);
  const provider = (await created.json()) as TProviderProfile;
  const place = await unclaimedPlace(page.request);

  await test.step("the place is a Familienbildung place with 'Ist das Ihre Einrichtung?'", async () => {
    await page.goto(`/places/${place.id}`);
    await expect(page.getByRole("heading", { level: 1, name: place.name })).toBeVisible();
    await expect(page.getByText("Familienbildung").first()).toBeVisible();
    await page.getByRole("button", { name: "Ist das Ihre Einrichtung?" }).click();
    await expect(
      page.getByText("Anbieter können diese Einrichtung mit ihrem Anbieterprofil verknüpfen."),
    ).toBeVisible();
    await axe();
  });

  await test.step("sends the claim with a message and sees it is being checked", async () => {
    await page
      .getByLabel("Nachricht an das Lütt-Team")
      .fill("Ich leite die Einrichtung; bitte rufen Sie unter der Nummer auf unserer Website an.");
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    await expect(toast(page, "Anfrage gesendet")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "wird geprüft" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Ist das Ihre Einrichtung?" })).toHaveCount(0);
    await axe();
  });

  await test.step("an admin finds it under 'Place claims'; rejecting asks first; approving links it", async () => {
    const admin = await visitor(browser, baseURL!, "en-GB");
    await signIn(admin, { role: "admin" });
    await admin.goto("/admin/profile-approvals");
    const queue = admin.getByRole("region", { name: "Place claims" });
    const card = queue.getByRole("article", { name: place.name }).filter({ hasText: providerName });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Ich leite die Einrichtung");
    await expectNoAxeViolations(admin);

    await card.getByRole("button", { name: "Reject" }).click();
    const dialog = admin.getByRole("dialog", { name: "Reject this claim?" });
    await expect(dialog).toContainText(providerName);
    await expectNoAxeViolations(admin);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);

    await card.getByRole("button", { name: "Approve" }).click();
    await expect(toast(admin, "is now linked to")).toBeVisible();
    await queue.getByRole("tab", { name: "Approved" }).click();
    await expect(
      queue.getByRole("article", { name: place.name }).filter({ hasText: providerName }),
    ).toBeVisible();
    await expectNoAxeViolations(admin);
    await admin.context().close();
  });

  await test.step("the place names the provider, linked to its profile, and offers no claim any more", async () => {
    const guest = await visitor(browser, baseURL!);
    await guest.goto(`/places/${place.id}`);
    const link = guest.getByRole("link", { name: `Anbieterprofil von ${providerName}` });
    await expect(link).toBeVisible();
    await expect(guest.getByText("Anbieter auf Lütt")).toBeVisible();
    await expect(guest.getByRole("button", { name: "Ist das Ihre Einrichtung?" })).toHaveCount(0);
    await expectNoAxeViolations(guest);
    await link.click();
    await expect(guest).toHaveURL(new RegExp(`/provider/${provider.id}$`));
    await expect(guest.getByRole("heading", { level: 1, name: providerName })).toBeVisible();
    await guest.context().close();
  });
});

test("[PARENT][PLACE-CLAIMS]: without a provider profile, the claim sends a parent to the provider area", async ({
  page,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  await signIn(page);
  const place = await unclaimedPlace(page.request);
  await page.goto(`/places/${place.id}`);
  await page.getByRole("button", { name: "Ist das Ihre Einrichtung?" }).click();
  await expect(page.getByText("Dafür brauchen Sie zuerst ein Anbieterprofil.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Zum Anbieterbereich" })).toHaveAttribute("href", "/provider");
  await axe();
});

test("[VISITOR][PLACE-CLAIMS]: a signed-out visitor is asked to sign in first", async ({
  page,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  const place = await unclaimedPlace(page.request);
  await page.goto(`/places/${place.id}`);
  await page.getByRole("button", { name: "Ist das Ihre Einrichtung?" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await axe();
});
