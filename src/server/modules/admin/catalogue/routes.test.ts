/**
 * Places, courses and tags management through the API (spec 02 §2.6, §2.7, §2.10, §4, §5, §7; issue
 * "Admin" §5, §8, "Bad input"): CRUD with the spec's validation messages, admin media uploads sniffed
 * by content, tag order persisted and visible to the public lists at once, every write audited, and
 * everybody but admins refused.
 */
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mp4Bytes } from "#tests/support/mp4-bytes.js";
import { multipartFile } from "#tests/support/multipart.js";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { LIMITS } from "#shared/constants.js";
import {
  ZAdminCourse,
  ZAdminPlace,
  ZAdminPlaceList,
  ZAdminTag,
  ZAdminTagList,
  type TAdminCourseRequest,
  type TAdminPlaceRequest,
  type TAdminTagRequest,
} from "#shared/schemas/admin-catalogue.js";
import { ZUpload } from "#shared/schemas/files.js";
import { ZPlaceList } from "#shared/schemas/places.js";
import { ZTagList } from "#shared/schemas/tags.js";
import { adminAuditLog, courses, places, providerCourses, providerProfiles } from "#server/db/schema.js";

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

const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;

const auditActions = async (targetId: string) =>
  (
    await t.database.db
      .select({ action: adminAuditLog.action, admin_id: adminAuditLog.admin_id })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target_id, targetId))
  ).map((row) => `${row.action} by ${row.admin_id === admin.id ? "admin" : row.admin_id}`);

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

const courseInput = (overrides: Partial<TAdminCourseRequest> = {}): TAdminCourseRequest => ({
  title: "Babyschwimmen Altona",
  description: "Wassergewöhnung mit Eltern.",
  age_group: "6-18 months",
  type: "Swimming",
  schedule: "Di 09:30–10:15",
  location: "Bismarckbad, Altona",
  booking_url: "www.baederland.de",
  ...overrides,
});

