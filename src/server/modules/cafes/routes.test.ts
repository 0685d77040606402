/**
 * Café profiles through the API (spec 02 §2.15, §2.16, §4, §9): one profile per user, owner-only
 * writes (403), validation in German, 10 photos at most, deleted photos leave storage, the reviews of the
 * café's place (modules/reviews) with the average, and discovery only after an admin's approval.
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartFile } from "#tests/support/multipart.js";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { errorOf } from "#tests/support/call.js";
import type { TCafe } from "#shared/schemas/cafes.js";
import type { TUpload } from "#shared/schemas/files.js";
import type { TPlace, TPlaceDetail, TPlaceList } from "#shared/schemas/places.js";
import { cafeProfiles } from "#server/db/schema.js";
import { dataPath } from "#server/lib/data-dir.js";
import { projectRoot } from "#server/lib/project-root.js";
import { TOO_MANY_PHOTOS } from "./photos.js";

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let parent: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false, webDir: path.join(projectRoot(), "tests/fixtures/web") });
  owner = await signIn(t);
  other = await signIn(t);
  parent = await signIn(t);
  admin = await signIn(t, { role: "admin" });
});
afterAll(async () => {
  await t?.close();
});

const cafe = {
  name: "Kaffeeklappe Ottensen",
  description: "Großer Spielteppich, Stillecke, Baby-Brei auf Wunsch warm gemacht.",
  address: "Bahrenfelder Str. 10, 22765 Hamburg",
  latitude: 53.5533,
  longitude: 9.9312,
  phone_number: "040 123456",
  website_url: "https://kaffeeklappe.example",
  baby_changing_table: true,
  kids_play_corner: true,
  kid_friendly_menu: true,
  wheelchair_accessible: false,
  stroller_parking: false,
  family_friendly: true,
  special_notes: "Montags Krabbelgruppe ab 10 Uhr.",
  opening_hours: "Mo-Fr 08:00-18:00; Sa 09:00-17:00",
};

const send = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  user: TestUser | null,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: user?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const upload = async (user: TestUser, bucket: string, data: Buffer, filename: string): Promise<TUpload> => {
  const body = multipartFile({ data, filename });
  const response = await t.app.inject({
    method: "POST",
    url: `/api/uploads/${bucket}`,
    payload: body.payload,
    headers: { ...user.headers, "content-type": body.contentType },
  });
  expect(response.statusCode).toBe(201);
  return response.json<TUpload>();
};

const png = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();

const fileOnDisk = (url: string) => path.join(dataPath(t.config, "files"), url.replace(/^\/files\//, ""));
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe("creating and editing a café profile", () => {
  let cafeId: string;

  it("creates the profile with the default name and family_friendly on", async () => {
    const response = await send("POST", "/api/cafes", owner, {
      name: "  ",
      baby_changing_table: false,
      kids_play_corner: false,
      kid_friendly_menu: false,
      wheelchair_accessible: false,
      stroller_parking: false,
      family_friendly: true,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<TCafe>();
    expect(created).toMatchObject({
      name: "Unbenanntes Café",
      family_friendly: true,
      feature_count: 1,
      is_owner: true,
      approval_status: "pending",
      place_id: null,
    });
    cafeId = created.id;
  });

  it("updates the same profile when the owner saves again (one café per user)", async () => {
    const response = await send("POST", "/api/cafes", owner, cafe);
    expect(response.statusCode).toBe(200);
    expect(response.json<TCafe>()).toMatchObject({ id: cafeId, name: cafe.name, feature_count: 4 });
    const rows = await t.database.db.select().from(cafeProfiles).where(eq(cafeProfiles.user_id, owner.id));
    expect(rows).toHaveLength(1);
  });

  it("shows the profile to a signed-out visitor, without owner rights", async () => {
    const response = await send("GET", `/api/cafes/${cafeId}`, null);
    expect(response.statusCode).toBe(200);
    const view = response.json<TCafe>();
    expect(view).toMatchObject({ name: cafe.name, is_owner: false, my_review: null });
    // "Mo-Fr 08:00-18:00; Sa 09:00-17:00", read on the server for the page's table.
    expect(
      view.opening_hours_week!.days.map((day) => day.spans.map(({ from, to }) => `${from}-${to}`)),
    ).toEqual([
      ["08:00-18:00"],
      ["08:00-18:00"],
      ["08:00-18:00"],
      ["08:00-18:00"],
      ["08:00-18:00"],
      ["09:00-17:00"],
      [],
    ]);
  });

  it("shares the page with head tags and schema.org CafeOrCoffeeShop JSON-LD", async () => {
    const response = await t.app.inject({ url: `/cafe/${cafeId}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>Kaffeeklappe Ottensen – Lütt</title>");
    expect(response.body).toContain(`<link rel="canonical" href="http://localhost:3000/cafe/${cafeId}" />`);
    const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(response.body);
    const jsonLd = JSON.parse(match![1]!) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      "@type": "CafeOrCoffeeShop",
      name: "Kaffeeklappe Ottensen",
      telephone: "040 123456",
      openingHours: ["Mo-Fr 08:00-18:00", "Sa 09:00-17:00"],
    });
    expect((await t.app.inject({ url: "/cafe/00000000-0000-4000-8000-000000000000" })).statusCode).toBe(404);
    // The own-profile and edit routes are not café ids.
    expect((await t.app.inject({ url: "/cafe/profile" })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/cafe/edit" })).statusCode).toBe(200);
  });

  it("answers 'Café nicht gefunden' for an unknown id, and null (200) for a user without a café", async () => {
    const missing = await send("GET", "/api/cafes/00000000-0000-4000-8000-000000000000", null);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe("Café nicht gefunden");
    // Asked on the first visit of /cafe: no failed request in the browser for a user who has none yet.
    const mine = await send("GET", "/api/cafes/mine", other);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toBeNull();
  });

  it("refuses another user's writes with 403", async () => {
    const photo = await upload(other, "cafe-photos", await png("#b45309"), "a.png");
    const attempts = [
      await send("PUT", `/api/cafes/${cafeId}`, other, { ...cafe, name: "Gekapert" }),
      await send("POST", `/api/cafes/${cafeId}/photos`, other, { upload_id: photo.id }),
      await send("PUT", `/api/cafes/${cafeId}/logo`, other, { upload_id: photo.id }),
      await send("DELETE", `/api/cafes/${cafeId}/menu/pdf`, other),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    const unchanged = await send("GET", `/api/cafes/${cafeId}`, null);
    expect(unchanged.json<TCafe>().name).toBe(cafe.name);
  });

  it("guards every owner route alike: 401 signed out, 404 for an unknown café, 403 for someone else's", async () => {
    const unknownId = "00000000-0000-4000-8000-000000000000";
    const anyId = "00000000-0000-4000-8000-000000000001";
    const routes = (
      id: string,
    ): Array<[method: "PUT" | "POST" | "DELETE", url: string, payload?: unknown]> => [
      ["PUT", `/api/cafes/${id}`, cafe],
      ["POST", `/api/cafes/${id}/photos`, { upload_id: anyId }],
      ["DELETE", `/api/cafes/${id}/photos/${anyId}`],
      ["PUT", `/api/cafes/${id}/photos/order`, { photo_ids: [anyId] }],
      ["PUT", `/api/cafes/${id}/photos/${anyId}/cover`],
      ["PUT", `/api/cafes/${id}/logo`, { upload_id: anyId }],
      ["DELETE", `/api/cafes/${id}/logo`],
      ["PUT", `/api/cafes/${id}/menu`, { upload_id: anyId }],
      ["DELETE", `/api/cafes/${id}/menu/image`],
    ];
    for (const [method, url, payload] of routes(cafeId)) {
      const signedOut = await send(method, url, null, payload);
      expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
      const someoneElse = await send(method, url, other, payload);
      expect(someoneElse.statusCode, `${method} ${url}`).toBe(403);
      expect(errorOf(someoneElse).message).toBe(
        "Nur die Inhaberin oder der Inhaber kann dieses Café-Profil ändern.",
      );
    }
    for (const [method, url, payload] of routes(unknownId)) {
      const missing = await send(method, url, owner, payload);
      expect(missing.statusCode, `${method} ${url}`).toBe(404);
      expect(errorOf(missing).message).toBe("Café nicht gefunden");
    }
  });

  it("refuses unreadable opening hours and half coordinates with clear messages", async () => {
    const hours = await send("POST", "/api/cafes", owner, { ...cafe, opening_hours: "Mo-Fr 25:00-18:00" });
    expect(hours.statusCode).toBe(400);
    expect(errorOf(hours).message).toMatch(/^Die Öffnungszeiten konnten nicht gelesen werden/);
    expect(errorOf(hours).key).toBe("OPENING_HOURS_UNREADABLE");
    const coordinates = await send("POST", "/api/cafes", owner, { ...cafe, longitude: null });
    expect(coordinates.statusCode).toBe(400);
  });

  it("refuses visitors who are not signed in", async () => {
    expect((await send("POST", "/api/cafes", null, cafe)).statusCode).toBe(401);
  });
});

describe("photos, logo and menu", () => {
  let cafeId: string;
  let user: TestUser;

  beforeAll(async () => {
    user = await signIn(t);
    cafeId = (await send("POST", "/api/cafes", user, cafe)).json<TCafe>().id;
  });

  it("takes 10 photos, the first as cover, and refuses the 11th in German", async () => {
    let current: TCafe | undefined;
    for (let index = 0; index < 10; index += 1) {
      const photo = await upload(user, "cafe-photos", await png(`#0f76${10 + index}`), `p${index}.png`);
      const response = await send("POST", `/api/cafes/${cafeId}/photos`, user, { upload_id: photo.id });
      expect(response.statusCode).toBe(201);
      current = response.json<TCafe>();
    }
    expect(current?.photos).toHaveLength(10);
    expect(current?.photos.map((photo) => photo.is_cover_photo)).toEqual([true, ...Array(9).fill(false)]);
    const eleventh = await upload(user, "cafe-photos", await png("#000000"), "p11.png");
    const refused = await send("POST", `/api/cafes/${cafeId}/photos`, user, { upload_id: eleventh.id });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(TOO_MANY_PHOTOS);
    expect(TOO_MANY_PHOTOS).toContain("höchstens 10 Fotos");
  });

  it("reorders, picks a cover, and deletes a photo together with its stored file", async () => {
    const before = (await send("GET", `/api/cafes/${cafeId}`, user)).json<TCafe>();
    const reversed = before.photos.map((photo) => photo.id).reverse();
    const reordered = await send("PUT", `/api/cafes/${cafeId}/photos/order`, user, { photo_ids: reversed });
    expect(reordered.json<TCafe>().photos.map((photo) => photo.id)).toEqual(reversed);

    const cover = await send("PUT", `/api/cafes/${cafeId}/photos/${reversed[3]}/cover`, user);
    expect(
      cover
        .json<TCafe>()
        .photos.filter((photo) => photo.is_cover_photo)
        .map((photo) => photo.id),
    ).toEqual([reversed[3]]);

    const victim = before.photos[0]!;
    expect(await exists(fileOnDisk(victim.image_url))).toBe(true);
    const deleted = await send("DELETE", `/api/cafes/${cafeId}/photos/${victim.id}`, user);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<TCafe>().photos.map((photo) => photo.id)).not.toContain(victim.id);
    expect(await exists(fileOnDisk(victim.image_url))).toBe(false);
  });

  it("sets a logo and replaces it, deleting the old logo's file", async () => {
    const first = await upload(user, "cafe-photos", await png("#16a34a"), "logo.png");
    const set = (await send("PUT", `/api/cafes/${cafeId}/logo`, user, { upload_id: first.id })).json<TCafe>();
    expect(set.logo_url).toBe(first.urls.card);
    const second = await upload(user, "cafe-photos", await png("#dc2626"), "logo2.png");
    await send("PUT", `/api/cafes/${cafeId}/logo`, user, { upload_id: second.id });
    expect(await exists(fileOnDisk(first.urls.card))).toBe(false);
    expect(await exists(fileOnDisk(second.urls.card))).toBe(true);
  });

  it("stores a PDF menu as sent and an image menu re-encoded; refuses anything else", async () => {
    const pdfBytes = Buffer.from(
      "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    );
    const pdf = await upload(user, "cafe-menus", pdfBytes, "karte.jpg");
    expect(pdf.media_type).toBe("pdf");
    const withPdf = (
      await send("PUT", `/api/cafes/${cafeId}/menu`, user, { upload_id: pdf.id })
    ).json<TCafe>();
    expect(withPdf.menu_pdf_url).toMatch(/\.pdf$/);
    const served = await t.app.inject({ method: "GET", url: withPdf.menu_pdf_url! });
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.rawPayload.equals(pdfBytes)).toBe(true);

    const image = await upload(user, "cafe-menus", await png("#1d4ed8"), "karte.pdf");
    const both = (
      await send("PUT", `/api/cafes/${cafeId}/menu`, user, { upload_id: image.id })
    ).json<TCafe>();
    expect(both.menu_image_url).toBe(image.urls.detail);
    expect(both.menu_pdf_url).toBe(withPdf.menu_pdf_url);

    const body = multipartFile({
      data: Buffer.from("<html><script>alert(1)</script></html>"),
      filename: "menu.pdf",
    });
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/uploads/cafe-menus",
      payload: body.payload,
      headers: { ...user.headers, "content-type": body.contentType },
    });
    expect(refused.statusCode).toBe(415);
    expect(errorOf(refused).message).toContain("PDF oder ein Bild");

    const removed = await send("DELETE", `/api/cafes/${cafeId}/menu/pdf`, user);
    expect(removed.json<TCafe>().menu_pdf_url).toBeNull();
    expect(await exists(fileOnDisk(withPdf.menu_pdf_url!))).toBe(false);
  });
});

describe("reviews", () => {
  let cafeId: string;
  let placeId: string;
  let cafeOwner: TestUser;

  const review = (user: TestUser, body: Record<string, unknown>) =>
    send("POST", `/api/places/${placeId}/reviews`, user, body);

  beforeAll(async () => {
    cafeOwner = await signIn(t);
    cafeId = (await send("POST", "/api/cafes", cafeOwner, cafe)).json<TCafe>().id;
    await send("POST", `/api/admin/profile-approvals/cafe/${cafeId}`, admin, { decision: "approved" });
    placeId = (await send("GET", `/api/cafes/${cafeId}`, null)).json<TCafe>().place_id!;
  });

  it("shows the reviews of the café's place: newest 3, the count, the average to one decimal, and mine", async () => {
    await review(parent, { rating: 5, text: "Doch super!" });
    await review(other, { rating: 4 });
    await review(await signIn(t), { rating: 4 });
    await review(await signIn(t), { rating: 3, text: "Voll am Wochenende." });
    const view = (await send("GET", `/api/cafes/${cafeId}`, parent)).json<TCafe>();
    expect(view.review_count).toBe(4);
    expect(view.review_average).toBe(4);
    expect(view.reviews.map((item) => item.rating)).toEqual([3, 4, 4]);
    expect(view.my_review).toMatchObject({ rating: 5, text: "Doch super!" });
  });

  it("does not let the owner review their own café", async () => {
    const response = await review(cafeOwner, { rating: 5 });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toBe("Du kannst dein eigenes Café nicht bewerten.");
  });
});

describe("discovery", () => {
  let user: TestUser;
  let cafeId: string;

  /** The admin's decision through the approval queue's API (decisions/010). */
  const decide = async (id: string, decision: "approved" | "rejected") => {
    const response = await send("POST", `/api/admin/profile-approvals/cafe/${id}`, admin, { decision });
    expect(response.statusCode).toBe(200);
  };

  const searchPlaces = async (query: string) =>
    (await send("GET", `/api/places?${query}`, null)).json<TPlaceList>();

  beforeAll(async () => {
    user = await signIn(t);
    cafeId = (await send("POST", "/api/cafes", user, { ...cafe, name: "Milchbar Möwe" })).json<TCafe>().id;
  });

  it("lists a café among the places only after an admin approved it", async () => {
    expect((await searchPlaces("q=Milchbar")).total).toBe(0);
    await decide(cafeId, "approved");
    const view = (await send("GET", `/api/cafes/${cafeId}`, null)).json<TCafe>();
    expect(view.place_id).not.toBeNull();
    const found = await searchPlaces("q=Milchbar");
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({
      id: view.place_id,
      name: "Milchbar Möwe",
      type: "kindercafe",
      family_feature_count: 4,
      features: ["Changing table", "Play area", "Kid-friendly menu", "Family-friendly"],
    });
    const place = (await send("GET", `/api/places/${view.place_id}`, null)).json<TPlace>();
    expect(place).toMatchObject({
      source: "cafe-profile",
      opening_hours: cafe.opening_hours,
      phone: "040 123456",
      stadtteil: "Ottensen",
      bezirk: "Altona",
    });
  });

  it("gives the ticked family features as the owner's answers to the place's facts (decision 016)", async () => {
    const placeId = (await send("GET", `/api/cafes/${cafeId}`, null)).json<TCafe>().place_id!;
    const factsOf = async () =>
      (await send("GET", `/api/places/${placeId}`, null))
        .json<TPlaceDetail>()
        .facts.map((fact) => [fact.key, fact.value, fact.decided_by]);
    expect(await factsOf()).toEqual([
      ["changing_table", "yes", "owner"],
      ["kids_area", "yes", "owner"],
    ]);
    // A parent says there is no play corner: the owner's answer still decides.
    await send("POST", `/api/places/${placeId}/facts`, parent, { key: "kids_area", value: "no" });
    expect(await factsOf()).toContainEqual(["kids_area", "yes", "owner"]);
    // Unticking withdraws the owner's "yes"; the parents' answers decide again.
    await send("PUT", `/api/cafes/${cafeId}`, user, {
      ...cafe,
      name: "Milchbar Möwe",
      kids_play_corner: false,
    });
    expect(await factsOf()).toEqual([
      ["changing_table", "yes", "owner"],
      ["kids_area", "no", "majority"],
    ]);
    await send("PUT", `/api/cafes/${cafeId}`, user, { ...cafe, name: "Milchbar Möwe" });
  });

  it("follows the owner's changes and leaves discovery when the approval is withdrawn", async () => {
    await send("PUT", `/api/cafes/${cafeId}`, user, {
      ...cafe,
      name: "Milchbar Möwe",
      kids_play_corner: false,
    });
    const [changed] = (await searchPlaces("q=Milchbar")).items;
    expect(changed).toMatchObject({ type: "cafe", family_feature_count: 3 });
    await decide(cafeId, "rejected");
    expect((await searchPlaces("q=Milchbar")).total).toBe(0);
    const view = (await send("GET", `/api/cafes/${cafeId}`, null)).json<TCafe>();
    expect(view).toMatchObject({ place_id: null, name: "Milchbar Möwe" });
  });

  it("ranks the café with more family features higher in a search", async () => {
    const few = await signIn(t);
    const many = await signIn(t);
    const base = { ...cafe, description: null, special_notes: null };
    const none = {
      baby_changing_table: false,
      kids_play_corner: false,
      kid_friendly_menu: false,
      wheelchair_accessible: false,
      stroller_parking: false,
      family_friendly: true,
    };
    const fewId = (
      await send("POST", "/api/cafes", few, { ...base, ...none, name: "Strandcafé Elbe" })
    ).json<TCafe>().id;
    const manyId = (
      await send("POST", "/api/cafes", many, {
        ...base,
        name: "Strandcafé Elbe",
        baby_changing_table: true,
        kids_play_corner: true,
        kid_friendly_menu: true,
        wheelchair_accessible: true,
        stroller_parking: true,
        family_friendly: true,
      })
    ).json<TCafe>().id;
    await decide(fewId, "approved");
    await decide(manyId, "approved");
    const ranked = await searchPlaces("q=Strandcaf%C3%A9");
    expect(ranked.items.map((place) => place.family_feature_count)).toEqual([6, 1]);
  });

  it("shows the cover photo and the review average on the place", async () => {
    await decide(cafeId, "approved");
    const photo = await upload(user, "cafe-photos", await png("#be185d"), "cover.png");
    await send("POST", `/api/cafes/${cafeId}/photos`, user, { upload_id: photo.id });
    const placeId = (await send("GET", `/api/cafes/${cafeId}`, null)).json<TCafe>().place_id;
    await send("POST", `/api/places/${placeId}/reviews`, parent, { rating: 4 });
    const [place] = (await searchPlaces("q=Milchbar")).items;
    expect(place).toMatchObject({ image_url: photo.urls.detail, rating: { average: 4, count: 1 } });
  });
});
