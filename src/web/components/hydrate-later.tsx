/**
 * Progressive hydration: hydrating a server-rendered page is one long task, and on a phone a list of
 * cards makes it long enough to block taps (Lighthouse's Total Blocking Time). Parts wrapped in
 * `HydrateLater` are hydrated in tasks of their own, one after another, right after the rest of the page,
 * so the browser can answer input in between. Until then their server-rendered HTML stays as it is.
 * Parts may be nested (the page, its sections, their cards): a part's own parts take their turns after
 * every part queued so far, so the page hydrates from the outside in and no single task grows long.
 *
 * How: while the page hydrates (`hydrateInTurns`), each `HydrateLater` suspends once, on a promise that
 * resolves one task after the previous one's. Preact keeps the server's DOM of a component that suspends
 * while hydrating and resumes hydrating it when the promise resolves (preact/src/diff/index.js,
 * MODE_HYDRATE | MODE_SUSPENDED); it keeps exactly one DOM node, so the children must render one element.
 * Outside the hydration (client-side navigation, a fresh render, React's own concurrent hydration in
 * development and tests) `HydrateLater` renders its children straight away. A part first rendered while
 * the turns still run shows once its turn comes; taps on buttons are held until then (app/early-input.ts),
 * so only data arriving or a link followed meanwhile can add one.
 *
 * Cards in long lists and scrolling rows (`viewportId`) go further: those not near the viewport at their
 * turn wait until they come near it (an IntersectionObserver), or are touched or focused. A phone then
 * spends its first seconds on what is on screen: on a 412 × 823 screen, /places hydrates 4 of its 12
 * cards at first and home 2 of its 22. Such a card's links, like any link, work as plain links meanwhile.
 */
import { cloneElement, Suspense, useEffect, useState, type ReactElement } from "react";

/** A part's wait; `element` is the server-rendered element of a part waiting for the viewport. */
type Turn = { isDone: boolean; promise: Promise<void>; element?: Element | null };

const DONE: Turn = { isDone: true, promise: Promise.resolve() };

/** The attribute by which a part that waits for the viewport finds its server-rendered element. */
const PART = "data-hydrate-part";

let isHydrating = false;
let lastTurn: Promise<void> = Promise.resolve();

/** Resolves in a new task: a message is not clamped to 4 ms the way nested timeouts are. */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });

/**
 * How near the viewport a part waiting for it is hydrated: within a screen above or below it (inside a
 * horizontally scrolling row, once it scrolls into the row), so it is ready before a finger gets there.
 */
const NEAR = "100% 0px";

let observer: IntersectionObserver | undefined;
const waiting = new Map<Element, () => void>();

/** Stops watching `element`, hydrating its part unless it has left the page (`hydrate: false`). */
function release(element: Element, { hydrate = true } = {}) {
  observer?.unobserve(element);
  if (hydrate) waiting.get(element)?.();
  waiting.delete(element);
}

/**
 * A touch or focus on a part that still waits (a quick fling, a Tab from the address bar) hydrates it
 * at once: the microtasks after `pointerdown` or `focusin` run before the `click` or key that follows.
 */
function hurry(event: Event) {
  const part = event.target instanceof Element ? event.target.closest(`[${PART}]`) : null;
  if (part && waiting.has(part)) release(part);
}

/**
 * Whether `element` is as near the viewport as `NEAR` says, and not beside it (as cards further along a
 * scrolling row are). Checked at once, so parts on screen hydrate in their turn, before held taps are
 * replayed, rather than a frame later when the observer first reports.
 */
function isNear(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.bottom > -innerHeight && rect.top < 2 * innerHeight && rect.right > 0 && rect.left < innerWidth;
}

/**
 * Resolves once `element` is near the viewport, touched or focused; at once if it is near already, or
 * without an element or IntersectionObserver.
 */
function nearViewport(element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver === "undefined" || isNear(element)) return Promise.resolve();
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) release(entry.target);
      },
      { rootMargin: NEAR },
    );
    document.addEventListener("pointerdown", hurry, true);
    document.addEventListener("focusin", hurry, true);
  }
  return new Promise((resolve) => {
    waiting.set(element, resolve);
    observer?.observe(element);
  });
}

/** The server-rendered element of the part `viewportId`, if the page has it. */
const partElement = (viewportId: string) =>
  [...document.querySelectorAll(`[${PART}]`)].find((element) => element.getAttribute(PART) === viewportId) ??
  null;

function takeTurn(viewportId?: string): Turn {
  lastTurn = lastTurn.then(nextTask);
  const ready =
    viewportId === undefined
      ? lastTurn
      : lastTurn.then(() => {
          turn.element = partElement(viewportId);
          return nearViewport(turn.element);
        });
  const turn: Turn = {
    isDone: false,
    // Done even if waiting failed: a part whose promise rejects would otherwise suspend forever.
    promise: ready
      .catch(() => undefined)
      .then(() => {
        turn.isDone = true;
      }),
  };
  return turn;
}

/**
 * Runs `hydrate`, a synchronous hydration (Preact's `hydrateRoot`), letting `HydrateLater` parts defer.
 * @returns a promise that resolves once every deferred part has been hydrated, but for parts still
 *   waiting to come near the viewport
 */
export async function hydrateInTurns(hydrate: () => void): Promise<void> {
  const before = lastTurn;
  isHydrating = true;
  try {
    hydrate();
    // A part hydrated in its turn may defer parts of its own, which take turns after the last one; a
    // part re-renders in a microtask after its turn, so a task later its own parts have taken theirs.
    for (let turn = before; turn !== lastTurn;) {
      turn = lastTurn;
      await turn;
      await nextTask();
    }
  } finally {
    isHydrating = false;
  }
}

function Deferred({ turn, children }: { turn: Turn; children: ReactElement }) {
  if (!turn.isDone) throw turn.promise;
  return children;
}

/**
 * Hydrates `children` (one element, e.g. a card's `<li>`) in a task of its own; see the module comment.
 * With a `viewportId` (cards in long lists and scrolling rows), not before the element comes near the
 * viewport: a phone does not spend its first seconds on cards nobody has scrolled to. The id, unique on
 * the page, marks the server-rendered element so the part can find it; that element must be a DOM
 * element.
 */
export function HydrateLater({ children, viewportId }: { children: ReactElement; viewportId?: string }) {
  const [turn] = useState(() => (isHydrating ? takeTurn(viewportId) : DONE));
  // A part that leaves the page before it came near (the list was filtered, the visitor went on) is
  // no longer watched, so its old DOM is not kept.
  useEffect(
    () => () => {
      if (!turn.isDone && turn.element) release(turn.element, { hydrate: false });
    },
    [turn],
  );
  return (
    <Suspense fallback={null}>
      <Deferred turn={turn}>
        {viewportId === undefined
          ? children
          : cloneElement(children as ReactElement<Record<string, string>>, { [PART]: viewportId })}
      </Deferred>
    </Suspense>
  );
}
