/**
 * Getting there with a stroller (docs/decisions/043-stations-nearby.md): a parent narrows /places to
 * places with a step-free U- or S-Bahn station within a 500 m walk, and a place's page names its
 * nearest stations with the walk and whether they are step-free.
 */
import { expect, test } from "./fixtures.js";

test.use({ locale: "de-DE" });

test("[VISITOR][STATIONS]: filters to a step-free station within 500 m and reads the station on the place page", async ({
  page,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  await page.goto("/places");
  const count = page.getByRole("heading", { level: 2, name: /^[\d.]+ Orte?$/ });
  const placesIn = async () => Number(((await count.textContent()) ?? "").replace(/\D/g, ""));
  await expect(count).toBeVisible();
  const all = await placesIn();

  await test.step("the chip narrows the list and stays in the URL", async () => {
    await page.getByRole("button", { name: "Stufenlose Bahn in 500 m" }).click();
    await expect(page).toHaveURL(/\/places\?station_wheelchair=yes$/);
    await expect(page.getByRole("button", { name: "Stufenlose Bahn in 500 m" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect.poll(placesIn).toBeLessThan(all);
    expect(await placesIn()).toBeGreaterThan(0);
    await axe();
  });

  await test.step("a listed place names its step-free station within 500 m", async () => {
    await page.getByRole("article").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/places\/[0-9a-f-]{36}$/);
    const gettingThere = page.getByRole("region", { name: "Anfahrt" });
    await expect(gettingThere.getByRole("listitem").first()).toBeVisible();
    const lines = await gettingThere.getByRole("listitem").allTextContents();
    const stepFreeNear = lines.filter((line) => {
      const match = /^[US] .+ · ca\. (\d+) m Fußweg · stufenlos$/.exec(line);
      return match && Number(match[1]) <= 500;
    });
    expect(stepFreeNear, lines.join("\n")).not.toHaveLength(0);
    await axe();
  });
});
