/** "Kalender abonnieren" (decision 021): create the private address, show it, revoke it after a confirmation. */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, type FakeServer } from "#web/test-utils/render-with-providers";
import { useTranslation } from "react-i18next";
import { BookingsCalendarFeed } from "./bookings-calendar-feed";

vi.mock("#web/lib/toast", () => ({ toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() } }));

const json = (body: unknown, status = 200) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

function Feed() {
  const { t } = useTranslation("bookings");
  return <BookingsCalendarFeed t={t} />;
}

describe("BookingsCalendarFeed", () => {
  it("creates the private address, shows it with a webcal link, and revokes it after confirming", async () => {
    const URL = "https://luett.example/api/calendar/AbCdEfGhIjKlMnOpQrStUvWxYz012345.ics";
    let current: string | null = null;
    const methods: string[] = [];
    const server: FakeServer = (url, init) => {
      if (!url.startsWith("/api/me/calendar-feed")) return undefined;
      const method = init?.method ?? "GET";
      methods.push(method);
      if (method === "POST") current = URL;
      if (method === "DELETE") {
        current = null;
        return json(null, 204);
      }
      return json({ url: current });
    };
    await renderWithProviders(<Feed />, { server, language: "de", namespaces: ["bookings"] });
    await userEvent.click(await screen.findByRole("button", { name: "Kalender-Link erstellen" }));
    expect(((await screen.findByLabelText("Adresse deines Kalender-Abos")) as HTMLInputElement).value).toBe(
      URL,
    );
    expect(screen.getByRole("link", { name: "In Kalender-App öffnen" }).getAttribute("href")).toBe(
      URL.replace("https:", "webcal:"),
    );
    await userEvent.click(screen.getByRole("button", { name: "Link zurückziehen" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Der Link funktioniert dann nicht mehr.");
    await userEvent.click(screen.getAllByRole("button", { name: "Link zurückziehen" }).at(-1)!);
    expect(await screen.findByRole("button", { name: "Kalender-Link erstellen" })).toBeTruthy();
    expect(methods).toEqual(["GET", "POST", "DELETE"]);
  });
});
