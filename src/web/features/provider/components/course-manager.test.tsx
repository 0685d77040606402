/**
 * The provider course dialog: description, course type and tags go with the course (decision 030); in
 * the dated part (decision 021) "Fällt in den Ferien aus" adds each course date inside Hamburg's holidays
 * within the term with the holiday's name, a price typed in euros is sent in cents, and a cancelled date
 * can be removed again before saving.
 */
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { THolidays } from "#shared/schemas/holidays";
import type { TProviderProfile } from "#shared/schemas/providers";
import { toast } from "#web/lib/toast";
import { renderWithProviders, type FakeServer } from "#web/test-utils/render-with-providers";
import { CourseManager } from "./course-manager";

vi.mock("#web/lib/toast", () => ({ toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() } }));
beforeEach(() => vi.clearAllMocks());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const profile = {
  id: "0b7a4a52-6f1e-4a55-9a0c-3a2f1d9a1c11",
  name: "Elternschule Eimsbüttel",
  courses: [],
} as unknown as TProviderProfile;

const holidays: THolidays = {
  items: [
    {
      start: "2026-10-03",
      end: "2026-10-03",
      name: { de: "Tag der Deutschen Einheit", en: "National Holiday" },
      kind: "public",
    },
    {
      start: "2026-10-19",
      end: "2026-10-30",
      name: { de: "Herbstferien", en: "Autumn Holidays" },
      kind: "school",
    },
  ],
};

const courseTags = {
  items: [
    { name_de: "Musik", name_en: "Music" },
    { name_de: "Drinnen", name_en: "Indoor" },
    { name_de: "PEKiP", name_en: "PEKiP" },
  ].map((tag, index) => ({
    ...tag,
    id: `00000000-0000-4000-8000-00000000000${index}`,
    applies_to: ["courses"],
    display_type: "badge",
    display_order: index,
  })),
};

