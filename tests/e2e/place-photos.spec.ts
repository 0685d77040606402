/**
 * Journey of parents' photos of any place (decision 018): a signed-out visitor is asked to sign in
 * before adding a photo; a parent adds a photo to a library (the dialog reminds them not to show other
 * people's children, the upload shows progress), sees it in the place's gallery, likes it, opens it
 * large, and finds it as the library's image on its card on /places.
 */
import sharp from "sharp";
import type { APIRequestContext } from "@playwright/test";
import type { TPlaceList } from "#shared/schemas/places.js";
import { expect, signIn, test } from "./fixtures.js";

test.use({ locale: "de-DE" });

/** A library without any image yet (no admin image, no parent photo in this test run). */
async function libraryWithoutImage(request: APIRequestContext) {
  const list = (await (await request.get("/api/places?type=library&limit=100")).json()) as TPlaceList;
  return list.items.find((item) => item.image_url === null)!;
}

/** A real photo (a JPEG as a phone takes it, with EXIF the server strips). */
const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#0f766e" } })
    .withExif({ IFD0: { Make: "Kamera", Model: "Handy 1" } })
    .jpeg({ quality: 80 })
    .toBuffer();

test("[PARENT][PHOTOS]: adds a photo to a library, sees it in the gallery, likes it and finds it on the card", async ({
  page,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  const library = await libraryWithoutImage(page.request);
  const photos = page.getByRole("region", { name: "Fotos von Eltern" });

  await test.step("a signed-out visitor sees the empty gallery and is asked to sign in", async () => {
    await page.goto(`/places/${library.id}`);
    await expect(
      photos.getByText("Noch keine Fotos – zeig anderen Eltern, wie es hier aussieht."),
    ).toBeVisible();
    await photos.getByRole("button", { name: "Foto hinzufügen" }).click();
    const prompt = page.getByRole("dialog");
    await expect(prompt).toContainText("Um Fotos hinzuzufügen und zu liken, erstelle bitte ein Konto");
    await axe();
    await page.keyboard.press("Escape");
  });

  await signIn(page, { name: "Lea Beispiel" });
  const caption = "Die Kinderecke mit Bilderbüchern";

  await test.step("the upload dialog reminds the parent not to show other people's children", async () => {
    await page.goto(`/places/${library.id}`);
    await photos.getByRole("button", { name: "Foto hinzufügen" }).click();
    const dialog = page.getByRole("dialog", { name: "Foto hinzufügen" });
    await expect(dialog).toContainText("Bitte zeig keine Gesichter fremder Kinder.");
    await dialog.getByRole("button", { name: "Foto hochladen" }).click();
    await expect(dialog.getByText("Bitte wähle zuerst ein Foto.")).toBeVisible();
    await dialog
      .getByLabel("Foto", { exact: true })
      .setInputFiles({ name: "buecherhalle.jpg", mimeType: "image/jpeg", buffer: await photo() });
    await expect(dialog.getByRole("img", { name: "Vorschau des gewählten Fotos" })).toBeVisible();
    await dialog.getByLabel(/^Bildunterschrift/).fill(caption);
    await axe();
    await dialog.getByRole("button", { name: "Foto hochladen" }).click();
    await expect(page.locator("[data-sonner-toast]")).toContainText(
      "Danke! Dein Foto ist jetzt für alle zu sehen.",
    );
    await expect(dialog).toBeHidden();
  });

  await test.step("the photo shows in the gallery, and the parent likes it", async () => {
    const open = photos.getByRole("button", { name: `Foto vergrößern: Foto von Eltern: ${caption}` });
    await expect(open).toBeVisible();
    await expect(photos.getByText(caption)).toBeVisible();
    const like = photos.getByRole("button", { name: "Gefällt mir – 0 Likes" });
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await like.click();
    const liked = photos.getByRole("button", { name: "Gefällt mir – 1 Like" });
    await expect(liked).toHaveAttribute("aria-pressed", "true");
    await axe();
  });

  await test.step("opened large, it can be deleted by its author but not reported by them", async () => {
    await photos.getByRole("button", { name: `Foto vergrößern: Foto von Eltern: ${caption}` }).click();
    const viewer = page.getByRole("dialog", { name: "Foto 1 von 1" });
    await expect(viewer.getByRole("img", { name: `Foto von Eltern: ${caption}` })).toBeVisible();
    await expect(viewer.getByRole("button", { name: "Foto löschen" })).toBeVisible();
    await expect(viewer.getByRole("button", { name: "Dieses Foto melden" })).toHaveCount(0);
    await axe();
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
  });

  await test.step("the photo is the library's image on the page and on its card on /places", async () => {
    const detail = (await (await page.request.get(`/api/places/${library.id}`)).json()) as {
      image_url: string;
      photos: { url: string; card_url: string }[];
    };
    expect(detail.image_url).toBe(detail.photos[0]!.url);
    // The server-rendered page shows it (not stuck behind its loading placeholder after hydration).
    await page.reload();
    const hero = page.getByRole("img", { name: library.name, exact: true }).first();
    await expect(hero).toHaveAttribute("src", detail.photos[0]!.url);
    await expect(hero).toHaveClass(/opacity-100/);
    await page.goto(`/places?type=library&q=${encodeURIComponent(library.name)}`);
    const card = page.getByRole("listitem").filter({
      has: page.getByRole("link", { name: library.name, exact: true }),
    });
    await expect(card.first().getByRole("img", { name: library.name, exact: true })).toHaveAttribute(
      "src",
      detail.photos[0]!.card_url,
    );
    await axe();
  });
});
