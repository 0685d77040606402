import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TAuditList } from "#shared/schemas/admin";
import type { TMe } from "#shared/schemas/me";
import { renderWithProviders } from "#web/test-utils/render-with-providers";
import { AuditPage } from "./audit-page";

const log: TAuditList = {
  items: [
    {
      id: "00000000-0000-4000-8000-000000000001",
      admin_id: "admin-1",
      admin_email: "admin@example.org",
      action: "place_suggestion.import",
      target_type: "place_suggestion",
      target_id: "00000000-0000-4000-8000-0000000000aa",
      target_name: "Spielplatz Heidhörn",
      summary: { before: { status: "pending" }, after: { status: "imported" } },
      created_at: "2026-11-24T10:00:00.000Z",
    },
  ],
  total: 1,
};

const admin: TMe = {
  user: { id: "admin-1", email: "admin@example.org", name: "" },
  profile: { name: null, display_name: null, user_role: "admin" },
};
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

describe("AuditPage (issue 19 §8)", () => {
  it.each([
    ["de", "Ortsvorschlag übernommen", "Ortsvorschlag: Spielplatz Heidhörn"],
    ["en", "Place suggestion added to Places", "Place suggestion: Spielplatz Heidhörn"],
  ] as const)("says in %s what was done to which record, not raw keys", async (language, action, target) => {
    await renderWithProviders(<AuditPage />, {
      language,
      namespaces: ["admin"],
      path: "/admin/audit",
      server: (url) =>
        url.endsWith("/api/me") ? json(admin) : url.includes("/api/admin/audit") ? json(log) : undefined,
    });
    expect(await screen.findByText(action)).toBeTruthy();
    const targetCell = screen.getByText(target);
    expect(targetCell.getAttribute("title")).toBe("00000000-0000-4000-8000-0000000000aa");
    expect(screen.queryByText("place_suggestion.import")).toBeNull();
  });
});
