/**
 * Journey of one language at a time (decisions/033): every page of the page registry
 * (src/web/app/pages.tsx) — public, parent, provider, café owner and admin — is walked in English and in
 * German with real data on screen (a provider's dated course whose holidays were cancelled with "Fällt in
 * den Ferien aus", its target groups, team and announcement, a café, family facts, a closure, a review,
 * a post, suggestions, feedback, a booking, a course alert), and no page may show a word of the other
 * language (tests/support/language-words.ts; the page's text, its accessible names, placeholders, form
 * values and title). What people and open data wrote — names, titles, descriptions, addresses, posts —
 * is in whatever language its author chose, so it is taken out of the text before the words are looked
 * for: the open data files, the test courses and what this journey typed. At the end of each walk a
 * toast is on screen, with its close button (/share's "Copy link"). Axe is left to each page's
 * own journey: with it on every page of both walks, the journey took seven minutes instead of three.
 */
import { readdirSync, readFileSync } from "node:fs";
import type { APIResponse, Browser, BrowserContext, Page } from "@playwright/test";
import { addDays, hamburgToday, weekdayOf } from "#shared/berlin-time.js";
import { ONBOARDED_COOKIE } from "#shared/cookies.js";
import type { THolidays } from "#shared/schemas/holidays.js";
import type { TPlaceList } from "#shared/schemas/places.js";
import { foreignWords, isListedWord, type Language } from "../support/language-words.js";
import { TEST_COURSES } from "../support/test-courses.js";
import { expect, ONBOARDING_KEY, signIn, test } from "./fixtures.js";

type Role = "visitor" | "parent" | "provider" | "cafeOwner" | "admin";
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** What the walk needs from the set-up: who is signed in where, the ids of the pages with data, and what was typed. */
type WalkData = {
  states: Record<Exclude<Role, "visitor">, StorageState>;
  placeId: string;
  postId: string;
  cafeId: string;
  providerId: string;
  courseId: string;
  searchDay: string;
  typed: string[];
  /** What other journeys wrote before (earlierData). */
  earlier: string[];
};

/** The German weekday names of the provider's course form ("Wochentag"), 0 = Sunday. */
const GERMAN_DAYS = ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"];

/** Every path of the page registry, read from its source (its server-only parts do not load in Node). */
const registryPaths = (): string[] =>
  [...readFileSync("src/web/app/pages.tsx", "utf8").matchAll(/\bpath: "([^"]+)"/g)].map((match) => match[1]!);

/** Open data and test data on screen: text people wrote, in their language, exempt from the check. */
function openAndTestData(): string[] {
  const places = JSON.parse(readFileSync("data/hamburg/places.json", "utf8")) as {
    places: {
      name: string;
      description: string;
      address: string;
      stadtteil: string;
      bezirk: string;
      opening_hours: string | null;
    }[];
  };
  const districts = JSON.parse(readFileSync("data/hamburg/stadtteile.json", "utf8")) as {
    stadtteile: { name: string; bezirk: string }[];
  };
  return [
    ...places.places.flatMap((place) => [
      place.name,
      place.description,
      place.address,
      place.stadtteil,
      place.bezirk,
      // Shown as written in OpenStreetMap ("Mar-Sep Mo-Su 12:00-19:00") beside the hours in words.
      ...(place.opening_hours ? [place.opening_hours] : []),
    ]),
    ...districts.stadtteile.flatMap((district) => [district.name, district.bezirk]),
    ...TEST_COURSES.flatMap((course) => [course.title, course.location, course.schedule, course.description]),
  ];
}

/** Fields of the API's answers that hold what people wrote (names, titles, texts), not codes. */
const WRITTEN_FIELDS = new Set([
  "title",
  "name",
  "display_name",
  "submitted_by_name",
  "target_name",
  "content",
  "text",
  "description",
  "short_description",
  "special_notes",
  "booking_info",
  "address",
  "location",
  "schedule",
  "age_group",
  "reason",
  "comment",
  "note",
  "message",
  "bio",
  "role",
  "caption",
  "other_suggestion",
  "child_name",
]);