describe("admin courses", () => {
  let courseId: string;

  it("creates a course, fills the month range from the age group and audits it", async () => {
    const response = await send("POST", "/api/admin/courses", courseInput());
    expect(response.statusCode).toBe(201);
    const course = ZAdminCourse.parse(response.json());
    courseId = course.id;
    expect(course).toMatchObject({ title: "Babyschwimmen Altona", booking_url: "https://www.baederland.de" });
    const [row] = await t.database.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row).toMatchObject({ age_min_months: 6, age_max_months: 18, weekdays: [2] });
    expect(await auditActions(course.id)).toEqual(["course.create by admin"]);
  });

  it("keeps the point picked for the location and works out its Stadtteil, for course alerts", async () => {
    const response = await send(
      "POST",
      "/api/admin/courses",
      courseInput({
        title: "Krabbelgruppe Ottensen",
        location: "Gaußstraße 1, 22765 Hamburg",
        latitude: 53.5537,
        longitude: 9.9265,
        // A client's Stadtteil is not taken.
        ...({ stadtteil: "Blankenese" } as object),
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(ZAdminCourse.parse(response.json())).toMatchObject({
      latitude: 53.5537,
      longitude: 9.9265,
      stadtteil: "Ottensen",
      bezirk: "Altona",
    });
    const oneCoordinate = await send("POST", "/api/admin/courses", courseInput({ latitude: 53.5537 }));
    expect(oneCoordinate.statusCode).toBe(400);
    await send("DELETE", `/api/admin/courses/${ZAdminCourse.parse(response.json()).id}`);
  });

  it("searches title or location and filters by type and by overlapping age group", async () => {
    await send(
      "POST",
      "/api/admin/courses",
      courseInput({ title: "Musikgarten", type: "Music", age_group: "2-4 years", location: "Eimsbüttel" }),
    );
    const names = async (query: string) =>
      ((await send("GET", `/api/admin/courses${query}`)).json() as { items: { title: string }[] }).items.map(
        (item) => item.title,
      );
    expect(await names("?q=eimsb")).toEqual(["Musikgarten"]);
    expect(await names("?type=Swimming")).toEqual(["Babyschwimmen Altona"]);
    expect(await names(`?age=${encodeURIComponent("0-12 months")}`)).toEqual(["Babyschwimmen Altona"]);
    expect(await names(`?age=${encodeURIComponent("18 months-3 years")}`)).toEqual([
      "Musikgarten",
      "Babyschwimmen Altona",
    ]);
  });

  it("updates the age range with the age group", async () => {
    const response = await send(
      "PUT",
      `/api/admin/courses/${courseId}`,
      courseInput({ age_group: "ab 2 Jahren", booking_url: "" }),
    );
    expect(response.statusCode).toBe(200);
    expect(ZAdminCourse.parse(response.json()).booking_url).toBeNull();
    const [row] = await t.database.db.select().from(courses).where(eq(courses.id, courseId));
    expect(row).toMatchObject({ age_group: "ab 2 Jahren", age_min_months: 24 });
  });

  it.each([
    ["a missing title", { title: "" }, "Please fill in all required fields."],
    ["a missing schedule", { schedule: " " }, "Please fill in all required fields."],
    ["an unknown type", { type: "Knitting" }, "Please fill in all required fields."],
    ["a booking link that is no web address", { booking_url: "not a link" }, "booking_url"],
  ])("refuses %s with 400", async (_label, overrides, message) => {
    const response = await send("POST", "/api/admin/courses", { ...courseInput(), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toContain(message);
  });

  it("deletes a course once, then answers 404", async () => {
    expect((await send("DELETE", `/api/admin/courses/${courseId}`)).statusCode).toBe(204);
    expect((await send("DELETE", `/api/admin/courses/${courseId}`)).statusCode).toBe(404);
    expect(await auditActions(courseId)).toContain("course.delete by admin");
  });
});

describe("rows kept by café and provider profiles (decisions 009, 010)", () => {
  it("refuses to edit or delete a café's place or a provider's course with 409, leaving them as they are", async () => {
    const [cafePlace] = await t.database.db
      .insert(places)
      .values({ name: "Café Kinderzimmer", type: "cafe", address: "Osterstraße 1", source: "cafe-profile" })
      .returning({ id: places.id });
    const [profile] = await t.database.db
      .insert(providerProfiles)
      .values({ user_id: provider.id, name: "Familienzentrum" })
      .returning({ id: providerProfiles.id });
    const [weekly] = await t.database.db
      .insert(providerCourses)
      .values({
        provider_id: profile!.id,
        title: "PEKiP",
        day_of_week: 2,
        start_time: "10:00",
        end_time: "11:30",
      })
      .returning({ id: providerCourses.id });
    const [copy] = await t.database.db
      .insert(courses)
      .values({
        title: "PEKiP",
        type: "Baby & Kleinkind",
        age_group: "0-12 Monate",
        location: "Familienzentrum",
        schedule: "Di 10:00–11:30",
        provider_course_id: weekly!.id,
      })
      .returning({ id: courses.id });

    for (const response of [
      await send("PUT", `/api/admin/places/${cafePlace!.id}`, placeInput({ name: "Renamed" })),
      await send("DELETE", `/api/admin/places/${cafePlace!.id}`),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).message).toContain("kept by a café profile");
    }
    for (const response of [
      await send("PUT", `/api/admin/courses/${copy!.id}`, courseInput({ title: "Renamed" })),
      await send("DELETE", `/api/admin/courses/${copy!.id}`),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).message).toContain("provider's weekly plan");
    }
    const [place] = await t.database.db.select().from(places).where(eq(places.id, cafePlace!.id));
    const [course] = await t.database.db.select().from(courses).where(eq(courses.id, copy!.id));
    expect([place?.name, course?.title]).toEqual(["Café Kinderzimmer", "PEKiP"]);
  });
});

const tagInput = (overrides: Partial<TAdminTagRequest> = {}): TAdminTagRequest => ({
  name_de: "Matschküche",
  name_en: "Mud kitchen",
  applies_to: ["places"],
  display_type: "badge",
  is_active: true,
  ...overrides,
});

describe("admin tags", () => {
  const created: Record<string, string> = {};
  const publicPlaceTags = async () =>
    ZTagList.parse((await t.app.inject({ url: "/api/tags?applies_to=places" })).json()).items.map(
      (tag) => tag.name_de,
    );

  it("creates tags at the end (display_order = number of tags), English name trimmed or null", async () => {
    for (const [index, name] of ["Matschküche", "Wasserspiel", "Schattig"].entries()) {
      const response = await send(
        "POST",
        "/api/admin/tags",
        tagInput({ name_de: `  ${name} `, name_en: index === 0 ? " Mud kitchen " : "   " }),
      );
      expect(response.statusCode).toBe(201);
      const tag = ZAdminTag.parse(response.json());
      expect(tag).toMatchObject({ name_de: name, display_order: index, is_active: true });
      expect(tag.name_en).toBe(index === 0 ? "Mud kitchen" : null);
      created[name] = tag.id;
    }
    expect(await publicPlaceTags()).toEqual(["Matschküche", "Wasserspiel", "Schattig"]);
    expect(await auditActions(created.Matschküche!)).toEqual(["tag.create by admin"]);
  });

  it.each([
    ["an empty German name", { name_de: "   " }, "German name is required"],
    ["no category", { applies_to: [] }, "Please select at least one category"],
    ["an unknown display type", { display_type: "banner" }, "display_type"],
  ])("refuses %s with the spec's message", async (_label, overrides, message) => {
    const response = await send("POST", "/api/admin/tags", { ...tagInput({ name_de: "Neu" }), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toContain(message);
  });

  it("refuses a German name that already exists with 409", async () => {
    const response = await send("POST", "/api/admin/tags", tagInput({ name_de: "Wasserspiel" }));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe("A tag with this German name already exists.");
  });

  it("updates a tag in place; an inactive tag leaves the public list and the filters at once", async () => {
    const filterByWaterPlay = async () =>
      (await t.app.inject({ url: "/api/places?tag=Wasserspiel&limit=1" })).statusCode;
    expect(await filterByWaterPlay()).toBe(200);
    const response = await send(
      "PUT",
      `/api/admin/tags/${created.Wasserspiel}`,
      tagInput({
        name_de: "Wasserspiel",
        name_en: "Water play",
        applies_to: ["courses", "places"],
        is_active: false,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(ZAdminTag.parse(response.json())).toMatchObject({
      display_order: 1,
      is_active: false,
      applies_to: ["places", "courses"],
    });
    expect(await publicPlaceTags()).toEqual(["Matschküche", "Schattig"]);
    expect(await filterByWaterPlay()).toBe(400);
    const all = ZAdminTagList.parse((await send("GET", "/api/admin/tags")).json());
    expect(all.items.map((tag) => tag.name_de)).toEqual(["Matschküche", "Wasserspiel", "Schattig"]);
    await send(
      "PUT",
      `/api/admin/tags/${created.Wasserspiel}`,
      tagInput({ name_de: "Wasserspiel", is_active: true }),
    );
  });

  it("stores a new order in one request; the public list and place cards follow it", async () => {
    const placeResponse = await send(
      "POST",
      "/api/admin/places",
      placeInput({ name: "Matschplatz", tags: ["Matschküche", "Schattig", "Wasserspiel"], features: [] }),
    );
    const placeId = ZAdminPlace.parse(placeResponse.json()).id;
    const order = [created.Schattig!, created.Wasserspiel!, created.Matschküche!];
    const response = await send("PUT", "/api/admin/tags/order", { ids: order });
    expect(response.statusCode).toBe(200);
    expect(ZAdminTagList.parse(response.json()).items.map((tag) => [tag.name_de, tag.display_order])).toEqual(
      [
        ["Schattig", 0],
        ["Wasserspiel", 1],
        ["Matschküche", 2],
      ],
    );
    expect(await publicPlaceTags()).toEqual(["Schattig", "Wasserspiel", "Matschküche"]);
    const list = ZPlaceList.parse((await t.app.inject({ url: "/api/places?q=Matschplatz" })).json());
    expect(list.items.find((item) => item.id === placeId)?.tags).toEqual([
      "Schattig",
      "Wasserspiel",
      "Matschküche",
    ]);
    const entries = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "tag.reorder"), eq(adminAuditLog.admin_id, admin.id)));
    expect(entries).toHaveLength(1);
  });

  it("refuses an order that leaves out or repeats a tag", async () => {
    const missing = await send("PUT", "/api/admin/tags/order", {
      ids: [created.Schattig, created.Wasserspiel],
    });
    expect(missing.statusCode).toBe(409);
    const repeated = await send("PUT", "/api/admin/tags/order", {
      ids: [created.Schattig, created.Schattig, created.Wasserspiel],
    });
    expect(repeated.statusCode).toBe(400);
  });

  it("hides detail-only and inactive tags on cards", async () => {
    await send(
      "PUT",
      `/api/admin/tags/${created.Wasserspiel}`,
      tagInput({ name_de: "Wasserspiel", display_type: "detail" }),
    );
    await send(
      "PUT",
      `/api/admin/tags/${created.Schattig}`,
      tagInput({ name_de: "Schattig", is_active: false }),
    );
    const list = ZPlaceList.parse((await t.app.inject({ url: "/api/places?q=Matschplatz" })).json());
    expect(list.items[0]?.tags).toEqual(["Matschküche"]);
  });

  it("deletes a tag once, then answers 404; a new tag goes to the end", async () => {
    expect((await send("DELETE", `/api/admin/tags/${created.Schattig}`)).statusCode).toBe(204);
    expect((await send("DELETE", `/api/admin/tags/${created.Schattig}`)).statusCode).toBe(404);
    const next = ZAdminTag.parse(
      (await send("POST", "/api/admin/tags", tagInput({ name_de: "Barfußpfad" }))).json(),
    );
    expect(next.display_order).toBe(2);
    expect(await auditActions(created.Schattig!)).toContain("tag.delete by admin");
  });
});

describe("access", () => {
  const routes: Array<["GET" | "POST" | "PUT" | "DELETE", string, object?]> = [
    ["GET", "/api/admin/places"],
    ["POST", "/api/admin/places", placeInput()],
    ["PUT", "/api/admin/places/00000000-0000-4000-8000-000000000000", placeInput()],
    ["DELETE", "/api/admin/places/00000000-0000-4000-8000-000000000000"],
    ["GET", "/api/admin/courses"],
    ["POST", "/api/admin/courses", courseInput()],
    ["PUT", "/api/admin/courses/00000000-0000-4000-8000-000000000000", courseInput()],
    ["DELETE", "/api/admin/courses/00000000-0000-4000-8000-000000000000"],
    ["GET", "/api/admin/tags"],
    ["POST", "/api/admin/tags", tagInput({ name_de: "Verboten" })],
    ["PUT", "/api/admin/tags/order", { ids: ["00000000-0000-4000-8000-000000000000"] }],
    ["PUT", "/api/admin/tags/00000000-0000-4000-8000-000000000000", tagInput()],
    ["DELETE", "/api/admin/tags/00000000-0000-4000-8000-000000000000"],
  ];

  it("answers 403 to parents and providers and 401 to signed-out visitors on every route", async () => {
    for (const [method, url, payload] of routes) {
      expect((await send(method, url, payload, parent)).statusCode, `${method} ${url}`).toBe(403);
      expect((await send(method, url, payload, provider)).statusCode, `${method} ${url}`).toBe(403);
      expect((await send(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
    }
    const tags = ZAdminTagList.parse((await send("GET", "/api/admin/tags")).json());
    expect(tags.items.map((tag) => tag.name_de)).not.toContain("Verboten");
  });
});
