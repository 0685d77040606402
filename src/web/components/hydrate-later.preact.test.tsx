/**
 * Progressive hydration on the production runtime: production builds run on Preact (decisions/004), so
 * this file runs only in the "unit-preact" project (vitest.config.ts, the production build's aliases),
 * renders on the server as production does and hydrates as start.tsx does.
 */
import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { HydrateLater, hydrateInTurns } from "./hydrate-later";

const NAMES = ["Planten un Blomen", "Stadtpark", "Wehbers Park"];

function List({ onPick }: { onPick: (name: string) => void }) {
  return (
    <ul>
      <li>
        <button type="button" onClick={() => onPick("header")}>
          Alle
        </button>
      </li>
      {NAMES.map((name) => (
        <HydrateLater key={name}>
          <li>
            <button type="button" onClick={() => onPick(name)}>
              {name}
            </button>
          </li>
        </HydrateLater>
      ))}
    </ul>
  );
}

/** The page as the app nests it: the page hydrates later, and its cards later still. */
function Page({ onPick }: { onPick: (name: string) => void }) {
  return (
    <div>
      <button type="button" onClick={() => onPick("menu")}>
        Menü
      </button>
      <HydrateLater>
        <main>
          <List onPick={onPick} />
        </main>
      </HydrateLater>
    </div>
  );
}

/** The cards of a long list, each hydrated only once near the viewport (or touched, or focused). */
function LongList({ onPick, names = NAMES }: { onPick: (name: string) => void; names?: string[] }) {
  return (
    <ul>
      {names.map((name) => (
        <HydrateLater key={name} viewportId={name}>
          <li>
            <button type="button" onClick={() => onPick(name)}>
              {name}
            </button>
          </li>
        </HydrateLater>
      ))}
    </ul>
  );
}

/**
 * jsdom lays nothing out, so it has no IntersectionObserver; this one reports what a test says comes
 * into view, the way Chromium's does after scrolling (the journeys run the real one).
 */
class ViewportObserver {
  static current: ViewportObserver | undefined;
  observed = new Set<Element>();
  constructor(private readonly report: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    ViewportObserver.current = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  scrollIntoView(element: Element) {
    if (this.observed.has(element)) this.report([{ target: element, isIntersecting: true }]);
  }
}

afterEach(() => {
  document.body.replaceChildren();
});

/** A container on the page holding `element` as the server renders it. */
function serverRendered(element: ReactElement): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

const click = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll("button")].find((button) => button.textContent === name)!.click();

