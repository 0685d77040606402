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
 */
import { Suspense, useState, type ReactElement } from "react";

type Turn = { isDone: boolean; promise: Promise<void> };

const DONE: Turn = { isDone: true, promise: Promise.resolve() };

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

function takeTurn(): Turn {
  lastTurn = lastTurn.then(nextTask);
  const turn: Turn = {
    isDone: false,
    promise: lastTurn.then(() => {
      turn.isDone = true;
    }),
  };
  return turn;
}

/**
 * Runs `hydrate`, a synchronous hydration (Preact's `hydrateRoot`), letting `HydrateLater` parts defer.
 * @returns a promise that resolves once every deferred part has been hydrated
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

/** Hydrates `children` (one element, e.g. a card's `<li>`) in a task of its own; see the module comment. */
export function HydrateLater({ children }: { children: ReactElement }) {
  const [turn] = useState(() => (isHydrating ? takeTurn() : DONE));
  return (
    <Suspense fallback={null}>
      <Deferred turn={turn}>{children}</Deferred>
    </Suspense>
  );
}
