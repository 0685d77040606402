import { describe, expect, it } from "vitest";
import type { TProviderCourse } from "#shared/schemas/providers";
import { announcementTone, formatGermanDate, googleMapsUrl, groupByWeekday } from "./format";

const course = (id: string, day: number, start: string): TProviderCourse => ({
  id,
  title: id,
  description: null,
  type: "Parent-Child",
  tags: [],
  day_of_week: day,
  start_time: start,
  end_time: "23:00",
  age_group: null,
  room_info: null,
  floor_info: null,
  elevator_access: false,
  booking_info: null,
  max_participants: null,
  current_participants: 0,
  term_start: null,
  term_end: null,
  price_cents: null,
  price_per: null,
  age_min_months: null,
  age_max_months: null,
  bookable: false,
  booking_url: null,
  skipped_dates: [],
  course_id: null,
});

describe("provider page formatting (spec 02 §2.12, §9)", () => {
  it("groups the weekly plan Monday to Sunday from day_of_week 0 = Sunday, each day by start time", () => {
    const groups = groupByWeekday([
      course("sunday", 0, "10:00"),
      course("tuesday-late", 2, "16:00"),
      course("monday", 1, "09:00"),
      course("tuesday-early", 2, "09:30"),
    ]);
    expect(groups.map((group) => group.day)).toEqual([1, 2, 0]);
    expect(groups[1]?.courses.map((item) => item.id)).toEqual(["tuesday-early", "tuesday-late"]);
  });

  it("links Google Maps to the coordinates when both exist, else to the encoded address", () => {
    expect(googleMapsUrl({ latitude: 53.55, longitude: 9.93, address: "Weg 1" })).toBe(
      "https://www.google.com/maps/search/?api=1&query=53.55,9.93",
    );
    expect(
      googleMapsUrl({ latitude: 53.55, longitude: null, address: "Bahrenfelder Str. 10, Hamburg" }),
    ).toBe("https://www.google.com/maps/search/?api=1&query=Bahrenfelder%20Str.%2010%2C%20Hamburg");
    expect(googleMapsUrl({ latitude: null, longitude: null, address: null })).toBeNull();
  });

  it("colours announcements red for priority 3, orange for 2 and blue otherwise", () => {
    expect([3, 2, 1].map((priority) => announcementTone({ priority }))).toEqual([
      "urgent",
      "important",
      "normal",
    ]);
  });

  it("writes dates as dd.MM.yyyy in Hamburg time", () => {
    expect(formatGermanDate("2026-03-04T23:30:00Z")).toBe("05.03.2026");
  });
});
