import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HOLD_MAX_MS, holdEarlyInput, loadReleasingOnError, releaseEarlyInput } from "./early-input";

const button = (onClick: () => void) => {
  const element = document.createElement("button");
  element.addEventListener("click", onClick);
  document.body.append(element);
  return element;
};

/** A search field as the server sends it: its attribute is the value the page was rendered with. */
const field = (serverValue: string, onInput: (value: string) => void) => {
  const element = document.createElement("input");
  element.setAttribute("value", serverValue);
  element.addEventListener("input", () => onInput(element.value));
  document.body.append(element);
  return element;
};

describe("early input on a server-rendered page", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    releaseEarlyInput({ replay: false });
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it("holds a tap on a button until the page has hydrated, then replays it once", () => {
    const onClick = vi.fn();
    const target = button(onClick);
    holdEarlyInput();
    target.click();
    expect(onClick).not.toHaveBeenCalled();
    releaseEarlyInput({ replay: true });
    vi.runAllTimers();
    expect(onClick).toHaveBeenCalledTimes(1);
    target.click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it("reports text typed before hydrating, and leaves untouched fields alone", () => {
    const onTyped = vi.fn();
    const onUntouched = vi.fn();
    holdEarlyInput();
    // The page's code was not listening yet when the visitor typed.
    const typed = field("", () => undefined);
    typed.value = "Krabbelgruppe";
    field("Eimsbüttel", onUntouched);
    typed.addEventListener("input", () => onTyped(typed.value));
    releaseEarlyInput({ replay: true });
    vi.runAllTimers();
    expect(onTyped).toHaveBeenCalledWith("Krabbelgruppe");
    expect(onUntouched).not.toHaveBeenCalled();
  });

  it("drops held taps when the page was rendered afresh", () => {
    const onClick = vi.fn();
    const target = button(onClick);
    holdEarlyInput();
    target.click();
    releaseEarlyInput({ replay: false });
    vi.runAllTimers();
    expect(onClick).not.toHaveBeenCalled();
  });

  it("lets the buttons go after HOLD_MAX_MS when the page's code never hydrated it", () => {
    const onClick = vi.fn();
    const target = button(onClick);
    holdEarlyInput();
    target.click();
    vi.advanceTimersByTime(HOLD_MAX_MS - 1);
    target.click();
    expect(onClick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runAllTimers();
    // The held taps are dropped (nothing would answer them); the next tap is the button's own again.
    expect(onClick).not.toHaveBeenCalled();
    target.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("lets the buttons go at once when the app's code fails to load", async () => {
    const onClick = vi.fn();
    const target = button(onClick);
    holdEarlyInput();
    loadReleasingOnError(() => Promise.reject(new Error("Failed to fetch dynamically imported module")));
    await vi.waitFor(() => {
      target.click();
      expect(onClick).toHaveBeenCalled();
    });
  });
});
