import { describe, expect, it } from "vitest";
import type { TProviderProfile } from "../schemas/providers.js";
import { buildProviderHead } from "./provider-head.js";

const profile: TProviderProfile = {
  id: "0b7a4a52-6f1e-4a55-9a0c-3a2f1d9a1c11",
  name: "Familienzentrum Ottensen",
  short_description: "Kurse für Eltern und Babys.",
  video_url: null,
  address: "Bahrenfelder Straße 10, 22765 Hamburg",
  latitude: 53.5539,
  longitude: 9.9326,
  stroller_parking: true,
  transport_info: null,
  car_parking_info: null,
  bike_parking_info: null,
  kitchen_available: false,
  breakfast_offered: false,
  breakfast_details: null,
  outdoor_space: false,
  outdoor_space_details: null,
  target_age_groups: [],
  special_notes: null,
  approval_status: "approved",
  is_owner: false,
  created_at: "2026-11-21T10:00:00.000Z",
  updated_at: "2026-11-21T10:00:00.000Z",
  media: [
    {
      id: "1b7a4a52-6f1e-4a55-9a0c-3a2f1d9a1c11",
      media_type: "photo",
      image_url: "/files/provider-media/u/1-detail.webp",
      thumbnail_url: "/files/provider-media/u/1-card.webp",
      caption: null,
      is_cover_photo: true,
      display_order: 0,
    },
  ],
  team: [],
  courses: [
    {
      id: "2b7a4a52-6f1e-4a55-9a0c-3a2f1d9a1c11",
      title: "Babymassage",
      description: null,
      type: "Parent-Child",
      tags: [],
      day_of_week: 2,
      start_time: "09:30",
      end_time: "10:30",
      age_group: "0-6 Monate",
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
    },
  ],
  course_count: 1,
  announcements: [],
};

describe("provider page head", () => {
  it("describes the provider with Open Graph tags and JSON-LD with its weekly courses", () => {
    const head = buildProviderHead(profile, "https://luett.example");
    expect(head.title).toBe("Familienzentrum Ottensen");
    expect(head.og).toMatchObject({
      "og:url": `https://luett.example/provider/${profile.id}`,
      "og:image": "https://luett.example/files/provider-media/u/1-detail.webp",
      "place:location:latitude": "53.5539",
    });
    expect(head.jsonLd).toMatchObject({
      "@type": "EducationalOrganization",
      name: "Familienzentrum Ottensen",
      geo: { latitude: 53.5539, longitude: 9.9326 },
      hasCourse: [
        {
          "@type": "Course",
          name: "Babymassage",
          hasCourseInstance: {
            courseSchedule: { byDay: "https://schema.org/Tuesday", startTime: "09:30", endTime: "10:30" },
          },
        },
      ],
    });
  });
});
