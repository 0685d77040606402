/**
 * Parents' photos of any place through the API (decision 018): real uploads of a real image to the
 * `place-photos` bucket claimed by `POST /api/places/:id/photos`, at most 10 per parent and place, deleted
 * by their author or an admin (files and all), one like per parent, the most-liked photo as the card
 * image unless an admin or owner chose one, and a photo reported as showing a child's face hidden at
 * once until an admin deletes it or dismisses the report.
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartFile } from "#tests/support/multipart.js";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { errorOf } from "#tests/support/call.js";
import type { TAdminReportList } from "#shared/schemas/admin-posts.js";
import type { TUpload } from "#shared/schemas/files.js";
import type { TMyPlacePhotos, TPlacePhoto, TPlacePhotoLike } from "#shared/schemas/place-photos.js";
import type { TPlaceDetail, TPlaceList } from "#shared/schemas/places.js";
import { adminAuditLog, contentReports, places } from "#server/db/schema.js";
import { dataPath } from "#server/lib/data-dir.js";
import { buildPlaceHead } from "#shared/seo/place-head.js";
import { TOO_MANY_PLACE_PHOTOS } from "./service.js";

let t: TestApp;
let parent: TestUser;
let other: TestUser;
let admin: TestUser;

/** One place per test group, each of its own type so `GET /api/places?type=` lists it alone. */
const placeIds: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  [parent, other, admin] = [await signIn(t), await signIn(t), await signIn(t, { role: "admin" })];
  const rows = await t.database.db
    .insert(places)
    .values([
      { name: "Spielplatz Heidhörn", type: "playground", address: "Heidhörn, 22089 Hamburg" },
      { name: "Bücherhalle Eppendorf", type: "library", address: "Julius-Reincke-Stieg 13a" },
      { name: "Kindermuseum Altona", type: "museum", address: "Museumstraße 23" },
      { name: "Park am Wasser", type: "park", address: "Alsterufer" },
      { name: "Geschlossenes Café", type: "cafe", address: "Weg 1", closed_at: new Date() },
    ])
    .returning({ id: places.id, type: places.type });
  for (const row of rows) placeIds[row.type] = row.id;
});
afterAll(async () => {
  await t?.close();
});

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

const send = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  user: TestUser | null,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: user?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** A real JPEG with EXIF (camera and GPS-like fields) that the pipeline must strip. */
const jpeg = (background: string) =>
  sharp({ create: { width: 80, height: 60, channels: 3, background } })
    .withExif({ IFD0: { Make: "Kamera", Model: "Secret 1", Copyright: "Familie Muster" } })
    .jpeg()
    .toBuffer();

const upload = async (user: TestUser, background = "#0f766e"): Promise<TUpload> => {
  const body = multipartFile({ data: await jpeg(background), filename: "spielplatz.jpg" });
  const response = await t.app.inject({
    method: "POST",
    url: "/api/uploads/place-photos",
    payload: body.payload,
    headers: { ...user.headers, "content-type": body.contentType },
  });
  expect(response.statusCode).toBe(201);
  return response.json<TUpload>();
};

const addPhoto = async (placeId: string, user: TestUser, caption?: string) => {
  const photo = await upload(user);
  return send("POST", `/api/places/${placeId}/photos`, user, { upload_id: photo.id, caption });
};

const detail = async (placeId: string) =>
  (await send("GET", `/api/places/${placeId}`, null)).json<TPlaceDetail>();

/** The place's card as `/api/places` lists it (each test place has a type of its own). */
const card = async (type: string) => {
  const list = (await send("GET", `/api/places?type=${type}`, null)).json<TPlaceList>();
  expect(list.items).toHaveLength(1);
  return list.items[0]!;
};

const mine = async (placeId: string, user: TestUser) =>
  (await send("GET", `/api/places/${placeId}/photos/mine`, user)).json<TMyPlacePhotos>();

