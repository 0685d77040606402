/**
 * A server-rendered page looks ready before its code has run, so a quick tap on a button would be lost.
 * Until the page has hydrated, taps on buttons are held (links keep working: they load their page);
 * once it has, each held button is clicked again, so the tap does what it says. main.tsx starts holding
 * on a server-rendered page, app/start.tsx replays after hydrating (or drops them after a fresh render,
 * when the page the visitor tapped is gone).
 */
let held: HTMLButtonElement[] = [];

const hold = (event: MouseEvent) => {
  const button = event.target instanceof Element ? event.target.closest("button") : null;
  if (!button) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(button);
};

/** Starts holding taps on buttons. */
export function holdEarlyTaps(): void {
  document.addEventListener("click", hold, true);
}

/**
 * Stops holding and, with `replay`, clicks the held buttons that are still on the page — after the
 * effects of the first render have run (a popover's outside-click listener, for example).
 */
export function releaseEarlyTaps({ replay }: { replay: boolean }): void {
  document.removeEventListener("click", hold, true);
  const buttons = held;
  held = [];
  if (!replay) return;
  setTimeout(() => {
    for (const button of buttons) if (button.isConnected) button.click();
  });
}
