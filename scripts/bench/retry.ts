/**
 * Lighthouse runs without a usable trace. Chrome now and then leaves the page's navigationStart out of
 * the trace, and Lighthouse then has no time origin for any metric (runtime error NO_NAVSTART, "Please
 * run Lighthouse again"). It is not caused by what a page's setup does: it was seen on /favorites (signs
 * in first) and on /courses (no setup at all), more often on a busy machine, and the same page passes on
 * the next run. Such a run says nothing about the page, so it is run again from scratch.
 */

/** Lighthouse runtime error codes that mean the trace was not recorded, not that the page failed. */
export const TRACE_ERRORS: ReadonlySet<string> = new Set(["NO_NAVSTART", "NO_TRACING_STARTED"]);

/**
 * Calls `run` until its result has no trace error, at most `attempts` times in all.
 * @param errorOf the Lighthouse runtime error code of a result, undefined for a clean run
 * @returns the last result (which may still carry a trace error after the last attempt) and the error
 *   codes of the attempts that were run again, in order
 */
export async function retryTraceErrors<T>(
  run: () => Promise<T>,
  errorOf: (result: T) => string | undefined,
  attempts = 3,
): Promise<{ result: T; retried: string[] }> {
  const retried: string[] = [];
  for (;;) {
    const result = await run();
    const code = errorOf(result);
    if (code === undefined || !TRACE_ERRORS.has(code) || retried.length + 1 >= attempts) {
      return { result, retried };
    }
    retried.push(code);
  }
}