/**
 * The strings of an API answer under WRITTEN_FIELDS, at any depth (arrays take their field's name). A
 * post's content comes with the 40 characters /admin/posts names its delete button by
 * (admin-posts-page.tsx), which may end inside a word.
 */
function writtenText(value: unknown, field = ""): string[] {
  if (typeof value === "string") {
    if (!WRITTEN_FIELDS.has(field)) return [];
    return field === "content" ? [value, value.slice(0, 40)] : [value];
  }
  if (Array.isArray(value)) return value.flatMap((item) => writtenText(item, field));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => writtenText(item, key));
  }
  return [];
}

/**
 * What other journeys wrote before this one set up its data (the journeys share one server): the first
 * pages of every list a walked page shows, read by an admin. This journey's own data is checked, except
 * what it typed.
 */
async function earlierData(admin: Page): Promise<string[]> {
  const lists = [
    "/api/home",
    "/api/places?limit=100",
    "/api/courses?limit=100",
    "/api/posts?limit=100",
    "/api/admin/places?limit=100",
    "/api/admin/courses?limit=100",
    "/api/admin/users?limit=100",
    "/api/admin/posts?limit=100",
    "/api/admin/place-suggestions?limit=100",
    "/api/admin/course-suggestions?limit=100",
    "/api/admin/feedback?limit=100",
    "/api/admin/feature-requests?limit=100",
    "/api/admin/audit?limit=100",
    "/api/admin/profile-approvals",
    "/api/admin/place-claims",
    "/api/admin/reports",
    "/api/admin/condition-reports",
  ];
  const answers = await Promise.all(lists.map((path) => admin.request.get(path)));
  for (const [index, answer] of answers.entries()) {
    expect(answer.ok(), `${lists[index]}: ${await answer.text()}`).toBe(true);
  }
  return (await Promise.all(answers.map((answer) => answer.json()))).flatMap((body) => writtenText(body));
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/** E-mail addresses: shown where a person gave no name. */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** The text with every exempt string cut out (longest first, so a name inside a description goes with it). */
function withoutData(text: string, exempt: readonly string[]): string {
  let rest = squash(text);
  for (const data of exempt) if (data.length > 1) rest = rest.replaceAll(data, " | ");
  return rest.replace(EMAIL, " | ");
}

/**
 * Everything of the page a person perceives as text: what is shown, accessible names and descriptions,
 * tooltips, placeholders, form values, the options of selects, and the document title; and the text of
 * the parts marked as written in another language (`lang`, WCAG 3.1.2 "Language of Parts": the German
 * legal notice), which screen readers read in that language.
 */
const screenText = (page: Page): Promise<{ text: string; otherLanguageParts: string[] }> =>
  page.evaluate(() => {
    const parts = [document.title, document.body.innerText];
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      for (const name of [
        "aria-label",
        "aria-description",
        "aria-valuetext",
        "title",
        "placeholder",
        "alt",
      ]) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    for (const field of Array.from(
      document.body.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea"),
    )) {
      if (field.value && !["hidden", "password", "checkbox", "radio"].includes(field.type)) {
        parts.push(field.value);
      }
    }
    for (const option of Array.from(document.body.querySelectorAll("option"))) parts.push(option.text);
    const otherLanguageParts = Array.from(document.body.querySelectorAll<HTMLElement>("[lang]"))
      .filter((element) => element.lang !== document.documentElement.lang)
      .map((element) => element.innerText);
    return { text: parts.join("\n"), otherLanguageParts };
  });

/** A browser context of `role` in `locale`, with the intro done (except for the visitor, who sees it). */
async function contextOf(
  browser: Browser,
  baseURL: string,
  role: Role,
  locale: string,
  walk: WalkData,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale,
    ...(role === "visitor" ? {} : { storageState: walk.states[role] }),
  });
  // The install and survey prompts had their turn: they come after a few visits, and every tab of the
  // walk is one, and their dialogs would hide the page behind them.
  await context.addInitScript(() => {
    localStorage.setItem(
      "luett_pwa_prompt",
      JSON.stringify({ visitCount: 5, dismissed: true, lastShown: null }),
    );
    localStorage.setItem("luett_survey_shown", "true");
  });
  if (role !== "visitor") {
    await context.addCookies([{ name: ONBOARDED_COOKIE, value: "1", url: baseURL }]);
    await context.addInitScript((key) => {
      window.localStorage.setItem(
        key,
        JSON.stringify({
          completed: true,
          childAge: "",
          userRole: "parent",
          completedAt: new Date().toISOString(),
        }),
      );
    }, ONBOARDING_KEY);
  }
  return context;
}

