/**
 * Journeys of the family facts (decision 016): a signed-out visitor is asked to sign in before
 * answering; a parent answers "Wickeltisch? Ja — Herren-WC" on a café, sees it shown as confirmed by one
 * parent, is asked the open questions of the café once it is a favourite, and finds the café with the
 * men's-room filter, and finds it in the open-data export linked from the About page. And what parents
 * said reaches the lists (decisions/031): a visitor finds a place by "Wickeltisch" with its facts and a
 * closure report on its card, and where parents disagree the page shows what most of them said.
 */
import type { APIRequestContext, Browser } from "@playwright/test";
import sharp from "sharp";
import type { TPlaceList } from "#shared/schemas/places.js";
import { expect, expectNoAxeViolations, ONBOARDING_KEY, signIn, test } from "./fixtures.js";

test.use({ locale: "de-DE" });

/**
 * A café or ice-cream parlour that nobody has answered the changing table for in this test run (the
 * import keeps few places typed "café": most are ice-cream parlours, data/hamburg/SOURCE.md "Catalogue
 * rules").
 */
async function unansweredCafe(request: APIRequestContext) {
  const cafes = "type=cafe&type=ice_cream&limit=100";
  const list = (await (await request.get(`/api/places?${cafes}`)).json()) as TPlaceList;
  const answered = (await (
    await request.get(`/api/places?${cafes}&fact=changing_table`)
  ).json()) as TPlaceList;
  const taken = new Set(answered.items.map((item) => item.id));
  return list.items.find((item) => !taken.has(item.id))!;
}

/** A library no parent has said anything about in this run (no fact shown as yes, no report). */
async function untouchedLibrary(request: APIRequestContext) {
  const list = (await (await request.get("/api/places?type=library&limit=100")).json()) as TPlaceList;
  return list.items.find((item) => item.yes_facts.length === 0 && !item.condition)!;
}

/** Each body is one new parent's answer or report (`path` below the place), sent as the page sends it. */
async function parentsSay(
  browser: Browser,
  placeId: string,
  said: { path: "facts" | "condition-reports"; data: Record<string, unknown> }[],
) {
  for (const { path, data } of said) {
    const context = await browser.newContext();
    const parent = await context.newPage();
    await signIn(parent);
    const response = await parent.request.post(`/api/places/${placeId}/${path}`, { data });
    expect(response.ok(), await response.text()).toBe(true);
    await context.close();
  }
}

