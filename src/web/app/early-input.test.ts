import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { holdEarlyInput, releaseEarlyInput } from "./early-input";

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
});
