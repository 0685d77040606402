/**
 * Small things a person notices: a course page of a long term counts the dates past the ten it lists
 * (the eleventh was dropped silently) and its calendar file holds only standard properties (no
 * `TIMEZONE-ID`); the toast's close button is at least 24 × 24 px (WCAG 2.2, 2.5.8) and speaks German
 * in German mode; the first visit of /provider and /cafe, signed out or in without a profile, asks the
 * server nothing that answers 404; on a 360 px phone no heading, link or button breaks inside a word
 * and nothing sticks out of its card.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import type { TCourse } from "#shared/schemas/courses.js";
import type { TPlaceList } from "#shared/schemas/places.js";
import { checkICalendar } from "../support/icalendar.js";
import { expect, signIn, test } from "./fixtures.js";
import { createApprovedCourse } from "./provider-courses.js";

test.use({ locale: "de-DE" });

test("[PARENT][COURSES]: a long term's page counts the dates it does not list; the toast closes in German", async ({
  page,
  browser,
  skipOnboarding,
  axe,
}) => {
  test.setTimeout(180_000);
  await skipOnboarding();
  // Tuesdays of the first quarter of next year: 12 or 13 dates, more than the ten the page lists.
  const { courseId } = await createApprovedCourse(page, browser, {
    title: "Krabbeltreff Quartal",
    places: 6,
  });
  const course = (await (await page.request.get(`/api/courses/${courseId}`)).json()) as TCourse;
  expect(course.upcoming_date_count).toBeGreaterThan(10);

  await test.step("the page lists ten dates and says how many more come until the term's end", async () => {
    await page.goto(`/courses/${courseId}`);
    const dates = page.getByRole("region", { name: "Nächste Termine" });
    await expect(dates.getByRole("listitem")).toHaveCount(10);
    await expect(dates).toContainText(
      new RegExp(`Und ${course.upcoming_date_count! - 10} weitere Termine? bis \\w+\\., 31\\. März`),
    );
    await axe();
  });

  await test.step("its calendar file names the zone with X-WR-TIMEZONE only", async () => {
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "In den Kalender" }).click();
    const { unknown, calendar } = checkICalendar(await readFile(await (await download).path(), "utf8"));
    expect(unknown).toEqual([]);
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("Europe/Berlin");
  });

  await test.step("the toast's close button is 24 × 24 px or larger and labelled in German", async () => {
    await page.getByRole("button", { name: /als Favorit speichern/ }).click();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toBeVisible();
    // A pointer on the toast holds it past its 5 s while it is measured and checked.
    await toast.hover();
    const close = toast.getByRole("button", { name: "Mitteilung schließen" });
    const box = (await close.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
    await expect(page.getByRole("button", { name: "Close toast" })).toHaveCount(0);
    await axe();
    await close.click();
    await expect(toast).toHaveCount(0);
  });
});

/** Opens `path` and waits until the page has asked for all it needs; returns the requests that failed. */
async function failedRequests(page: Page, path: string): Promise<string[]> {
  const failed: string[] = [];
  const listener = (response: { status: () => number; url: () => string }) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  };
  page.on("response", listener);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  page.off("response", listener);
  return failed;
}

test("[PROVIDER][CAFE]: the first visit of /provider and /cafe asks nothing that answers 404", async ({
  page,
  browser,
  axe,
}) => {
  test.setTimeout(180_000);
  await test.step("a visitor who is not signed in", async () => {
    expect(await failedRequests(page, "/provider")).toEqual([]);
    await expect(page.getByRole("link", { name: /Profil erstellen/ }).first()).toBeVisible();
    await axe();
    expect(await failedRequests(page, "/cafe")).toEqual([]);
    await axe();
  });

  for (const role of ["provider", "parent"] as const) {
    await test.step(`a ${role} without a provider profile or café yet`, async () => {
      const context = await browser.newContext({ locale: "de-DE" });
      const signedIn = await context.newPage();
      await signIn(signedIn, { role });
      expect(await failedRequests(signedIn, "/provider")).toEqual([]);
      await expect(signedIn.getByRole("link", { name: /Profil erstellen/ }).first()).toBeVisible();
      expect(await failedRequests(signedIn, "/cafe")).toEqual([]);
      await context.close();
    });
  }
});

/**
 * The words on `page` that the layout breaks between two letters ("Communi|ty-Feed"): a line of a
 * heading, link, button or label that ends inside a word. Breaks at spaces and after hyphens are fine.
 */
function wordsBrokenInside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken = new Set<string>();
    for (const element of Array.from(document.querySelectorAll("h1, h2, h3, a, button, label"))) {
      if (!element.checkVisibility()) continue;
      const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const text = node.textContent ?? "";
        const range = document.createRange();
        let lineTop: number | undefined;
        for (let index = 0; index < text.length; index++) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const box = range.getClientRects()[0];
          if (!box) continue;
          const isNewLine = lineTop !== undefined && box.top > lineTop + 2;
          if (isNewLine && /[\p{L}\p{N}]{2}/u.test(text.slice(index - 1, index + 1)))
            broken.add(`${text.slice(0, index)}|${text.slice(index)}`.trim());
          lineTop = box.top;
        }
      }
    }
    return [...broken];
  });
}

/**
 * What sticks out on the right of the card it is in (the nearest bordered box, less its padding), as
 * "text: right edge > card's inner edge"; what a scrolling or clipping box holds is left out.
 */
function stickingOut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    for (const element of Array.from(document.querySelectorAll("main *"))) {
      if (element.childElementCount > 0 || !element.checkVisibility()) continue;
      let card = element.parentElement;
      let isClipped = false;
      while (card && card !== document.body) {
        const style = getComputedStyle(card);
        if (style.overflowX !== "visible") isClipped = true;
        if (style.borderRightStyle !== "none" && style.borderRightWidth !== "0px") break;
        card = card.parentElement;
      }
      if (isClipped || !card || card === document.body) continue;
      const inner = card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight);
      const right = element.getBoundingClientRect().right;
      if (right > inner + 1)
        found.add(`${element.textContent?.trim().slice(0, 40)}: ${Math.round(right)} > ${Math.round(inner)}`);
    }
    return [...found];
  });
}

test("[EVERYONE][LAYOUT]: on a 360 px phone no word breaks inside and nothing sticks out of its card", async ({
  page,
  skipOnboarding,
}) => {
  await skipOnboarding();
  // A Tuesday night in Hamburg: the café below (Mo-Su 09:00-19:00) shows its longest badge,
  // "Jetzt geschlossen".
  await page.clock.setFixedTime(new Date("2026-12-01T22:30:00+01:00"));
  const list = (await (await page.request.get("/api/places?q=Mrs.%20Waffel&limit=1")).json()) as TPlaceList;
  const [cafe] = list.items;
  expect(cafe?.name).toBe("Mrs. Waffel");
  await page.setViewportSize({ width: 360, height: 780 });
  const paths = [
    "/",
    "/places",
    "/courses",
    "/community",
    "/about",
    "/provider",
    "/cafe",
    `/places/${cafe!.id}`,
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    expect(await wordsBrokenInside(page), path).toEqual([]);
    expect(await stickingOut(page), path).toEqual([]);
  }
  await expect(page.getByText("Jetzt geschlossen")).toBeVisible();
});
