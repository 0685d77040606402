/**
 * /provider/edit (spec 02 §2.13, §5, §8): 'Anbieter-Profil erstellen' for a new profile, 'Speichern' at
 * the top and bottom turning into 'Speichert...' together, details fields only while their switch is on,
 * success toast and the profile view, and a failed save that keeps everything filled in.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TProviderProfile } from "#shared/schemas/providers";
import { toast } from "#web/lib/toast";
import { renderWithProviders, type FakeServer } from "#web/test-utils/render-with-providers";
import { ProviderEditPage } from "./provider-edit-page";

// Sonner is not mounted in component tests; the page's toasts are checked as calls.
vi.mock("#web/lib/toast", () => ({ toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() } }));
beforeEach(() => vi.clearAllMocks());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A signed-in parent without a provider profile yet. */
const newProvider: FakeServer = (url) => {
  if (url.endsWith("/api/me"))
    return json({
      user: { id: "u1", email: "anna@example.org", name: "" },
      profile: { name: null, display_name: "anna", user_role: "parent" },
    });
  if (url.endsWith("/api/providers/mine")) return json(null);
  return undefined;
};

const routes = [{ path: "/provider/profile", element: <p>Profilansicht</p> }];

/** The saved profile as the server answers it. */
const saved: TProviderProfile = {
  id: "0b7a4a52-6f1e-4a55-9a0c-3a2f1d9a1c11",
  name: "Unbenannt",
  short_description: null,
  video_url: null,
  address: null,
  latitude: null,
  longitude: null,
  stroller_parking: false,
  transport_info: null,
  car_parking_info: null,
  bike_parking_info: null,
  kitchen_available: false,
  breakfast_offered: true,
  breakfast_details: "Kaffee und Obst",
  outdoor_space: false,
  outdoor_space_details: null,
  target_age_groups: ["1-2 Jahre"],
  special_notes: null,
  approval_status: "pending",
  is_owner: true,
  created_at: "2026-11-21T10:00:00.000Z",
  updated_at: "2026-11-21T10:00:00.000Z",
  media: [],
  team: [],
  courses: [],
  course_count: 0,
  announcements: [],
};

describe("ProviderEditPage", () => {
  it("creates a profile: both save buttons show 'Speichert...', then the toast and the profile view", async () => {
    let release: (response: Response) => void = () => undefined;
    const sent: Record<string, unknown>[] = [];
    const server: FakeServer = (url, init) => {
      if (url === "/api/providers/mine" && init?.method === "PUT") {
        sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return new Promise<Response>((resolve) => {
          release = resolve;
        });
      }
      return newProvider(url, init);
    };
    await renderWithProviders(<ProviderEditPage />, {
      path: "/provider/edit",
      routes,
      server,
      language: "de",
      namespaces: ["provider"],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Anbieter-Profil erstellen" })).toBeTruthy();
    expect(screen.queryByLabelText(/Details zu Frühstück/)).toBeNull();
    await userEvent.click(screen.getByRole("switch", { name: "Frühstück/Kaffee" }));
    await userEvent.type(screen.getByLabelText(/Details zu Frühstück/), "Kaffee und Obst");
    await userEvent.click(screen.getByRole("button", { name: "1–2 Jahre" }));

    const [top] = screen.getAllByRole("button", { name: "Speichern" });
    await userEvent.click(top!);
    expect(await screen.findAllByRole("button", { name: "Speichert..." })).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      name: "",
      breakfast_offered: true,
      breakfast_details: "Kaffee und Obst",
      target_age_groups: ["1-2 Jahre"],
      latitude: null,
      longitude: null,
    });

    release(json(saved, 201));
    expect(await screen.findByText("Profilansicht")).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith("Profil wurde erfolgreich gespeichert");
  });

  it("keeps the form filled in when saving fails", async () => {
    const server: FakeServer = (url, init) =>
      url === "/api/providers/mine" && init?.method === "PUT"
        ? json({ error: { code: "INTERNAL", message: "Datenbank nicht erreichbar" } }, 500)
        : newProvider(url, init);
    await renderWithProviders(<ProviderEditPage />, {
      path: "/provider/edit",
      routes,
      server,
      language: "de",
      namespaces: ["provider"],
    });
    const name = await screen.findByLabelText(/Name der Einrichtung/);
    await userEvent.type(name, "Familienzentrum Ottensen");
    const bottom = screen.getAllByRole("button", { name: "Speichern" }).at(-1)!;
    await userEvent.click(bottom);
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Anbieter-Profil konnte nicht erstellt werden", {
        description: "Da ist etwas schiefgelaufen. Bitte versuche es noch einmal.",
      }),
    );
    expect(screen.queryByText("Profilansicht")).toBeNull();
    expect((screen.getByLabelText(/Name der Einrichtung/) as HTMLInputElement).value).toBe(
      "Familienzentrum Ottensen",
    );
    expect(within(screen.getByRole("banner")).getByRole("button", { name: "Speichern" })).toBeTruthy();
  });
});
