/**
 * A server-rendered page looks ready before its code has run, so a quick tap on a button, or text typed
 * into a search field, would be lost. Until the page has hydrated, taps on buttons are held (links keep
 * working: they load their page); once it has, each held button is clicked again, and each text field
 * that holds typed text reports it as input, so the tap does what it says and the list filters by what
 * was typed. main.tsx starts holding on a server-rendered page, app/start.tsx replays after hydrating
 * (or drops them after a fresh render, when the page the visitor used is gone). Should the code never
 * come — its chunk failed to load, or a very slow line — the buttons are let go (held taps dropped) on
 * the error or after HOLD_MAX_MS, so a form's submit button works again without the app (issue 22 §4).
 */
let held: HTMLButtonElement[] = [];
let releaseTimer: ReturnType<typeof setTimeout> | undefined;

/** How long taps are held at most before the buttons are let go. */
export const HOLD_MAX_MS = 10_000;

const hold = (event: MouseEvent) => {
  const button = event.target instanceof Element ? event.target.closest("button") : null;
  if (!button) return;
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

/**
 * Stops holding and, with `replay`, after the effects of the first render have run (a popover's
 * outside-click listener, for example): announces text typed into fields (a value other than the one
 * the server sent) with an `input` event, then clicks the held buttons that are still on the page.
 */
export function releaseEarlyInput({ replay }: { replay: boolean }): void {
  clearTimeout(releaseTimer);
  document.removeEventListener("click", hold, true);
  const buttons = held;
  held = [];
  if (!replay) return;
  setTimeout(() => {
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      "input, textarea",
    )) {
      if (field.value !== field.defaultValue) field.dispatchEvent(new Event("input", { bubbles: true }));
    }
    for (const button of buttons) if (button.isConnected) button.click();
  });
}
