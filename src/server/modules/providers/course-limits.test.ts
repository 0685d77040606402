/**
 * Bounded work per provider (docs/decisions/041): a programme file adds at most 200 courses, a provider
 * has at most 500 however many imports run at once, an import's body is bounded, a provider not yet
 * approved keeps its courses to itself, and a visitor's answer of `GET /api/providers/:id` carries at
 * most 50 of them with the total.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApp, type CallArgs, errorOf } from "#tests/support/call.js";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { COURSE_IMPORT_MAX_BODY_BYTES, COURSE_IMPORT_MAX_CHARS } from "#shared/course-import.js";
import type { TCourseList } from "#shared/schemas/courses.js";
import { PROVIDER_LIMITS, PROVIDER_MESSAGES, type TProviderProfile } from "#shared/schemas/providers.js";

let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let provider: TProviderProfile;

const call = (...args: CallArgs) => callApp(t, ...args);

/** A programme of `rows` courses titled "<prefix> 1" …, each on Monday morning. */
const programme = (rows: number, prefix: string) =>
  [
    "titel;wochentag;beginn;ende",
    ...Array.from({ length: rows }, (_, index) => `${prefix} ${index + 1};Mo;09:30;10:15`),
  ].join("\n");
const importCsv = (csv: string) =>
  call("POST", `/api/providers/${provider.id}/courses/import`, owner, { csv });
const profileFor = async (user: TestUser | null) =>
  (await call("GET", `/api/providers/${provider.id}`, user)).json<TProviderProfile>();

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await signIn(t, { role: "admin" });
  owner = await signIn(t);
  provider = (
    await call("PUT", "/api/providers/mine", owner, { name: "Familienbildung Harburg" })
  ).json<TProviderProfile>();
});
afterAll(async () => {
  await t?.close();
});

