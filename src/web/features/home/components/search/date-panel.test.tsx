import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "#web/test-utils/render-with-providers";
import { DatePanel } from "./date-panel";

describe("DatePanel (spec 01 §5: past dates cannot be selected)", () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    // A phone still set to UTC at 23:30 on 30 November: in Hamburg it is already 1 December, 00:30.
    process.env.TZ = "UTC";
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-30T23:30:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it("counts days by Hamburg's calendar, not the phone's, so it offers no day the search refuses", async () => {
    await renderWithProviders(<DatePanel value="" onPick={() => undefined} />);
    const grid = await screen.findByRole("grid", { name: "December 2026" });
    const dayButton = (day: string) =>
      [...grid.querySelectorAll("button")].find((button) => button.textContent === day);
    expect(dayButton("1")?.disabled).toBe(false);
    // The month before, where the phone's own "today" would be, cannot be opened.
    expect(screen.queryByRole("grid", { name: "November 2026" })).toBeNull();
    expect(screen.getByRole("button", { name: /previous month/i }).getAttribute("aria-disabled")).toBe(
      "true",
    );
  });
});
