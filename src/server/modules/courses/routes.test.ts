import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { parseAgeRange } from "#shared/age-groups.js";
import { courses, providerCourses, providerProfiles } from "#server/db/schema.js";
import { syncProviderCourses } from "#server/modules/providers/service.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Card = { id: string; title: string; type: string; age_group: string };
type Page = { items: Card[]; total: number };

const list = async (query: string): Promise<Page> => {
  const response = await t.app.inject({ url: `/api/courses?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
};

describe("GET /api/courses", () => {
  it("lists the courses by title, paged with a total", async () => {
    const page = await list("limit=5");
    expect(page.total).toBeGreaterThanOrEqual(30);
    expect(page.items).toHaveLength(5);
    const titles = (await list("limit=100")).items.map((item) => item.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "variant" })));
  });

  it("maps the filter types to the stored course types; movement covers PEKiP and Sports", async () => {
    const music = await list("type=music&limit=100");
    expect(music.total).toBeGreaterThan(0);
    expect(music.items.every((item) => item.type === "Music")).toBe(true);
    const movement = await list("type=movement&limit=100");
    expect(new Set(movement.items.map((item) => item.type))).toEqual(new Set(["PEKiP", "Sports"]));
    const both = await list("type=music&type=dance&limit=100");
    expect(new Set(both.items.map((item) => item.type))).toEqual(new Set(["Music", "Dance"]));
  });

  it("matches age groups by overlapping month ranges", async () => {
    const babies = await list("age=0-12%20months&limit=100");
    expect(babies.total).toBeGreaterThan(0);
    for (const item of babies.items) {
      const [min] = parseAgeRange(item.age_group)!;
      expect(min).toBeLessThanOrEqual(12);
    }
    const titles = babies.items.map((item) => item.title);
    expect(titles).toContain("Musikgarten für Krabbelkinder"); // 6-18 months overlaps 0-12 months
    expect(titles).not.toContain("Kindertanz"); // 2-4 years does not
  });

  it("searches titles, types in German and descriptions", async () => {
    expect((await list("q=Musikgarten")).items.map((item) => item.title)).toEqual([
      "Musikgarten für Babys",
      "Musikgarten für Krabbelkinder",
    ]);
    // "Schwimmen" is the German word for the type Swimming; "Babyschwimmen" is also a title.
    const swimming = await list("q=schwimmen&limit=100");
    expect(swimming.items.some((item) => item.type === "Swimming")).toBe(true);
    expect((await list("q=Tromeln")).items.map((item) => item.title)).toContain("Trommeln und Singen");
  });

  it("finds a course created or deleted through the API on the next search", async () => {
    const admin = await signIn(t, { role: "admin" });
    // Searched before the write, so the search index exists and must follow it.
    expect((await list("q=Seepferdchen")).total).toBe(0);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/courses",
      headers: admin.headers,
      payload: {
        title: "Seepferdchen für Minis",
        description: "Wassergewöhnung mit Eltern.",
        age_group: "2-4 years",
        type: "Swimming",
        schedule: "Di 09:30–10:15",
        location: "Bismarckbad, Altona",
        booking_url: "",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    expect((await list("q=Seepferdchen")).items.map((item) => item.id)).toEqual([id]);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/courses/${id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list("q=Seepferdchen")).total).toBe(0);
  });

  it("filters by tag in either language, and refuses tags that are not for courses", async () => {
    const outdoor = await list("tag=Drau%C3%9Fen&limit=100");
    expect(outdoor.items.map((item) => item.title)).toEqual(
      expect.arrayContaining(["Kinderyoga im Park", "Laufrad-Kurs", "Naturentdecker", "Waldspielgruppe"]),
    );
    expect(outdoor.total).toBe(4);
    const response = await t.app.inject({ url: "/api/courses?tag=Wickeltisch" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: "BAD_REQUEST", message: 'Unknown tag: "Wickeltisch"' },
    });
  });

  it.each([
    ["an unknown type", "type=karate"],
    ["a stored type instead of a filter type", "type=PEKiP"],
    ["an unknown age group", "age=3%20years"],
  ])("answers 400 for %s", async (_label, query) => {
    const response = await t.app.inject({ url: `/api/courses?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string } }>().error.code).toBe("BAD_REQUEST");
  });
});

