import { act } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { RenderedAtProvider, useHamburgToday, useNow } from "./now";

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

  it("renders a page that shows only the day again only when the day changes in Hamburg", async () => {
    let renders = 0;
    function Today() {
      renders += 1;
      return <p>{useHamburgToday()}</p>;
    }
    const page = (
      <RenderedAtProvider renderedAt={RENDERED_AT}>
        <Today />
      </RenderedAtProvider>
    );
    const html = renderToString(page);
    expect(html).toBe("<p>2026-11-29</p>");

    vi.useFakeTimers({ now: RENDERED_AT + 7 * 60_000, toFake: ["Date", "setInterval", "clearInterval"] });
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    renders = 0;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    expect(renders).toBe(1);
    // 23:00 UTC is midnight in Hamburg in winter: the next day.
    await act(async () => vi.setSystemTime(Date.parse("2026-11-29T23:00:30Z")));
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(container.textContent).toBe("2026-11-30");
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