/** The pages to walk: each registry path with a real address and the role that sees its content. */
function stops(walk: WalkData): { path: string; url: string; role: Role }[] {
  const search = new URLSearchParams({ district: "Altona", date: walk.searchDay, childAge: "6-12 Monate" });
  return [
    { path: "/", url: "/", role: "parent" },
    { path: "/onboarding", url: "/onboarding", role: "visitor" },
    { path: "/auth", url: "/auth", role: "visitor" },
    { path: "/auth/forgot-password", url: "/auth/forgot-password", role: "visitor" },
    { path: "/auth/reset-password", url: "/auth/reset-password", role: "visitor" },
    { path: "/places", url: "/places", role: "parent" },
    { path: "/places/:id", url: `/places/${walk.placeId}`, role: "parent" },
    { path: "/community", url: "/community", role: "parent" },
    { path: "/community/create", url: "/community/create", role: "parent" },
    { path: "/community/:id", url: `/community/${walk.postId}`, role: "parent" },
    { path: "/profile", url: "/profile", role: "parent" },
    { path: "/suggest-place", url: "/suggest-place", role: "parent" },
    { path: "/suggest-course", url: "/suggest-course", role: "parent" },
    { path: "/share", url: "/share", role: "parent" },
    { path: "/feedback", url: "/feedback", role: "parent" },
    { path: "/survey", url: "/survey", role: "parent" },
    { path: "/about", url: "/about", role: "parent" },
    { path: "/cafe", url: "/cafe", role: "parent" },
    { path: "/cafe/edit", url: "/cafe/edit", role: "cafeOwner" },
    { path: "/cafe/profile", url: "/cafe/profile", role: "cafeOwner" },
    { path: "/cafe/:cafeId", url: `/cafe/${walk.cafeId}`, role: "parent" },
    { path: "/impressum", url: "/impressum", role: "parent" },
    { path: "/datenschutz", url: "/datenschutz", role: "parent" },
    { path: "/terms", url: "/terms", role: "parent" },
    { path: "/courses", url: "/courses", role: "parent" },
    { path: "/courses/:id", url: `/courses/${walk.courseId}`, role: "parent" },
    { path: "/search", url: `/search?${search}`, role: "parent" },
    { path: "/favorites", url: "/favorites", role: "parent" },
    { path: "/admin", url: "/admin", role: "admin" },
    { path: "/admin/place-suggestions", url: "/admin/place-suggestions", role: "admin" },
    { path: "/admin/course-suggestions", url: "/admin/course-suggestions", role: "admin" },
    { path: "/admin/feedback", url: "/admin/feedback", role: "admin" },
    { path: "/admin/feature-requests", url: "/admin/feature-requests", role: "admin" },
    { path: "/admin/audit", url: "/admin/audit", role: "admin" },
    { path: "/admin/places", url: "/admin/places", role: "admin" },
    { path: "/admin/courses", url: "/admin/courses", role: "admin" },
    { path: "/admin/tag-management", url: "/admin/tag-management", role: "admin" },
    { path: "/admin/users", url: "/admin/users", role: "admin" },
    { path: "/admin/posts", url: "/admin/posts", role: "admin" },
    { path: "/provider", url: "/provider", role: "parent" },
    { path: "/provider/edit", url: "/provider/edit", role: "provider" },
    { path: "/provider/profile", url: "/provider/profile", role: "provider" },
    { path: "/provider/:id", url: `/provider/${walk.providerId}`, role: "parent" },
    { path: "/admin/profile-approvals", url: "/admin/profile-approvals", role: "admin" },
    { path: "*", url: "/nowhere/to-be-found", role: "parent" },
  ];
}

