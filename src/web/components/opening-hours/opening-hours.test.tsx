import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TOpeningHoursWeek } from "#shared/schemas/places";
import { renderWithProviders } from "#web/test-utils/render-with-providers";
import { OpeningHours } from "./opening-hours";

const span = (from: string, to: string, comment: string | null = null) => ({
  from,
  to,
  is_unknown: comment !== null,
  comment,
});

/** What the server answers for "Mo-Fr 09:00-18:00; Sa 10:00-12:00 "nach Vereinbarung"; Su 00:00-24:00". */
const week: TOpeningHoursWeek = {
  days: [
    ...["2026-06-01", "2026-06-02", "2026-06-03", "2026-06-04", "2026-06-05"].map((date) => ({
      date,
      spans: [span("09:00", "18:00")],
    })),
    { date: "2026-06-06", spans: [span("10:00", "12:00", "nach Vereinbarung")] },
    { date: "2026-06-07", spans: [span("00:00", "24:00")] },
  ],
  today: "2026-06-03",
  open_state: "open",
};

const rows = () =>
  within(screen.getByRole("table", { name: "Opening hours this week" }))
    .getAllByRole("row")
    .map((row) => row.textContent);

describe("OpeningHours", () => {
  afterEach(() => vi.useRealTimers());

  it("shows the server's week as a table, today marked, and the state by the visitor's clock", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // Wednesday 3 June 2026, 19:30 in Hamburg: the server said open, but it has closed since.
    vi.setSystemTime(new Date("2026-06-03T17:30:00Z"));
    await renderWithProviders(<OpeningHours value="Mo-Fr 09:00-18:00" week={week} />);
    expect(rows()).toEqual([
      "Monday09:00–18:00",
      "Tuesday09:00–18:00",
      "Wednesday (today)09:00–18:00",
      "Thursday09:00–18:00",
      "Friday09:00–18:00",
      "Saturday10:00–12:00 (nach Vereinbarung)",
      "SundayOpen 24 hours",
    ]);
    expect(await screen.findByText("Closed now")).toBeTruthy();
    expect(screen.queryByText("Open now")).toBeNull();
    expect(screen.getByText("Mo-Fr 09:00-18:00")).toBeTruthy();
  });

  it("moves today's mark and the badge on as the visitor's day goes on", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(new Date("2026-06-06T07:59:30Z")); // Saturday, 09:59:30 in Hamburg
    await renderWithProviders(<OpeningHours value="Mo-Fr 09:00-18:00" week={week} />);
    expect(screen.getByText("Closed now")).toBeTruthy();
    expect(rows()[5]).toContain("Saturday (today)");
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText("Hours uncertain")).toBeTruthy();
  });

  it("shows hours the server could not read as written, without a table or badge", async () => {
    await renderWithProviders(<OpeningHours value="ask at the counter" week={null} />);
    expect(screen.getByText("ask at the counter")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByText(/now$/)).toBeNull();
  });
});
