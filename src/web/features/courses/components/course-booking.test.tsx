/**
 * The booking box of a course page for a parent who has booked it: another child can be booked only up
 * to the children on the profile (at least one, as the server counts, modules/bookings/service.ts);
 * beyond that the box says where to add the child instead of offering a form the server refuses.
 */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TMyBooking } from "#shared/schemas/bookings";
import type { TProfile } from "#shared/schemas/profile";
import { renderWithProviders, type FakeServer } from "#web/test-utils/render-with-providers";
import { CourseBooking } from "./course-booking";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

const COURSE_ID = "0b5c8f3e-6a51-4c1e-9d3f-2f5e3c8a9b10";
const course = {
  id: COURSE_ID,
  title: "PEKiP Dienstag",
  age_min_months: 0,
  age_max_months: 24,
  capacity: { places: 8, booked: 3, waitlist: 0 },
};

const booking: TMyBooking = {
  id: "7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f",
  status: "booked",
  waitlist_position: null,
  child_name: "Mila",
  child_age_months: 10,
  created_at: "2026-11-20T09:00:00.000Z",
  cancelled_at: null,
  course: {
    id: COURSE_ID,
    title: "PEKiP Dienstag",
    schedule: "Dienstag 09:30–10:30",
    location: "Elternschule Altona",
    term_start: "2027-01-05",
    term_end: "2027-03-23",
    next_date: "2027-01-12",
    provider: { id: "5d1f2c3b-7a8e-4f60-9b1c-2d3e4f5a6b7c", name: "Elternschule Altona" },
  },
};

const parentWith = (children: string[]): FakeServer => {
  const profile: TProfile = {
    email: "anna@example.org",
    name: "Anna",
    display_name: "Anna",
    user_role: "parent",
    location: null,
    bio: null,
    children_info: children,
    number_of_children: children.length,
  };
  return (url) => {
    if (url.endsWith("/api/me")) {
      return json({
        user: { id: "u1", email: profile.email, name: "Anna" },
        profile: { name: "Anna", display_name: "Anna", user_role: "parent" },
      });
    }
    if (url.includes("/api/me/bookings")) return json({ items: [booking], total: 1 });
    if (url.endsWith("/api/profile")) return json(profile);
    return undefined;
  };
};

describe("CourseBooking for a parent who booked the course", () => {
  it("offers another child's place while the profile lists more children than bookings", async () => {
    await renderWithProviders(<CourseBooking course={course} />, {
      server: parentWith(["Mila, 10 Monate", "Ole, 3 Jahre"]),
      namespaces: ["bookings"],
    });
    expect(await screen.findByText("Mila · 10 months")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Book for another child" })).toBeTruthy();
    expect(screen.queryByText("To book for another child, add them to your profile first.")).toBeNull();
  });

  it("says where to add a child once every child on the profile (or the one without) is booked", async () => {
    await renderWithProviders(<CourseBooking course={course} />, {
      server: parentWith([]),
      namespaces: ["bookings"],
    });
    expect(
      await screen.findByText("To book for another child, add them to your profile first."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your profile" }).getAttribute("href")).toBe("/profile");
    expect(screen.queryByRole("button", { name: "Book for another child" })).toBeNull();
  });
});
