/**
 * Courses management through the API (spec 02 §2.7, §4, §5, §7; "Bad input"): CRUD with the spec's
 * validation messages, every write audited, a provider's course left to its weekly plan (decision 009),
 * and everybody but admins refused.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { errorOf } from "#tests/support/call.js";
import { auditActionsOf } from "#tests/support/audit.js";
import { ZAdminCourse, type TAdminCourseRequest } from "#shared/schemas/admin-catalogue.js";
import { courses, providerCourses, providerProfiles } from "#server/db/schema.js";

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

describe("a course kept by a provider's weekly plan (decision 009)", () => {
  it("refuses to edit or delete it with 409, leaving it as it is", async () => {
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
      await send("PUT", `/api/admin/courses/${copy!.id}`, courseInput({ title: "Renamed" })),
      await send("DELETE", `/api/admin/courses/${copy!.id}`),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).message).toContain("provider's weekly plan");
    }
    const [course] = await t.database.db.select().from(courses).where(eq(courses.id, copy!.id));
    expect(course?.title).toBe("PEKiP");
  });
});

describe("access", () => {
  const routes: Array<["GET" | "POST" | "PUT" | "DELETE", string, object?]> = [
    ["GET", "/api/admin/courses"],
    ["POST", "/api/admin/courses", courseInput()],
    ["PUT", "/api/admin/courses/00000000-0000-4000-8000-000000000000", courseInput()],
    ["DELETE", "/api/admin/courses/00000000-0000-4000-8000-000000000000"],
  ];

  it("answers 403 to parents and providers and 401 to signed-out visitors on every route", async () => {
    for (const [method, url, payload] of routes) {
      expect((await send(method, url, payload, parent)).statusCode, `${method} ${url}`).toBe(403);
      expect((await send(method, url, payload, provider)).statusCode, `${method} ${url}`).toBe(403);
      expect((await send(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