describe("limits on a provider's courses", () => {
  it("refuses a file of more than 200 courses, and one too large to read, importing nothing", async () => {
    const tooMany = await importCsv(programme(PROVIDER_LIMITS.importRows + 1, "Kurs"));
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany)).toMatchObject({
      message: PROVIDER_MESSAGES.tooManyImportRows,
      key: "COURSE_IMPORT_TOO_MANY_ROWS",
    });
    const tooLong = await importCsv(`${programme(1, "Kurs")}\n${"x".repeat(COURSE_IMPORT_MAX_CHARS)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).message).toContain(PROVIDER_MESSAGES.fileTooLarge);
    const tooBig = await t.app.inject({
      method: "POST",
      url: `/api/providers/${provider.id}/courses/import`,
      headers: { ...owner.headers, "content-type": "application/json" },
      payload: JSON.stringify({ csv: "ä".repeat(COURSE_IMPORT_MAX_BODY_BYTES / 2) }),
    });
    expect(tooBig.statusCode).toBe(413);
    expect((await profileFor(owner)).course_count).toBe(0);
  });

  it("keeps parallel imports within 500 courses per provider, and then refuses one course more", async () => {
    const first = await importCsv(programme(PROVIDER_LIMITS.importRows, "Herbst"));
    expect(first.statusCode, first.body).toBe(201);
    // Three files of 200 at once: only one fits beside the first 200.
    const parallel = await Promise.all(
      ["Winter", "Frühling", "Sommer"].map((prefix) =>
        importCsv(programme(PROVIDER_LIMITS.importRows, prefix)),
      ),
    );
    expect(parallel.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    const refused = parallel.find((response) => response.statusCode === 409)!;
    expect(errorOf(refused)).toMatchObject({
      message: PROVIDER_MESSAGES.tooManyCourses,
      key: "PROVIDER_COURSE_LIMIT_REACHED",
    });
    expect(await importCsv(programme(100, "Ferien"))).toMatchObject({ statusCode: 201 });
    expect((await profileFor(owner)).course_count).toBe(PROVIDER_LIMITS.coursesPerProvider);

    const oneMore = await call("POST", `/api/providers/${provider.id}/courses`, owner, {
      title: "Babymassage",
      day_of_week: 2,
      start_time: "10:00",
      end_time: "11:00",
    });
    expect(oneMore.statusCode).toBe(409);
    expect(errorOf(oneMore).key).toBe("PROVIDER_COURSE_LIMIT_REACHED");
  });

  it("keeps the courses of a provider not yet approved to its owner and admins", async () => {
    const visitor = await signIn(t);
    for (const reader of [null, visitor]) {
      const seen = await profileFor(reader);
      expect(seen.courses).toEqual([]);
      expect(seen.course_count).toBe(0);
    }
    expect((await profileFor(admin)).courses).toHaveLength(PROVIDER_LIMITS.coursesPerProvider);
    const own = await profileFor(owner);
    expect(own.courses).toHaveLength(PROVIDER_LIMITS.coursesPerProvider);
    expect(own.course_count).toBe(PROVIDER_LIMITS.coursesPerProvider);
    const listed = (await call("GET", "/api/courses?q=Herbst", null)).json<TCourseList>();
    expect(listed.total).toBe(0);
    const byProvider = (await call("GET", `/api/courses?provider=${provider.id}`, null)).json<TCourseList>();
    expect(byProvider).toMatchObject({ total: 0, provider: null });
  });

  it("gives a visitor at most 50 courses of an approved provider, with the total", async () => {
    const approved = await call("POST", `/api/admin/profile-approvals/provider/${provider.id}`, admin, {
      decision: "approved",
    });
    expect(approved.statusCode).toBe(200);
    const response = await call("GET", `/api/providers/${provider.id}`, null);
    const seen = response.json<TProviderProfile>();
    expect(seen.courses).toHaveLength(PROVIDER_LIMITS.publicCourses);
    expect(seen.course_count).toBe(PROVIDER_LIMITS.coursesPerProvider);
    // 500 courses in full measured 4 MB for 8,335; the visitor's answer stays small.
    expect(response.body.length).toBeLessThan(100_000);
    expect((await profileFor(owner)).courses).toHaveLength(PROVIDER_LIMITS.coursesPerProvider);
  });

  it("lists all of an approved provider's courses on /courses by the provider, and only them", async () => {
    const other = await signIn(t);
    const otherProvider = (
      await call("PUT", "/api/providers/mine", other, { name: "Eltern-Kind-Zentrum Wilhelmsburg" })
    ).json<TProviderProfile>();
    await call("POST", `/api/providers/${otherProvider.id}/courses/import`, other, {
      csv: programme(3, "Krabbelgruppe"),
    });
    await call("POST", `/api/admin/profile-approvals/provider/${otherProvider.id}`, admin, {
      decision: "approved",
    });
    const all = (await call("GET", "/api/courses?limit=1", null)).json<TCourseList>();
    expect(all.total).toBe(PROVIDER_LIMITS.coursesPerProvider + 3);

    const page = (
      await call("GET", `/api/courses?provider=${provider.id}&limit=12`, null)
    ).json<TCourseList>();
    expect(page.total).toBe(PROVIDER_LIMITS.coursesPerProvider);
    expect(page.provider).toEqual({ id: provider.id, name: "Familienbildung Harburg" });
    expect(all.provider).toBeUndefined();
    expect(page.items).toHaveLength(12);
    expect(page.items.every((course) => !course.title.startsWith("Krabbelgruppe"))).toBe(true);
    const others = (await call("GET", `/api/courses?provider=${otherProvider.id}`, null)).json<TCourseList>();
    expect(others.items.map((course) => course.title)).toEqual([
      "Krabbelgruppe 1",
      "Krabbelgruppe 2",
      "Krabbelgruppe 3",
    ]);
    const notAnId = await call("GET", "/api/courses?provider=harburg", null);
    expect(notAnId.statusCode).toBe(400);
  });
});
