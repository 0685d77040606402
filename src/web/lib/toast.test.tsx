/**
 * The toaster (spec 01 §9 "Toast defaults"): sonner and its <Toaster> load with the first toast, which
 * then shows with its description, one at a time; its close button and region speak the app's
 * language.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { initI18n } from "./i18n";
import { toast, ToastHost } from "./toast";

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe("toast", () => {
  it("loads the toaster with the first toast and shows one toast at a time", async () => {
    await initI18n("en");
    render(<ToastHost />);
    expect(document.querySelector("[data-sonner-toaster]")).toBeNull();
    toast.success("Added to favorites", { description: "Place added to your favorites!" });
    expect(await screen.findByText("Added to favorites")).toBeTruthy();
    expect(screen.getByText("Place added to your favorites!")).toBeTruthy();
    toast.error("Error", { description: "Failed to update favorites. Please try again." });
    expect(await screen.findByText("Failed to update favorites. Please try again.")).toBeTruthy();
    await expect
      .poll(() => [...document.querySelectorAll('[data-sonner-toast][data-visible="true"]')].length)
      .toBe(1);
  });

  it("labels its close button and region in German in German mode", async () => {
    await initI18n("de");
    render(<ToastHost />);
    toast.message("Profil wurde erfolgreich gespeichert");
    expect(await screen.findByRole("button", { name: "Mitteilung schließen" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Close toast" })).toBeNull();
    expect(screen.getByRole("region").getAttribute("aria-label")).toMatch(/^Mitteilungen /);
  });
});
