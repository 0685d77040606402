/**
 * Place and course suggestions through the API (spec 01 §4 "Suggestion forms", §5, §7 inserts):
 * signed-in users only, every field validated, submitted_by_name from the profile,
 * chosen coordinates kept with their Stadtteil, photos claimed from the suggestion-images bucket.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartFile } from "#tests/support/multipart.js";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { errorOf } from "#tests/support/call.js";
import { LIMITS } from "#shared/constants.js";
import type { TUpload } from "#shared/schemas/files.js";
import type {
  TCourseSuggestion,
  TCourseSuggestionList,
  TPlaceSuggestion,
  TPlaceSuggestionList,
} from "#shared/schemas/suggestions.js";
import { placeSuggestions, profiles, uploads } from "#server/db/schema.js";
import { SUGGESTION_RATE_LIMIT } from "./routes.js";

let t: TestApp;
let parent: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  parent = await signIn(t, { name: "Mia Beispiel" });
  other = await signIn(t);
});
afterAll(async () => {
  await t?.close();
});

const place = {
  name: "Café Kinderzimmer",
  description: "Große Spielecke, Wickeltisch, ruhige Ecke zum Stillen.",
  type: "cafe",
  features: ["Changing table", "Play area", "Changing table"],
  address: "Osterstraße 12, 20259 Hamburg",
  latitude: 53.5781,
  longitude: 9.9533,
};

const course = {
  title: "PEKiP am Vormittag",
  description: "Spielerische Bewegung für Babys im ersten Lebensjahr.",
  age_group: "0-12 months",
  type: "PEKiP",
  location: "Familienzentrum Ottensen",
  schedule: "Dienstags 10:00–11:30",
  booking_url: "www.pekip-ottensen.de/kurse",
};

const post = (url: string, payload: unknown, user: TestUser | null = parent, remoteAddress?: string) =>
  t.app.inject({
    method: "POST",
    url,
    payload: payload as Record<string, unknown>,
    headers: user?.headers ?? {},
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const uploadPhoto = async (user: TestUser, bucket = "suggestion-images"): Promise<TUpload> => {
  const data = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  const body = multipartFile({ data, filename: "cafe.png", contentType: "image/png" });
  const response = await t.app.inject({
    method: "POST",
    url: `/api/uploads/${bucket}`,
    payload: body.payload,
    headers: { ...user.headers, "content-type": body.contentType },
  });
  expect(response.statusCode).toBe(201);
  return response.json<TUpload>();
};

describe("POST /api/place-suggestions", () => {
  it("refuses visitors who are not signed in", async () => {
    const response = await post("/api/place-suggestions", place, null);
    expect(response.statusCode).toBe(401);
  });

  it("files a pending suggestion with the profile name, the coordinates and their Stadtteil", async () => {
    const response = await post("/api/place-suggestions", place);
    expect(response.statusCode).toBe(201);
    const created = response.json<TPlaceSuggestion>();
    expect(created).toMatchObject({
      name: "Café Kinderzimmer",
      type: "cafe",
      features: ["Changing table", "Play area"],
      address: "Osterstraße 12, 20259 Hamburg",
      latitude: 53.5781,
      longitude: 9.9533,
      stadtteil: "Eimsbüttel",
      bezirk: "Eimsbüttel",
      image_url: null,
      submitted_by_name: "Mia Beispiel",
      status: "pending",
    });
    const [row] = await t.database.db
      .select()
      .from(placeSuggestions)
      .where(eq(placeSuggestions.id, created.id));
    expect(row?.submitted_by).toBe(parent.id);
  });

  it("keeps an address typed without the address search (no coordinates)", async () => {
    const { latitude: _latitude, longitude: _longitude, ...typed } = place;
    const response = await post("/api/place-suggestions", typed);
    expect(response.statusCode).toBe(201);
    expect(response.json<TPlaceSuggestion>()).toMatchObject({
      latitude: null,
      longitude: null,
      stadtteil: null,
    });
  });

  it("files the display name when the profile has no name, and the e-mail when it has neither", async () => {
    const first = await post("/api/place-suggestions", place, other);
    expect(first.json<TPlaceSuggestion>().submitted_by_name).toBe(other.email.split("@")[0]);
    await t.database.db.update(profiles).set({ display_name: null }).where(eq(profiles.user_id, other.id));
    const second = await post("/api/place-suggestions", place, other);
    expect(second.json<TPlaceSuggestion>().submitted_by_name).toBe(other.email);
  });

  it("claims an uploaded photo and stores its detail-size URL", async () => {
    const photo = await uploadPhoto(parent);
    const response = await post("/api/place-suggestions", { ...place, image_upload_id: photo.id });
    expect(response.statusCode).toBe(201);
    const created = response.json<TPlaceSuggestion>();
    expect(created.image_url).toBe(photo.urls.detail);
    expect(created.image_url).toMatch(
      new RegExp(`^/files/suggestion-images/${parent.id}/\\d+-[0-9a-f]{8}-detail\\.webp$`),
    );
    const image = await t.app.inject({ url: created.image_url! });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    const [upload] = await t.database.db.select().from(uploads).where(eq(uploads.id, photo.id));
    expect(upload?.claimed_at).not.toBeNull();
  });

  it("refuses someone else's upload, one used twice and one from another bucket, and files nothing", async () => {
    const before = (await t.database.db.select().from(placeSuggestions)).length;
    const foreign = await uploadPhoto(other);
    expect((await post("/api/place-suggestions", { ...place, image_upload_id: foreign.id })).statusCode).toBe(
      400,
    );
    const mine = await uploadPhoto(parent);
    expect((await post("/api/place-suggestions", { ...place, image_upload_id: mine.id })).statusCode).toBe(
      201,
    );
    expect((await post("/api/place-suggestions", { ...place, image_upload_id: mine.id })).statusCode).toBe(
      400,
    );
    const postImage = await uploadPhoto(parent, "post-images");
    expect(
      (await post("/api/place-suggestions", { ...place, image_upload_id: postImage.id })).statusCode,
    ).toBe(400);
    expect((await t.database.db.select().from(placeSuggestions)).length).toBe(before + 1);
  });

  it.each([
    ["a missing name", { ...place, name: undefined }],
    ["a blank name", { ...place, name: "   " }],
    ["a blank description", { ...place, description: "" }],
    ["a missing type", { ...place, type: "" }],
    ["a missing address", { ...place, address: " " }],
  ])("refuses %s with the spec's message", async (_label, payload) => {
    const response = await post("/api/place-suggestions", payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toContain("Please fill in all required fields.");
  });

  it.each([
    ["a type outside the form's list", { ...place, type: "kindercafe" }],
    ["an unknown feature", { ...place, features: ["Ball pit"] }],
    ["a latitude without longitude", { ...place, longitude: null }],
    ["coordinates out of range", { ...place, latitude: 123 }],
    ["an image id that is not an upload id", { ...place, image_upload_id: "/files/evil.png" }],
    ["a name longer than 120 characters", { ...place, name: "x".repeat(121) }],
  ])("refuses %s", async (_label, payload) => {
    const response = await post("/api/place-suggestions", payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe("BAD_REQUEST");
  });
});

describe("POST /api/uploads/suggestion-images", () => {
  it(`refuses a photo over ${LIMITS.suggestionImageBytes / 1024 / 1024} MB and a file that only claims to be an image`, async () => {
    const tooLarge = multipartFile({
      data: Buffer.alloc(LIMITS.suggestionImageBytes + 1024, 1),
      filename: "big.jpg",
      contentType: "image/jpeg",
    });
    const large = await t.app.inject({
      method: "POST",
      url: "/api/uploads/suggestion-images",
      payload: tooLarge.payload,
      headers: { ...parent.headers, "content-type": tooLarge.contentType },
    });
    expect(large.statusCode).toBe(413);

    const fake = multipartFile({
      data: Buffer.from("%PDF-1.7 not an image"),
      filename: "cafe.jpg",
      contentType: "image/jpeg",
    });
    const notImage = await t.app.inject({
      method: "POST",
      url: "/api/uploads/suggestion-images",
      payload: fake.payload,
      headers: { ...parent.headers, "content-type": fake.contentType },
    });
    expect(notImage.statusCode).toBe(415);
  });
});

describe("POST /api/course-suggestions", () => {
  it("files a pending course with a normalised booking link and the location's Stadtteil", async () => {
    const response = await post("/api/course-suggestions", {
      ...course,
      latitude: 53.5545,
      longitude: 9.9225,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<TCourseSuggestion>()).toMatchObject({
      title: "PEKiP am Vormittag",
      age_group: "0-12 months",
      type: "PEKiP",
      booking_url: "https://www.pekip-ottensen.de/kurse",
      stadtteil: "Ottensen",
      submitted_by_name: "Mia Beispiel",
      status: "pending",
    });
  });

  it("stores no booking link as null", async () => {
    const response = await post("/api/course-suggestions", { ...course, booking_url: "" });
    expect(response.json<TCourseSuggestion>().booking_url).toBeNull();
  });

  it.each(["not a url", "javascript:alert(1)", "ftp://example.de/kurs", "https://localhost", "http://"])(
    "refuses the booking link %s",
    async (bookingUrl) => {
      const response = await post("/api/course-suggestions", { ...course, booking_url: bookingUrl });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toContain("booking_url");
    },
  );

  it.each(["title", "description", "age_group", "type", "location", "schedule"])(
    "refuses a missing %s with the spec's message",
    async (field) => {
      const response = await post("/api/course-suggestions", { ...course, [field]: "" });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toContain("Please fill in all required fields.");
    },
  );

  it("refuses visitors who are not signed in", async () => {
    expect((await post("/api/course-suggestions", course, null)).statusCode).toBe(401);
  });

  it(`allows ${SUGGESTION_RATE_LIMIT} suggestions a minute per client address`, async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= SUGGESTION_RATE_LIMIT; index++) {
      statuses.push((await post("/api/course-suggestions", course, parent, "198.51.100.4")).statusCode);
    }
    expect(statuses.slice(0, SUGGESTION_RATE_LIMIT).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("GET /api/{place,course}-suggestions/mine", () => {
  it("lists only the caller's own suggestions, newest first, with their status", async () => {
    const mine = await t.app.inject({ url: "/api/place-suggestions/mine?limit=50", headers: other.headers });
    expect(mine.statusCode).toBe(200);
    const page = mine.json<TPlaceSuggestionList>();
    expect(page.total).toBe(2);
    expect(page.items.every((item) => item.status === "pending")).toBe(true);
    expect(page.items[0]!.submitted_by_name).toBe(other.email);

    const courses = await t.app.inject({ url: "/api/course-suggestions/mine", headers: parent.headers });
    expect(courses.json<TCourseSuggestionList>().total).toBeGreaterThanOrEqual(2);
    const none = await t.app.inject({ url: "/api/course-suggestions/mine", headers: other.headers });
    expect(none.json<TCourseSuggestionList>()).toEqual({ items: [], total: 0 });
  });

  it("needs a session", async () => {
    expect((await t.app.inject({ url: "/api/place-suggestions/mine" })).statusCode).toBe(401);
  });
});
