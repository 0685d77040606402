/**
 * Discovery journeys: filtering places (type, feature, search) with the filters kept in the URL; the home
 * search with district, date and age; favourites from signed out to /favorites and back; course details with
 * and without a booking link; the map of a filtered list (spec 01 §2, §4, §5, §8). axe runs on every page
 * visited.
 */
import { randomBytes } from "node:crypto";
import { hamburgToday } from "#shared/berlin-time.js";
import { expect, test, watchLayoutShifts } from "./fixtures.js";

test.use({ locale: "en-GB" });

test("[VISITOR][PLACES]: filters places by type and feature, and a reload keeps the filters", async ({
  page,
  axe,
}) => {
  await test.step("chooses the type Café and the feature Indoor", async () => {
    await page.goto("/places");
    await expect(page.getByRole("heading", { level: 1, name: "Discover Places" })).toBeVisible();
    const all = await page.getByRole("heading", { level: 2, name: /^[\d,]+ places$/ }).textContent();
    await page
      .getByRole("region", { name: "Filter by type" })
      .getByRole("button", { name: "Café", exact: true })
      .click();
    await expect(page).toHaveURL(/\/places\?type=cafe$/);
    await page.getByRole("button", { name: "More filters" }).click();
    await page
      .getByRole("region", { name: "Features" })
      .getByRole("button", { name: "Indoor", exact: true })
      .click();
    await expect(page).toHaveURL(/\/places\?type=cafe&tag=Drinnen$/);
    const filtered = await page.getByRole("heading", { level: 2, name: /^[\d,]+ places$/ }).textContent();
    expect(Number(filtered!.replace(/\D/g, ""))).toBeLessThan(Number(all!.replace(/\D/g, "")));
    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible();
    // Every card is a café (the feature may hide behind "+N": cards show three tags).
    for (const card of (await cards.all()).slice(0, 5)) await expect(card).toContainText("Café");
    await axe();
  });

  await test.step("a reload keeps both filters", async () => {
    await page.reload();
    await expect(page).toHaveURL(/\/places\?type=cafe&tag=Drinnen$/);
    await expect(page.getByRole("button", { name: "Café", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("button", { name: "More filters (1)" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(page.getByRole("button", { name: "Indoor", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await axe();
  });

  await test.step("searches within the filtered list; nothing found explains itself", async () => {
    await page.getByLabel("Search places").fill("zzzzqqq");
    await expect(page).toHaveURL(/q=zzzzqqq/);
    await expect(page.getByRole("heading", { name: "No places found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your filters to see more results.")).toBeVisible();
    await axe();
    await page.getByRole("button", { name: "Clear filters" }).first().click();
    await expect(page).toHaveURL(/\/places$/);
    await expect(page.getByLabel("Search places")).toHaveValue("");
  });
});

test("[VISITOR][SEARCH]: searches from home with district, date and age and opens a result", async ({
  page,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  await page.goto("/");
  const search = page.getByRole("search", { name: "What are you up to?" });

  await test.step("picks a quarter from the suggestions, filtered as typed", async () => {
    await search.getByRole("button", { name: /Quarter/ }).click();
    const dialog = page.getByRole("dialog", { name: "Quarter" });
    await dialog.getByLabel("Quarter (Stadtteil)").fill("büttel");
    await expect(dialog.getByRole("option")).toHaveCount(5);
    await axe();
    await dialog.getByRole("option", { name: /^Eimsbüttel/ }).click();
    await expect(dialog).toBeHidden();
    await expect(search.getByRole("button", { name: /Quarter/ })).toContainText("Eimsbüttel");
  });

  await test.step("picks tomorrow in a calendar whose weeks start on Monday and whose past is disabled", async () => {
    await search.getByRole("button", { name: /Date/ }).click();
    const dialog = page.getByRole("dialog", { name: "Date" });
    await expect(dialog.locator(".rdp-weekday").first()).toHaveText(/^Mo/);
    // The calendar counts days by Hamburg's calendar, whatever the clock of the machine running this.
    if (hamburgToday().slice(8) !== "01") {
      await expect(dialog.locator("button[disabled]").first()).toBeVisible();
    }
    await axe();
    // The calendar focuses today; the arrow key moves to tomorrow.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
  });

  await test.step("picks the age; only one popover is open at a time", async () => {
    await search.getByRole("button", { name: /Age/ }).click();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await page.getByRole("dialog", { name: "Age" }).getByRole("button", { name: "1–2 years" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  await test.step("past 60 % of the window height the search becomes a bar fixed at the top", async () => {
    const bar = page
      .locator("#suche form")
      .locator("xpath=ancestor::div[contains(@class, 'rounded-3xl') or contains(@class, 'fixed')][1]");
    await expect(bar).toHaveCSS("position", "relative");
    const sectionHeight = () =>
      page.locator("#suche").evaluate((section) => section.getBoundingClientRect().height);
    const inlineHeight = await sectionHeight();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await expect(bar).toHaveCSS("position", "fixed");
    await expect(bar).toHaveCSS("top", "0px");
    // The block keeps its place in the page, so the content below does not jump up.
    expect(await sectionHeight()).toBeCloseTo(inlineHeight, 0);
    await expect(search.getByRole("button", { name: /Quarter/ })).toContainText("Eimsbüttel");
    await axe();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveCSS("position", "relative");
  });

  await test.step("sees places and courses for that day and opens a place", async () => {
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(
      /\/search\?district=Eimsb%C3%BCttel&date=\d{4}-\d{2}-\d{2}&childAge=1-2\+Jahre$/,
    );
    await expect(page.getByRole("heading", { level: 2, name: /^\d+ places$/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^Courses on / })).toBeVisible();
    await axe();
    const first = page.getByRole("article").first().getByRole("link");
    const name = (await first.textContent()) ?? "";
    await first.click();
    await expect(page).toHaveURL(/\/places\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await axe();
  });

  await test.step("a search for a past day explains what is wrong", async () => {
    await page.goto("/search?district=Eimsb%C3%BCttel&date=2020-01-07");
    await expect(page.getByText("This date is in the past. Choose today or a later day.")).toBeVisible();
    await axe();
  });
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("[VISITOR][SEARCH]: the date picker shows the whole week, Sunday included", async ({
    page,
    skipOnboarding,
  }) => {
    await skipOnboarding();
    await page.goto("/");
    await page
      .getByRole("search", { name: "What are you up to?" })
      .getByRole("button", { name: /Date/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Date" });
    const sunday = dialog.locator(".rdp-weekday").last();
    await expect(sunday).toHaveText("Su");
    const [panel, column] = [await dialog.boundingBox(), await sunday.boundingBox()];
    expect(column!.x + column!.width).toBeLessThanOrEqual(panel!.x + panel!.width);
    // Nothing to scroll sideways to: the week fits the panel.
    expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  });
});

test("[PARENT][FAVORITES]: favourites a place after signing in, finds it on /favorites and removes it", async ({
  page,
  axe,
}) => {
  const email = `favourites-${randomBytes(4).toString("hex")}@example.org`;
  const password = "journey-password-42";
  const created = await page.request.post("/api/test/users", { data: { email, password } });
  expect(created.status()).toBe(201);

  await page.goto("/places?type=library");
  const card = page.getByRole("article").first();
  const name = ((await card.getByRole("link").textContent()) ?? "").trim();

  await test.step("signed out, the heart asks to join", async () => {
    await card.getByRole("button", { name: `Save ${name} to favorites` }).click();
    const dialog = page.getByRole("dialog", { name: "Join Lütt" });
    await expect(dialog.getByText("To save favorites, please create an account or sign in.")).toBeVisible();
    await axe();
    await dialog.getByRole("link", { name: "Sign In" }).click();
  });

  await test.step("signs in", async () => {
    await expect(page).toHaveURL(/\/auth\?mode=signin$/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).not.toHaveURL(/\/auth/);
  });

  await test.step("saves the place: the heart fills once the server has it", async () => {
    await page.goto("/places?type=library");
    const heart = page
      .getByRole("article")
      .first()
      .getByRole("button", { name: `Save ${name} to favorites` });
    await heart.click();
    await expect(page.getByText("Added to favorites")).toBeVisible();
    await expect(page.getByText("Place added to your favorites!")).toBeVisible();
    await expect(
      page
        .getByRole("article")
        .first()
        .getByRole("button", { name: `Remove ${name} from favorites` }),
    ).toHaveAttribute("aria-pressed", "true");
    await axe();
  });

  await test.step("finds it on /favorites and removes it there", async () => {
    const layoutShift = await watchLayoutShifts(page);
    await page.goto("/favorites");
    await expect(page.getByRole("tab", { name: "Places (1)" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Courses (0)" })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article")).toContainText(name);
    // The footer right below the card stays where it was first drawn (see card-grid in app.css).
    expect(await layoutShift()).toBe(0);
    await axe();
    await page.getByRole("button", { name: `Remove ${name} from favorites` }).click();
    await expect(page.getByText("Removed from favorites")).toBeVisible();
    await expect(page.getByText("Place removed from your favorites.")).toBeVisible();
    await expect(page.getByText("No favorite places yet")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Places (0)" })).toBeVisible();
    await page.getByRole("tab", { name: "Courses (0)" }).click();
    await expect(page.getByText("No favorite courses yet")).toBeVisible();
    await axe();
  });
});

test("[VISITOR][COURSES]: course details with and without a booking link", async ({ page, axe }) => {
  await test.step("filters the courses by type", async () => {
    await page.goto("/courses");
    await expect(page.getByRole("heading", { level: 1, name: "Local Courses" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Suggest a Course" })).toHaveAttribute(
      "href",
      "/suggest-course",
    );
    await page.getByRole("region", { name: "Type" }).getByRole("button", { name: "Music" }).click();
    await expect(page).toHaveURL(/\/courses\?type=music$/);
    // Until the filtered answer arrives, the server-rendered cards may still stand (CI met 6 of them and
    // then 5): each try reads one whole list, and every card of it must say "Music".
    await expect(async () => {
      const cards = await page.getByRole("article").allTextContents();
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) expect(card).toContain("Music");
    }).toPass();
    await axe();
  });

  await test.step("a course with a booking link offers 'Book Now' in a new tab", async () => {
    await page.getByRole("link", { name: "Musikgarten für Babys" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Musikgarten für Babys" })).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Age Group" })).toBeVisible();
    await expect(page.getByText("Wed 09:45–10:30")).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Location" })).toBeVisible();
    const book = page.getByRole("link", { name: /Book Now/ });
    await expect(book).toHaveAttribute("href", "https://example.org/luett/musikgarten");
    await expect(book).toHaveAttribute("target", "_blank");
    await expect(book).toHaveAttribute("rel", "noopener");
    await expect(page.getByRole("button", { name: "Save Musikgarten für Babys to favorites" })).toBeVisible();
    await axe();
  });

  await test.step("shares the course: without a share sheet its link is copied", async () => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await page.getByRole("button", { name: "Share Musikgarten für Babys" }).click();
    await expect(page.getByText("Copied!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  await test.step("a course without one has none", async () => {
    await page.goBack();
    await page.getByRole("link", { name: "Musikgarten für Krabbelkinder" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Musikgarten für Krabbelkinder" }),
    ).toBeVisible();
    await expect(page.getByText("Fri 10:00–10:45")).toBeVisible();
    await expect(page.getByRole("link", { name: /Book Now/ })).toHaveCount(0);
    await axe();
  });

  await test.step("a missing course leads back to the list", async () => {
    await page.goto("/courses/00000000-0000-4000-8000-000000000000");
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByText("Course not found.")).toBeVisible();
  });
});

test("[VISITOR][MAP]: the map shows a marker for every place of the filtered list", async ({ page, axe }) => {
  await page.goto("/places?type=library");
  const heading = page.getByRole("heading", { level: 2, name: /^\d+ places$/ });
  const total = Number(((await heading.textContent()) ?? "").replace(/\D/g, ""));
  expect(total).toBeGreaterThan(10);

  await page.getByRole("button", { name: "Map" }).click();
  await expect(page).toHaveURL(/view=map/);
  const map = page.getByRole("region", { name: "Map of the places" });
  await expect(map).toHaveAttribute("data-marker-count", String(total));

  await test.step("every place is a marker or counted in a cluster", async () => {
    // Counted once the zoom animation has settled (clusters of two zoom levels overlap while it runs).
    await expect
      .poll(async () => {
        const clusterCounts = await map.locator(".luett-cluster span[aria-hidden]").allTextContents();
        const single = await map.locator(".luett-marker").count();
        return single + clusterCounts.reduce((sum, count) => sum + Number(count), 0);
      })
      .toBe(total);
    await axe();
  });

  await test.step("tapping a marker shows its card", async () => {
    let marker = map.locator(".luett-marker").first();
    if ((await marker.count()) === 0) {
      await map.locator(".luett-cluster").first().click();
      marker = map.locator(".luett-marker").first();
    }
    const title = (await marker.getAttribute("title")) ?? "";
    await marker.click();
    const selected = page.getByRole("region", { name: "Selected place" });
    await expect(selected.getByRole("link", { name: title })).toBeVisible();
    await axe();
    await selected.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });
});

test.describe("near me", () => {
  test.use({ permissions: ["geolocation"], geolocation: { latitude: 53.5751, longitude: 9.9535 } });

  test("[VISITOR][NEAR ME]: with location permission, home and /places show the nearest places first", async ({
    page,
    axe,
    skipOnboarding,
  }) => {
    await skipOnboarding();
    await page.goto("/");
    await test.step("home asks for the position by itself and lists the nearest places", async () => {
      const nearby = page.getByRole("region", { name: "Discover places near you" });
      await expect(nearby.getByRole("article").first()).toBeVisible();
      await expect(nearby.getByRole("article").first()).toContainText(/\d+ m|\d+\.\d km/);
      await axe();
      await nearby.getByRole("link", { name: /See all/ }).click();
      await expect(page).toHaveURL(/\/places\?lat=53\.575&lng=9\.954$/);
    });
    await test.step("/places sorts by distance, with the distance on every card", async () => {
      await expect(page.getByRole("button", { name: "Near me" })).toHaveAttribute("aria-pressed", "true");
      const order = page.getByRole("combobox", { name: "Sort" });
      await expect(order.locator("option:checked")).toHaveText("Nearest first");
      for (const card of (await page.getByRole("article").all()).slice(0, 4)) {
        await expect(card).toContainText(/Distance: [\d.,]+ (m|km)/);
      }
      await axe();
      await page.getByRole("button", { name: "Near me" }).click();
      await expect(page).toHaveURL(/\/places$/);
    });
  });
});

test.describe("near me, refused", () => {
  test.use({ permissions: [] });

  test("[VISITOR][NEAR ME]: a refused location shows the spec's message and the page keeps working", async ({
    page,
    axe,
    skipOnboarding,
  }) => {
    await skipOnboarding();
    await page.goto("/");
    const card = page.getByRole("region", { name: "Discover places near you" });
    await card.getByRole("button", { name: "Enable location" }).click();
    await expect(card.getByText("Location access denied or unavailable")).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Family-friendly cafés" }).getByRole("article").first(),
    ).toBeVisible();
    await axe();
  });
});
