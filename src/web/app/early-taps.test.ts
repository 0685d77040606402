import { afterEach, describe, expect, it, vi } from "vitest";
import { holdEarlyTaps, releaseEarlyTaps } from "./early-taps";

const button = (onClick: () => void) => {
  const element = document.createElement("button");
  element.addEventListener("click", onClick);
  document.body.append(element);
  return element;
};

describe("early taps on a server-rendered page", () => {
  afterEach(() => {
    releaseEarlyTaps({ replay: false });
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it("holds a tap on a button until the page has hydrated, then replays it once", () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    const target = button(onClick);
    holdEarlyTaps();
    target.click();
    expect(onClick).not.toHaveBeenCalled();
    releaseEarlyTaps({ replay: true });
    vi.runAllTimers();
    expect(onClick).toHaveBeenCalledTimes(1);
    target.click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it("drops held taps when the page was rendered afresh", () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    const target = button(onClick);
    holdEarlyTaps();
    target.click();
    releaseEarlyTaps({ replay: false });
    vi.runAllTimers();
    expect(onClick).not.toHaveBeenCalled();
  });
});