describe("CourseManager's course dialog", () => {
  it("sends the course's description, type and the tags chosen among the course tags", async () => {
    const sent: Record<string, unknown>[] = [];
    const server: FakeServer = (url, init) => {
      if (url === "/api/tags?applies_to=courses") return json(courseTags);
      if (url.endsWith("/courses") && init?.method === "POST") {
        sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return json({ id: "c1" }, 201);
      }
      return undefined;
    };
    await renderWithProviders(<CourseManager profile={profile} />, {
      server,
      language: "de",
      namespaces: ["provider"],
    });
    await userEvent.click(screen.getByRole("button", { name: "Kurs hinzufügen" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText(/Titel/), "Musikgarten Minis");
    await userEvent.type(within(dialog).getByLabelText(/Beschreibung/), "Singen und Klatschen.");
    const type = within(dialog).getByLabelText("Kursart") as HTMLSelectElement;
    // Preset to what discovery has always called a provider course; the spec's eleven types to choose.
    expect(type.value).toBe("Parent-Child");
    expect(within(type).getAllByRole("option")).toHaveLength(11);
    await userEvent.selectOptions(type, "Music");
    const tags = within(dialog).getByRole("group", { name: /Schlagwörter/ });
    await userEvent.click(await within(tags).findByRole("button", { name: "Musik" }));
    await userEvent.click(within(tags).getByRole("button", { name: "Drinnen" }));
    expect(within(tags).getByRole("button", { name: "Musik" }).getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      title: "Musikgarten Minis",
      description: "Singen und Klatschen.",
      type: "Music",
      tags: ["Musik", "Drinnen"],
    });
  });

  it("adds the course dates in the holidays with one click and sends term, cancelled dates and price", async () => {
    const sent: Record<string, unknown>[] = [];
    const asked: string[] = [];
    const server: FakeServer = (url, init) => {
      if (url.startsWith("/api/holidays")) {
        asked.push(url);
        return json(holidays);
      }
      if (url.endsWith("/courses") && init?.method === "POST") {
        sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return json({ id: "c1" }, 201);
      }
      return undefined;
    };
    await renderWithProviders(<CourseManager profile={profile} />, {
      server,
      language: "de",
      namespaces: ["provider"],
    });
    await userEvent.click(screen.getByRole("button", { name: "Kurs hinzufügen" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText(/Titel/), "PEKiP Herbst");
    await userEvent.selectOptions(within(dialog).getByLabelText("Wochentag"), "1");

    // Without a term there is nothing to look up.
    await userEvent.click(within(dialog).getByRole("button", { name: "Fällt in den Ferien aus" }));
    expect(
      await within(dialog).findByText("Bitte geben Sie zuerst Kursbeginn und Kursende an."),
    ).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Kursbeginn/), { target: { value: "2026-09-28" } });
    fireEvent.change(within(dialog).getByLabelText(/Kursende/), { target: { value: "2026-11-30" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Fällt in den Ferien aus" }));
    expect(await within(dialog).findByText(/2 Termine in den Hamburger Ferien/)).toBeTruthy();
    expect(asked).toEqual(["/api/holidays?from=2026-09-28&to=2026-11-30"]);
    // The two Mondays of the autumn holidays; 3 October 2026 is a Saturday, no course day.
    const dates = within(dialog).getAllByLabelText("Datum") as HTMLInputElement[];
    expect(dates.map((input) => input.value)).toEqual(["2026-10-19", "2026-10-26"]);
    const reasons = within(dialog).getAllByLabelText(/Grund/) as HTMLInputElement[];
    expect(reasons.map((input) => input.value)).toEqual(["Herbstferien", "Herbstferien"]);
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Ausfalltermin Mo., 26. Okt. entfernen" }),
    );

    await userEvent.type(within(dialog).getByLabelText(/Preis in Euro/), "89,50");
    await userEvent.selectOptions(within(dialog).getByLabelText("Preis gilt"), "term");
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      title: "PEKiP Herbst",
      day_of_week: 1,
      term_start: "2026-09-28",
      term_end: "2026-11-30",
      skipped_dates: [{ date: "2026-10-19", reason: "Herbstferien" }],
      price_cents: 8950,
      price_per: "term",
    });
  });

  it("in English, names the holidays and the dates to remove in English", async () => {
    const server: FakeServer = (url) => (url.startsWith("/api/holidays") ? json(holidays) : undefined);
    await renderWithProviders(<CourseManager profile={profile} />, {
      server,
      language: "en",
      namespaces: ["provider"],
    });
    await userEvent.click(screen.getByRole("button", { name: "Add course" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.selectOptions(within(dialog).getByLabelText("Weekday"), "1");
    fireEvent.change(within(dialog).getByLabelText(/First day/), { target: { value: "2026-09-28" } });
    fireEvent.change(within(dialog).getByLabelText(/Last day/), { target: { value: "2026-11-30" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancelled in the holidays" }));
    expect(await within(dialog).findByText(/2 dates in Hamburg's holidays/)).toBeTruthy();
    const reasons = within(dialog).getAllByLabelText(/Reason/) as HTMLInputElement[];
    expect(reasons.map((input) => input.value)).toEqual(["Autumn Holidays", "Autumn Holidays"]);
    expect(within(dialog).getByRole("button", { name: "Remove cancelled date Mon 26 Oct" })).toBeTruthy();
  });

  it("imports a CSV programme and lists the server's line errors when nothing was imported", async () => {
    const sent: string[] = [];
    let isValid = false;
    const server: FakeServer = (url, init) => {
      if (url.endsWith("/courses/import") && init?.method === "POST") {
        sent.push((JSON.parse(String(init.body)) as { csv: string }).csv);
        return isValid
          ? json({ imported: 2 }, 201)
          : json(
              {
                error: {
                  code: "BAD_REQUEST",
                  message:
                    "Zeile 3: Die Endzeit muss nach der Startzeit liegen.\nZeile 4: Bitte geben Sie einen Titel an.",
                },
              },
              400,
            );
      }
      return undefined;
    };
    await renderWithProviders(<CourseManager profile={profile} />, {
      server,
      language: "de",
      namespaces: ["provider"],
    });
    await userEvent.click(screen.getByRole("button", { name: "Kursprogramm importieren" }));
    const dialog = await screen.findByRole("dialog");
    const csv = "titel;wochentag;beginn;ende\nYoga;Mo;10:00;11:00\n";
    await userEvent.upload(
      within(dialog).getByLabelText("CSV-Datei"),
      new File([csv], "programm.csv", { type: "text/csv" }),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Importieren" }));
    const errors = await within(dialog).findByText("Es wurde nichts importiert. Bitte korrigieren Sie:");
    expect(errors).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Zeile 3: Die Endzeit muss nach der Startzeit liegen.",
      "Zeile 4: Bitte geben Sie einen Titel an.",
    ]);
    expect(sent).toEqual([csv]);

    isValid = true;
    await userEvent.click(within(dialog).getByRole("button", { name: "Importieren" }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith("2 Kurse importiert"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
  it("says in the import dialog when a file would pass the provider's course limit", async () => {
    const server: FakeServer = (url, init) =>
      url.endsWith("/courses/import") && init?.method === "POST"
        ? json(
            {
              error: {
                code: "CONFLICT",
                message: "Ein Anbieter kann höchstens 500 Kurse anlegen.",
                key: "PROVIDER_COURSE_LIMIT_REACHED",
              },
            },
            409,
          )
        : undefined;
    await renderWithProviders(<CourseManager profile={profile} />, {
      server,
      language: "en",
      namespaces: ["provider"],
    });
    await userEvent.click(screen.getByRole("button", { name: "Import course programme" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.upload(
      within(dialog).getByLabelText("CSV file"),
      new File(["titel;wochentag;beginn;ende\nYoga;Mo;10:00;11:00\n"], "programm.csv", { type: "text/csv" }),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Import" }));
    expect(
      await within(dialog).findByText(
        "A provider can create at most 500 courses. Please delete courses that no longer take place first.",
      ),
    ).toBeTruthy();
  });
});