const fileOnDisk = (url: string) => path.join(dataPath(t.config, "files"), url.replace(/^\/files\//, ""));
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe("adding a photo to a place", () => {
  it("needs a signed-in parent, a known open place and one of their own uploads", async () => {
    const photo = await upload(parent);
    const body = { upload_id: photo.id };
    expect((await send("POST", `/api/places/${placeIds.playground}/photos`, null, body)).statusCode).toBe(
      401,
    );
    expect((await send("POST", `/api/places/${UNKNOWN_ID}/photos`, parent, body)).statusCode).toBe(404);
    expect((await send("POST", `/api/places/${placeIds.cafe}/photos`, parent, body)).statusCode).toBe(404);
    // Somebody else's upload cannot be claimed.
    const refused = await send("POST", `/api/places/${placeIds.playground}/photos`, other, body);
    expect(refused.statusCode).toBe(400);
    // Signed-out visitors cannot upload to the bucket either.
    const anonymous = multipartFile({ data: await jpeg("#ffffff"), filename: "a.jpg" });
    const upload401 = await t.app.inject({
      method: "POST",
      url: "/api/uploads/place-photos",
      payload: anonymous.payload,
      headers: { origin: t.config.publicUrl, "content-type": anonymous.contentType },
    });
    expect(upload401.statusCode).toBe(401);
  });

  it("stores a re-encoded WebP without metadata and shows it in the gallery and on the card", async () => {
    const response = await addPhoto(placeIds.playground!, parent, "  Der neue Wasserspielplatz  ");
    expect(response.statusCode).toBe(201);
    const photo = response.json<TPlacePhoto>();
    expect(photo).toMatchObject({ caption: "Der neue Wasserspielplatz", like_count: 0 });
    expect(photo.url).toMatch(/-detail\.webp$/);
    expect(photo.card_url).toMatch(/-card\.webp$/);
    const stored = await sharp(fileOnDisk(photo.url)).metadata();
    expect(stored.format).toBe("webp");
    expect(stored.exif).toBeUndefined();
    expect(await exists(fileOnDisk(photo.card_url))).toBe(true);

    const place = await detail(placeIds.playground!);
    expect(place.photos).toEqual([photo]);
    // Nobody chose an image: the photo is the place's image, at detail size on the page…
    expect(place.image_url).toBe(photo.url);
    // …and at card size on the cards.
    expect((await card("playground")).image_url).toBe(photo.card_url);
    expect(await mine(placeIds.playground!, parent)).toEqual({
      liked_ids: [],
      own_ids: [photo.id],
      reported_ids: [],
      hidden: [],
    });
  });

  it("refuses a caption over 200 characters", async () => {
    const response = await addPhoto(placeIds.playground!, parent, "x".repeat(201));
    expect(response.statusCode).toBe(400);
  });

  it("takes at most 10 photos per parent and place, also when two arrive at once", async () => {
    const placeId = placeIds.library!;
    for (let index = 0; index < 9; index++) {
      expect((await addPhoto(placeId, parent)).statusCode).toBe(201);
    }
    const [first, second] = await Promise.all([upload(parent), upload(parent)]);
    const racing = await Promise.all(
      [first!, second!].map((photo) =>
        send("POST", `/api/places/${placeId}/photos`, parent, { upload_id: photo.id }),
      ),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    const refused = racing.find((response) => response.statusCode === 400)!;
    expect(errorOf(refused)).toEqual({ code: "BAD_REQUEST", message: TOO_MANY_PLACE_PHOTOS });
    expect(TOO_MANY_PLACE_PHOTOS).toBe(
      "Du kannst höchstens 10 Fotos zu diesem Ort hinzufügen. Lösche zuerst eines deiner Fotos.",
    );
    expect((await detail(placeId)).photos).toHaveLength(10);
    // The limit is per parent: another parent may still add theirs.
    expect((await addPhoto(placeId, other)).statusCode).toBe(201);
    expect((await detail(placeId)).photos).toHaveLength(11);
  });
});

describe("deleting a photo", () => {
  it("lets its author and admins delete it, files and upload too, and refuses everybody else", async () => {
    const placeId = placeIds.park!;
    const own = (await addPhoto(placeId, parent)).json<TPlacePhoto>();
    const second = (await addPhoto(placeId, parent)).json<TPlacePhoto>();
    const url = (photo: TPlacePhoto) => `/api/places/${placeId}/photos/${photo.id}`;

    expect((await send("DELETE", url(own), null)).statusCode).toBe(401);
    const forbidden = await send("DELETE", url(own), other);
    expect(forbidden.statusCode).toBe(403);
    expect(errorOf(forbidden).code).toBe("FORBIDDEN");
    expect((await send("DELETE", `/api/places/${placeIds.museum}/photos/${own.id}`, parent)).statusCode).toBe(
      404,
    );

    expect((await send("DELETE", url(own), parent)).statusCode).toBe(204);
    expect(await exists(fileOnDisk(own.url))).toBe(false);
    expect(await exists(fileOnDisk(own.card_url))).toBe(false);
    expect((await detail(placeId)).photos.map((photo) => photo.id)).toEqual([second.id]);
    expect((await send("DELETE", url(own), parent)).statusCode).toBe(404);

    expect((await send("DELETE", url(second), admin)).statusCode).toBe(204);
    expect(await exists(fileOnDisk(second.url))).toBe(false);
    const [entry] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target_id, second.id));
    expect(entry).toMatchObject({ action: "photo.delete", admin_id: admin.id, target_type: "photo" });
    const place = await detail(placeId);
    expect(place.photos).toEqual([]);
    expect(place.image_url).toBeNull();
    expect((await card("park")).image_url).toBeNull();
  });
});

describe("liking photos and the card image", () => {
  it("counts one like per parent and makes the most-liked photo the card image", async () => {
    const placeId = placeIds.museum!;
    const older = (await addPhoto(placeId, parent)).json<TPlacePhoto>();
    const newer = (await addPhoto(placeId, other)).json<TPlacePhoto>();
    const like = (photo: TPlacePhoto, user: TestUser | null, method: "PUT" | "DELETE" = "PUT") =>
      send(method, `/api/places/${placeId}/photos/${photo.id}/like`, user);

    // Without likes the earliest photo leads.
    expect((await detail(placeId)).photos.map((photo) => photo.id)).toEqual([older.id, newer.id]);
    expect((await card("museum")).image_url).toBe(older.card_url);

    expect((await like(newer, null)).statusCode).toBe(401);
    expect((await like(newer, parent)).json<TPlacePhotoLike>()).toEqual({ like_count: 1, is_liked: true });
    expect((await like(newer, parent)).json<TPlacePhotoLike>()).toEqual({ like_count: 1, is_liked: true });
    expect((await like(newer, other)).json<TPlacePhotoLike>()).toEqual({ like_count: 2, is_liked: true });
    expect((await send("PUT", `/api/places/${placeId}/photos/${UNKNOWN_ID}/like`, parent)).statusCode).toBe(
      404,
    );

    let place = await detail(placeId);
    expect(place.photos.map((photo) => [photo.id, photo.like_count])).toEqual([
      [newer.id, 2],
      [older.id, 0],
    ]);
    expect(place.image_url).toBe(newer.url);
    expect((await card("museum")).image_url).toBe(newer.card_url);
    expect((await mine(placeId, parent)).liked_ids).toEqual([newer.id]);

    // Unliking takes the like back; a tie goes to the earlier photo again.
    expect((await like(newer, parent, "DELETE")).json<TPlacePhotoLike>()).toEqual({
      like_count: 1,
      is_liked: false,
    });
    await like(older, parent);
    await like(newer, other, "DELETE");
    place = await detail(placeId);
    expect(place.photos.map((photo) => [photo.id, photo.like_count])).toEqual([
      [older.id, 1],
      [newer.id, 0],
    ]);
    expect((await card("museum")).image_url).toBe(older.card_url);
  });

  it("lists the photos as the place's images in its JSON-LD, most-liked first", async () => {
    const place = await detail(placeIds.museum!);
    const head = buildPlaceHead(place, "https://luett.example");
    expect(head.jsonLd.image).toEqual(place.photos.map((photo) => `https://luett.example${photo.url}`));
    expect(head.og["og:image"]).toBe(`https://luett.example${place.photos[0]!.url}`);
  });

  it("keeps an image an admin or the café's owner chose on the card and page", async () => {
    const placeId = placeIds.museum!;
    await t.database.db
      .update(places)
      .set({ image_url: "/files/place-images/chosen-detail.webp" })
      .where(eq(places.id, placeId));
    const place = await detail(placeId);
    expect(place.image_url).toBe("/files/place-images/chosen-detail.webp");
    expect(place.photos).toHaveLength(2);
    // The list cache is emptied by writes through the API; ask with a query string it has not seen.
    const list = (await send("GET", "/api/places?type=museum&limit=5", null)).json<TPlaceList>();
    expect(list.items[0]!.image_url).toBe("/files/place-images/chosen-detail.webp");
    await t.database.db.update(places).set({ image_url: null }).where(eq(places.id, placeId));
  });
});

describe("reporting a photo", () => {
  const report = (photoId: string, user: TestUser, reason: string) =>
    send("POST", "/api/reports", user, { target_type: "photo", target_id: photoId, reason });
  const queue = async () =>
    (await send("GET", "/api/admin/reports", admin))
      .json<TAdminReportList>()
      .items.filter((item) => item.target_type === "photo");

  it("hides a photo reported as showing a child's face until an admin dismisses the report", async () => {
    const placeId = placeIds.playground!;
    const [photo] = (await detail(placeId)).photos;
    expect(photo).toBeDefined();

    // Other reasons leave it visible, like every other report.
    expect((await report(photo!.id, other, "spam")).statusCode).toBe(201);
    expect((await detail(placeId)).photos).toHaveLength(1);

    expect((await report(photo!.id, admin, "child_face")).statusCode).toBe(201);
    const hidden = await detail(placeId);
    expect(hidden.photos).toEqual([]);
    expect(hidden.image_url).toBeNull();
    expect(
      (await send("GET", "/api/places?type=playground&limit=3", null)).json<TPlaceList>().items[0]!.image_url,
    ).toBeNull();
    // A hidden photo takes no likes; its author still sees it, marked hidden.
    expect((await send("PUT", `/api/places/${placeId}/photos/${photo!.id}/like`, other)).statusCode).toBe(
      404,
    );
    expect((await mine(placeId, parent)).hidden.map((own) => own.id)).toEqual([photo!.id]);
    expect((await mine(placeId, other)).reported_ids).toEqual([photo!.id]);

    const reports = await queue();
    const childFace = reports.find((item) => item.reason === "child_face")!;
    expect(childFace).toMatchObject({
      target_id: photo!.id,
      place_id: placeId,
      content: "Der neue Wasserspielplatz",
      content_author_email: parent.email,
      image_url: photo!.card_url,
    });

    const dismissed = await send("POST", `/api/admin/reports/${childFace.id}/dismiss`, admin);
    expect(dismissed.statusCode).toBe(204);
    const shown = await detail(placeId);
    expect(shown.photos.map((item) => item.id)).toEqual([photo!.id]);
    expect(shown.image_url).toBe(photo!.url);
    expect(
      (await send("GET", "/api/places?type=playground&limit=4", null)).json<TPlaceList>().items[0]!.image_url,
    ).toBe(photo!.card_url);
  });

  it("lets an admin delete a reported photo: files gone, reports actioned, audited", async () => {
    const placeId = placeIds.playground!;
    const [photo] = (await detail(placeId)).photos;
    const third = await signIn(t);
    expect((await report(photo!.id, third, "child_face")).statusCode).toBe(201);
    expect((await detail(placeId)).photos).toEqual([]);
    const reportId = (await queue()).find(
      (item) => item.reason === "child_face" && item.status === "open",
    )!.id;

    expect((await send("POST", `/api/admin/reports/${reportId}/delete-content`, admin)).statusCode).toBe(204);
    expect(await exists(fileOnDisk(photo!.url))).toBe(false);
    expect(await exists(fileOnDisk(photo!.card_url))).toBe(false);
    const open = await t.database.db
      .select()
      .from(contentReports)
      .where(and(eq(contentReports.target_id, photo!.id), eq(contentReports.status, "open")));
    expect(open).toEqual([]);
    const [entry] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.target_id, photo!.id), eq(adminAuditLog.action, "photo.delete")));
    expect(entry).toMatchObject({ admin_id: admin.id, target_type: "photo" });
    expect((await mine(placeId, parent)).own_ids).toEqual([]);
    // Its author can add a photo again.
    expect((await addPhoto(placeId, parent)).statusCode).toBe(201);
  });

  it("refuses a report of a photo that does not exist", async () => {
    expect((await report(UNKNOWN_ID, other, "child_face")).statusCode).toBe(404);
  });
});
