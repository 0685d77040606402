import { expect, test } from "./fixtures.js";

type PlaceList = { items: { id: string; name: string }[] };

test("[VISITOR][PERFORMANCE]: a place page arrives rendered and comes alive without errors", async ({
  page,
  browser,
  axe,
}) => {
  const list = (await (await page.request.get("/api/places?limit=1")).json()) as PlaceList;
  const place = list.items[0]!;

  // The HTML itself carries the page: readable even before (or without) any JavaScript.
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const staticPage = await withoutScripts.newPage();
  await staticPage.goto(`/places/${place.id}`);
  await expect(staticPage.getByRole("heading", { level: 1, name: place.name })).toBeVisible();
  await withoutScripts.close();

  // With JavaScript the same page hydrates: no errors, and its buttons work.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // Map tiles cannot load in the offline test sandbox; script and hydration errors still count.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      errors.push(message.text());
    }
  });
  await page.goto(`/places/${place.id}`);
  await expect(page.getByRole("heading", { level: 1, name: place.name })).toBeVisible();
  // The code loads after the first paint; a tap lands once the page has hydrated.
  await page.waitForLoadState("networkidle");
  await page
    .getByRole("button", { name: /favorit/i })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(errors).toEqual([]);
  await axe();
});