/**
 * Sets up what the pages show, the way people make it: a provider (German, the provider area's
 * language) creates a dated course in the app's form and cancels its holidays with one click, and
 * through the API a team member, an announcement and a second course that takes its ages from the
 * provider's target groups; an admin approves the provider and a café; a parent answers facts, reports
 * a closure, writes a review, a post and an answer, saves favourites and a course alert, books the
 * course and sends suggestions, feedback and a survey; a second provider waits for approval.
 */
async function prepare(browser: Browser): Promise<WalkData> {
  const typed: string[] = [];
  const type = <T extends string>(text: T): T => {
    typed.push(text);
    return text;
  };
  const stamp = Date.now();
  const newPage = async () => (await browser.newContext({ locale: "de-DE" })).newPage();
  const [provider, admin, cafeOwner, parent, pendingProvider] = await Promise.all([
    newPage(),
    newPage(),
    newPage(),
    newPage(),
    newPage(),
  ]);
  await Promise.all([
    signIn(provider, { role: "provider", name: type(`Frieda Anbieterin ${stamp}`) }),
    signIn(admin, { role: "admin", name: type(`Ada Admin ${stamp}`) }),
    signIn(cafeOwner, { name: type(`Carla Café ${stamp}`) }),
    signIn(parent, { name: type(`Jonas Beispiel ${stamp}`) }),
    signIn(pendingProvider, { role: "provider", name: type(`Paul Wartend ${stamp}`) }),
  ]);
  const earlier = await earlierData(admin);
  const ok = async (response: Promise<APIResponse>) => {
    const answer = await response;
    expect(answer.ok(), `${answer.url()}: ${await answer.text()}`).toBe(true);
    return answer;
  };

  // The provider: a full profile with target groups, a team member and an announcement.
  const providerName = type(`Familienzentrum Sprachprobe ${stamp}`);
  const profile = await ok(
    provider.request.put("/api/providers/mine", {
      data: {
        name: providerName,
        short_description: type("Kurse für Eltern mit Babys und Kleinkindern im Stadtteil."),
        address: type("Max-Brauer-Allee 24, 22765 Hamburg"),
        stroller_parking: true,
        transport_info: type("S-Bahn Holstenstraße, 5 Minuten zu Fuß"),
        car_parking_info: type("Wenige Parkplätze im Hof"),
        bike_parking_info: type("Fahrradbügel vor dem Haus"),
        kitchen_available: true,
        breakfast_offered: true,
        breakfast_details: type("Kaffee und Obst für Eltern"),
        outdoor_space: true,
        outdoor_space_details: type("Kleiner Garten mit Sandkiste"),
        target_age_groups: ["0-6 Monate", "1-2 Jahre", "Schulkinder"],
        special_notes: type("Bitte Hausschuhe mitbringen."),
      },
    }),
  );
  const providerId = ((await profile.json()) as { id: string }).id;
  await ok(
    provider.request.post(`/api/providers/${providerId}/team`, {
      data: {
        name: type("Maren Kursleiterin"),
        role: type("PEKiP-Gruppenleiterin"),
        bio: type("Seit zehn Jahren dabei."),
      },
    }),
  );
  await ok(
    provider.request.post(`/api/providers/${providerId}/announcements`, {
      data: {
        title: type("Geänderte Zeiten"),
        content: type("Im Dezember beginnen die Kurse eine halbe Stunde später."),
        announcement_type: "event",
        priority: 2,
        valid_until: addDays(hamburgToday(), 60),
      },
    }),
  );

  // Its dated course, made in the form: a term around the next school holidays, cancelled in them.
  const from = addDays(hamburgToday(), 7);
  const { items } = (await (
    await provider.request.get(`/api/holidays?from=${from}&to=${addDays(from, 365)}`)
  ).json()) as THolidays;
  const holidays = items.find((holiday) => holiday.kind === "school" && holiday.start >= from)!;
  const weekday = weekdayOf(holidays.start);
  const title = type(`Babymusik Sprachprobe ${stamp}`);
  await provider.goto("/provider/edit");
  await provider.getByRole("button", { name: "Kurs hinzufügen" }).click();
  const dialog = provider.getByRole("dialog");
  await dialog.getByLabel(/Titel/).fill(title);
  await dialog.getByLabel("Wochentag").selectOption({ label: GERMAN_DAYS[weekday]! });
  await dialog.getByLabel("Beginn", { exact: true }).fill("10:00");
  await dialog.getByLabel("Ende", { exact: true }).fill("11:30");
  await dialog.getByLabel(/^Raum/).fill(type("Bewegungsraum"));
  await dialog.getByLabel(/^Etage/).fill(type("1. Stock"));
  await dialog.getByLabel(/Aufzug verfügbar/).check();
  await dialog.getByLabel(/^Anmeldung/).fill(type("Anmeldung per E-Mail an das Büro."));
  await dialog.getByLabel(/Max. Teilnehmer/).fill("6");
  await dialog.getByLabel(/Kursbeginn/).fill(addDays(holidays.start, -14));
  await dialog.getByLabel(/Kursende/).fill(addDays(holidays.end, 28));
  await dialog.getByRole("button", { name: "Fällt in den Ferien aus" }).click();
  await expect(dialog.getByRole("status")).toContainText("in den Hamburger Ferien");
  await dialog.getByLabel(/Preis in Euro/).fill("89,50");
  await dialog.getByLabel("Preis gilt").selectOption({ label: "pro Kurs" });
  await dialog.getByLabel(/Alter ab/).fill("4");
  await dialog.getByLabel(/Alter bis/).fill("12");
  await dialog.getByLabel(/Eltern buchen direkt in Lütt/).check();
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(provider.locator("[data-sonner-toast]").filter({ hasText: "Kurs gespeichert" })).toBeVisible();
  // A second course without months: its ages are the provider's target groups.
  await ok(
    provider.request.post(`/api/providers/${providerId}/courses`, {
      data: {
        title: type(`Offener Treff Sprachprobe ${stamp}`),
        day_of_week: 5,
        start_time: "15:00",
        end_time: "17:00",
        room_info: type("Café-Raum"),
        max_participants: 12,
        current_participants: 3,
      },
    }),
  );
  await ok(
    admin.request.post(`/api/admin/profile-approvals/provider/${providerId}`, {
      data: { decision: "approved" },
    }),
  );
  const courses = (await (await provider.request.get(`/api/providers/${providerId}`)).json()) as {
    courses: { title: string; course_id: string | null }[];
  };
  const courseId = courses.courses.find((course) => course.title === title)!.course_id!;

  // A second provider waiting for approval, with target groups, and its claim of a place.
  const pending = await ok(
    pendingProvider.request.put("/api/providers/mine", {
      data: {
        name: type(`Elternschule Wartebank ${stamp}`),
        short_description: type("Geburtsvorbereitung und Elternkurse."),
        target_age_groups: ["0-6 Monate", "6-12 Monate"],
      },
    }),
  );
  expect(((await pending.json()) as { id: string }).id).toBeTruthy();
  const education = (await (
    await pendingProvider.request.get("/api/places?type=family_education&limit=100")
  ).json()) as TPlaceList;
  for (const place of education.items) {
    const claimed = await pendingProvider.request.post(`/api/places/${place.id}/claims`, {
      data: { message: type("Wir sind der Träger dieser Einrichtung.") },
    });
    if (claimed.ok()) break;
  }

  // A café with family features and opening hours, approved.
  const cafe = await ok(
    cafeOwner.request.post("/api/cafes", {
      data: {
        name: type(`Café Sprachprobe ${stamp}`),
        description: type("Große Spielecke und warmer Brei auf Wunsch."),
        address: type("Osterstraße 12, 20259 Hamburg"),
        phone_number: "040 123 45 67",
        website_url: "https://example.org/cafe",
        baby_changing_table: true,
        kids_play_corner: true,
        kid_friendly_menu: true,
        wheelchair_accessible: false,
        stroller_parking: true,
        family_friendly: true,
        special_notes: type("Kinderwagen bitte im Flur abstellen."),
        opening_hours: "Mo-Fr 08:00-18:00; Sa 09:00-14:00",
      },
    }),
  );
  const cafeId = ((await cafe.json()) as { id: string }).id;
  await ok(
    admin.request.post(`/api/admin/profile-approvals/cafe/${cafeId}`, { data: { decision: "approved" } }),
  );

  // The parent: facts, a closure and a review of a café, a post with an answer, favourites, an alert,
  // a booking, suggestions, feedback and a survey.
  const cafes = "type=cafe&type=ice_cream&limit=100";
  const list = (await (await parent.request.get(`/api/places?${cafes}`)).json()) as TPlaceList;
  const answered = (await (
    await parent.request.get(`/api/places?${cafes}&fact=changing_table`)
  ).json()) as TPlaceList;
  const taken = new Set(answered.items.map((item) => item.id));
  const place = list.items.find((item) => !taken.has(item.id))!;
  await ok(
    parent.request.post(`/api/places/${place.id}/facts`, {
      data: { key: "changing_table", value: "yes", location: ["female_toilet", "male_toilet"] },
    }),
  );
  await ok(
    parent.request.post(`/api/places/${place.id}/facts`, { data: { key: "highchair", value: "yes" } }),
  );
  await ok(
    parent.request.post(`/api/places/${place.id}/condition-reports`, {
      data: { kind: "temporarily_closed", note: type("Wegen Umbau bis Ende des Monats zu.") },
    }),
  );
  await ok(
    parent.request.post(`/api/places/${place.id}/reviews`, {
      data: { rating: 4, text: type("Netter Ort mit Wickeltisch, am Wochenende voll.") },
    }),
  );
  const post = await ok(
    parent.request.post("/api/posts", {
      data: {
        type: "tip",
        content: type(`Tipp aus der Sprachprobe ${stamp}: Die Bücherhalle hat eine Spielecke.`),
      },
    }),
  );
  const postId = ((await post.json()) as { id: string }).id;
  await ok(
    admin.request.post(`/api/posts/${postId}/comments`, {
      data: { content: type("Danke, das probieren wir aus!") },
    }),
  );
  await ok(parent.request.put(`/api/favorites/places/${place.id}`));
  await ok(parent.request.put(`/api/favorites/courses/${courseId}`));
  await ok(parent.request.post("/api/me/course-alerts", { data: { stadtteil: "Altona", age_months: 8 } }));
  await ok(
    parent.request.post(`/api/courses/${courseId}/bookings`, {
      data: { child_age_months: 8, child_name: type("Mila") },
    }),
  );
  await ok(
    parent.request.post("/api/place-suggestions", {
      data: {
        name: type(`Spielplatz Sprachprobe ${stamp}`),
        description: type("Neuer Wasserspielplatz mit Schatten."),
        type: "playground",
        features: ["Play area", "Changing table"],
        address: type("Holstenstraße 1, 22767 Hamburg"),
      },
    }),
  );
  await ok(
    parent.request.post("/api/course-suggestions", {
      data: {
        title: type(`Krabbelkurs Sprachprobe ${stamp}`),
        description: type("Krabbeln und Singen für die Kleinsten."),
        age_group: "6-18 months",
        type: "Parent-Child",
        location: type("Bürgerhaus Altona"),
        schedule: type("Donnerstags 10:00–11:00"),
      },
    }),
  );
  await ok(
    parent.request.post("/api/feedback", { data: { content: type(`Mehr Spielplätze bitte! ${stamp}`) } }),
  );
  await ok(
    parent.request.post("/api/feature-requests", {
      data: {
        selected_options: ["Map view", "Event calendar"],
        other_suggestion: type("Eine Merkliste für Kurse"),
      },
    }),
  );

  const searchDay = (
    (await (await parent.request.get(`/api/courses/${courseId}`)).json()) as {
      next_dates: string[];
    }
  ).next_dates[0]!;
  const states = {
    parent: await parent.context().storageState(),
    provider: await provider.context().storageState(),
    cafeOwner: await cafeOwner.context().storageState(),
    admin: await admin.context().storageState(),
  };
  for (const page of [provider, admin, cafeOwner, parent, pendingProvider]) await page.context().close();
  return { states, placeId: place.id, postId, cafeId, providerId, courseId, searchDay, typed, earlier };
}

