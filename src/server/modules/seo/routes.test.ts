import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { courses, places } from "#server/db/schema.js";
import { projectRoot } from "#server/lib/project-root.js";

let t: TestApp;
let placeId: string;
let courseId: string;

beforeAll(async () => {
  t = await createTestApp({ webDir: path.join(projectRoot(), "tests/fixtures/web") });
  const [place] = await t.database.db
    .insert(places)
    .values({
      name: "Café </script><script>alert(1)</script>",
      type: "cafe",
      address: "Osterstraße 1, 20259 Hamburg",
      stadtteil: "Eimsbüttel",
      bezirk: "Eimsbüttel",
      latitude: 53.5751,
      longitude: 9.9535,
      features: ["Changing table", "High chairs available"],
      opening_hours: "Mo-Fr 09:00-18:00; Sa 10:00-16:00",
      description: "Familiencafé mit Spielecke.",
    })
    .returning({ id: places.id });
  placeId = place!.id;
  const [course] = await t.database.db
    .insert(courses)
    .values({
      title: "Babyschwimmen am Dienstag",
      type: "Swimming",
      age_group: "6-18 months",
      age_min_months: 6,
      age_max_months: 18,
      location: "Eimsbüttel",
      schedule: "Di 09:30–10:15",
      description: "Wassergewöhnung im warmen Becken.",
      booking_url: "https://example.org/buchen",
    })
    .returning({ id: courses.id });
  courseId = course!.id;
});
afterAll(async () => {
  await t.close();
});

/** The JSON-LD objects of a page. */
const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe("shareable place and course pages", () => {
  it("sends a place's Open Graph tags and a schema.org LocalBusiness with its amenities", async () => {
    const html = (await t.app.inject({ url: `/places/${placeId}` })).body;
    expect(html).toContain('<meta property="og:type" content="place" />');
    expect(html).toContain('<meta property="place:location:latitude" content="53.5751" />');
    expect(html).toContain('<meta property="og:description" content="Familiencafé mit Spielecke." />');
    const [jsonLd] = jsonLdOf(html);
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "CafeOrCoffeeShop",
      name: "Café </script><script>alert(1)</script>",
      url: `http://localhost:3000/places/${placeId}`,
      geo: { latitude: 53.5751, longitude: 9.9535 },
      amenityFeature: [
        { "@type": "LocationFeatureSpecification", name: "Changing table", value: true },
        { "@type": "LocationFeatureSpecification", name: "High chairs available", value: true },
      ],
      openingHours: ["Mo-Fr 09:00-18:00", "Sa 10:00-16:00"],
    });
    // The name cannot end the JSON-LD script early.
    expect(html).not.toContain("<script>alert(1)");
  });

  it("sends a course's head with a Course, its weekly CourseInstance and the suggested ages", async () => {
    const response = await t.app.inject({ url: `/courses/${courseId}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain("<title>Babyschwimmen am Dienstag – Lütt</title>");
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/courses/${courseId}" />`);
    expect(html).toContain('<meta property="og:title" content="Babyschwimmen am Dienstag" />');
    const [jsonLd] = jsonLdOf(html);
    expect(jsonLd).toMatchObject({
      "@type": "Course",
      name: "Babyschwimmen am Dienstag",
      audience: { "@type": "PeopleAudience", suggestedMinAge: 0, suggestedMaxAge: 2 },
      hasCourseInstance: {
        "@type": "CourseInstance",
        courseMode: "onsite",
        url: "https://example.org/buchen",
        courseSchedule: {
          "@type": "Schedule",
          byDay: ["https://schema.org/Tuesday"],
          startTime: "09:30",
          endTime: "10:15",
          repeatFrequency: "P1W",
        },
      },
    });
    expect(html).toContain('"/courses/');
  });

  it("answers 404 for a missing course, still with the app (which sends the visitor to /courses)", async () => {
    const response = await t.app.inject({ url: "/courses/00000000-0000-4000-8000-000000000000" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("points crawlers to the sitemap with an absolute URL", async () => {
    const response = await t.app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toContain("Disallow: /api/");
    expect(response.body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });

  it("lists the public pages, every place and every course", async () => {
    const response = await t.app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    const xml = response.body;
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<url><loc>http://localhost:3000/courses</loc></url>");
    expect(xml).toContain(`<loc>http://localhost:3000/places/${placeId}</loc>`);
    expect(xml).toContain(`<loc>http://localhost:3000/courses/${courseId}</loc>`);
    const placeCount = (await t.app.inject({ url: "/api/places?limit=1" })).json<{ total: number }>().total;
    expect(xml.match(/\/places\/[0-9a-f-]{36}</g)).toHaveLength(placeCount);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it("has no numbered parts while everything fits into one file", async () => {
    expect((await t.app.inject({ url: "/sitemap-2.xml" })).statusCode).toBe(404);
  });
});
