/**
 * /admin (spec 02 §2.3): the counts, a queue card for every kind of item that waits for an admin, and
 * "Orte ohne Fakten" (decision 019) — the most-viewed places without any family fact, linked to their
 * pages, or a note when there are none.
 */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TAdminDashboard } from "#shared/schemas/admin";
import type { TMe } from "#shared/schemas/me";
import { renderWithProviders, type FakeServer } from "#web/test-utils/render-with-providers";
import { AdminDashboardPage } from "./admin-dashboard-page";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

const me: TMe = {
  user: { id: "admin-user", email: "ada@example.org", name: "" },
  profile: { name: null, display_name: null, user_role: "admin" },
};

const count = { total: 0, pending: 0 };
const dashboard = (places: TAdminDashboard["places_without_facts"]): TAdminDashboard => ({
  totals: { places: 1167, courses: 34, users: 12 },
  submissions: {
    place_suggestions: count,
    course_suggestions: count,
    feedback: count,
    feature_requests: count,
  },
  approvals: {
    provider_profiles: 0,
    cafe_profiles: 0,
    place_claims: 0,
    content_reports: 0,
    closure_reports: 0,
  },
  pending_reviews: 0,
  bookings_this_week: 0,
  places_without_facts: places,
});

const serve =
  (body: TAdminDashboard): FakeServer =>
  (url) =>
    url.endsWith("/api/me") ? json(me) : url === "/api/admin/dashboard" ? json(body) : undefined;

describe("AdminDashboardPage", () => {
  it("lists the most-viewed places without facts, linked to their pages", async () => {
    const id = "0b5c8f3e-6a51-4c1e-9d3f-2f5e3c8a9b10";
    await renderWithProviders(<AdminDashboardPage />, {
      path: "/admin",
      namespaces: ["admin"],
      server: serve(dashboard([{ id, name: "Planten un Blomen", stadtteil: "St. Pauli", view_count: 42 }])),
    });
    const section = await screen.findByRole("region", { name: "Places without facts" });
    const link = await within(section).findByRole("link", { name: /Planten un Blomen/ });
    expect(link.getAttribute("href")).toBe(`/places/${id}`);
    expect(link.textContent).toContain("St. Pauli");
    expect(link.textContent).toContain("42 views");
  });

  it("shows where every pending review waits: each queue with its count, adding up to Pending Reviews", async () => {
    await renderWithProviders(<AdminDashboardPage />, {
      path: "/admin",
      namespaces: ["admin"],
      language: "de",
      server: serve({
        ...dashboard([]),
        submissions: { ...dashboard([]).submissions, place_suggestions: { total: 3, pending: 1 } },
        approvals: {
          provider_profiles: 1,
          cafe_profiles: 1,
          place_claims: 1,
          content_reports: 2,
          closure_reports: 1,
        },
        pending_reviews: 7,
      }),
    });
    expect((await screen.findByText("Offene Prüfungen")).parentElement?.textContent).toBe(
      "Offene Prüfungen7",
    );
    const queue = (name: RegExp) => screen.getByRole("link", { name });
    expect(queue(/^Ortsvorschläge/).textContent).toContain("1 offen");
    expect(queue(/^Anbieter- & Café-Freigaben/).textContent).toContain("3 offen");
    expect(queue(/^Meldungen/).getAttribute("href")).toBe("/admin/posts?tab=reports");
    expect(queue(/^Meldungen/).textContent).toContain("2 offen");
    expect(queue(/^Schließungsmeldungen/).getAttribute("href")).toBe("/admin/places");
    expect(queue(/^Schließungsmeldungen/).textContent).toContain("1 offen");
  });

  it("says so when every visited place has facts", async () => {
    await renderWithProviders(<AdminDashboardPage />, {
      path: "/admin",
      namespaces: ["admin"],
      server: serve(dashboard([])),
    });
    const section = await screen.findByRole("region", { name: "Places without facts" });
    expect(await within(section).findByText(/Every visited place has facts already/)).toBeTruthy();
  });
});
