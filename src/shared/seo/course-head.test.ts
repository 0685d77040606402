import { describe, expect, it } from "vitest";
import type { TCourse } from "../schemas/courses.js";
import { buildCourseHead, scheduleTimes } from "./course-head.js";

const course: TCourse = {
  id: "0b5c8f3e-6a51-4c1e-9d3f-2f5e3c8a9b10",
  title: "Eltern-Kind-Turnen",
  type: "Sports",
  age_group: "ab 2 Jahren",
  age_min_months: null,
  age_max_months: null,
  location: "Eimsbüttel",
  schedule: "nach Absprache",
  description: null,
  image_url: null,
  tags: [],
  booking_url: null,
  place_id: null,
  weekdays: [],
  provider: null,
  room: null,
  booking_info: null,
  created_at: "2026-01-01T00:00:00.000Z",
  next_dates: [],
  upcoming_date_count: null,
  term: null,
  skipped_dates: [],
  price: null,
  age_months: null,
  capacity: null,
};

describe("buildCourseHead", () => {
  it("leaves out what it does not know: no ages, no days, no times, no booking link", () => {
    const head = buildCourseHead(course, "https://luett.example");
    expect(head.description).toBe("nach Absprache · Eimsbüttel · ab 2 Jahren");
    expect(head.jsonLd).not.toHaveProperty("audience");
    expect(head.jsonLd.hasCourseInstance).toEqual({
      "@type": "CourseInstance",
      courseMode: "onsite",
      location: { "@type": "Place", name: "Eimsbüttel", address: "Eimsbüttel, Hamburg" },
      courseSchedule: { "@type": "Schedule", repeatFrequency: "P1W", description: "nach Absprache" },
    });
  });

  it("names every weekday of a schedule", () => {
    const head = buildCourseHead(
      { ...course, schedule: "Mo–Mi 16:00", weekdays: [1, 2, 3] },
      "https://x.example",
    );
    expect(head.jsonLd.hasCourseInstance).toMatchObject({
      courseSchedule: {
        byDay: ["https://schema.org/Monday", "https://schema.org/Tuesday", "https://schema.org/Wednesday"],
      },
    });
  });
});

describe("buildCourseHead for a dated course (decision 021)", () => {
  it("gives the term, the cancelled dates and the price", () => {
    const head = buildCourseHead(
      {
        ...course,
        weekdays: [2],
        term: { start: "2026-10-06", end: "2026-12-15" },
        skipped_dates: [
          {
            date: "2026-10-20",
            reason: "Herbstferien",
            holiday: { de: "Herbstferien", en: "Autumn Holidays" },
          },
        ],
        price: { cents: 8950, per: "term" },
      },
      "https://x.example",
    );
    expect(head.jsonLd.hasCourseInstance).toMatchObject({
      courseSchedule: { startDate: "2026-10-06", endDate: "2026-12-15", exceptDate: ["2026-10-20"] },
    });
    expect(head.jsonLd).toMatchObject({ offers: { "@type": "Offer", price: "89.50", priceCurrency: "EUR" } });
  });
});

describe("scheduleTimes", () => {
  it("reads the first time span of a schedule text", () => {
    expect(scheduleTimes("Di 9.30–11 Uhr")).toBeUndefined();
    expect(scheduleTimes("Di 9:30–11:00")).toEqual({ startTime: "09:30", endTime: "11:00" });
    expect(scheduleTimes("Sa 10.00 bis 11.30 (Apr–Okt)")).toEqual({ startTime: "10:00", endTime: "11:30" });
  });
});