test("[VISITOR][FACTS]: answering a fact asks a signed-out visitor to sign in", async ({
  page,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  const cafe = await unansweredCafe(page.request);
  await page.goto(`/places/${cafe.id}`);
  const facts = page.getByRole("region", { name: "Familien-Fakten" });
  await expect(facts.getByText("Noch offen – weißt du es?")).toBeVisible();
  await facts.getByRole("button", { name: "Wickeltisch" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Um Fragen zu Orten zu beantworten, erstelle bitte ein Konto");
  await axe();
});

test("[PARENT][FACTS]: answers 'Wickeltisch? Ja — Herren-WC', sees it confirmed, finds the café by it", async ({
  page,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  await signIn(page, { name: "Jonas Beispiel" });
  const cafe = await unansweredCafe(page.request);
  await page.goto(`/places/${cafe.id}`);
  const facts = page.getByRole("region", { name: "Familien-Fakten" });

  await test.step("one tap on the open question, then 'Wo?'", async () => {
    await facts.getByRole("button", { name: "Wickeltisch" }).click();
    const question = facts.getByRole("group", { name: "Gibt es einen Wickeltisch?" });
    await expect(question).toBeVisible();
    await axe();
    await question.getByRole("button", { name: "Ja" }).click();
    const where = facts.getByRole("group", { name: "Wo?" });
    await where.getByRole("checkbox", { name: "Herren-WC" }).check();
    await axe();
    await where.getByRole("button", { name: "Speichern" }).click();
    await expect(page.locator("[data-sonner-toast]")).toContainText(
      "Danke! Deine Antwort hilft anderen Eltern.",
    );
  });

  await test.step("the fact shows with its location, who confirmed it and the parent's own answer", async () => {
    const row = facts.getByRole("listitem").filter({ hasText: "Wickeltisch:" });
    await expect(row).toContainText("Wickeltisch: Ja – Herren-WC");
    await expect(row).toContainText(/bestätigt vor .+ von 1 Elternteil/);
    await expect(row).toContainText("Deine Antwort: Ja – Herren-WC");
    await page.reload();
    await expect(facts.getByRole("listitem").filter({ hasText: "Wickeltisch:" })).toContainText(
      "von 1 Elternteil",
    );
    await axe();
  });

  await test.step("on a favourited place the open questions come one by one; 'Weiß nicht' skips one", async () => {
    const saved = await page.request.put(`/api/favorites/places/${cafe.id}`, {
      headers: { origin: new URL(page.url()).origin },
    });
    expect(saved.status()).toBe(200);
    await page.reload();
    const prompt = facts.getByRole("region", { name: "Kurze Frage zu deinem gespeicherten Ort" });
    const first = prompt.getByRole("group");
    await expect(first).toHaveAccessibleName("Gibt es Hochstühle?");
    await axe();
    await first.getByRole("button", { name: "Weiß nicht" }).click();
    await expect(prompt.getByRole("group")).not.toHaveAccessibleName("Gibt es Hochstühle?");
    await prompt.getByRole("group").getByRole("button", { name: "Ja" }).click();
    await expect(page.locator("[data-sonner-toast]").last()).toContainText("Danke!");
  });

  await test.step("the men's-room filter finds the café", async () => {
    const found = (await (
      await page.request.get("/api/places?fact=changing_table:male_toilet&limit=100")
    ).json()) as TPlaceList;
    expect(found.items.map((item) => item.id)).toContain(cafe.id);
  });

  await test.step("the About page links the open-data export, which holds the fact", async () => {
    await page.goto("/about");
    const link = page.getByRole("link", { name: "Familien-Fakten herunterladen (GeoJSON)" });
    await expect(link).toHaveAttribute("href", "/api/export/facts.geojson");
    await axe();
    const exported = (await (await page.request.get("/api/export/facts.geojson")).json()) as {
      license: string;
      features: { properties: Record<string, unknown> }[];
    };
    expect(exported.license).toBe("ODbL-1.0");
    const feature = exported.features.find((f) => f.properties["lutt:id"] === cafe.id);
    expect(feature?.properties).toMatchObject({
      changing_table: "yes",
      "changing_table:location": "male_toilet",
    });
  });
});

test("[PARENT][CONDITIONS]: reports a building site on a playground with a photo; it shows as a banner another parent confirms", async ({
  page,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  await signIn(page);
  const list = (await (await page.request.get("/api/places?type=playground&limit=50")).json()) as TPlaceList;
  const playground = list.items[list.items.length - 1]!;
  await page.goto(`/places/${playground.id}`);

  await page.getByRole("button", { name: "Zustand melden" }).click();
  const form = page.getByRole("group", { name: "Was ist gerade los?" });
  await form.getByRole("radio", { name: "Baustelle" }).check();
  await page.getByLabel("Notiz (optional)").fill("Der Sandkasten ist abgesperrt.");
  // An optional photo, with the reminder not to show other people's children.
  await expect(page.locator("form").filter({ hasText: "Was ist gerade los?" })).toContainText(
    "Bitte zeig keine Gesichter fremder Kinder.",
  );
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#b45309" } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel("Foto (optional)")
    .setInputFiles({ name: "baustelle.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByRole("img", { name: "Vorschau des gewählten Fotos" })).toBeVisible();
  await axe();
  await page.getByRole("button", { name: "Melden", exact: true }).click();
  await expect(page.locator("[data-sonner-toast]")).toContainText(
    "Danke! Deine Meldung ist 14 Tage lang sichtbar.",
  );

  const banners = page.getByRole("region", { name: "Aktuelle Meldungen" });
  await expect(banners).toContainText("Baustelle");
  await expect(banners).toContainText("Der Sandkasten ist abgesperrt.");
  await expect(banners).toContainText("1 Bestätigung");
  // The photo as a thumbnail that opens it large.
  const thumbnail = banners.getByRole("link", {
    name: "Foto zur Meldung „Baustelle“ – groß ansehen (neuer Tab)",
  });
  await expect(thumbnail).toHaveAttribute("href", /^\/files\/place-photos\/.+-detail\.webp$/);
  await expect
    .poll(() => thumbnail.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await axe();

  // Another parent sees it after a reload and confirms it.
  await page.context().clearCookies();
  await skipOnboarding();
  await signIn(page);
  await page.reload();
  await page.getByRole("button", { name: "Baustelle: stimmt noch" }).click();
  await expect(banners).toContainText("2 Bestätigungen");
});

test("[ADMIN][CONDITIONS]: a place reported closed for good is closed by an admin; its page says so", async ({
  page,
  browser,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  await signIn(page);
  const list = (await (await page.request.get("/api/places?type=park&limit=50")).json()) as TPlaceList;
  const park = list.items[list.items.length - 1]!;
  const reported = await page.request.post(`/api/places/${park.id}/condition-reports`, {
    data: { kind: "permanently_closed", note: "Eingezäunt, wird bebaut." },
  });
  expect(reported.status()).toBe(201);

  const adminContext = await browser.newContext({ locale: "de-DE" });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, { role: "admin" });
  await adminPage.goto("/admin/places");
  const queue = adminPage.getByRole("region", { name: /Zustandsmeldung/ });
  const item = queue.getByRole("listitem").filter({ hasText: park.name });
  await expect(item).toContainText("Dauerhaft geschlossen");
  await expect(item).toContainText("Eingezäunt, wird bebaut.");
  await expectNoAxeViolations(adminPage);
  await item.getByRole("button", { name: "Als geschlossen markieren" }).click();
  await adminPage.getByRole("dialog").getByRole("button", { name: "Als geschlossen markieren" }).click();
  await expect(adminPage.locator("[data-sonner-toast]")).toContainText(
    "Der Ort ist als geschlossen markiert.",
  );
  await adminContext.close();

  await page.goto(`/places/${park.id}`);
  await expect(
    page.getByRole("status").filter({ hasText: "Dieser Ort ist dauerhaft geschlossen." }),
  ).toBeVisible();
  await axe();
  const after = (await (await page.request.get("/api/places?type=park&limit=100")).json()) as TPlaceList;
  expect(after.items.map((item) => item.id)).not.toContain(park.id);
});

test("[ADMIN][FACTS]: an admin sees the answers behind a place's facts and removes a wrong one", async ({
  page,
  browser,
  skipOnboarding,
}) => {
  await skipOnboarding();
  await signIn(page);
  const cafe = await unansweredCafe(page.request);
  const answered = await page.request.post(`/api/places/${cafe.id}/facts`, {
    data: { key: "changing_table", value: "no" },
  });
  expect(answered.status()).toBe(200);

  const adminContext = await browser.newContext({ locale: "de-DE" });
  const adminPage = await adminContext.newPage();
  await adminPage.addInitScript(
    (key) => localStorage.setItem(key, JSON.stringify({ completed: true })),
    ONBOARDING_KEY,
  );
  await signIn(adminPage, { role: "admin" });
  await adminPage.goto(`/places/${cafe.id}`);
  const facts = adminPage.getByRole("region", { name: "Familien-Fakten" });
  await expect(facts.getByRole("listitem").filter({ hasText: "Wickeltisch:" })).toContainText("Nein");
  await facts.getByRole("button", { name: "Alle Antworten (Admin)" }).click();
  const answer = facts
    .getByRole("listitem")
    .filter({ hasText: /Elternteil · / })
    .filter({ hasText: "Wickeltisch" });
  await expect(answer).toContainText("Nein");
  await expectNoAxeViolations(adminPage);
  await answer.getByRole("button", { name: "Antwort zu „Wickeltisch“ entfernen" }).click();
  await adminPage.getByRole("dialog").getByRole("button", { name: "Entfernen" }).click();
  await expect(adminPage.locator("[data-sonner-toast]")).toContainText("Antwort entfernt.");
  await expect(facts.getByRole("listitem").filter({ hasText: "Wickeltisch:" })).toHaveCount(0);
  await adminContext.close();
});

test("[VISITOR][FACTS]: finds a place by 'Wickeltisch' that parents confirmed; its card names the facts and the closure", async ({
  page,
  browser,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  const library = await untouchedLibrary(page.request);
  const changingTable = { path: "facts", data: { key: "changing_table", value: "yes" } } as const;
  await parentsSay(browser, library.id, [
    changingTable,
    changingTable,
    changingTable,
    { path: "facts", data: { key: "highchair", value: "yes" } },
    { path: "condition-reports", data: { kind: "temporarily_closed" } },
  ]);

  // A search link, as the search box makes it (typing before the page hydrates would be lost).
  await page.goto("/places?q=Wickeltisch");
  await expect(page.getByLabel("Orte suchen")).toHaveValue("Wickeltisch");
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: library.name, exact: true }) });
  const facts = card.getByRole("list", { name: "Familien-Fakten" });
  await expect(facts.getByRole("listitem")).toHaveText(["Wickeltisch", "Hochstuhl"]);
  await expect(card.getByText("Vorübergehend geschlossen")).toBeVisible();
  await axe();

  // The same place in English words, from the same search index.
  await page.goto("/places?q=high+chair");
  await expect(card).toBeVisible();
});

test("[PARENT][FACTS]: where parents disagree, the page shows what most said and the rest below; the room filters follow", async ({
  page,
  browser,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  const library = await untouchedLibrary(page.request);
  const rooms = (...location: string[]) =>
    ({ path: "facts", data: { key: "changing_table", value: "yes", location } }) as const;
  // One parent says women's and men's toilet, two say men's only.
  await parentsSay(browser, library.id, [
    rooms("female_toilet", "male_toilet"),
    rooms("male_toilet"),
    rooms("male_toilet"),
  ]);

  await page.goto(`/places/${library.id}`);
  const row = page
    .getByRole("region", { name: "Familien-Fakten" })
    .getByRole("listitem")
    .filter({ hasText: "Wickeltisch:" });
  await expect(row).toContainText("Wickeltisch: Ja – Herren-WC");
  await expect(row).toContainText("von 3 Eltern");
  await expect(row).toContainText("1 Elternteil sagt auch: Damen-WC");
  await axe();

  await page.goto("/places?type=library");
  await page.getByRole("button", { name: "Weitere Filter" }).click();
  await page.getByRole("button", { name: "Wickeltisch bei den Herren" }).click();
  await expect(page).toHaveURL(/fact=changing_table%3Amale_toilet/);
  const card = page.getByRole("link", { name: library.name, exact: true });
  await expect(card).toBeVisible();
  await axe();
  await page.goto("/places?type=library&fact=changing_table:female_toilet");
  await expect(page.getByRole("button", { name: "Wickeltisch im Damen-WC" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(card).toHaveCount(0);
});