describe("GET /api/courses/:id", () => {
  it("returns the course with its age range and the weekdays read from the schedule", async () => {
    const id = (await list("q=Musikgarten%20Babys")).items[0]!.id;
    const response = await t.app.inject({ url: `/api/courses/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: "Musikgarten für Babys",
      schedule: "Mi 09:45–10:30",
      weekdays: [3],
      age_min_months: 0,
      age_max_months: 12,
      booking_url: "https://example.org/luett/musikgarten",
      provider: null,
    });
  });

  it("names the provider of a provider's weekly course, so its page can link to /provider/{id}", async () => {
    const owner = await signIn(t);
    const db = t.database.db;
    const [provider] = await db
      .insert(providerProfiles)
      .values({ user_id: owner.id, name: "Familienzentrum Möwe", approval_status: "approved" })
      .returning({ id: providerProfiles.id });
    const [weekly] = await db
      .insert(providerCourses)
      .values({
        provider_id: provider!.id,
        title: "Babymassage",
        day_of_week: 2,
        start_time: "09:30",
        end_time: "10:30",
      })
      .returning({ id: providerCourses.id });
    await syncProviderCourses(db, provider!.id);
    const [row] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.provider_course_id, weekly!.id));
    const response = await t.app.inject({ url: `/api/courses/${row!.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: "Babymassage",
      provider: { id: provider!.id, name: "Familienzentrum Möwe" },
    });
  });

  it("reads weekday ranges and full day names of any course", async () => {
    const rows = await t.database.db
      .insert(courses)
      .values(
        [
          ["Mo–Fr 08:00–09:00", [1, 2, 3, 4, 5]],
          ["Samstags und Sonntags", [0, 6]],
          ["Di & Do, 16 Uhr", [2, 4]],
          ["nach Absprache", []],
        ].map(([schedule], index) => ({
          title: `Wochenkurs ${index}`,
          type: "Other",
          age_group: "2-4 years",
          location: "Eimsbüttel",
          schedule: schedule as string,
        })),
      )
      .returning({ schedule: courses.schedule, weekdays: courses.weekdays });
    expect(rows.map((row) => row.weekdays)).toEqual([[1, 2, 3, 4, 5], [0, 6], [2, 4], []]);
  });

  it("answers 404 'Course not found.' for an unknown id", async () => {
    const response = await t.app.inject({ url: "/api/courses/00000000-0000-4000-8000-000000000000" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Course not found." } });
  });
});

describe("GET /api/tags", () => {
  it("lists the active tags of a category in display order", async () => {
    const response = await t.app.inject({ url: "/api/tags?applies_to=places" });
    expect(response.statusCode).toBe(200);
    const { items } = response.json<{
      items: { name_de: string; applies_to: string[]; display_order: number }[];
    }>();
    expect(items[0]?.name_de).toBe("Wickeltisch");
    expect(items.every((tag) => tag.applies_to.includes("places"))).toBe(true);
    const orders = items.map((tag) => tag.display_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(items.map((tag) => tag.name_de)).not.toContain("Musik");
  });

  it("leaves inactive tags out", async () => {
    const { tags } = await import("#server/db/schema.js");
    const { eq } = await import("drizzle-orm");
    await t.database.db.update(tags).set({ is_active: false }).where(eq(tags.name_de, "Musik"));
    // Written past the API, so the caches of tags are told (plugins/read-cache.ts).
    t.app.invalidate(["tags"]);
    const response = await t.app.inject({ url: "/api/tags?applies_to=courses" });
    const names = response.json<{ items: { name_de: string }[] }>().items.map((tag) => tag.name_de);
    expect(names).toContain("Yoga");
    expect(names).not.toContain("Musik");
  });

  it("answers 400 without a known category", async () => {
    expect((await t.app.inject({ url: "/api/tags" })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/tags?applies_to=posts" })).statusCode).toBe(400);
  });
});
