/**
 * Contribution journeys (spec 01 §2 /suggest-place, /suggest-course, /feedback, /survey, Overlays; §4
 * "Suggestion forms", "Feedback and survey", "Install prompt", "Usage survey prompt"; §5; §8): a parent
 * suggests a place with an address from the address search and a photo, a course with a booking link;
 * visitors send feedback and answer the survey; the install prompt comes on the second visit.
 */
import type { Page } from "@playwright/test";
import sharp from "sharp";
import type { TPlaceSuggestionList, TCourseSuggestionList } from "#shared/schemas/suggestions.js";
import { expect, expectNoAxeViolations, ONBOARDING_KEY, signIn, test } from "./fixtures.js";

test.use({ locale: "en-GB" });

/** A phone photo stand-in. */
const photo = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: "#0f766e" } })
    .jpeg()
    .toBuffer();

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("[PARENT][SUGGESTIONS]: suggests a place with an address from the search and a photo; it is stored as pending", async ({
  page,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  await signIn(page, { name: "Mia Beispiel" });
  const name = `Café Kinderzimmer ${Date.now()}`;

  await test.step("empty required fields are refused with 'Missing information'", async () => {
    await page.goto("/suggest-place");
    await expect(page.getByRole("heading", { level: 1, name: "Suggest a Place" })).toBeVisible();
    await axe();
    await page.getByRole("button", { name: "Submit Suggestion" }).click();
    await expect(toast(page, "Missing information")).toContainText("Please fill in all required fields.");
    await expect(page.getByLabel(/Name of the place/)).toHaveAttribute("aria-invalid", "true");
  });

  await test.step("fills the form and picks an address from the search with the keyboard", async () => {
    await page.getByLabel(/Name of the place/).fill(name);
    await page.getByLabel(/^Type/).selectOption({ label: "Café" });
    await page
      .getByLabel(/^Description/)
      .fill("Big play corner, changing table and a quiet corner for feeding.");
    await page.getByRole("checkbox", { name: "Changing table" }).check();
    await page.getByRole("checkbox", { name: "Play area" }).check();
    const address = page.getByRole("combobox", { name: /Address/ });
    await address.fill("Blankeneser Bahnhofstr");
    const option = page.getByRole("option", { name: /^Blankeneser Bahnhofstraße 1 22587 Hamburg/ });
    await expect(option).toBeVisible();
    await axe();
    await address.press("ArrowDown");
    await expect(address).toHaveAttribute("aria-activedescendant", /.+/);
    await address.press("Enter");
    await expect(address).toHaveValue("Blankeneser Bahnhofstraße 1, 22587 Hamburg");
    await expect(page.getByText("Location found: Blankenese, Altona")).toBeVisible();
  });

  await test.step("a 6 MB photo is refused with 'File too large'; a real one is previewed", async () => {
    const picker = page.getByLabel(/^Photo/);
    await picker.setInputFiles({
      name: "huge.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.alloc(6 * 1024 * 1024, 7),
    });
    await expect(toast(page, "File too large")).toContainText("Please choose an image smaller than 5MB.");
    await expect(page.getByRole("img", { name: "Preview of the chosen photo" })).toHaveCount(0);
    await picker.setInputFiles({ name: "cafe.jpg", mimeType: "image/jpeg", buffer: await photo() });
    await expect(page.getByRole("img", { name: "Preview of the chosen photo" })).toBeVisible();
  });

  await test.step("submits: 'Suggestion submitted!' and the success screen", async () => {
    await page.getByRole("button", { name: "Submit Suggestion" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your suggestion!" })).toBeVisible();
    await expect(toast(page, "Suggestion submitted!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse Places" })).toHaveAttribute("href", "/places");
    await axe();
  });

  await test.step("the suggestion is stored as pending with the coordinates, Stadtteil and photo", async () => {
    const response = await page.request.get("/api/place-suggestions/mine");
    expect(response.ok()).toBe(true);
    const { items } = (await response.json()) as TPlaceSuggestionList;
    const stored = items.find((item) => item.name === name);
    expect(stored).toMatchObject({
      status: "pending",
      type: "cafe",
      features: ["Changing table", "Play area"],
      address: "Blankeneser Bahnhofstraße 1, 22587 Hamburg",
      stadtteil: "Blankenese",
      bezirk: "Altona",
      submitted_by_name: "Mia Beispiel",
    });
    expect(stored!.latitude).toBeCloseTo(53.5586, 2);
    expect(stored!.longitude).toBeCloseTo(9.815, 1);
    expect(stored!.image_url).toMatch(/^\/files\/suggestion-images\/.+-detail\.webp$/);
    const image = await page.request.get(stored!.image_url!);
    expect(image.headers()["content-type"]).toBe("image/webp");
  });

  await test.step("'Suggest Another' starts an empty form; Back goes to /places", async () => {
    await page.getByRole("button", { name: "Suggest Another" }).click();
    await expect(page.getByLabel(/Name of the place/)).toHaveValue("");
    await expect(page.getByRole("combobox", { name: /Address/ })).toHaveValue("");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/places$/);
  });
});

test("[PARENT][SUGGESTIONS]: a photo that is no image stops the submission and keeps the form filled", async ({
  page,
  skipOnboarding,
}) => {
  await skipOnboarding();
  await signIn(page);
  await page.goto("/suggest-place");
  await page.getByLabel(/Name of the place/).fill("Spielcafé Nirgendwo");
  await page.getByLabel(/^Type/).selectOption({ label: "Playground" });
  await page.getByLabel(/^Description/).fill("A place that claims to have a photo.");
  await page.getByRole("combobox", { name: /Address/ }).fill("Musterweg 1, 22111 Hamburg");
  await page.getByLabel(/^Photo/).setInputFiles({
    name: "fake.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("%PDF-1.7 definitely not a JPEG"),
  });
  await page.getByRole("button", { name: "Submit Suggestion" }).click();
  await expect(toast(page, "Image upload failed")).toContainText("Failed to upload image. Please try again.");
  await expect(page.getByLabel(/Name of the place/)).toHaveValue("Spielcafé Nirgendwo");
  await expect(page.getByRole("combobox", { name: /Address/ })).toHaveValue("Musterweg 1, 22111 Hamburg");
  await expect(page.getByRole("button", { name: "Submit Suggestion" })).toBeEnabled();
  const { total } = (await (
    await page.request.get("/api/place-suggestions/mine")
  ).json()) as TPlaceSuggestionList;
  expect(total).toBe(0);
});

test("[VISITOR][SUGGESTIONS]: signed-out visitors are sent to sign in", async ({ page, skipOnboarding }) => {
  await skipOnboarding();
  await page.goto("/suggest-course");
  await expect(page).toHaveURL(/\/auth$/);
});

test("[PARENT][SUGGESTIONS]: suggests a course; a bad booking link is refused; a geocoder outage leaves free text", async ({
  page,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  await signIn(page);
  // The address search is down: the field must stay usable as plain text.
  await page.route("**/api/geo/autocomplete", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "UNAVAILABLE", message: "Address search is unavailable." } }),
    }),
  );
  const title = `PEKiP am Vormittag ${Date.now()}`;
  await page.goto("/suggest-course");
  await expect(page.getByRole("heading", { level: 1, name: "Suggest a Course" })).toBeVisible();
  await page.getByLabel(/Course title/).fill(title);
  await page.getByLabel(/Age group/).selectOption({ label: "0–12 months" });
  await page.getByLabel(/^Type/).selectOption({ label: "PEKiP" });
  await page.getByLabel(/^Description/).fill("Playful movement for babies in their first year.");
  await page.getByRole("combobox", { name: /Location/ }).fill("Familienzentrum Ottensen");
  await expect(
    page.getByText("Address search is not available right now – just type the address."),
  ).toBeVisible();
  await page.getByLabel(/Schedule/).fill("Tuesdays 10:00–11:30");
  await page.getByLabel(/Booking link/).fill("not a link");
  await page.getByRole("button", { name: "Submit Suggestion" }).click();
  await expect(toast(page, "Invalid link")).toBeVisible();
  await axe();
  await page.getByLabel(/Booking link/).fill("www.pekip-ottensen.de");
  await page.getByRole("button", { name: "Submit Suggestion" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your suggestion!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Courses" })).toHaveAttribute("href", "/courses");
  const { items } = (await (
    await page.request.get("/api/course-suggestions/mine")
  ).json()) as TCourseSuggestionList;
  expect(items.find((item) => item.title === title)).toMatchObject({
    status: "pending",
    location: "Familienzentrum Ottensen",
    latitude: null,
    booking_url: "https://www.pekip-ottensen.de",
  });
});