describe("HydrateLater", () => {
  it("renders its children on the server as they are", () => {
    expect(renderToString(<List onPick={() => {}} />)).toBe(
      '<ul><li><button type="button">Alle</button></li>' +
        NAMES.map((name) => `<li><button type="button">${name}</button></li>`).join("") +
        "</ul>",
    );
  });

  it("hydrates the wrapped parts after the rest of the page, keeping the server's HTML meanwhile", async () => {
    const container = serverRendered(<List onPick={() => {}} />);
    const html = container.innerHTML;
    const picked: string[] = [];

    const hydrated = hydrateInTurns(() =>
      hydrateRoot(container, <List onPick={(name) => picked.push(name)} />),
    );
    // The page itself is hydrated at once; the cards are still plain HTML.
    click(container, "Alle");
    click(container, "Stadtpark");
    expect(picked).toEqual(["header"]);
    expect(container.innerHTML).toBe(html);

    await hydrated;
    for (const name of NAMES) click(container, name);
    expect(picked).toEqual(["header", ...NAMES]);
    // Nothing was rendered twice or thrown away.
    expect(container.innerHTML).toBe(html);
    expect(container.querySelectorAll("li")).toHaveLength(NAMES.length + 1);
  });

  it("hydrates nested parts from the outside in, each in a later task", async () => {
    const container = serverRendered(<Page onPick={() => {}} />);
    const html = container.innerHTML;
    const picked: string[] = [];
    const tick = () => new Promise((resolve) => setTimeout(resolve));

    const hydrated = hydrateInTurns(() =>
      hydrateRoot(container, <Page onPick={(name) => picked.push(name)} />),
    );
    let isHydrated = false;
    void hydrated.then(() => (isHydrated = true));
    click(container, "Menü");
    click(container, "Alle");
    expect(picked).toEqual(["menu"]);

    // Task by task, the page's own button starts answering while its cards are still plain HTML.
    do {
      await tick();
      picked.length = 1;
      click(container, "Alle");
      click(container, "Wehbers Park");
    } while (picked.length === 1 && !isHydrated);
    expect(picked).toEqual(["menu", "header"]);
    expect(isHydrated).toBe(false);

    await hydrated;
    picked.length = 0;
    for (const name of NAMES) click(container, name);
    expect(picked).toEqual(NAMES);
    expect(container.innerHTML).toBe(html);
  });

  it("renders at once outside the first hydration, as after a client-side navigation", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const { createRoot } = await import("react-dom/client");
    const { act } = await import("preact/test-utils");
    const picked: string[] = [];
    act(() => createRoot(container).render(<List onPick={(name) => picked.push(name)} />));
    click(container, "Wehbers Park");
    expect(picked).toEqual(["Wehbers Park"]);
  });

  describe("with a viewportId", () => {
    beforeAll(() => vi.stubGlobal("IntersectionObserver", ViewportObserver));
    afterAll(() => vi.unstubAllGlobals());
    const item = (container: HTMLElement, name: string) =>
      [...container.querySelectorAll("li")].find((li) => li.textContent === name)!;
    const button = (container: HTMLElement, name: string) => item(container, name).querySelector("button")!;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

    it("waits, after its turn, until the part comes near the viewport", async () => {
      const container = serverRendered(<LongList onPick={() => {}} />);
      const picked: string[] = [];
      await hydrateInTurns(() => hydrateRoot(container, <LongList onPick={(name) => picked.push(name)} />));
      click(container, "Stadtpark");
      expect(picked).toEqual([]);

      ViewportObserver.current!.scrollIntoView(item(container, "Stadtpark"));
      await settle();
      click(container, "Stadtpark");
      click(container, "Wehbers Park");
      expect(picked).toEqual(["Stadtpark"]);
      expect(container.querySelectorAll("li")).toHaveLength(NAMES.length);
    });

    it("hydrates a part already on screen in its turn, before the page counts as hydrated", async () => {
      const container = serverRendered(<LongList onPick={() => {}} />);
      // jsdom lays nothing out; this card is where a phone would show it, at the top of the screen.
      item(container, "Planten un Blomen").getBoundingClientRect = () =>
        ({ top: 100, bottom: 300, left: 0, right: 360 }) as DOMRect;
      const picked: string[] = [];
      await hydrateInTurns(() => hydrateRoot(container, <LongList onPick={(name) => picked.push(name)} />));
      for (const name of NAMES) click(container, name);
      expect(picked).toEqual(["Planten un Blomen"]);
    });

    it("hydrates a part that is touched or focused before its click or key arrives", async () => {
      const container = serverRendered(<LongList onPick={() => {}} />);
      const picked: string[] = [];
      await hydrateInTurns(() => hydrateRoot(container, <LongList onPick={(name) => picked.push(name)} />));

      // The browser runs every microtask between one event's task and the next, and no other task.
      const microtasks = async () => {
        for (let index = 0; index < 20; index++) await Promise.resolve();
      };
      button(container, "Wehbers Park").dispatchEvent(new Event("pointerdown", { bubbles: true }));
      await microtasks();
      button(container, "Wehbers Park").click();
      button(container, "Planten un Blomen").focus();
      await microtasks();
      button(container, "Planten un Blomen").click();
      expect(picked).toEqual(["Wehbers Park", "Planten un Blomen"]);
    });

    it("stops watching a part that leaves the page before it came near", async () => {
      const container = serverRendered(<LongList onPick={() => {}} />);
      const leaving = item(container, "Stadtpark");
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await hydrateInTurns(() => (root = hydrateRoot(container, <LongList onPick={() => {}} />)));
      expect(ViewportObserver.current!.observed.has(leaving)).toBe(true);
      // Effects run after the next frame; jsdom draws none, and Preact then waits 100 ms.
      await new Promise((resolve) => setTimeout(resolve, 150));

      root!.render(<LongList onPick={() => {}} names={["Planten un Blomen", "Wehbers Park"]} />);
      await settle();
      expect(container.querySelectorAll("li")).toHaveLength(2);
      expect(ViewportObserver.current!.observed.has(leaving)).toBe(false);
    });
  });
});
