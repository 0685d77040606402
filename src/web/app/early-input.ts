/**
 * A server-rendered page looks ready before React listens to it. React attaches its listeners when
 * start.tsx calls `hydrateRoot`, once the page's code has downloaded; from then on it answers a tap on
 * a part it has not hydrated yet by hydrating that part at once and then dispatching the tap
 * (selective hydration), and a form whose action is a function (`<form action={…}>`, the hearts and
 * fact answers) is replayed from the moment the HTML arrived (React's inline form-replay script).
 * What React does not cover is a tap on any other button before `hydrateRoot`: nobody listens yet, so
 * it would be lost (`early-input.test.tsx` shows it). Such taps are held here from the moment the entry
 * script runs and clicked again right after `hydrateRoot`; links keep working (they load their page).
 * main.tsx starts holding on a server-rendered page, app/start.tsx releases: replaying after
 * `hydrateRoot`, dropping after a fresh render (the page the visitor tapped is gone). Should the code
 * never come (its chunk failed to load, or a very slow line), the buttons are let go (held taps
 * dropped) on the error or after HOLD_MAX_MS, so a form's submit button works again without the app.
 */
let held: HTMLButtonElement[] = [];
let releaseTimer: ReturnType<typeof setTimeout> | undefined;

/** How long taps are held at most before the buttons are let go. */
export const HOLD_MAX_MS = 10_000;

const hold = (event: MouseEvent) => {
  const button = event.target instanceof Element ? event.target.closest("button") : null;
  // A submit button of a form whose action is a function is React's to replay (the form's `action` is
  // React's javascript: placeholder until then), and with no time limit.
  if (!button || (button.type === "submit" && button.form?.action.startsWith("javascript:"))) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(button);
};

/** Starts holding taps on buttons. */
export function holdEarlyInput(): void {
  document.addEventListener("click", hold, true);
  releaseTimer = setTimeout(() => releaseEarlyInput({ replay: false }), HOLD_MAX_MS);
}

/** Loads the app's code (`load`); if that fails, lets the held buttons go at once. */
export function loadReleasingOnError(load: () => Promise<unknown>): void {
  load().catch(() => releaseEarlyInput({ replay: false }));
}

/** Stops holding and, with `replay` (right after `hydrateRoot`), clicks the held buttons again. */
export function releaseEarlyInput({ replay }: { replay: boolean }): void {
  clearTimeout(releaseTimer);
  document.removeEventListener("click", hold, true);
  const buttons = held;
  held = [];
  if (replay) for (const button of buttons) if (button.isConnected) button.click();
}
