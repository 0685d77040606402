import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, type FakeServer } from "#web/test-utils/render-with-providers";
import { FavoriteButton } from "./favorite-button";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), message: vi.fn() }));
vi.mock("#web/lib/toast", () => ({ toast }));

const PLACE = "0b5c8f3e-6a51-4c1e-9d3f-2f5e3c8a9b10";
const COURSE = "1c6d9f4f-7b62-4d2f-8e4a-3f6e4d9b0c21";
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const me = json({
  user: { id: "u1", email: "mia@example.org", name: "" },
  profile: { name: null, display_name: "mia", user_role: "parent" },
});

/** A signed-in server with the given saved ids; `onToggle` answers PUT/DELETE. */
const signedIn =
  (
    saved: { places: string[]; courses: string[] },
    onToggle: (method: string) => Promise<Response>,
  ): FakeServer =>
  async (url, init) => {
    if (url.endsWith("/api/me")) return me.clone();
    if (url.endsWith("/api/favorites/ids")) return json(saved);
    if (url.includes("/api/favorites/")) return onToggle(init?.method ?? "GET");
    return undefined;
  };

beforeEach(() => {
  toast.success.mockClear();
  toast.error.mockClear();
});

describe("FavoriteButton", () => {
  it("fills the heart only once the server has saved the place, and says so", async () => {
    let answer: (response: Response) => void = () => undefined;
    const user = userEvent.setup();
    await renderWithProviders(<FavoriteButton kind="places" id={PLACE} name="Bücherhalle" />, {
      server: signedIn({ places: [], courses: [] }, (method) => {
        expect(method).toBe("PUT");
        return new Promise((resolve) => (answer = resolve));
      }),
    });
    const heart = await screen.findByRole("button", { name: "Save Bücherhalle to favorites" });
    await waitFor(() => expect(heart.getAttribute("aria-busy")).toBeNull());
    await user.click(heart);
    // Still unsaved while the server has not answered (spec 01 §4).
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    answer(json({ places: [PLACE], courses: [] }));
    const saved = await screen.findByRole("button", { name: "Remove Bücherhalle from favorites" });
    expect(saved.getAttribute("aria-pressed")).toBe("true");
    expect(toast.success).toHaveBeenCalledWith("Added to favorites", {
      description: "Place added to your favorites!",
    });
  });

  it("removes a saved course with the spec's toast", async () => {
    const user = userEvent.setup();
    await renderWithProviders(<FavoriteButton kind="courses" id={COURSE} name="PEKiP" />, {
      server: signedIn({ places: [], courses: [COURSE] }, async (method) => {
        expect(method).toBe("DELETE");
        return json({ places: [], courses: [] });
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Remove PEKiP from favorites" }));
    await screen.findByRole("button", { name: "Save PEKiP to favorites" });
    expect(toast.success).toHaveBeenCalledWith("Removed from favorites", {
      description: "Course removed from your favorites.",
    });
  });

  it.each([
    ["the server fails", 500],
    ["the place no longer exists", 404],
  ])("keeps the heart as it was when %s, with 'Error'", async (_label, status) => {
    const user = userEvent.setup();
    await renderWithProviders(<FavoriteButton kind="places" id={PLACE} name="Park" />, {
      server: signedIn({ places: [], courses: [] }, async () =>
        json({ error: { code: status === 404 ? "NOT_FOUND" : "INTERNAL", message: "x" } }, status),
      ),
    });
    const heart = await screen.findByRole("button", { name: "Save Park to favorites" });
    await user.click(heart);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", {
        description: "Failed to update favorites. Please try again.",
      }),
    );
    expect(heart.getAttribute("aria-pressed")).toBe("false");
  });
});
