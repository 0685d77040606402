/**
 * Places management through the API (spec 02 §2.6, §4, §5, §7; "Bad input"): CRUD with the spec's
 * validation messages, admin media uploads sniffed by content, every write audited, a café's place left
 * to its café (decision 010), and everybody but admins refused.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mp4Bytes } from "#tests/support/mp4-bytes.js";
import { multipartFile } from "#tests/support/multipart.js";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { errorOf } from "#tests/support/call.js";
import { auditActionsOf } from "#tests/support/audit.js";
import { LIMITS } from "#shared/constants.js";
import { ZAdminPlace, ZAdminPlaceList, type TAdminPlaceRequest } from "#shared/schemas/admin-catalogue.js";
import { ZUpload } from "#shared/schemas/files.js";
import { places } from "#server/db/schema.js";

let t: TestApp;
let admin: TestUser;
let parent: TestUser;
let provider: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await signIn(t, { role: "admin" });
  parent = await signIn(t);
  provider = await signIn(t, { role: "provider" });
});

afterAll(async () => {
  await t?.close();
});

const send = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
  user: TestUser | null = admin,
) => t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: user ? user.headers : {} });

const auditActions = (targetId: string) => auditActionsOf(t, admin, targetId);

const upload = (bucket: string, data: Buffer, filename: string, user: TestUser = admin) => {
  const body = multipartFile({ data, filename, contentType: "application/octet-stream" });
  return t.app.inject({
    method: "POST",
    url: `/api/uploads/${bucket}`,
    payload: body.payload,
    headers: { ...user.headers, "content-type": body.contentType },
  });
};

const jpegBytes = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: "#0f766e" } })
    .jpeg()
    .toBuffer();

const placeInput = (overrides: Partial<TAdminPlaceRequest> = {}): TAdminPlaceRequest => ({
  name: "Spielplatz am Elbufer",
  description: "Sandkiste, Schaukeln und Blick auf die Schiffe.",
  address: "Övelgönne 1, 22605 Hamburg",
  type: "playground",
  features: ["Changing table", "Stroller accessible", "Play area"],
  tags: [],
  latitude: 53.5457,
  longitude: 9.9185,
  ...overrides,
});

describe("admin places", () => {
  let placeId: string;

  it("creates a place with the picked coordinates, computes its Stadtteil and audits it", async () => {
    const response = await send("POST", "/api/admin/places", placeInput({ is_checked_by_parents: true }));
    expect(response.statusCode).toBe(201);
    const place = ZAdminPlace.parse(response.json());
    placeId = place.id;
    expect(place).toMatchObject({
      name: "Spielplatz am Elbufer",
      type: "playground",
      // No reviews yet: an admin does not type a rating in (decisions/017).
      rating: null,
      stadtteil: "Ottensen",
      is_checked_by_parents: true,
      image_url: null,
    });
    expect(await auditActions(place.id)).toEqual(["place.create by admin"]);
    const publicPlace = await t.app.inject({ url: `/api/places/${place.id}` });
    expect(publicPlace.json()).toMatchObject({ name: "Spielplatz am Elbufer", is_checked_by_parents: true });
  });

  it("lists places newest first, searches name or address and filters by type, paged", async () => {
    await send(
      "POST",
      "/api/admin/places",
      placeInput({ name: "Café Kleckerliese", type: "cafe", address: "Susannenstraße 5" }),
    );
    const all = ZAdminPlaceList.parse((await send("GET", "/api/admin/places?limit=1")).json());
    expect(all.total).toBe(2);
    expect(all.items.map((item) => item.name)).toEqual(["Café Kleckerliese"]);
    const byAddress = ZAdminPlaceList.parse((await send("GET", "/api/admin/places?q=SUSANNEN")).json());
    expect(byAddress.items.map((item) => item.name)).toEqual(["Café Kleckerliese"]);
    const byType = ZAdminPlaceList.parse((await send("GET", "/api/admin/places?type=playground")).json());
    expect(byType.items.map((item) => item.name)).toEqual(["Spielplatz am Elbufer"]);
    expect((await send("GET", "/api/admin/places?type=spaceport")).statusCode).toBe(400);
  });

  it("updates a place and keeps its image unless replaced or removed", async () => {
    const image = ZUpload.parse((await upload("place-images", await jpegBytes(), "x.jpg")).json());
    const withImage = await send(
      "PUT",
      `/api/admin/places/${placeId}`,
      placeInput({ image_upload_id: image.id }),
    );
    expect(withImage.statusCode).toBe(200);
    expect(ZAdminPlace.parse(withImage.json()).image_url).toBe(image.urls.detail);
    const renamed = await send("PUT", `/api/admin/places/${placeId}`, placeInput({ name: "Elbspielplatz" }));
    expect(ZAdminPlace.parse(renamed.json())).toMatchObject({
      name: "Elbspielplatz",
      image_url: image.urls.detail,
    });
    const removed = await send("PUT", `/api/admin/places/${placeId}`, placeInput({ is_image_removed: true }));
    expect(ZAdminPlace.parse(removed.json()).image_url).toBeNull();
    expect(await auditActions(placeId)).toEqual([
      "place.create by admin",
      "place.update by admin",
      "place.update by admin",
      "place.update by admin",
    ]);
  });

  it.each([
    ["a missing name", { name: "  " }, "Please fill in all required fields."],
    ["a missing description", { description: "" }, "Please fill in all required fields."],
    ["a missing address", { address: "" }, "Please fill in all required fields."],
    ["an unknown type", { type: "spaceport" }, "Please fill in all required fields."],
    ["only one coordinate", { latitude: 53.5, longitude: null }, "latitude"],
  ])("refuses %s with 400", async (_label, overrides, message) => {
    const response = await send("POST", "/api/admin/places", { ...placeInput(), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toContain(message);
  });

  it("deletes a place once; deleting it again or an unknown id is a 404", async () => {
    expect((await send("DELETE", `/api/admin/places/${placeId}`)).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/places/${placeId}` })).statusCode).toBe(404);
    const again = await send("DELETE", `/api/admin/places/${placeId}`);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).code).toBe("NOT_FOUND");
    expect((await send("PUT", `/api/admin/places/${placeId}`, placeInput())).statusCode).toBe(404);
    expect(await auditActions(placeId)).toContain("place.delete by admin");
  });
});

describe("admin media uploads (bucket place-images)", () => {
  it("re-encodes images and stores an MP4 video as sent, recognised by its content", async () => {
    const image = await upload("place-images", await jpegBytes(), "photo.mov");
    expect(image.statusCode).toBe(201);
    expect(ZUpload.parse(image.json())).toMatchObject({ media_type: "image", width: 1600, height: 900 });

    const video = await upload("place-images", mp4Bytes(), "clip.jpg");
    expect(video.statusCode).toBe(201);
    const stored = ZUpload.parse(video.json());
    expect(stored.media_type).toBe("mp4");
    expect(stored.urls.detail).toMatch(
      new RegExp(`^/files/place-images/${admin.id}/\\d+-[0-9a-f]{8}\\.mp4$`),
    );
    const served = await t.app.inject({ url: stored.urls.detail });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toContain("video/mp4");
    expect(served.rawPayload.equals(mp4Bytes())).toBe(true);

    const place = await send("POST", "/api/admin/places", placeInput({ image_upload_id: stored.id }));
    expect(ZAdminPlace.parse(place.json()).image_url).toBe(stored.urls.detail);
  });

  it.each([
    ["a text file renamed .mp4", Buffer.from("just some notes, not a video"), "clip.mp4"],
    ["an HTML page renamed .jpg", Buffer.from("<!doctype html><script>alert(1)</script>"), "photo.jpg"],
    ["an ftyp box of an unknown brand", Buffer.from("\0\0\0\x18ftypXXXX\0\0\0\0", "latin1"), "clip.mov"],
  ])("refuses %s with 415", async (_label, data, filename) => {
    const response = await upload("place-images", data, filename);
    expect(response.statusCode).toBe(415);
    expect(errorOf(response).message).toContain("not an image or video we can use");
  });

  it("refuses videos for course images and posts, files over 10 MB, and non-admins", async () => {
    expect((await upload("course-images", mp4Bytes(), "clip.mp4")).statusCode).toBe(415);
    expect((await upload("post-images", mp4Bytes(), "clip.mp4", parent)).statusCode).toBe(415);
    const big = await upload(
      "place-images",
      Buffer.concat([mp4Bytes(), Buffer.alloc(LIMITS.adminUploadBytes)]),
      "big.mp4",
    );
    expect(big.statusCode).toBe(413);
    expect(errorOf(big).message).toBe("File size must be less than 10MB.");
    expect((await upload("place-images", await jpegBytes(), "x.jpg", parent)).statusCode).toBe(403);
    expect((await upload("course-images", await jpegBytes(), "x.jpg", provider)).statusCode).toBe(403);
  });
});

describe("a place kept by a café profile (decision 010)", () => {
  it("refuses to edit or delete it with 409, leaving it as it is", async () => {
    const [cafePlace] = await t.database.db
      .insert(places)
      .values({ name: "Café Kinderzimmer", type: "cafe", address: "Osterstraße 1", source: "cafe-profile" })
      .returning({ id: places.id });
    for (const response of [
      await send("PUT", `/api/admin/places/${cafePlace!.id}`, placeInput({ name: "Renamed" })),
      await send("DELETE", `/api/admin/places/${cafePlace!.id}`),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).message).toContain("kept by a café profile");
    }
    const [place] = await t.database.db.select().from(places).where(eq(places.id, cafePlace!.id));
    expect(place?.name).toBe("Café Kinderzimmer");
  });
});

describe("access", () => {
  const routes: Array<["GET" | "POST" | "PUT" | "DELETE", string, object?]> = [
    ["GET", "/api/admin/places"],
    ["POST", "/api/admin/places", placeInput()],
    ["PUT", "/api/admin/places/00000000-0000-4000-8000-000000000000", placeInput()],
    ["DELETE", "/api/admin/places/00000000-0000-4000-8000-000000000000"],
  ];

  it("answers 403 to parents and providers and 401 to signed-out visitors on every route", async () => {
    for (const [method, url, payload] of routes) {
      expect((await send(method, url, payload, parent)).statusCode, `${method} ${url}`).toBe(403);
      expect((await send(method, url, payload, provider)).statusCode, `${method} ${url}`).toBe(403);
      expect((await send(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