/** Every string of a language's locale files (src/web/locales), placeholders left out. */
function localeStrings(language: Language): string[] {
  const strings: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === "string") strings.push(value.replace(/\{\{[^}]*\}\}/g, " "));
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  const folder = `src/web/locales/${language}`;
  for (const file of [`${folder}.json`, ...readdirSync(folder).map((name) => `${folder}/${name}`)]) {
    collect(JSON.parse(readFileSync(file, "utf8")));
  }
  return strings;
}

test("[EVERYONE][LANGUAGE]: the words are the other language's only: no locale file of a language uses them", () => {
  const found = (["de", "en"] as const).flatMap((language) =>
    localeStrings(language).flatMap((text) =>
      foreignWords(text, language).map((word) => `${language}: ${word}`),
    ),
  );
  expect(found).toEqual([]);
});

test.describe("with data on every page", () => {
  let walk: WalkData;
  let exempt: string[];

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    walk = await prepare(browser);
    // A place or person named like a word of the lists ("Alle", "Eltern") would hide that word.
    exempt = [...new Set([...openAndTestData(), ...walk.earlier, ...walk.typed].map(squash))].filter(
      (data) => !isListedWord(data),
    );
  });

  test("[EVERYONE][LANGUAGE]: the walk covers every page of the page registry", () => {
    expect(
      stops(walk)
        .map((stop) => stop.path)
        .sort(),
    ).toEqual(registryPaths().sort());
  });

  for (const [language, locale, name] of [
    ["en", "en-GB", "English"],
    ["de", "de-DE", "German"],
  ] as const satisfies readonly (readonly [Language, string, string])[]) {
    test(`[EVERYONE][LANGUAGE]: in ${name}, no page shows a word of the other language`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const roles: Role[] = ["visitor", "parent", "provider", "cafeOwner", "admin"];
      const contexts = new Map(
        await Promise.all(
          roles.map(async (role) => [role, await contextOf(browser, baseURL!, role, locale, walk)] as const),
        ),
      );
      const found: string[] = [];
      /** The words of the other language on the page as it is now, with where it was. */
      const check = async (page: Page, where: string) => {
        await expect(page.locator("html"), where).toHaveAttribute("lang", language);
        await expect(page.getByRole("heading", { level: 1 }).first(), where).toBeVisible();
        // A photo's skeleton (the pulse before its <img>) holds no words, and a lazy photo far down
        // the page loads only when scrolled to: it may pulse for as long as the reader stays up here.
        await expect(page.locator('.animate-pulse:not(:has(+ img)), [aria-busy="true"]'), where).toHaveCount(
          0,
        );
        const { text, otherLanguageParts } = await screenText(page);
        // One list, longest first, so a name inside a longer text goes with that text: the language
        // switch's "Deutsch" (lang="de") cut before the data would split "Deutsches Maler- und
        // Lackierer-Museum" and leave its "und" behind.
        const words = foreignWords(
          withoutData(
            text,
            [...otherLanguageParts.map(squash), ...exempt].sort((a, b) => b.length - a.length),
          ),
          language,
        );
        if (words.length > 0) found.push(`${where}: ${words.join(", ")}`);
      };
      // Three pages at a time, each in a tab of its role's context: the walk takes a minute, not five.
      const queue = stops(walk);
      await Promise.all(
        Array.from({ length: 3 }, async () => {
          const tabs = new Map<Role, Page>();
          for (let stop = queue.shift(); stop; stop = queue.shift()) {
            let page = tabs.get(stop.role);
            if (!page) {
              page = await contexts.get(stop.role)!.newPage();
              tabs.set(stop.role, page);
            }
            // Loaded: the app has its code and every answer (network idle), its content is there, no
            // placeholder pulses and nothing says it is busy (check).
            await page.goto(stop.url, { waitUntil: "networkidle" });
            await check(page, `${stop.url} (${stop.role})`);
          }
        }),
      );
      // A toast and its close button, in the page's language: /share's link copied (or not, without
      // a clipboard), which changes no data.
      const share = await contexts.get("parent")!.newPage();
      await share.goto("/share", { waitUntil: "networkidle" });
      await share.getByRole("button", { name: language === "en" ? "Copy link" : "Link kopieren" }).click();
      await expect(share.locator("[data-sonner-toast]")).toBeVisible();
      await check(share, "/share with a toast (parent)");
      for (const context of contexts.values()) await context.close();
      expect(found, `words of the other language on ${name} pages`).toEqual([]);
    });
  }
});