test("[VISITOR][FEEDBACK]: sends feedback without an account; blank feedback is refused", async ({
  page,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  await page.goto("/feedback");
  const send = page.getByRole("button", { name: "Send Feedback" });
  await expect(send).toBeDisabled();
  await axe();
  await page.getByLabel("Your feedback").fill("   ");
  await send.click();
  await expect(toast(page, "Missing feedback")).toContainText(
    "Please share your thoughts before submitting.",
  );
  await page.getByLabel("Your feedback").fill("A map of all playgrounds would be great!");
  await send.click();
  await expect(toast(page, "Feedback sent!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await axe();
  await page.getByRole("button", { name: "Send More" }).click();
  await expect(page.getByLabel("Your feedback")).toHaveValue("");
  await page.getByLabel("Your feedback").fill("One more idea.");
  await page.getByRole("button", { name: "Send Feedback" }).click();
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("[PARENT][SURVEY]: answers the survey with the account's e-mail; an empty survey is refused", async ({
  page,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  const user = await signIn(page);
  await page.goto("/survey");
  await expect(page.getByRole("heading", { level: 1, name: "What's missing?" })).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue(user.email);
  await axe();
  await page.getByRole("button", { name: "Submit Survey" }).click();
  await expect(toast(page, "No selections made")).toContainText(
    "Please select at least one option or add a suggestion.",
  );
  await page.getByRole("checkbox", { name: "Map view" }).check();
  await page.getByRole("checkbox", { name: "Offline access" }).check();
  await page.getByLabel("Anything else?").fill("Flea markets for kids' clothes");
  await page.getByRole("button", { name: "Submit Survey" }).click();
  await expect(toast(page, "Survey submitted!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await page.getByRole("link", { name: "More Feedback" }).click();
  await expect(page).toHaveURL(/\/feedback$/);
});

test("[VISITOR][INSTALL]: the install prompt appears on the second visit after 2 s, and never after 'Maybe later'", async ({
  page,
  context,
  skipOnboarding,
}) => {
  await skipOnboarding();
  const dialog = (on: Page) => on.getByRole("dialog", { name: "Add to Homescreen" });

  await test.step("first visit: no prompt", async () => {
    await page.goto("/");
    await page.waitForTimeout(2500);
    await expect(dialog(page)).toHaveCount(0);
  });

  await test.step("second visit (a new tab): the prompt comes after 2 s", async () => {
    const second = await context.newPage();
    const opened = Date.now();
    await second.goto("/");
    await expect(dialog(second)).toBeVisible({ timeout: 6000 });
    expect(Date.now() - opened).toBeGreaterThanOrEqual(2000);
    await expect(dialog(second)).toContainText("Quick access like a real app!");
    await expect(dialog(second).getByRole("button", { name: "Got it!" })).toBeVisible();
    await expectNoAxeViolations(second);
    await dialog(second).getByRole("button", { name: "Maybe later" }).click();
    await expect(dialog(second)).toHaveCount(0);
    const record = await second.evaluate(() => JSON.parse(localStorage.getItem("luett_pwa_prompt") ?? "{}"));
    expect(record).toMatchObject({ visitCount: 2, dismissed: true, lastShown: expect.any(String) });
    await second.close();
  });

  await test.step("third visit: no prompt, and the home banner is gone too", async () => {
    const third = await context.newPage();
    await third.goto("/");
    await third.waitForTimeout(3000);
    await expect(dialog(third)).toHaveCount(0);
    await expect(third.getByRole("heading", { name: "Lütt on your home screen" })).toHaveCount(0);
    await third.close();
  });
});

test("[VISITOR][SURVEY]: after a few days of use the survey prompt invites to the survey", async ({
  page,
}) => {
  await page.addInitScript((key) => {
    localStorage.setItem(key, JSON.stringify({ completed: true }));
    // Used for the first time four days ago, once; this tab is the second session.
    if (!localStorage.getItem("luett_usage_tracking")) {
      localStorage.setItem(
        "luett_usage_tracking",
        JSON.stringify({
          firstVisit: new Date(Date.now() - 4 * 86_400_000).toISOString(),
          sessionCount: 1,
          surveyShown: false,
        }),
      );
      // The install prompt already had its turn.
      localStorage.setItem(
        "luett_pwa_prompt",
        JSON.stringify({ visitCount: 5, dismissed: true, lastShown: null }),
      );
    }
  }, ONBOARDING_KEY);
  await page.goto("/places");
  const prompt = page.getByRole("dialog", { name: "What's missing?" });
  await expect(prompt).toBeVisible({ timeout: 6000 });
  await expect(prompt).toContainText("Quick 2-minute survey");
  await expectNoAxeViolations(page);
  await prompt.getByRole("button", { name: "Take survey" }).click();
  await expect(page).toHaveURL(/\/survey$/);
  expect(await page.evaluate(() => localStorage.getItem("luett_survey_shown"))).toBe("true");
});

test("[VISITOR][SHARE]: copies the link and the German invitation; the QR code shows the link", async ({
  page,
  context,
  axe,
  skipOnboarding,
  baseURL,
}) => {
  await skipOnboarding();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/share");
  await expect(page.getByRole("heading", { level: 1, name: "Share" })).toBeVisible();
  await expect(page.getByLabel("App link")).toHaveValue(baseURL!);
  await expect(page.getByRole("img", { name: `QR code for ${baseURL}` })).toHaveAttribute("width", "200");
  await axe();

  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(toast(page, "Copied!")).toBeVisible();
  // The check mark shows for 2 seconds, then the button reads 'Copy link' again.
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible({ timeout: 4000 });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(baseURL);

  await page.getByRole("button", { name: "Copy message" }).click();
  const message = await page.evaluate(() => navigator.clipboard.readText());
  expect(message).toMatch(/^Hi! Have you heard of Lütt\?/);
  expect(message).toContain(baseURL);
  await expect(page.getByLabel("Ready to send.")).toHaveAttribute("readonly", "");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("[VISITOR][ABOUT]: About and the legal pages are real pages linked from the footer", async ({
  page,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "What is Lütt?" })).toBeVisible();
  for (const card of ["Places", "Courses", "Community Tips", "Save & organize"]) {
    await expect(page.getByText(card, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Who is behind Lütt?" })).toBeVisible();
  await axe();
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Lütt`);

  await footer.getByRole("link", { name: "Legal notice" }).click();
  await expect(page.getByRole("heading", { name: "Angaben gemäß § 5 DDG" })).toBeVisible();
  await axe();

  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByText("luett_pwa_prompt")).toBeVisible();
  await expect(page.getByRole("link", { name: "OpenStreetMap contributors" }).first()).toBeVisible();
  await axe();

  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await axe();

  await page.goto("/about");
  await page.getByRole("link", { name: "Start Exploring" }).click();
  await expect(page).toHaveURL(/\/$/);
});
