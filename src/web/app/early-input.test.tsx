/**
 * Taps before React listens (early-input.ts), on React's own hydration: a server-rendered button inside
 * a Suspense boundary, hydrated with `hydrateRoot` as start.tsx does it.
 */
import { Suspense } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HOLD_MAX_MS, holdEarlyInput, loadReleasingOnError, releaseEarlyInput } from "./early-input";

let root: Root | undefined;

/** The server's markup of a button in a Suspense boundary; `hydrate` gives it React's `onClick`. */
function serverButton(onClick: () => void) {
  const container = document.createElement("div");
  container.innerHTML = "<!--$--><button>Merken</button><!--/$-->";
  document.body.append(container);
  const button = container.querySelector("button")!;
  const hydrate = () => {
    root = hydrateRoot(
      container,
      <Suspense>
        <button onClick={onClick}>Merken</button>
      </Suspense>,
    );
  };
  return { button, hydrate };
}

describe("early input on a server-rendered page", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(async () => {
    releaseEarlyInput({ replay: false });
    vi.useRealTimers();
    if (root) {
      // Hydration that no tap hurried finishes in React's own tasks before the root goes.
      const button = document.querySelector("button")!;
      await vi.waitFor(() =>
        expect(Object.keys(button).some((key) => key.startsWith("__reactFiber$"))).toBe(true),
      );
      root.unmount();
      root = undefined;
    }
    document.body.replaceChildren();
  });

  it("is needed: React loses a tap that comes before hydrateRoot, and answers one right after it", () => {
    const onClick = vi.fn();
    const { button, hydrate } = serverButton(onClick);
    button.click();
    hydrate();
    vi.runAllTimers();
    expect(onClick).not.toHaveBeenCalled();
    // Not hydrated yet, but listened to: React hydrates the tapped part at once and dispatches the tap.
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("holds a tap before hydrateRoot and replays it once right after", () => {
    const onClick = vi.fn();
    const { button, hydrate } = serverButton(onClick);
    holdEarlyInput();
    button.click();
    hydrate();
    expect(onClick).not.toHaveBeenCalled();
    releaseEarlyInput({ replay: true });
    expect(onClick).toHaveBeenCalledTimes(1);
    button.click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it("leaves a tap on the submit button of a form with a function action to React's form replay", () => {
    holdEarlyInput();
    const container = document.createElement("div");
    // As React's server renderer writes such a form: its action a placeholder that React's inline
    // script (not run here) intercepts.
    container.innerHTML = `<form action="javascript:throw new Error('React form unexpectedly submitted.')"><button>Merken</button></form>`;
    document.body.append(container);
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    container.querySelector("form")!.addEventListener("submit", submitted);
    container.querySelector("button")!.click();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it("drops held taps when the page was rendered afresh", () => {
    const onClick = vi.fn();
    const { button, hydrate } = serverButton(onClick);
    holdEarlyInput();
    button.click();
    hydrate();
    releaseEarlyInput({ replay: false });
    vi.runAllTimers();
    expect(onClick).not.toHaveBeenCalled();
  });

  it("lets the buttons go after HOLD_MAX_MS when the page's code never hydrated it", () => {
    const onClick = vi.fn();
    const button = document.createElement("button");
    button.addEventListener("click", onClick);
    document.body.append(button);
    holdEarlyInput();
    button.click();
    vi.advanceTimersByTime(HOLD_MAX_MS - 1);
    button.click();
    expect(onClick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runAllTimers();
    // The held taps are dropped (nothing would answer them); the next tap is the button's own again.
    expect(onClick).not.toHaveBeenCalled();
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("lets the buttons go at once when the app's code fails to load", async () => {
    const onClick = vi.fn();
    const button = document.createElement("button");
    button.addEventListener("click", onClick);
    document.body.append(button);
    holdEarlyInput();
    loadReleasingOnError(() => Promise.reject(new Error("Failed to fetch dynamically imported module")));
    await vi.waitFor(() => {
      button.click();
      expect(onClick).toHaveBeenCalled();
    });
  });
});
