import { act } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { RenderedAtProvider, useNow } from "./now";

function Clock() {
  return <p>{new Date(useNow()).toISOString()}</p>;
}

const RENDERED_AT = Date.parse("2026-11-29T09:41:00Z");
let root: Root | undefined;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("useNow", () => {
  it("hydrates a page with the minute it was rendered in, then shows the browser's minute", async () => {
    const html = renderToString(
      <RenderedAtProvider renderedAt={RENDERED_AT}>
        <Clock />
      </RenderedAtProvider>,
    );
    expect(html).toBe("<p>2026-11-29T09:41:00.000Z</p>");

    // The page is hydrated seven minutes later, as when the page cache answered with it.
    vi.useFakeTimers({ now: RENDERED_AT + 7 * 60_000 + 20_000, toFake: ["Date"] });
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const serverParagraph = container.firstChild;
    const problems: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <RenderedAtProvider renderedAt={RENDERED_AT}>
          <Clock />
        </RenderedAtProvider>,
        { onRecoverableError: (error) => problems.push(error) },
      );
    });
    expect(problems).toEqual([]);
    expect(container.firstChild).toBe(serverParagraph);
    expect(container.textContent).toBe("2026-11-29T09:48:00.000Z");
  });

  it("moves on minute by minute while the page stays open", async () => {
    vi.useFakeTimers({ now: RENDERED_AT + 30_000, toFake: ["Date", "setInterval", "clearInterval"] });
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Clock />);
    });
    expect(container.textContent).toBe("2026-11-29T09:41:00.000Z");
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(container.textContent).toBe("2026-11-29T09:42:00.000Z");
  });
});
