import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test-utils/render-with-providers";
import { OpeningHours } from "./opening-hours";

/** jsdom has no IntersectionObserver; this one reports what the test says, like scrolling would. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.targets = [];
      }
    },
  );
  return {
    scrollNear() {
      for (const { callback, targets } of observers)
        callback(
          targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
    },
  };
}

const render = () =>
  renderWithProviders(<OpeningHours value="Mo-Su 09:00-18:00" latitude={53.55} longitude={9.93} />);

describe("OpeningHours", () => {
  // First, so the library is loaded when the next test checks that nothing waits for it.
  it("shows the week at once where the browser cannot tell what is near", async () => {
    await render();
    expect(await screen.findByRole("table", {}, { timeout: 5000 })).toBeTruthy();
  });

  it("waits with the week until the section comes near the viewport, then shows it", async () => {
    const viewport = stubIntersectionObserver();
    await render();
    expect(screen.getByRole("heading", { name: "Opening hours" })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("table")).toBeNull();

    act(() => viewport.scrollNear());
    const table = await screen.findByRole("table", { name: "Opening hours this week" }, { timeout: 5000 });
    expect(table.textContent).toContain("09:00–18:00");
    expect(table.querySelectorAll("tr")).toHaveLength(7);
  });
});
