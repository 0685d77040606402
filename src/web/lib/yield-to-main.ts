/**
 * Ends the current task and resolves in a new one, so the browser can handle a tap and paint in
 * between: for long start-up work cut into parts, none of which blocks input for long. Uses the
 * Prioritized Task Scheduling API's `scheduler.yield()` where there is one (Chromium 129+: the rest runs
 * ahead of other waiting tasks), else a zero-delay timeout.
 * Source: https://developer.mozilla.org/en-US/docs/Web/API/Scheduler/yield
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
