import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, AUDIT_FIELDS, AUDIT_VARIANTS } from "#shared/audit-actions";
import type { TAuditEntry, TAuditList } from "#shared/schemas/admin";
import type { TMe } from "#shared/schemas/me";
import adminDe from "#web/locales/de/admin.json";
import adminEn from "#web/locales/en/admin.json";
import { renderWithProviders } from "#web/test-utils/render-with-providers";
import { AuditPage } from "./audit-page";

const PLACE_ID = "00000000-0000-4000-8000-0000000000c5";
const POST_ID = "00000000-0000-4000-8000-0000000000d1";

const entry = (fields: Partial<TAuditEntry> & Pick<TAuditEntry, "action">): TAuditEntry => ({
  id: crypto.randomUUID(),
  admin_id: "admin-1",
  admin_email: "ada@example.org",
  admin_name: "Ada",
  variant: null,
  target_type: "place",
  target_id: PLACE_ID,
  target_name: null,
  target_path: null,
  context_name: null,
  context_path: null,
  details: [],
  summary: { before: null, after: null },
  created_at: "2026-11-24T10:00:00.000Z",
  ...fields,
});

const log: TAuditList = {
  items: [
    entry({
      action: "place.update",
      target_name: "Café P5",
      target_path: `/places/${PLACE_ID}`,
      details: [
        { field: "place_type", before: "ice_cream", after: "cafe" },
        { field: "is_checked_by_parents", before: false, after: true },
      ],
      summary: { before: { type: "ice_cream" }, after: { type: "cafe" } },
    }),
    entry({
      action: "report.dismiss",
      variant: "photo",
      target_type: "report",
      target_name: "Spielplatz <link>Heidhörn</link>",
      target_path: `/places/${PLACE_ID}`,
      details: [{ field: "reason", before: "child_face", after: null }],
    }),
    entry({
      action: "comment.delete",
      target_type: "comment",
      target_name: "Gute Idee!",
      context_name: "Wo gibt es den besten Wickeltisch?",
      context_path: `/community/${POST_ID}`,
    }),
    // Deleted, and by an admin whose account is gone.
    entry({
      action: "place.delete",
      admin_id: null,
      admin_email: null,
      admin_name: null,
      target_name: "Eiscafé (alt)",
      details: [{ field: "place_type", before: "ice_cream", after: null }],
    }),
  ],
  total: 4,
};

const admin: TMe = {
  user: { id: "admin-1", email: "ada@example.org", name: "Ada" },
  profile: { name: null, display_name: "Ada", user_role: "admin" },
};
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

/** The text of each entry, in order. */
const entries = () => screen.getAllByRole("listitem").filter((item) => item.querySelector("time") !== null);

describe("AuditPage", () => {
  it.each([
    [
      "de",
      [
        "Ada hat den Ort „Café P5“ geändert.",
        "Typ: Eisdiele → wird zu Café",
        "Von Eltern geprüft: Nein → wird zu Ja",
      ],
      "Ada hat die Meldung zu einem Foto von „Spielplatz <link>Heidhörn</link>“ verworfen.",
      "Grund: Zeigt das Gesicht eines Kindes",
      "Ada hat die Antwort „Gute Idee!“ im Beitrag „Wo gibt es den besten Wickeltisch?“ gelöscht.",
      "Ehemaliger Admin hat den Ort „Eiscafé (alt)“ gelöscht.",
    ],
    [
      "en",
      [
        "Ada updated the place “Café P5”.",
        "Type: Ice-cream parlour → becomes Café",
        "Checked by parents: No → becomes Yes",
      ],
      "Ada dismissed the report of a photo of “Spielplatz <link>Heidhörn</link>”.",
      "Reason: Shows a child's face",
      "Ada deleted the answer “Gute Idee!” in the post “Wo gibt es den besten Wickeltisch?”.",
      "Former admin deleted the place “Eiscafé (alt)”.",
    ],
  ] as const)(
    "reads in %s as sentences naming and linking each record, without raw keys, ids or JSON",
    async (language, update, report, reason, comment, deletion) => {
      await renderWithProviders(<AuditPage />, {
        language,
        namespaces: ["admin", "facts", "reports", "admin-catalogue"],
        path: "/admin/audit",
        server: (url) =>
          url.endsWith("/api/me") ? json(admin) : url.includes("/api/admin/audit") ? json(log) : undefined,
      });
      await screen.findByRole("link", { name: "Café P5" });
      const [first, second, third, fourth] = entries();

      expect(first!.querySelector("p")!.textContent).toBe(update[0]);
      expect(within(first!).getByRole("link", { name: "Café P5" }).getAttribute("href")).toBe(
        `/places/${PLACE_ID}`,
      );
      expect(
        within(first!)
          .getAllByRole("listitem")
          .map((line) => line.textContent),
      ).toEqual(update.slice(1));

      expect(second!.querySelector("p")!.textContent).toBe(report);
      expect(within(second!).getByRole("link").getAttribute("href")).toBe(`/places/${PLACE_ID}`);
      expect(within(second!).getByRole("listitem").textContent).toBe(reason);

      expect(third!.querySelector("p")!.textContent).toBe(comment);
      expect(within(third!).getByRole("link").getAttribute("href")).toBe(`/community/${POST_ID}`);

      expect(fourth!.querySelector("p")!.textContent).toBe(deletion);
      expect(within(fourth!).queryByRole("link")).toBeNull();

      const text = document.body.textContent ?? "";
      for (const raw of ["place.update", "report.dismiss", "ice_cream", "child_face", "{", PLACE_ID]) {
        expect(text).not.toContain(raw);
      }
    },
  );

  it.each([
    ["de", adminDe],
    ["en", adminEn],
  ] as const)("has a sentence for every action and a label for every field in %s", (_, strings) => {
    const sentences: unknown = strings.audit.sentences;
    const at = (path: string) =>
      path.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], sentences);
    for (const action of AUDIT_ACTIONS) {
      const variants: readonly string[] = (AUDIT_VARIANTS as Record<string, readonly string[]>)[action] ?? [];
      for (const path of variants.length > 0 ? variants.map((variant) => `${action}.${variant}`) : [action]) {
        expect(at(path), path).toMatch(/^\{\{admin\}\} .+[.]$/);
      }
    }
    const fields: Record<string, unknown> = strings.audit.fields;
    for (const field of AUDIT_FIELDS) expect(fields[field], field).toEqual(expect.any(String));
  });
});
